import type { Pool } from "@chat/events";
import { describe, expect, it } from "vitest";
import { decidePlacement, type PlacementInput } from "./decide-placement.ts";

const free = (rung: 0 | 1 | 2 | 3, pool: Pool = "large"): PlacementInput => ({
  rung,
  tier: "free",
  pool,
  maxAnswerTokens: 1_000,
  promptTokens: 500,
});

/** A look at the pools with fixed waits; records which pools were looked at and with what answer cap. */
function pools(waits: Partial<Record<Pool, number>>) {
  const looked: Array<[Pool, number]> = [];
  const tryPool = (pool: Pool, maxAnswerTokens: number) => {
    looked.push([pool, maxAnswerTokens]);
    const waitS = waits[pool];
    return waitS === undefined ? undefined : { waitS, id: `${pool}-1` };
  };
  return { looked, tryPool };
}

describe("decidePlacement", () => {
  it("given rung 0, then it looks at the routed pool only and places there with the tier's cap", () => {
    const p = pools({ large: 0.3, small: 0.1 });
    const d = decidePlacement(free(0), p.tryPool);
    expect(p.looked).toEqual([["large", 1_000]]);
    expect(d).toMatchObject({ kind: "place", pool: "large", rung1Candidate: false });
    if (d.kind !== "wait") expect(d.outcome.maxAnswerTokens).toBe(1_000);
  });

  it("given rung 1 and a free message routed large, then both pools are compared and it goes where it starts sooner", () => {
    const sooner = decidePlacement(free(1), pools({ large: 0.2, small: 1.5 }).tryPool);
    expect(sooner).toMatchObject({ kind: "place", pool: "large", rung1Candidate: true });
    const small = decidePlacement(free(1), pools({ large: 3, small: 0.5 }).tryPool);
    expect(small).toMatchObject({ kind: "place", pool: "small", rung1Candidate: true });
    if (small.kind !== "wait") expect(small.outcome.shed.map((s) => s.kind)).toEqual(["to-small-pool"]);
  });

  it("given the literal rung 1, then a free message goes small without a look at the large pool", () => {
    const p = pools({ large: 0.1, small: 5 });
    const d = decidePlacement(free(1), p.tryPool, { literalRung1: true });
    expect(p.looked.map(([pool]) => pool)).toEqual(["small"]);
    expect(d).toMatchObject({ kind: "place", pool: "small" });
  });

  it("given no small replica, then the large pool answers and the decision says why", () => {
    const d = decidePlacement(free(0, "small"), pools({ large: 0.4 }).tryPool);
    expect(d).toMatchObject({ kind: "place", pool: "large", smallPoolEmpty: true });
  });

  it("given rung 2, then a free answer is capped at 300 tokens, and the pools are looked at with that cap", () => {
    const p = pools({ large: 0.5, small: 0.5 });
    const d = decidePlacement(free(2), p.tryPool);
    expect(p.looked.every(([, cap]) => cap === 300)).toBe(true);
    if (d.kind !== "wait") expect(d.outcome.maxAnswerTokens).toBe(300);
  });

  it("given rung 3 and a free message that cannot start within 2 s, then it is refused with a Retry-After; Plus is placed", () => {
    const refused = decidePlacement(free(3), pools({ large: 4.2, small: 6 }).tryPool);
    expect(refused.kind).toBe("refuse");
    if (refused.kind === "refuse") {
      expect(refused.outcome.refuse?.retryAfterS).toBe(5);
      expect(refused.costs.now).toBeUndefined();
    }
    const plus = decidePlacement({ ...free(3), tier: "plus" }, pools({ large: 4.2, small: 6 }).tryPool);
    expect(plus).toMatchObject({ kind: "place", pool: "large" });
  });

  it("given no replica in any pool that could take it, then the message waits", () => {
    expect(decidePlacement(free(0), pools({}).tryPool)).toEqual({ kind: "wait", pool: "large" });
  });

  it("gives the held-back costs now and one rung down: at rung 2 a free answer costs less than at rung 1", () => {
    const d = decidePlacement(free(2), pools({ large: 0.5, small: 0.6 }).tryPool);
    if (d.kind === "wait") throw new Error("placed expected");
    expect(d.costs.now?.cost).toBeLessThan(d.costs.below?.cost ?? 0);
  });
});
