import { describe, expect, it } from "vitest";
import { LocalAllowance } from "./local-allowance.ts";

const cfg = { capacity: 10_000, refillMs: 60_000 };

describe("LocalAllowance", () => {
  it("given one user's allowance, when it runs out, then the user is refused until it refills, others are not", () => {
    const local = new LocalAllowance();

    expect(local.reserve("u1", "plus", "m1", cfg, 8_000, 0).allowed).toBe(true);
    expect(local.reserve("u1", "plus", "m2", cfg, 8_000, 0)).toMatchObject({
      allowed: false,
      retryAfterMs: 36_000,
    });
    expect(local.reserve("u2", "plus", "m3", cfg, 8_000, 0).allowed).toBe(true);
    expect(local.reserve("u1", "plus", "m4", cfg, 8_000, 36_000).allowed).toBe(true);
  });

  it("given a local reservation, when settled twice, then it refunds once; an unknown one is not its own", () => {
    const local = new LocalAllowance();
    local.reserve("u1", "plus", "m1", cfg, 8_000, 0);

    expect(local.settle("m1", 3_000, 0)).toEqual({ refunded: 5_000 });
    expect(local.settle("m1", 3_000, 0)).toBeNull();
    expect(local.reserve("u1", "plus", "m2", cfg, 7_000, 0).allowed).toBe(true);
  });

  it("given more users than it keeps, then the least recently used is forgotten (and starts full again)", () => {
    const local = new LocalAllowance({ maxUsers: 2 });
    local.reserve("u1", "plus", "a", cfg, 10_000, 0);
    local.reserve("u2", "plus", "b", cfg, 10_000, 0);
    local.reserve("u3", "plus", "c", cfg, 10_000, 0);

    expect(local.reserve("u1", "plus", "d", cfg, 10_000, 0).allowed).toBe(true);
    expect(local.reserve("u3", "plus", "e", cfg, 1, 0).allowed).toBe(false);
  });
});
