import { describe, expect, it } from "vitest";
import { DEFAULT_TIER_CHOICES, fallbackPool, routeMessage } from "./decision.ts";

const base = { contentTokens: 20, hasCode: false, threshold: 0.3 } as const;

describe("routeMessage", () => {
  it("given a Plus user who chose large, when the score is low, then large answers without asking the score", () => {
    const decision = routeMessage({
      ...base,
      tier: "plus",
      requestedModel: "large",
      score: { ok: true, value: 0.01 },
    });
    expect(decision).toEqual({ pool: "large", reason: "chosen", usedFallback: false, choiceDenied: false });
  });

  it("given a Plus user who chose small, when the message is hard, then small answers", () => {
    const decision = routeMessage({
      ...base,
      tier: "plus",
      requestedModel: "small",
      score: { ok: true, value: 0.99 },
    });
    expect(decision.pool).toBe("small");
    expect(decision.reason).toBe("chosen");
  });

  it("given a Free user who chose small, then the choice is honoured (it is cheaper)", () => {
    const decision = routeMessage({
      ...base,
      tier: "free",
      requestedModel: "small",
      score: { ok: true, value: 0.9 },
    });
    expect(decision).toMatchObject({ pool: "small", reason: "chosen", choiceDenied: false });
  });

  it("given a Free user who chose large, when the score is low, then the router decides and sends small", () => {
    const decision = routeMessage({
      ...base,
      tier: "free",
      requestedModel: "large",
      score: { ok: true, value: 0.1 },
    });
    expect(decision).toMatchObject({ pool: "small", reason: "score-below-threshold", choiceDenied: true });
  });

  it("given a Free user who chose large, when the score is high, then large answers as routed, not as chosen", () => {
    const decision = routeMessage({
      ...base,
      tier: "free",
      requestedModel: "large",
      score: { ok: true, value: 0.8 },
    });
    expect(decision).toMatchObject({
      pool: "large",
      reason: "score-at-or-above-threshold",
      choiceDenied: true,
    });
  });

  it("given a tier policy that lets Free pick large, then a Free large choice is honoured", () => {
    const tierChoices = { ...DEFAULT_TIER_CHOICES, free: ["small", "large"] as const };
    const decision = routeMessage({
      ...base,
      tier: "free",
      requestedModel: "large",
      tierChoices,
      score: { ok: true, value: 0.1 },
    });
    expect(decision).toMatchObject({ pool: "large", reason: "chosen" });
  });

  it("given a tier the policy does not list, then its choice is routed as auto", () => {
    const decision = routeMessage({
      ...base,
      tier: "team",
      requestedModel: "large",
      score: { ok: true, value: 0.1 },
    });
    expect(decision).toMatchObject({ pool: "small", choiceDenied: true });
  });

  it("given auto, then a score below the threshold goes small and a score at the threshold goes large", () => {
    const below = routeMessage({
      ...base,
      tier: "plus",
      requestedModel: "auto",
      score: { ok: true, value: 0.2999 },
    });
    const at = routeMessage({
      ...base,
      tier: "plus",
      requestedModel: "auto",
      score: { ok: true, value: 0.3 },
    });
    expect(below).toMatchObject({
      pool: "small",
      reason: "score-below-threshold",
      usedFallback: false,
      score: 0.2999,
    });
    expect(at).toMatchObject({ pool: "large", reason: "score-at-or-above-threshold", usedFallback: false });
  });

  it("given the classifier failed, when the message is short without code, then the fallback sends it small", () => {
    const decision = routeMessage({
      ...base,
      tier: "free",
      requestedModel: "auto",
      score: { ok: false, reason: "error" },
    });
    expect(decision).toEqual({
      pool: "small",
      reason: "fallback-short-no-code",
      usedFallback: true,
      choiceDenied: false,
    });
  });

  it("given the classifier timed out, when the message has code or 200+ tokens, then the fallback sends it large", () => {
    const timeout = { ok: false, reason: "timeout" } as const;
    const withCode = routeMessage({
      ...base,
      tier: "free",
      requestedModel: "auto",
      hasCode: true,
      score: timeout,
    });
    const long = routeMessage({
      ...base,
      tier: "free",
      requestedModel: "auto",
      contentTokens: 200,
      score: timeout,
    });
    expect(withCode).toMatchObject({ pool: "large", reason: "fallback-long-or-code", usedFallback: true });
    expect(long).toMatchObject({ pool: "large", reason: "fallback-long-or-code", usedFallback: true });
  });

  it("given auto and no score at all, then the fallback decides", () => {
    expect(routeMessage({ ...base, tier: "plus", requestedModel: "auto" }).usedFallback).toBe(true);
  });

  it("given a threshold outside [0, 1], then it throws naming the threshold", () => {
    expect(() => routeMessage({ ...base, tier: "plus", requestedModel: "auto", threshold: 1.5 })).toThrow(
      /threshold/,
    );
  });
});

describe("fallbackPool", () => {
  it("sends 199 tokens without code small, and 200 tokens or code large", () => {
    expect(fallbackPool(199, false)).toBe("small");
    expect(fallbackPool(200, false)).toBe("large");
    expect(fallbackPool(10, true)).toBe("large");
  });
});
