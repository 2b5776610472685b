import { describe, expect, it } from "vitest";
import { bootstrapMean } from "./bootstrap.ts";

describe("bootstrapMean", () => {
  const values = Array.from({ length: 200 }, (_, i) => (i % 10 < 6 ? 1 : 0)); // mean 0.6

  it("is reproducible from its seed and changes with it", () => {
    // Continuous values, so two seeds cannot land on the same percentiles by the lattice of 0/1 means.
    const spread = values.map((_, i) => Math.sin(i) ** 2);
    expect(bootstrapMean(spread, { seed: 1 })).toEqual(bootstrapMean(spread, { seed: 1 }));
    expect(bootstrapMean(spread, { seed: 1 })).not.toEqual(bootstrapMean(spread, { seed: 2 }));
  });

  it("brackets the mean with about the normal approximation's width", () => {
    const ci = bootstrapMean(values, { seed: 1, resamples: 4000 });
    const se = Math.sqrt((0.6 * 0.4) / values.length); // ~0.0346
    expect(ci.low).toBeLessThan(0.6);
    expect(ci.high).toBeGreaterThan(0.6);
    expect(ci.high - ci.low).toBeGreaterThan(2 * 1.96 * se * 0.8);
    expect(ci.high - ci.low).toBeLessThan(2 * 1.96 * se * 1.2);
  });

  it("narrows as the sample grows", () => {
    const small = bootstrapMean(values.slice(0, 50), { seed: 3 });
    const large = bootstrapMean(values, { seed: 3 });
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });

  it("has no width for constant values and is NaN for none", () => {
    expect(bootstrapMean([0.5, 0.5, 0.5], { seed: 1 })).toEqual({ low: 0.5, high: 0.5 });
    expect(bootstrapMean([], { seed: 1 }).low).toBeNaN();
    expect(() => bootstrapMean(values, { seed: 1, level: 1 })).toThrow(/level/);
  });
});
