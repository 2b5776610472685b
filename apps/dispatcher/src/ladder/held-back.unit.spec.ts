import { describe, expect, it } from "vitest";
import {
  belowRungSignal,
  costsNowAndBelow,
  expectedAnswerTokens,
  HeldBackLoad,
  messageCost,
} from "./held-back.ts";
import { DEFAULT_LADDER, nextRung, type RungRecord } from "./ladder.ts";

const S = 1_000;

describe("expected answer under a cap", () => {
  it("given exponential answers of mean 400, then a 1,000 cap keeps ~367 and rung 2's 300 cap ~211", () => {
    expect(expectedAnswerTokens(1_000, 400)).toBeCloseTo(367.2, 0);
    expect(expectedAnswerTokens(300, 400)).toBeCloseTo(211.1, 0);
    expect(() => expectedAnswerTokens(0, 400)).toThrow(/positive/);
  });

  it("given a capped answer, then the message costs less KV-time", () => {
    expect(messageCost(3_000, 300)).toBeLessThan(messageCost(3_000, 1_000) / 1.5);
  });
});

describe("what a message costs now and one rung down", () => {
  const base = { tier: "free", pool: "large", maxAnswerTokens: 1_000, promptTokens: 3_000 } as const;

  it("given rung 2, then one rung down the same message keeps its pool and loses the 300 cap", () => {
    const c = costsNowAndBelow({
      ...base,
      rung: 2,
      placed: { pool: "small", maxAnswerTokens: 300 },
      waits: { small: 0.1, large: 0.5 },
    });
    expect(c.now).toEqual({ pool: "small", cost: messageCost(3_000, 300) });
    expect(c.below).toEqual({ pool: "small", cost: messageCost(3_000, 1_000) });
  });

  it("given a refusal at rung 3, then it costs nothing now and a capped answer one rung down", () => {
    const c = costsNowAndBelow({ ...base, rung: 3, placed: undefined, waits: { small: 5, large: 4 } });
    expect(c.now).toBeUndefined();
    expect(c.below).toEqual({ pool: "large", cost: messageCost(3_000, 300) });
  });

  it("given rung 1 moved it to the small pool, then one rung down it is back on the large pool", () => {
    const c = costsNowAndBelow({
      ...base,
      rung: 1,
      placed: { pool: "small", maxAnswerTokens: 1_000 },
      waits: { small: 0.1, large: 2 },
    });
    expect(c.now?.pool).toBe("small");
    expect(c.below?.pool).toBe("large");
  });

  it("given a Plus message, then no rung changes it", () => {
    const c = costsNowAndBelow({
      ...base,
      tier: "plus",
      maxAnswerTokens: 2_000,
      rung: 3,
      placed: { pool: "large", maxAnswerTokens: 2_000 },
    });
    expect(c.below).toEqual(c.now);
  });
});

describe("held-back load", () => {
  it("given capped messages in the window, then the ratio is their uncapped over capped cost, per pool", () => {
    const held = new HeldBackLoad(10 * S);
    for (let i = 0; i < 5; i++) {
      held.record(100 * S + i, 2, { pool: "small", cost: 10 }, { pool: "small", cost: 18 });
      held.record(100 * S + i, 2, { pool: "large", cost: 20 }, { pool: "large", cost: 20 });
    }
    expect(held.ratios(101 * S, 2)).toEqual({ small: 1.8, large: 1 });
  });

  it("given samples older than the window or from another rung, then they do not count", () => {
    const held = new HeldBackLoad(10 * S);
    held.record(100 * S, 2, { pool: "small", cost: 10 }, { pool: "small", cost: 30 });
    held.record(105 * S, 3, undefined, { pool: "small", cost: 10 });
    held.record(112 * S, 2, { pool: "small", cost: 10 }, { pool: "small", cost: 12 });
    expect(held.ratios(112 * S, 2)).toEqual({ small: 1.2 });
    // Rung 3 refused everything it saw: the rung below would put work on a pool that has none now.
    expect(held.ratios(112 * S, 3)).toEqual({ small: Number.POSITIVE_INFINITY });
    expect(held.ratios(200 * S, 2)).toEqual({});
  });

  it("given measured shares and ratios, then the rung below's share scales each pool and keeps the signal's mode", () => {
    const reading = { large: 0.4, small: 0.8, signal: 0.8 };
    expect(belowRungSignal(reading, { small: 1.2 }, "max")).toBeCloseTo(0.96);
    expect(belowRungSignal(reading, { small: 1.6 }, "max")).toBe(1);
    expect(belowRungSignal(reading, { small: 1.6 }, "large")).toBe(0.4);
    expect(belowRungSignal(reading, { large: Number.POSITIVE_INFINITY }, "max")).toBe(1);
    expect(belowRungSignal({}, {}, "max")).toBeUndefined();
  });
});

describe("the down test reads the rung below", () => {
  const at2: RungRecord = { rung: 2, movedAt: 0, upLine: 0.92, by: "d1" };

  it("given rung 2 measured at 80% but 100% one rung down, then it holds (the literal rule would step down)", () => {
    expect(nextRung(at2, 0.8, 100 * S, "d1", DEFAULT_LADDER, 1).record.rung).toBe(2);
    expect(
      nextRung(at2, 0.8, 100 * S, "d1", { ...DEFAULT_LADDER, downTest: "measured" }, 1).record.rung,
    ).toBe(1);
  });

  it("given the overload ends, then the rung below's share falls too and the ladder comes down", () => {
    const r = nextRung(at2, 0.5, 100 * S, "d1", DEFAULT_LADDER, 0.7);
    expect(r.record.rung).toBe(1);
    expect(r.move).toEqual({ from: 2, to: 1, busyShare: 0.7, line: 0.92 - 0.07 });
  });

  it("given no rung-below share, then the measured share decides", () => {
    expect(nextRung(at2, 0.8, 100 * S, "d1").record.rung).toBe(1);
  });
});
