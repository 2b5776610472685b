import { describe, expect, it } from "vitest";
import { OrderedBatcher } from "./batcher.ts";
import { isTransient, retryDelayMs } from "./errors.ts";
import { workload } from "./fixtures/workload.ts";
import type { ApplyResult, Positioned } from "./store.ts";

const events = workload({ conversations: 1, messagesPerConversation: 2 }).map((event, i) => ({
  event,
  seq: i + 1,
}));

/** A fake store: records the batches it applied and keeps a position like the real one. */
function store(fail: (batch: Positioned[], call: number) => Error | null = () => null) {
  const batches: number[][] = [];
  let position = 0;
  let calls = 0;
  const apply = async (batch: Positioned[]): Promise<ApplyResult> => {
    const err = fail(batch, ++calls);
    if (err) throw err;
    const from = position;
    const fresh = batch.filter((b) => b.seq > position);
    batches.push(fresh.map((b) => b.seq));
    position = Math.max(position, ...fresh.map((b) => b.seq));
    return { applied: fresh.length, skipped: batch.length - fresh.length, from, position };
  };
  return { apply, batches, calls: () => calls };
}

const noSleep = async () => {};

describe("ordered batcher", () => {
  it("given events submitted together, when applied, then one batch in submission order", async () => {
    const s = store();
    const b = new OrderedBatcher({ apply: s.apply, maxBatch: 100, sleep: noSleep });
    const outcomes = await Promise.all(events.slice(0, 5).map((e) => b.submit(e)));
    expect(s.batches).toEqual([[1, 2, 3, 4, 5]]);
    expect(outcomes.every((o) => o.applied && o.position === 5)).toBe(true);
  });

  it("given more events than maxBatch, then consecutive batches of at most maxBatch", async () => {
    const s = store();
    const b = new OrderedBatcher({ apply: s.apply, maxBatch: 4, sleep: noSleep });
    await Promise.all(events.slice(0, 10).map((e) => b.submit(e)));
    expect(s.batches).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
  });

  it("given the database away for a while, then the batch is retried in place and nothing overtakes it", async () => {
    const down = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const s = store((_b, call) => (call <= 3 ? down : null));
    const retries: number[] = [];
    const b = new OrderedBatcher({
      apply: s.apply,
      maxBatch: 3,
      sleep: noSleep,
      onRetry: (_e, n) => retries.push(n),
    });
    await Promise.all(events.slice(0, 6).map((e) => b.submit(e)));
    expect(retries).toEqual([1, 2, 3]);
    expect(s.batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it("given one bad event in a batch, then only it is rejected and the rest are applied in order", async () => {
    const bad = new Error('violates check constraint "role"');
    const s = store((batch) => (batch.some((x) => x.seq === 3) ? bad : null));
    const b = new OrderedBatcher({ apply: s.apply, maxBatch: 10, sleep: noSleep });
    const results = await Promise.allSettled(events.slice(0, 5).map((e) => b.submit(e)));
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect(s.batches).toEqual([[1], [2], [4], [5]]);
  });

  it("given entries passed unread among events, then maxBatch counts only events, maxEntries all, in log order", async () => {
    const s = store();
    const b = new OrderedBatcher({ apply: s.apply, maxBatch: 2, maxEntries: 5, sleep: noSleep });
    const passed: Promise<number>[] = [];
    const submitted: Promise<unknown>[] = [];
    // seq 1 event, 2-4 passed, 5 event (2 events: cut), 6-10 passed (5 entries: cut), 11 event.
    submitted.push(b.submit(events[0] as Positioned));
    for (const seq of [2, 3, 4]) passed.push(b.pass(seq));
    submitted.push(b.submit({ ...(events[1] as Positioned), seq: 5 }));
    for (const seq of [6, 7, 8, 9, 10]) passed.push(b.pass(seq));
    submitted.push(b.submit({ ...(events[2] as Positioned), seq: 11 }));
    expect(b.queued).toBe(11);
    await Promise.all(submitted);
    expect(s.batches).toEqual([[1, 2, 3, 4, 5], [6, 7, 8, 9, 10], [11]]);
    // One promise per batch for the entries passed into it, settling with the position after the batch.
    expect(new Set(passed).size).toBe(2);
    expect(await Promise.all(passed)).toEqual([5, 5, 5, 10, 10, 10, 10, 10]);
    expect(b.queued).toBe(0);
  });

  it("given a bad event in a batch with entries passed unread, then the passed entries still move the position", async () => {
    const bad = new Error('violates check constraint "role"');
    const s = store((batch) => (batch.some((x) => x.seq === 2) ? bad : null));
    const b = new OrderedBatcher({ apply: s.apply, maxBatch: 10, maxEntries: 10, sleep: noSleep });
    const first = b.pass(1);
    const refused = b.submit({ ...(events[0] as Positioned), seq: 2 });
    const after = b.pass(3);
    await expect(refused).rejects.toThrow(/constraint/);
    expect(await first).toBe(3);
    expect(after).toBe(first);
    expect(s.batches).toEqual([[1], [3]]);
  });

  it("given a stop while the database is away, then pending events are rejected, not lost", async () => {
    const down = Object.assign(new Error("terminating connection"), { code: "57P01" });
    const s = store(() => down);
    let b: OrderedBatcher | null = null;
    b = new OrderedBatcher({ apply: s.apply, maxBatch: 10, sleep: async () => b?.stop() });
    await expect(b.submit(events[0] as Positioned)).rejects.toThrow(/stopping/);
  });
});

describe("transient failures", () => {
  it("given network errors and connection, rollback or shutdown SQLSTATEs, then transient", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "08006", "40P01", "40001", "57P01", "53300"]) {
      expect(isTransient(Object.assign(new Error("x"), { code }))).toBe(true);
    }
    expect(isTransient(new Error("Connection terminated unexpectedly"))).toBe(true);
  });
  it("given constraint violations or bugs, then not transient", () => {
    for (const code of ["23505", "23514", "42P01"])
      expect(isTransient(Object.assign(new Error("x"), { code }))).toBe(false);
    expect(isTransient(new TypeError("cannot read properties of undefined"))).toBe(false);
  });
  it("backs off from 100 ms doubling to at most 5 s", () => {
    expect([1, 2, 3, 7, 20].map(retryDelayMs)).toEqual([100, 200, 400, 5_000, 5_000]);
  });
});
