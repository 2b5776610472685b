import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_LADDER } from "@chat/dispatcher";
import { describe, expect, it } from "vitest";
import { simulateFleet } from "./fleet.ts";
import { writePlot } from "./plot.ts";
import { formatCsv } from "./report.ts";

// A scaled-down region: 20 large + 50 small replicas (130 GPUs) at about twice their planned load, 90 virtual
// seconds, moves every 5 s so the ladder reaches rung 3 inside the warm-up.
const region = {
  largeReplicas: 20,
  smallReplicas: 50,
  messagesPerSecond: 610,
  durationS: 90,
  warmupS: 30,
  conversations: 15_000,
  ladder: { ...DEFAULT_LADDER, minMoveIntervalMs: 5_000 },
};

describe("fleet simulator at twice capacity", () => {
  const off = simulateFleet({ ...region, paidFirst: false, maxRung: 0 });
  const paidFirst = simulateFleet({ ...region, paidFirst: true, maxRung: 0 });
  const full = simulateFleet({ ...region, paidFirst: true, maxRung: 3 });
  const literalDown = simulateFleet({
    ...region,
    paidFirst: true,
    maxRung: 3,
    ladder: { ...region.ladder, downTest: "measured" },
  });
  const triple = simulateFleet({ ...region, messagesPerSecond: 915, paidFirst: true, maxRung: 3 });

  it("given every rung off, then paid and free time out alike and few start within the SLO", () => {
    expect(off.tiers.free.timedOut).toBeGreaterThan(0.15);
    expect(off.tiers.plus.timedOut).toBeGreaterThan(0.15);
    expect(Math.abs(off.tiers.plus.timedOut - off.tiers.free.timedOut)).toBeLessThan(0.1);
    expect(off.tiers.free.startedWithinSlo).toBeLessThan(0.3);
  });

  it("given paid-first queues, then Plus starts within its SLO while free still fails slowly", () => {
    expect(paidFirst.tiers.plus.timedOut).toBe(0);
    expect(paidFirst.tiers.plus.firstTokenP95S).toBeLessThan(1);
    expect(paidFirst.tiers.free.timedOut).toBeGreaterThan(0.15);
    expect(paidFirst.tiers.free.firstTokenP50S).toBeGreaterThan(5);
  });

  it("given the full ladder, then Plus keeps its SLO and free starts within 2 s or is refused at once", () => {
    expect(full.rungOverTime.some((s) => s.rung === 3)).toBe(true);
    expect(full.tiers.plus.firstTokenP95S).toBeLessThan(1);
    expect(full.tiers.plus.refused).toBe(0);
    expect(full.tiers.plus.timedOut).toBe(0);
    expect(full.tiers.free.timedOut).toBeLessThan(0.01);
    expect(full.tiers.free.startedWithinSlo).toBeGreaterThan(0.9);
    expect(full.admittedAtRung3.withinSlo).toBeGreaterThan(0.95);
  });

  it("given a steady overload, then the ladder holds instead of stepping down into it (the rung-below down test)", () => {
    // The literal down test leaves rung 2 or 3 as soon as the rung has done its work, and climbs back.
    expect(full.ladderMoves).toBeLessThan(literalDown.ladderMoves);
    expect(full.tiers.free.startedWithinSlo).toBeGreaterThan(literalDown.tiers.free.startedWithinSlo);
    // Only the climb at the start and the way down after the arrivals stop: at most 3 + 3 moves.
    expect(full.ladderMoves).toBeLessThanOrEqual(6);
  });

  it("given three times capacity, then rung 3 refuses a large share of free at the door and the rest start in time", () => {
    expect(triple.tiers.free.refused).toBeGreaterThan(full.tiers.free.refused + 0.15);
    expect(triple.tiers.free.timedOut).toBeLessThan(0.01);
    expect(triple.admittedAtRung3.withinSlo).toBeGreaterThan(0.9);
    expect(triple.tiers.plus.firstTokenP95S).toBeLessThan(1);
    expect(triple.tiers.plus.refused).toBe(0);
  });

  it("given rung 1, then free work goes where it starts sooner and neither pool idles while the other swamps", () => {
    expect(full.rung1.candidates).toBeGreaterThan(0);
    expect(full.rung1.toSmall / full.rung1.candidates).toBeGreaterThan(0.05);
    expect(full.rung1.toSmall / full.rung1.candidates).toBeLessThan(0.95);
    expect(Math.abs(full.gpuBusyShare.large - full.gpuBusyShare.small)).toBeLessThan(0.2);
  });

  it("writes a CSV with one row per configuration and tier, then the rung over time", () => {
    const csv = formatCsv([{ name: "full", result: full }]);
    expect(csv.split("\n")[0]).toMatch(/^config,tier,messages,within_slo/);
    expect(csv).toContain("full,plus,");
    expect(csv).toContain("config,t_s,rung,large_busy,small_busy");
  });

  it("draws the plot as a PNG, one panel per configuration", () => {
    const dir = mkdtempSync(join(tmpdir(), "fleet-plot-"));
    try {
      const path = join(dir, "plot.png");
      writePlot(path, [
        { name: "off", result: off },
        { name: "full", result: full },
      ]);
      const png = readFileSync(path);
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(png.readUInt32BE(20)).toBe(2 * 360); // IHDR height: two panels
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rejects a bad configuration naming the input", () => {
    expect(() => simulateFleet({ largeReplicas: 0 })).toThrow(/largeReplicas/);
  });
});
