import { DEFAULT_LADDER } from "@chat/dispatcher";
import { DEFAULT_SPILL } from "@chat/events";
import { describe, expect, it } from "vitest";
import { type RegionsConfig, simulateRegions } from "./regions.ts";

// Three small regions (20 large + 50 small replicas each, 130 GPUs, ~300 msg/s at their planned peak) held
// at their evening peak (a real-time day, 21:00 local), 90 virtual seconds; the ladder moves every 5 s.
const PER_USER = 3_500 / 10_000_000;
const region = (name: string, users: number, utcOffsetHours = 0) => ({
  name,
  utcOffsetHours,
  users,
  largeReplicas: 20,
  smallReplicas: 50,
});
const base: RegionsConfig = {
  regions: [region("a", 860_000), region("b", 860_000), region("c", 860_000)],
  distanceMs: { a: { b: 20, c: 150 }, b: { c: 140 } },
  durationS: 90,
  warmupS: 30,
  dayS: 86_400,
  startHourUtc: 21,
  peakPerUser: PER_USER,
  turnsPerConversation: 5,
  conversationsPerPeakRate: 30,
  spillOver: true,
  spill: DEFAULT_SPILL,
  fleet: { ladder: { ...DEFAULT_LADDER, minMoveIntervalMs: 5_000 } },
  seed: 1,
};
const byName = (r: ReturnType<typeof simulateRegions>, name: string) =>
  r.regions.find((x) => x.name === name)!;
const share = (x: number, of: number) => (of === 0 ? 0 : x / of);

describe("regions: spill-over of new conversations", () => {
  // Region a has twice its planned users: without spill-over its ladder sheds; with it, its new
  // conversations go to b (the nearest), not c.
  const overloaded: RegionsConfig = { ...base, regions: [region("a", 1_720_000), ...base.regions.slice(1)] };
  const on = simulateRegions(overloaded);
  const off = simulateRegions({ ...overloaded, spillOver: false });

  it("given every region calm, then every conversation stays home", () => {
    const calm = simulateRegions({ ...base, durationS: 60 });
    for (const r of calm.regions) {
      expect(r.home.spilledOut).toBe(0);
      expect(r.served.free.spilledIn + r.served.plus.spilledIn).toBe(0);
    }
  });

  it("given home overloaded, then its new conversations spill to the nearest region with headroom", () => {
    const a = byName(on, "a");
    expect(share(a.home.spilledOut, a.home.newConversations)).toBeGreaterThan(0.1);
    expect(byName(on, "b").served.free.spilledIn).toBeGreaterThan(byName(on, "c").served.free.spilledIn);
    expect(byName(off, "a").home.spilledOut).toBe(0);
  });

  it("and its free users fare better than without spill-over, Plus keeps its SLO either way", () => {
    const lost = (r: ReturnType<typeof simulateRegions>) => {
      const f = byName(r, "a").result.tiers.free;
      return f.refused + f.timedOut + (1 - f.startedWithinSlo);
    };
    expect(lost(on)).toBeLessThan(lost(off));
    expect(byName(on, "a").result.tiers.plus.firstTokenP95S).toBeLessThan(1);
  });

  it("a spilled conversation's later messages follow it (it is not moved back), each move pays one full prefill", () => {
    const b = byName(on, "b");
    const firstTurns = b.moved.free.spilled + b.moved.plus.spilled;
    const allTurns = b.served.free.spilledIn + b.served.plus.spilledIn;
    expect(allTurns).toBeGreaterThan(firstTurns * 1.5);
    expect(b.moved.free.extraPrefillGpuSeconds).toBeGreaterThan(0);
  });
});

describe("regions: a region fails", () => {
  const failed = simulateRegions({ ...base, fail: { region: "a", atS: 50 } });

  it("then what it held is retried elsewhere and its conversations restart there with a full prefill", () => {
    const a = byName(failed, "a");
    expect(a.moved.free.interrupted + a.moved.plus.interrupted).toBeGreaterThan(0);
    expect(share(a.home.restartedOut, a.home.newConversations)).toBeGreaterThan(0.3);
    const restartedIn = ["b", "c"].map((n) => byName(failed, n).served.free.restartedIn);
    expect(restartedIn[0]).toBeGreaterThan(0);
    const extra = ["b", "c"].map((n) => byName(failed, n).moved.free.extraPrefillGpuSeconds);
    expect(extra[0]! + extra[1]!).toBeGreaterThan(0);
  });

  it("then the dead region serves nothing that arrived after it failed", () => {
    const a = byName(failed, "a");
    for (const w of a.result.series) {
      if (w.t >= 50) expect(w.tiers.free.messages + w.tiers.plus.messages).toBe(0);
    }
  });

  it("then the receivers' extra prefill spikes right after the failure and falls back", () => {
    const b = byName(failed, "b");
    const bucket = (t: number) => b.extraPrefill[Math.floor(t / 10)] ?? 0;
    expect(bucket(50)).toBeGreaterThan(bucket(80) * 1.5);
    expect(bucket(40)).toBe(0);
  });

  it("given the clients retry within 5 s instead of at once, then the receivers' first window is calmer", () => {
    const jittered = simulateRegions({ ...base, fail: { region: "a", atS: 50 }, retryWithinS: 5 });
    const firstWindow = (r: ReturnType<typeof simulateRegions>) =>
      byName(r, "b").result.series[5]!.tiers.free.firstTokenP95S;
    expect(firstWindow(jittered)).toBeLessThan(firstWindow(failed));
  });
});
