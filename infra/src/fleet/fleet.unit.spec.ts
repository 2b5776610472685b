import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { simulateFleet } from "./fleet.ts";
import { writePlot } from "./plot.ts";
import { DEFAULT_LADDER } from "./policies.ts";
import { formatCsv } from "./report.ts";

// A scaled-down region: 8 large + 20 small replicas at about twice their capacity, 60 virtual seconds.
const small = {
  largeReplicas: 8,
  smallReplicas: 20,
  messagesPerSecond: 245,
  durationS: 60,
  warmupS: 15,
  conversations: 5_000,
  ladder: { ...DEFAULT_LADDER, minMoveIntervalMs: 3_000 },
};

describe("fleet simulator at twice capacity", () => {
  const off = simulateFleet({ ...small, paidFirst: false, maxRung: 0 });
  const paidFirst = simulateFleet({ ...small, paidFirst: true, maxRung: 0 });
  const full = simulateFleet({ ...small, paidFirst: true, maxRung: 3 });

  it("given every rung off, then paid and free time out alike and few start within the SLO", () => {
    expect(off.tiers.free.timedOut).toBeGreaterThan(0.15);
    expect(off.tiers.plus.timedOut).toBeGreaterThan(0.15);
    expect(Math.abs(off.tiers.plus.timedOut - off.tiers.free.timedOut)).toBeLessThan(0.1);
    expect(off.tiers.free.startedWithinSlo).toBeLessThan(0.3);
  });

  it("given paid-first queues, then Plus starts within its SLO while free still fails slowly", () => {
    expect(paidFirst.tiers.plus.timedOut).toBe(0);
    expect(paidFirst.tiers.plus.startedWithinSlo).toBeGreaterThan(off.tiers.plus.startedWithinSlo + 0.25);
    expect(paidFirst.tiers.free.timedOut).toBeGreaterThan(0.15);
    expect(paidFirst.tiers.free.firstTokenP50S).toBeGreaterThan(5);
  });

  it("given the full ladder, then free is refused at the door instead of timing out, and Plus is never refused", () => {
    expect(full.rungOverTime.some((s) => s.rung === 3)).toBe(true);
    // With rung 1 spreading free work over both pools less has to be refused than before (~8% here).
    expect(full.tiers.free.refused).toBeGreaterThan(0.02);
    expect(full.tiers.free.startedWithinSlo).toBeGreaterThan(paidFirst.tiers.free.startedWithinSlo + 0.2);
    expect(full.tiers.free.timedOut).toBeLessThan(paidFirst.tiers.free.timedOut / 2);
    expect(full.tiers.plus.refused).toBe(0);
    expect(full.tiers.plus.timedOut).toBe(0);
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
