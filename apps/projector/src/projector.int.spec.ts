import {
  freshDatabase,
  freshNamespace,
  type TestDatabase,
  type TestNamespace,
  waitUntil,
} from "@chat/platform/testing";
import { headers } from "@nats-io/transport-node";
import { Registry } from "prom-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workload } from "./fixtures/workload.ts";
import { projectorMetrics } from "./metrics.ts";
import { type Projector, startProjector } from "./projector.ts";
import { rebuildReadModels } from "./replay/rebuild.ts";
import { readModelSnapshot } from "./replay/snapshot.ts";
import { applyEvents, readPosition } from "./store.ts";

let ns: TestNamespace;
let live: TestDatabase;
let replay: TestDatabase;

beforeAll(async () => {
  [ns, live, replay] = await Promise.all([
    freshNamespace(),
    freshDatabase("proj_live"),
    freshDatabase("proj_replay"),
  ]);
});
afterAll(async () => {
  await Promise.all([ns?.cleanup(), live?.drop(), replay?.drop()]);
});

const start = (registry = new Registry()) =>
  startProjector({
    js: ns.js,
    jsm: ns.jsm,
    names: ns.names,
    db: live.db,
    metrics: projectorMetrics(registry),
  });

describe("projector", () => {
  const events = workload({ conversations: 6, messagesPerConversation: 4, prefix: "p" });
  const half = Math.floor(events.length / 2);

  it("applies the same events twice to the same rows, and an older event changes nothing", async () => {
    const t = await freshDatabase("proj_twice");
    try {
      const positioned = events.map((event, i) => ({ event, seq: i + 1 }));
      const first = await applyEvents(t.db, positioned);
      expect(first).toEqual({ applied: events.length, skipped: 0, from: 0, position: events.length });
      const once = await readModelSnapshot(t.db);
      const again = await applyEvents(t.db, positioned);
      expect(again).toMatchObject({ applied: 0, skipped: events.length });
      expect(await readModelSnapshot(t.db)).toEqual(once);

      expect(once.conversations).toHaveLength(6);
      expect(once.messages).toHaveLength(6 * 4 * 2);
      expect(once.usage).toHaveLength(24);
      expect(once.generations.every((g) => g.status === "finished")).toBe(true);
      // tokens_sent comes from the finish (no delta is folded): the answer's output tokens.
      for (const f of events.filter((e) => e.type === "generation.finished")) {
        const g = once.generations.find((x) => x.message_id === f.messageId);
        expect(g?.tokens_sent).toBe(f.usage.output);
      }
      const m0 = events.find((e) => e.type === "generation.finished");
      const answer = once.messages.find((m) => m.id === `${m0?.messageId}-a`);
      expect(answer).toMatchObject({ role: "assistant", model: "large-70b", finish: "stop" });
      const c0 = once.conversations.find((c) => c.id === "pc0");
      const c0Tokens = once.messages
        .filter((m) => m.conversation_id === "pc0")
        .reduce((s, m) => s + m.tokens, 0);
      expect(c0?.total_tokens).toBe(c0Tokens);
    } finally {
      await t.drop();
    }
  });

  it("gives the same rows whether events are applied one by one, in batches of 7, or all at once", async () => {
    const dbs = await Promise.all([
      freshDatabase("proj_one"),
      freshDatabase("proj_seven"),
      freshDatabase("proj_all"),
    ]);
    try {
      const positioned = events.map((event, i) => ({ event, seq: i + 1 }));
      const [one, seven, all] = dbs.map((d) => d.db) as [typeof live.db, typeof live.db, typeof live.db];
      for (const p of positioned) await applyEvents(one, [p]);
      for (let i = 0; i < positioned.length; i += 7) await applyEvents(seven, positioned.slice(i, i + 7));
      await applyEvents(all, positioned);
      const [a, b, c] = await Promise.all([one, seven, all].map(readModelSnapshot));
      expect(b).toEqual(a);
      expect(c).toEqual(a);
      expect(a?.generations.some((g) => g.attempt === 2)).toBe(true);
    } finally {
      await Promise.all(dbs.map((d) => d.drop()));
    }
  });

  it("sets a malformed event aside on the dead-letter subject, passes deltas unread, and keeps consuming", async () => {
    // Half the workload, then garbage, then the other half after a restart (next test).
    await ns.publishAll(events.slice(0, half));
    const h = headers();
    await ns.js.publish(
      ns.names.subjects.event("bad1", "message.submitted"),
      '{"type":"message.submitted"}',
      {
        headers: h,
        msgID: "bad1",
      },
    );
    // Garbage on a delta subject is never parsed (no read model needs deltas): passed unread, not set aside.
    await ns.js.publish(ns.names.subjects.event("bad2", "generation.delta"), "not json", { msgID: "bad2" });
    const registry = new Registry();
    const projector = await start(registry);
    try {
      const last = (await ns.jsm.streams.info(ns.names.log.streams[0]!)).state.last_seq;
      // The position moves past the garbage too: it is handled (set aside), not waiting.
      await waitUntil("the projector", async () => (await readPosition(live.db)) === last);
      await waitUntil(
        "the projector",
        async () => (await ns.jsm.streams.info(ns.names.streams.dlq)).state.messages === 1,
      );
      const dlq = await ns.jsm.streams.getMessage(ns.names.streams.dlq, { seq: 1 });
      expect(dlq?.header.get("Dlq-Reason")).toMatch(/^invalid: /);
      expect(
        (await registry.getSingleMetric("chat_projector_dead_letters_total")?.get())?.values.length,
      ).toBe(1);
      const deltas = events.slice(0, half).filter((e) => e.type === "generation.delta").length;
      const unread = await registry.getSingleMetric("chat_projector_unread_total")?.get();
      expect(unread?.values).toEqual([{ value: deltas + 1, labels: { kind: "delta" } }]);
      const applied = await registry.getSingleMetric("chat_projector_events_total")?.get();
      expect(applied?.values.some((v) => v.labels.type === "generation.delta")).toBe(false);
    } finally {
      await projector.stop();
    }
  });

  it("after a stop mid-stream and a restart, Postgres equals a fresh replay of the log", async () => {
    let projector: Projector | null = await start();
    await ns.publishAll(events.slice(half, half + 20));
    await waitUntil("the projector", async () => (await readPosition(live.db)) > 0);
    await projector.stop(); // killed mid-stream: more events arrive while it is down
    projector = null;
    await ns.publishAll(events.slice(half + 20));
    await ns.publishAll(events.slice(0, 10)); // republished within the duplicate window: deduped by the server
    projector = await start();
    try {
      const last = (await ns.jsm.streams.info(ns.names.log.streams[0]!)).state.last_seq;
      await waitUntil("the projector", async () => (await readPosition(live.db)) === last);
      expect(await projector.lag()).toBe(0);
    } finally {
      await projector.stop();
    }

    const r = await rebuildReadModels({ js: ns.js, jsm: ns.jsm, names: ns.names, db: replay.db });
    const deltas = events.filter((e) => e.type === "generation.delta").length;
    expect(r).toMatchObject({ events: events.length + 2, malformed: 1, unread: deltas + 1, swapped: true });
    const [a, b] = await Promise.all([readModelSnapshot(live.db), readModelSnapshot(replay.db)]);
    expect(b).toEqual(a);
    expect(a.messages).toHaveLength(6 * 4 * 2);
  });

  it("a rebuild of the live database swaps in equal tables", async () => {
    const before = await readModelSnapshot(live.db);
    const r = await rebuildReadModels({ js: ns.js, jsm: ns.jsm, names: ns.names, db: live.db, batchSize: 7 });
    expect(r.swapped).toBe(true);
    expect(await readModelSnapshot(live.db)).toEqual(before);
    const schemas = await live.db
      .selectFrom("information_schema.schemata" as never)
      .select("schema_name" as never)
      .execute();
    expect(JSON.stringify(schemas)).not.toMatch(/rebuild_/);
  });
});
