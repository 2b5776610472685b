/**
 * NATS restarts mid-stream (issue 9 item 3): on a private nats-server (so the machine's shared server and
 * other tests are untouched), events keep being published while the server is killed and started again
 * on the same store. Every publish that was acknowledged is on the log afterwards, and the projector's
 * Postgres read models equal a fresh replay of the log.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectNats, EventPublisher, ensureTopology, names } from "@chat/events";
import { freshDatabase, type TestDatabase } from "@chat/platform/testing";
import { jetstream, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { workload } from "./fixtures/workload.ts";
import { startProjector } from "./projector.ts";
import { rebuildReadModels } from "./replay/rebuild.ts";
import { readModelSnapshot } from "./replay/snapshot.ts";
import { readPosition } from "./store.ts";

const hasServer = spawnSync("nats-server", ["--version"]).status === 0;
const storeDir = mkdtempSync(join(tmpdir(), "nats-restart-"));
let port = 0;
let server: ChildProcess | null = null;
let live: TestDatabase;
let replay: TestDatabase;

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const p = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return p;
}

async function startServer(): Promise<void> {
  server = spawn("nats-server", ["-js", "-a", "127.0.0.1", "-p", String(port), "-sd", storeDir], {
    stdio: "ignore",
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const nc = await connectNats(`nats://127.0.0.1:${port}`, "probe");
      await nc.close();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function killServer(): Promise<void> {
  const s = server;
  server = null;
  if (!s) return;
  s.kill("SIGKILL");
  await once(s, "exit");
}

beforeAll(async () => {
  if (!hasServer) return;
  port = await freePort();
  await startServer();
  [live, replay] = await Promise.all([freshDatabase("nats_live"), freshDatabase("nats_replay")]);
});
afterAll(async () => {
  await killServer();
  await Promise.all([live?.drop(), replay?.drop()]);
  rmSync(storeDir, { recursive: true, force: true });
});

it.skipIf(!hasServer)(
  "loses no acknowledged event and ends equal to a replay when NATS restarts mid-stream",
  async () => {
    const url = `nats://127.0.0.1:${port}`;
    const n = names("restart");
    const setupNc = await connectNats(url, "setup");
    await ensureTopology(setupNc, n);
    await setupNc.close();

    // The projector and the publisher keep their connections across the restart (they reconnect).
    const nc: NatsConnection = await connectNats(url, "restart-test");
    const js = jetstream(nc);
    const projector = await startProjector({ js, jsm: await jetstreamManager(nc), names: n, db: live.db });
    const publisher = new EventPublisher(js, n);
    const events = workload({ conversations: 60, messagesPerConversation: 3, prefix: "r" });
    const acked: number[] = [];

    const publishing = (async () => {
      for (const e of events)
        acked.push((await publisher.publish(e, { attempts: 40, timeoutMs: 2_000 })).seq);
    })();
    // Kill the server once part of the stream is in, and bring it back a moment later.
    while (acked.length < events.length / 3) await new Promise((r) => setTimeout(r, 20));
    await killServer();
    await new Promise((r) => setTimeout(r, 1_000));
    await startServer();
    await publishing;

    const jsm = await jetstreamManager(nc);
    const last = (await jsm.streams.info(n.log.streams[0]!)).state.last_seq;
    expect(new Set(acked).size).toBe(events.length); // every acknowledged publish has its own place on the log
    expect(last).toBe(events.length);

    const deadline = Date.now() + 30_000;
    while ((await readPosition(live.db)) < last) {
      if (Date.now() > deadline)
        throw new Error(`projector stuck at ${await readPosition(live.db)} of ${last}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await projector.stop();
    await rebuildReadModels({ js, jsm, names: n, db: replay.db });
    const [a, b] = await Promise.all([readModelSnapshot(live.db), readModelSnapshot(replay.db)]);
    expect(a.messages.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    await nc.close();
  },
  90_000,
);
