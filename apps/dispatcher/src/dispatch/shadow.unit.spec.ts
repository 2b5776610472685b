import type { LoadReport } from "@chat/events";
import { describe, expect, it } from "vitest";
import { planShadow, type ShadowPlanInput } from "./shadow.ts";

const NOW = 1_700_000_000_000;
const report = (replicaId: string, pool: "large" | "small", at = NOW): LoadReport => ({
  replicaId,
  pool,
  model: pool,
  queuedPromptTokens: 0,
  freeKvTokens: 100_000,
  totalKvTokens: 100_000,
  running: 0,
  waiting: 0,
  decodeTokensPerSecond: 0,
  busy: 0,
  at,
});
const input = (over: Partial<ShadowPlanInput> = {}): ShadowPlanInput => ({
  messageId: "m_1",
  conversationId: "c_1",
  promptTokens: 300,
  pool: "small",
  rate: 1,
  rung: 0,
  replicas: [report("small-1", "small"), report("large-1", "large"), report("large-2", "large")],
  now: NOW,
  ...over,
});

describe("planShadow", () => {
  it("given a sampled small answer, then a large replica answers it too, under a derived id", () => {
    const plan = planShadow(input());
    expect(plan).toMatchObject({ shadow: true, replicaId: expect.stringMatching(/^large-/) });
    if (plan.shadow) expect(plan.shadowId).toMatch(/^s_[0-9a-f]{32}$/);
  });

  it("given the same message twice, then the same shadow id and replica (retries dedupe)", () => {
    expect(planShadow(input())).toEqual(planShadow(input()));
  });

  it("given a large answer, a message outside the sample, a shedding ladder or no live large replica, then no shadow", () => {
    expect(planShadow(input({ pool: "large" }))).toEqual({ shadow: false, why: "not-small" });
    expect(planShadow(input({ rate: 0 }))).toEqual({ shadow: false, why: "not-sampled" });
    expect(planShadow(input({ rung: 1 }))).toEqual({ shadow: false, why: "shedding" });
    expect(
      planShadow(input({ replicas: [report("small-1", "small"), report("large-1", "large", NOW - 60_000)] })),
    ).toEqual({
      shadow: false,
      why: "no-large-replica",
    });
  });

  it("given the default 1% rate, then about 1% of small answers are shadowed", () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `m_${i}`);
    const share =
      ids.filter((messageId) => planShadow(input({ messageId, rate: 0.01 })).shadow).length / ids.length;
    expect(share).toBeGreaterThan(0.008);
    expect(share).toBeLessThan(0.012);
  });
});
