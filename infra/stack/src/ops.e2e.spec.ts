/** Ops resubmit from the log (issue 9 item 5), through the real command against a running stack. */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { readGeneration, readGenerationEvents, scopedMessageId } from "@chat/events";
import { deploymentEnv } from "@chat/platform/testing";
import { jetstream } from "@nats-io/jetstream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answerText, ChatApi, collectSse, newMessageId, readSse } from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
let stack: Stack;
let token: string;
let userId: string;

async function ops(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    `${root}node_modules/.bin/tsx`,
    ["infra/cli/src/ops.ts", ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        ...deploymentEnv(stack.ns, stack.db),
      },
    },
  ).catch((err: { stdout: string }) => ({ stdout: err.stdout }));
  return stdout;
}

beforeAll(async () => {
  // Automatic failover is off here, so the interrupted answer waits for ops.
  stack = await startStack({
    large: 2,
    small: 0,
    timeScale: 3,
    dispatcher: { failover: { deadAfterMs: 3_600_000 } },
  });
  ({ token, id: userId } = await stack.user("plus"));
});
afterAll(async () => {
  await stack?.stop();
});

it("lists an unfinished generation and resubmits it once, continuing from the text already sent", async () => {
  const api = new ChatApi(stack.apis[0]!.url, token);
  const conv = await api.conversation();
  const key = newMessageId();
  const id = scopedMessageId(userId, key); // the message's id on the log, which ops commands take
  const res = await api.send(conv, key, "Tell me a long story about a lighthouse.", { model: "large" });
  const head = [];
  for await (const e of readSse(res, 4)) head.push(e);
  const js = jetstream(stack.ns.nc);
  const victim = (await readGeneration(js, stack.ns.names, id)).replicaId!;
  await stack.killWorker(victim);
  await new Promise((r) => setTimeout(r, 2_500)); // its heartbeat goes stale

  const listed = await ops("unfinished", "--min-age", "0");
  expect(listed).toContain(id);
  expect(listed).toContain(victim);

  const first = await ops("resubmit", id);
  expect(first).toMatch(new RegExp(`${id}\\tresubmitted: attempt 2`));
  const second = await ops("resubmit", id);
  expect(second).not.toContain("resubmitted");

  const rest = await collectSse(await api.stream(id, head.at(-1)!.id));
  const all = [...head, ...rest];
  expect(all.map((e) => e.id)).toEqual(all.map((_, i) => i + 1));
  expect(all.at(-1)).toMatchObject({ event: "done", data: { finish: "stop" } });
  const state = await readGeneration(js, stack.ns.names, id);
  expect(answerText(all)).toBe(state.finished!.text);
  let resubmitted = 0;
  for await (const ev of readGenerationEvents(js, stack.ns.names, id))
    if (ev.type === "generation.resubmitted") resubmitted++;
  expect(resubmitted).toBe(1);

  expect(await ops("resubmit", id)).toContain("refused: already finished");
});
