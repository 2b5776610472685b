import { describe, expect, it } from "vitest";
import { simulateFleet } from "./fleet.ts";
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
    expect(full.tiers.free.refused).toBeGreaterThan(0.1);
    expect(full.tiers.free.timedOut).toBeLessThan(paidFirst.tiers.free.timedOut / 2);
    expect(full.tiers.plus.refused).toBe(0);
    expect(full.tiers.plus.timedOut).toBe(0);
  });

  it("writes a CSV with one row per configuration and tier, then the rung over time", () => {
    const csv = formatCsv([{ name: "full", result: full }]);
    expect(csv.split("\n")[0]).toMatch(/^config,tier,messages,within_slo/);
    expect(csv).toContain("full,plus,");
    expect(csv).toContain("config,t_s,rung,large_busy,small_busy");
  });

  it("rejects a bad configuration naming the input", () => {
    expect(() => simulateFleet({ largeReplicas: 0 })).toThrow(/largeReplicas/);
  });
});
