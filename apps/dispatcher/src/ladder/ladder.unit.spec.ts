import { describe, expect, it } from "vitest";
import { poolBusyShare, replicaBusyShare } from "./busy-share.ts";
import { expectedWaitSeconds } from "./expected-wait.ts";
import {
  DEFAULT_LADDER,
  INITIAL_RUNG,
  ladderRound,
  mergeRungRecords,
  nextRung,
  type RungRecord,
} from "./ladder.ts";
import { applyLadder, tierPriority } from "./shedding.ts";
import { ladderSignal } from "./signal.ts";

const S = 1_000;

/** Feeds one busy share per second and returns the rung after each. */
function walk(shares: number[], start: RungRecord = INITIAL_RUNG): number[] {
  let record = start;
  return shares.map((share, i) => {
    record = nextRung(record, share, 100 * S + i * S, "d1").record;
    return record.rung;
  });
}

describe("ladder state machine", () => {
  it("given busy at 85%, 92%, 97%, then it climbs one rung at each line, at most once per 10 s", () => {
    const rungs = walk(Array(35).fill(0.99));
    expect(rungs[0]).toBe(1);
    expect(rungs[9]).toBe(1);
    expect(rungs[10]).toBe(2);
    expect(rungs[20]).toBe(3);
    expect(rungs[34]).toBe(3);
  });

  it("given busy just under a line, then it does not climb", () => {
    expect(walk(Array(30).fill(0.849)).every((r) => r === 0)).toBe(true);
    const at1 = nextRung(INITIAL_RUNG, 0.85, 100 * S, "d1").record;
    expect(walk(Array(30).fill(0.919), at1).every((r) => r === 1)).toBe(true);
  });

  it("given rung 1 entered at 85%, then it comes down only below 78%", () => {
    const at1 = nextRung(INITIAL_RUNG, 0.86, 100 * S, "d1").record;
    expect(at1).toMatchObject({ rung: 1, upLine: 0.85 });
    expect(nextRung(at1, 0.781, 120 * S, "d1").record.rung).toBe(1);
    const down = nextRung(at1, 0.779, 120 * S, "d1");
    expect(down.record).toMatchObject({ rung: 0, upLine: null });
    expect(down.move).toMatchObject({ from: 1, to: 0 });
  });

  it("given rung 3 and a sudden drop to idle, then it comes down one rung per 10 s", () => {
    const top: RungRecord = { rung: 3, movedAt: 0, upLine: 0.97, by: "d1" };
    const rungs = walk(Array(31).fill(0.1), top);
    expect(rungs[0]).toBe(2);
    expect(rungs[10]).toBe(1);
    expect(rungs[20]).toBe(0);
    expect(rungs[30]).toBe(0);
  });

  it("given a configurable interval, then tests can move it fast", () => {
    const fast = { ...DEFAULT_LADDER, minMoveIntervalMs: 100 };
    const r1 = nextRung(INITIAL_RUNG, 0.99, 1_000, "d1", fast).record;
    expect(nextRung(r1, 0.99, 1_100, "d1", fast).record.rung).toBe(2);
  });

  it("given no fresh reports, then it holds", () => {
    const at1 = nextRung(INITIAL_RUNG, 0.9, 100 * S, "d1").record;
    expect(nextRung(at1, undefined, 60 * S, "d1").record).toBe(at1);
  });
});

describe("sharing the rung between dispatchers", () => {
  it("given two dispatchers racing from the same stored rung, then the loser's re-run holds instead of moving twice", () => {
    const stored = INITIAL_RUNG;
    const a = ladderRound(stored, 0.99, 50 * S, "a");
    const b = ladderRound(stored, 0.99, 50 * S, "b");
    expect(a.write && b.write).toBe(true);
    // a's CAS wins; b re-reads a's record and recomputes.
    const bAgain = ladderRound(a.record, 0.99, 50 * S + 10, "b");
    expect(bAgain).toEqual({ record: a.record, write: false });
  });
  it("given a missing key, then the first round creates it", () => {
    expect(ladderRound(undefined, 0.5, 0, "a")).toEqual({ record: INITIAL_RUNG, write: true });
  });
  it("merge keeps the later move, then the higher rung, and is commutative", () => {
    const x: RungRecord = { rung: 1, movedAt: 10, upLine: 0.85, by: "a" };
    const y: RungRecord = { rung: 2, movedAt: 10, upLine: 0.92, by: "b" };
    const z: RungRecord = { rung: 0, movedAt: 20, upLine: null, by: "c" };
    expect(mergeRungRecords(x, y)).toBe(y);
    expect(mergeRungRecords(y, x)).toBe(y);
    expect(mergeRungRecords(y, z)).toBe(z);
  });
});

describe("applyLadder", () => {
  const free = { tier: "free" as const, pool: "large" as const, maxAnswerTokens: 1000, expectedWaitS: 5 };
  it("given rung 0, then nothing is shed", () => {
    expect(applyLadder({ ...free, rung: 0 })).toEqual({ pool: "large", maxAnswerTokens: 1000, shed: [] });
  });
  it("given rung 1, then free goes to the small pool", () => {
    const out = applyLadder({ ...free, rung: 1 });
    expect(out).toMatchObject({ pool: "small", maxAnswerTokens: 1000 });
    expect(out.shed.map((d) => d.kind)).toEqual(["to-small-pool"]);
  });
  it("given rung 2, then free answers are capped at 300", () => {
    expect(applyLadder({ ...free, rung: 2 })).toMatchObject({ pool: "small", maxAnswerTokens: 300 });
  });
  it("given rung 3 and a free wait over 2 s, then it is refused at once with Retry-After", () => {
    const out = applyLadder({ ...free, rung: 3, expectedWaitS: 4.2 });
    expect(out.refuse).toEqual({ retryAfterS: 5, reason: "busy, try again soon" });
    expect(out.shed.at(-1)).toMatchObject({ kind: "refused", expectedWaitS: 4.2 });
    expect(applyLadder({ ...free, rung: 3, expectedWaitS: 1.9 }).refuse).toBeUndefined();
    expect(applyLadder({ ...free, rung: 3, expectedWaitS: Infinity }).refuse?.retryAfterS).toBe(30);
  });
  it("given Plus at rung 3 with a long wait, then nothing is shed", () => {
    const out = applyLadder({ ...free, tier: "plus", rung: 3, expectedWaitS: 60, maxAnswerTokens: 2000 });
    expect(out).toEqual({ pool: "large", maxAnswerTokens: 2000, shed: [] });
  });
  it("paid runs before free", () => {
    expect(tierPriority("plus")).toBeGreaterThan(tierPriority("free"));
  });
  it("rejects a bad cap naming it", () => {
    expect(() => applyLadder({ ...free, rung: 0, maxAnswerTokens: 0 })).toThrow(/maxAnswerTokens/);
  });
});

describe("busy share and expected wait", () => {
  const report = {
    replicaId: "r",
    queuedPromptTokens: 0,
    freeKvTokens: 100_000,
    totalKvTokens: 400_000,
    running: 90,
    waiting: 0,
    decodeTokensPerSecond: 2_700,
    at: 1_000,
  };
  it("busy share is the KV share demanded, a queue counting at the running mean, capped at 1", () => {
    expect(replicaBusyShare(report)).toBeCloseTo(0.75);
    expect(replicaBusyShare({ ...report, waiting: 9 })).toBeCloseTo(0.825);
    expect(replicaBusyShare({ ...report, waiting: 90 })).toBe(1);
    expect(replicaBusyShare({ ...report, running: 0, freeKvTokens: 400_000 })).toBe(0);
  });
  it("pool share averages fresh reports only", () => {
    const stale = { ...report, freeKvTokens: 0, at: 0 };
    expect(poolBusyShare([report, stale], 1_500)).toBeCloseTo(0.75);
    expect(poolBusyShare([stale], 1_500)).toBeUndefined();
  });
  it("with room, the wait is the prefill queue ahead plus the prompt", () => {
    const wait = expectedWaitSeconds({ ...report, queuedPromptTokens: 8_000 }, 3_000, {
      prefillTokensPerSecond: 11_000,
    });
    expect(wait).toBeCloseTo(1);
  });
  it("without room, a free message waits for the queue ahead to drain at the starts paid leaves it", () => {
    // Given 300,000 used by 90 answers (3,333 each), 10 waiting, 3,400 needed, 0 free: 11.02 answers ahead;
    // answers finish (and others start) at 2,700 / 400 = 6.75 per second.
    const full = { ...report, freeKvTokens: 0, totalKvTokens: 300_000, waiting: 10 };
    const ahead = 10 + 3_400 / 3_333.3;
    const prefill = 3_000 / 11_000;
    // When paid takes half the starts (the default), then free drains at 3.375/s.
    expect(expectedWaitSeconds(full, 3_000)).toBeCloseTo(ahead / 3.375 + prefill, 2);
    // When the caller knows paid arrives at 5/s, then free drains at 1.75/s.
    expect(expectedWaitSeconds(full, 3_000, { paidArrivalsPerSecond: 5 })).toBeCloseTo(
      ahead / 1.75 + prefill,
      2,
    );
    // A paid message drains at every start.
    expect(expectedWaitSeconds(full, 3_000, { tier: "paid" })).toBeCloseTo(ahead / 6.75 + prefill, 2);
    // When paid takes every start, or nothing finishes, then a free message cannot say when: Infinity.
    expect(expectedWaitSeconds(full, 3_000, { paidArrivalsPerSecond: 7 })).toBe(Infinity);
    expect(expectedWaitSeconds({ ...report, freeKvTokens: 0, decodeTokensPerSecond: 0 }, 3_000)).toBe(
      Infinity,
    );
  });
  it("given the replica reports the requests it starts per second, then the drain is the lower of that and decode / mean answer", () => {
    const full = { ...report, freeKvTokens: 0, totalKvTokens: 300_000, waiting: 10 };
    const ahead = 10 + 3_400 / 3_333.3;
    const prefill = 3_000 / 11_000;
    // Long answers and preemptions: 2,700 tokens/s start only 4 new requests/s, not 6.75.
    const reported = { ...full, startedPerSecond: 4 };
    expect(expectedWaitSeconds(reported, 3_000, { paidArrivalsPerSecond: 1 })).toBeCloseTo(
      ahead / 3 + prefill,
      2,
    );
    // A reported rate above the decode view (short answers, or the smoothing lagging a drop): the cautious one.
    const high = { ...full, startedPerSecond: 9 };
    expect(expectedWaitSeconds(high, 3_000, { paidArrivalsPerSecond: 1 })).toBeCloseTo(
      ahead / 5.75 + prefill,
      2,
    );
    // None started yet (a fresh replica): the decode estimate stands in rather than Infinity.
    const none = { ...full, startedPerSecond: 0 };
    expect(expectedWaitSeconds(none, 3_000, { paidArrivalsPerSecond: 1 })).toBeCloseTo(
      ahead / 5.75 + prefill,
      2,
    );
  });
  it("given the replica measures free requests waiting longer than the model says, then a free message reads the measure", () => {
    // Room and an empty queue: the model says the prompt's prefill alone; preemptions made free wait 4.5 s.
    const measured = { ...report, freeStartSeconds: 4.5 };
    expect(expectedWaitSeconds(measured, 3_000)).toBe(4.5);
    // Paid is not behind free requests: the model stands.
    expect(expectedWaitSeconds(measured, 3_000, { tier: "paid" })).toBeCloseTo(3_000 / 11_000);
    // A measure below the model changes nothing.
    expect(expectedWaitSeconds({ ...report, freeStartSeconds: 0.1 }, 3_000)).toBeCloseTo(3_000 / 11_000);
  });
  it("given room for it and nobody waiting, then paid arrivals do not matter", () => {
    expect(expectedWaitSeconds(report, 3_000, { paidShareOfStarts: 0.9 })).toBeCloseTo(3_000 / 11_000);
  });
  it("rejects a paid share outside 0..1 naming it", () => {
    expect(() => expectedWaitSeconds(report, 3_000, { paidShareOfStarts: 1.5 })).toThrow(/paidShareOfStarts/);
  });
});

describe("ladder signal", () => {
  const at = 10_000;
  const load = (pool: "large" | "small", freeKvTokens: number, age = 0) => ({
    pool,
    freeKvTokens,
    totalKvTokens: 100,
    running: 10,
    waiting: 0,
    at: at - age,
  });
  it("given rung 1 has emptied the large pool into the small one, then max reads the swamped small pool", () => {
    const reports = [load("large", 80), load("large", 60), load("small", 0), load("small", 10)];
    expect(ladderSignal(reports, at, "large").signal).toBeCloseTo(0.3);
    const max = ladderSignal(reports, at, "max");
    expect(max.large).toBeCloseTo(0.3);
    expect(max.small).toBeCloseTo(0.95);
    expect(max.signal).toBe(max.small);
  });
  it("given only one pool reports, then max reads that pool; with no fresh report the signal is undefined", () => {
    expect(ladderSignal([load("large", 10)], at, "max").signal).toBeCloseTo(0.9);
    expect(ladderSignal([load("small", 10)], at, "large").signal).toBeUndefined();
    expect(ladderSignal([load("large", 0, 5_000)], at, "max")).toEqual({});
  });
  it("rejects an unknown mode by name", () => {
    expect(() => ladderSignal([], at, "min" as "max")).toThrow(/unknown mode min/);
  });
});
