import { describe, expect, it } from "vitest";
import { PerKeyCounter, RateBudget } from "./door-limits.ts";

describe("RateBudget", () => {
  it("given a burst of 3 at 1/s, when 4 are taken at once, then the 4th waits 1 s and the budget refills", () => {
    let now = 0;
    const b = new RateBudget(3, 1, () => now);
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
    expect(b.retryAfterSeconds()).toBe(1);
    now += 1_000;
    expect([b.take(), b.take()]).toEqual([true, false]);
    now += 60_000;
    expect([b.take(), b.take(), b.take(), b.take()]).toEqual([true, true, true, false]);
  });
});

describe("PerKeyCounter", () => {
  it("holds at most the cap per key, independently per key, and frees on release", () => {
    const c = new PerKeyCounter(2);
    expect([c.acquire("a"), c.acquire("a"), c.acquire("a"), c.acquire("b")]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    c.release("a");
    expect(c.acquire("a")).toBe(true);
    c.release("b");
    c.release("b");
    expect(c.count("b")).toBe(0);
  });
});
