/**
 * The whole assistant on a log in three partitions (DESIGN section 10, issue 22): users spread over the
 * partitions send, stream, stop and continue conversations; history, bills and the ops view read every
 * partition; the apps restarted at once pick every partition up again; and the set-up refuses to open a
 * log with another number of partitions.
 */
import { ensureTopology, LogPartitionsMismatchError, names, readGenerationEvents } from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerText, ChatApi, collectSse, eventually, newMessageId as mid } from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

const PARTITIONS = 3;
let stack: Stack;
type User = { api: ChatApi; id: string };
const users: User[] = [];

beforeAll(async () => {
  stack = await startStack({ partitions: PARTITIONS, large: 2, small: 1, timeScale: 20, limits: true });
  // Enough users that every partition holds some (checked below).
  for (let i = 0; i < 9; i++) {
    const u = await stack.user(i % 2 ? "plus" : "free");
    users.push({ api: new ChatApi(stack.apis[0]!.url, u.token), id: u.id });
  }
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

/** Two turns in a new conversation; returns its id, the two keys and the answers. */
async function twoTurns(u: User) {
  const conv = await u.api.conversation();
  const first = mid();
  const ev1 = await collectSse(
    await u.api.send(conv, first, "Tell me about tide pools.", { model: "large" }),
  );
  expect(ev1.at(-1)).toMatchObject({ event: "done", data: { finish: "stop" } });
  const second = mid();
  const ev2 = await collectSse(
    await u.api.send(conv, second, "And what lives there?", { parentId: first, model: "large" }),
  );
  expect(ev2.at(-1)).toMatchObject({ event: "done", data: { finish: "stop" } });
  return { conv, first, second, answers: [answerText(ev1), answerText(ev2)] };
}

describe("the assistant on a partitioned log", () => {
  it("answers users in every partition; history, prompts and bills come from each user's own partition", async () => {
    const n = stack.ns.names;
    const byPartition = new Set(users.map((u) => n.log.partitionOf(u.id)));
    expect(byPartition.size).toBe(PARTITIONS);

    const runs = await Promise.all(users.map((u) => twoTurns(u)));
    for (const [i, u] of users.entries()) {
      const run = runs[i]!;
      const secondId = stack.ns.names.log.messageId(u.id, run.second);
      // The second prompt holds the first answer: read back from the user's partition.
      const events = [];
      for await (const e of readGenerationEvents(jetstream(stack.ns.nc), n, secondId)) events.push(e);
      const submitted = events.find((e) => e.type === "message.submitted");
      expect(submitted && "prompt" in submitted ? submitted.prompt[2]?.content : null).toBe(run.answers[0]);
      // Everything of the user sits in one stream: the one their id names.
      const stream = n.log.streamOf(u.id);
      expect(n.log.streamOf(run.conv)).toBe(stream);
      expect(n.log.streamOf(secondId)).toBe(stream);
      const stored = await stack.ns.jsm.streams.getMessage(stream, {
        last_by_subj: n.subjects.event(secondId, "message.submitted"),
      });
      expect(stored?.seq).toBeGreaterThan(0);

      // History (projector) and bills (settler, then projector) for both turns.
      const history = await eventually(async () => {
        const r = await u.api.request(`/v1/conversations/${run.conv}`);
        const body = (await r.json()) as { messages: Array<{ role: string; content: string }> };
        return body.messages.filter((m) => m.role === "assistant").length === 2 ? body : null;
      });
      expect(history.messages.filter((m) => m.role === "assistant").map((m) => m.content)).toEqual(
        run.answers,
      );
      const bills = await eventually(async () => {
        const rows = await stack.db.db
          .selectFrom("usage_ledger")
          .select(["message_id"])
          .where("user_id", "=", u.id)
          .execute();
        return rows.length === 2 ? rows : null;
      });
      expect(bills).toHaveLength(2);
    }
    // Each partition's stream got its share.
    for (const s of n.log.streams)
      expect((await stack.ns.jsm.streams.info(s)).state.messages).toBeGreaterThan(0);
  }, 120_000);

  it("stops an answer in any partition", async () => {
    for (const u of users.slice(0, PARTITIONS + 1)) {
      const conv = await u.api.conversation();
      const key = mid();
      const res = await u.api.send(conv, key, "Write a very long essay about the sea.", { model: "large" });
      const reader = res.body!.getReader();
      await reader.read(); // the stream has begun
      expect((await u.api.stop(stack.ns.names.log.messageId(u.id, key))).status).toBeLessThan(300);
      const rest = await collectSse(await u.api.stream(stack.ns.names.log.messageId(u.id, key)));
      expect(rest.at(-1)).toMatchObject({ event: "done", data: { finish: "stopped" } });
      await reader.cancel();
    }
  }, 60_000);

  it("picks every partition up again after the apps restart at once", async () => {
    await stack.restartApps();
    for (const u of users)
      users.splice(users.indexOf(u), 1, { ...u, api: new ChatApi(stack.apis[0]!.url, u.api.token) });
    const runs = await Promise.all(users.map((u) => twoTurns(u)));
    expect(runs.every((r) => r.answers.every((a) => a.length > 0))).toBe(true);
  }, 120_000);

  it("refuses to set up the log with another number of partitions, saying what to do", async () => {
    const other = names(stack.ns.names.namespace, PARTITIONS + 1);
    const err = await ensureTopology(stack.ns.nc, other).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LogPartitionsMismatchError);
    expect(String(err)).toMatch(/made with 3 partition\(s\).*set CHAT_LOG_PARTITIONS=3 for every process/);
    const single = await ensureTopology(stack.ns.nc, names(stack.ns.names.namespace, 1)).catch(
      (e: unknown) => e,
    );
    expect(single).toBeInstanceOf(LogPartitionsMismatchError);
  });
});
