import type { WorkItem } from "@chat/events";
import { describe, expect, it } from "vitest";
import { LoadRates, nextLoadReport, type ReportInterval, type SmoothedRates } from "./load-rates.ts";

const rates = (): SmoothedRates => ({
  paidArrivalsPerSecond: 0,
  startedPerSecond: 0,
  freeWaitEwma: 0,
  freeStartSeconds: 0,
});
const quiet: ReportInterval = {
  seconds: 1,
  paidArrivals: 0,
  started: 0,
  freeWaitSum: 0,
  freeWaitCount: 0,
  freeWaiting: 0,
  oldestFreeWaitS: 0,
};

describe("nextLoadReport (shared by the gpu-worker and the fleet simulator)", () => {
  it("smooths a steady rate towards its value over ~5 s, not at once", () => {
    const r = rates();
    nextLoadReport(r, { ...quiet, paidArrivals: 4, started: 10 });
    expect(r.paidArrivalsPerSecond).toBeGreaterThan(0.5);
    expect(r.paidArrivalsPerSecond).toBeLessThan(1); // 4 x (1 - e^-0.2) ~ 0.73
    for (let i = 0; i < 40; i++) nextLoadReport(r, { ...quiet, paidArrivals: 4, started: 10 });
    expect(r.paidArrivalsPerSecond).toBeCloseTo(4, 1);
    expect(r.startedPerSecond).toBeCloseTo(10, 1);
  });

  it("reports the oldest free request's wait when it is longer than the smoothed free wait", () => {
    const r = rates();
    nextLoadReport(r, { ...quiet, freeWaitSum: 0.4, freeWaitCount: 2 }); // starts after 0.2 s each
    expect(r.freeStartSeconds).toBeCloseTo(r.freeWaitEwma, 6);
    nextLoadReport(r, { ...quiet, freeWaiting: 3, oldestFreeWaitS: 6 });
    expect(r.freeStartSeconds).toBe(6);
  });

  it("keeps the estimate while free requests wait without news, and lets it decay once none wait", () => {
    const r = rates();
    for (let i = 0; i < 30; i++) nextLoadReport(r, { ...quiet, freeWaitSum: 3, freeWaitCount: 1 });
    const held = r.freeWaitEwma;
    nextLoadReport(r, { ...quiet, freeWaiting: 1, oldestFreeWaitS: 0.5 });
    expect(r.freeWaitEwma).toBeCloseTo(held, 6);
    nextLoadReport(r, quiet);
    expect(r.freeWaitEwma).toBeLessThan(held);
  });
});

describe("LoadRates (the gpu-worker's tracker over nextLoadReport)", () => {
  const item = (tier: "free" | "plus"): WorkItem => ({
    messageId: `m_${tier}`,
    conversationId: "c",
    userId: "u",
    tier,
    pool: "large",
    replicaId: "large-1",
    attempt: 1,
    priority: tier === "free" ? 0 : 1,
    prompt: [],
    promptTokens: 1,
    maxAnswerTokens: 1,
    queuedAt: new Date(0).toISOString(),
  });

  it("counts paid arrivals and starts, and measures the free wait from taken to first token", () => {
    const t0 = 1_000_000;
    const lr = new LoadRates();
    lr.report(null, t0); // the first report sets the interval's start
    const free = lr.taken(item("free"), t0);
    lr.taken(item("plus"), t0);
    lr.firstToken(free, t0 + 2_000);
    const r = lr.report(null, t0 + 5_000);
    expect(r.paidArrivalsPerSecond).toBeGreaterThan(0);
    expect(r.startedPerSecond).toBeGreaterThan(0);
    expect(r.freeStartSeconds).toBeGreaterThan(0);
    expect(r.freeStartSeconds).toBeLessThanOrEqual(2);
  });
});
