import { describe, expect, it } from "vitest";
import { DEFAULT_REGION_SHARES, defaultRegions, LOCAL_HOUR_LOAD, localLoad } from "./time-zones.ts";

describe("the users' day and the default regions", () => {
  it("the load peaks at 21:00 local, is lowest before dawn, and interpolates between hours", () => {
    expect(localLoad(21)).toBe(1);
    expect(Math.min(...LOCAL_HOUR_LOAD)).toBe(localLoad(4));
    expect(localLoad(20.5)).toBeCloseTo((LOCAL_HOUR_LOAD[20]! + LOCAL_HOUR_LOAD[21]!) / 2, 9);
    expect(localLoad(21 + 24)).toBe(1);
    expect(localLoad(-3)).toBe(LOCAL_HOUR_LOAD[21]);
  });

  it("the daily mean is a little over half the peak", () => {
    const mean = LOCAL_HOUR_LOAD.reduce((a, b) => a + b, 0) / 24;
    expect(mean).toBeGreaterThan(0.5);
    expect(mean).toBeLessThan(0.65);
  });

  it("the default regions split users and replicas by share, and peak at different UTC hours", () => {
    expect(DEFAULT_REGION_SHARES.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 9);
    const regions = defaultRegions(100_000_000, 2_227, 5_619);
    expect(regions.reduce((s, r) => s + r.users, 0)).toBe(100_000_000);
    expect(Math.abs(regions.reduce((s, r) => s + r.largeReplicas, 0) - 2_227)).toBeLessThanOrEqual(2);
    const peaksUtc = new Set(regions.map((r) => (((21 - r.utcOffsetHours) % 24) + 24) % 24));
    expect(peaksUtc.size).toBe(5);
  });
});
