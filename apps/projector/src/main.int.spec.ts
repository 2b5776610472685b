/**
 * The projector as a real process: SIGKILLed mid-stream while events keep arriving, restarted, and then
 * equal to a fresh replay; SIGTERM stops it cleanly; it serves /healthz and /metrics.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import {
  deploymentEnv,
  freshDatabase,
  freshNamespace,
  type TestDatabase,
  type TestNamespace,
  waitUntil,
} from "@chat/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workload } from "./fixtures/workload.ts";
import { rebuildReadModels } from "./replay/rebuild.ts";
import { readModelSnapshot } from "./replay/snapshot.ts";
import { readPosition } from "./store.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
let ns: TestNamespace;
let live: TestDatabase;
let replay: TestDatabase;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  [ns, live, replay] = await Promise.all([
    freshNamespace(),
    freshDatabase("main_live"),
    freshDatabase("main_replay"),
  ]);
});
afterAll(async () => {
  for (const c of children) c.kill("SIGKILL");
  await Promise.all([ns?.cleanup(), live?.drop(), replay?.drop()]);
});

/** Starts main.ts; resolves with the process and its ops port once it is consuming. */
async function startProcess(): Promise<{ child: ChildProcess; port: number }> {
  // node itself with tsx's loader: the tsx command runs the script in a child process, which a SIGKILL
  // of the command would leave running.
  const child = spawn(process.execPath, ["--import", "tsx", "apps/projector/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...deploymentEnv(ns, live),
      PROJECTOR_PORT: "0",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let log = "";
  const port = await new Promise<number>((resolve, reject) => {
    child.stderr?.on("data", (d) => {
      log += String(d);
      const m = log.match(/ops on :(\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once("exit", (code) => reject(new Error(`projector exited early (${code}): ${log}`)));
  });
  return { child, port };
}

describe("projector process", () => {
  it("killed mid-stream and restarted, equals a fresh replay of the log", async () => {
    const events = workload({ conversations: 300, messagesPerConversation: 4, prefix: "k" });
    const first = await startProcess();
    let killedAt = -1;
    for (let i = 0; i < events.length; i += 200) {
      await Promise.all(events.slice(i, i + 200).map((e) => ns.publisher.publish(e)));
      if (killedAt < 0 && (await readPosition(live.db)) > 0) {
        first.child.kill("SIGKILL");
        await once(first.child, "exit");
        killedAt = await readPosition(live.db);
      }
    }
    const last = (await ns.jsm.streams.info(ns.names.log.streams[0]!)).state.last_seq;
    expect(killedAt).toBeGreaterThan(0);
    expect(killedAt).toBeLessThan(last); // it really died mid-stream

    const second = await startProcess();
    await waitUntil(
      `position ${last} (killed at ${killedAt})`,
      async () => (await readPosition(live.db)) === last,
    );

    const health = await fetch(`http://127.0.0.1:${second.port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ app: "projector", ok: true });
    // Counted once the batch's transaction commits, so a moment after the position moves.
    let metrics = "";
    await waitUntil("events in /metrics", async () => {
      metrics = await (await fetch(`http://127.0.0.1:${second.port}/metrics`)).text();
      return /chat_projector_events_total\{type="[a-z_.]+",result="applied"\} [1-9]/.test(metrics);
    });
    expect(metrics).toMatch(/chat_projector_lag_events\{partition="0"\} \d+/);

    second.child.kill("SIGTERM");
    const [code] = await once(second.child, "exit");
    expect(code).toBe(0);

    await rebuildReadModels({ js: ns.js, jsm: ns.jsm, names: ns.names, db: replay.db });
    const [a, b] = await Promise.all([readModelSnapshot(live.db), readModelSnapshot(replay.db)]);
    expect(a.messages).toHaveLength(300 * 4 * 2);
    expect(b).toEqual(a);
  }, 60_000);
});
