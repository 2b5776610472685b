import { describe, expect, it } from "vitest";
import { type BucketConfig, refill, reserve, settle } from "./token-bucket.ts";

const perMinute: BucketConfig = { capacity: 6_000, refillMs: 60_000 };
const t0 = 1_700_000_000_000;

describe("token bucket", () => {
  it("given no bucket yet, when reserving, then it starts full and takes the cost", () => {
    const { state, decision } = reserve(null, perMinute, 900, t0);

    expect(decision).toMatchObject({ allowed: true, remaining: 5_100, retryAfterMs: 0 });
    expect(decision.resetMs).toBe(9_000); // 900 tokens at 100 tokens/s
    expect(state).toEqual({ tokens: 5_100, updatedAtMs: t0 });
  });

  it("given an empty bucket, when time passes, then it refills linearly and never past capacity", () => {
    const empty = { tokens: 0, updatedAtMs: t0 };

    expect(refill(empty, perMinute, t0 + 15_000).tokens).toBe(1_500);
    expect(refill(empty, perMinute, t0 + 60_000).tokens).toBe(6_000);
    expect(refill(empty, perMinute, t0 + 3_600_000).tokens).toBe(6_000);
  });

  it("given a clock that steps back, when refilling, then nothing is added or lost", () => {
    expect(refill({ tokens: 100, updatedAtMs: t0 }, perMinute, t0 - 5_000)).toEqual({
      tokens: 100,
      updatedAtMs: t0,
    });
  });

  it("given 30 requests of 900 at once on 6,000 a minute, when reserving, then 6 pass and the rest retry after 3 s", () => {
    let state = null;
    const decisions = [];
    for (let i = 0; i < 30; i++) {
      const r = reserve(state, perMinute, 900, t0);
      state = r.state;
      decisions.push(r.decision);
    }

    expect(decisions.filter((d) => d.allowed)).toHaveLength(6);
    const refused = decisions.filter((d) => !d.allowed);
    expect(refused).toHaveLength(24);
    expect(refused.every((d) => d.retryAfterMs === 3_000)).toBe(true);
  });

  it("given a refusal, when the retry-after has passed, then the same request is allowed", () => {
    const low = { tokens: 600, updatedAtMs: t0 };
    const refused = reserve(low, perMinute, 900, t0).decision;

    expect(refused.allowed).toBe(false);
    expect(reserve(low, perMinute, 900, t0 + (refused.retryAfterMs ?? 0)).decision.allowed).toBe(true);
    expect(reserve(low, perMinute, 900, t0 + (refused.retryAfterMs ?? 0) - 1).decision.allowed).toBe(false);
  });

  it("given a cost above capacity, when reserving, then it is refused with no retry time", () => {
    expect(reserve(null, perMinute, 6_001, t0).decision).toMatchObject({
      allowed: false,
      reason: "exceeds_capacity",
      retryAfterMs: null,
    });
  });

  it("given a reservation, when settled with less, then the unused part comes back, capped at capacity", () => {
    const { state } = reserve(null, perMinute, 5_000, t0);

    const settled = settle(state, perMinute, 5_000, 1_200, t0);
    expect(settled.refunded).toBe(3_800);
    expect(settled.state.tokens).toBe(4_800);

    const later = settle(state, perMinute, 5_000, 0, t0 + 30_000);
    expect(later.state.tokens).toBe(6_000); // 1,000 + 3,000 refilled + 5,000 back, capped
  });

  it("given an answer that cost more than reserved, when settled, then the overshoot is charged", () => {
    const settled = settle({ tokens: 100, updatedAtMs: t0 }, perMinute, 1_000, 1_300, t0);

    expect(settled.refunded).toBe(-300);
    expect(settled.state.tokens).toBe(-200);
  });

  it("given bad input, then the error names it", () => {
    expect(() => reserve(null, perMinute, Number.NaN, t0)).toThrow(/cost/);
    expect(() => settle(null, perMinute, 1, -1, t0)).toThrow(/actualCost/);
    expect(() => refill(null, { capacity: 0, refillMs: 1 }, t0)).toThrow(/capacity/);
  });
});
