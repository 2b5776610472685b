import { describe, expect, it } from "vitest";
import { type DecideRouteInput, decideRoute } from "./decide-route.ts";
import type { DifficultyClassifier, RouterInput, RouterMetrics } from "./types.ts";

function recordingMetrics() {
  const calls: { routed: unknown[][]; fallback: unknown[][]; latency: unknown[][] } = {
    routed: [],
    fallback: [],
    latency: [],
  };
  const metrics: RouterMetrics = {
    routed: (...args) => calls.routed.push(args),
    fallback: (...args) => calls.fallback.push(args),
    classifierLatency: (...args) => calls.latency.push(args),
  };
  return { metrics, calls };
}

const classifier = (
  score: (input: RouterInput, signal?: AbortSignal) => Promise<number>,
): DifficultyClassifier & {
  calls: number;
} => {
  const c = {
    name: "fake",
    calls: 0,
    score: (input: RouterInput, signal?: AbortSignal) => {
      c.calls++;
      return score(input, signal);
    },
  };
  return c;
};

const easy: DecideRouteInput = {
  text: "what is the capital of Peru?",
  contentTokens: 8,
  depth: 0,
  tier: "free",
  requestedModel: "auto",
};
const codeMessage = { ...easy, text: "fix this:\n```\nconst x = 1;\n```", contentTokens: 12 };

describe("decideRoute", () => {
  it("given auto and a classifier that answers, then the score decides and metrics record it", async () => {
    const { metrics, calls } = recordingMetrics();
    const decision = await decideRoute(
      classifier(async () => 0.1),
      easy,
      { threshold: 0.3 },
      metrics,
    );
    expect(decision).toMatchObject({ pool: "small", reason: "score-below-threshold", usedFallback: false });
    expect(calls.routed).toEqual([["free", "small", "score-below-threshold"]]);
    expect(calls.fallback).toEqual([]);
    expect(calls.latency).toHaveLength(1);
    expect(calls.latency[0]?.[2]).toBe("ok");
  });

  it("given a Plus user who chose large, then the classifier is not asked", async () => {
    const fake = classifier(async () => 0.1);
    const { metrics, calls } = recordingMetrics();
    const decision = await decideRoute(
      fake,
      { ...easy, tier: "plus", requestedModel: "large" },
      { threshold: 0.3 },
      metrics,
    );
    expect(decision).toMatchObject({ pool: "large", reason: "chosen" });
    expect(fake.calls).toBe(0);
    expect(calls.latency).toEqual([]);
  });

  it("given the classifier throws, when the message is short without code, then the fallback sends it small", async () => {
    const { metrics, calls } = recordingMetrics();
    const failing = classifier(async () => {
      throw new Error("model not loaded");
    });
    const decision = await decideRoute(failing, easy, { threshold: 0.3 }, metrics);
    expect(decision).toMatchObject({ pool: "small", reason: "fallback-short-no-code", usedFallback: true });
    expect(calls.fallback).toEqual([["free", "error"]]);
    expect(calls.latency[0]?.[2]).toBe("error");
  });

  it("given the classifier throws, when the message has code, then the fallback sends it large", async () => {
    const { metrics } = recordingMetrics();
    const failing = classifier(() => Promise.reject(new Error("down")));
    const decision = await decideRoute(failing, codeMessage, { threshold: 0.3 }, metrics);
    expect(decision).toMatchObject({ pool: "large", reason: "fallback-long-or-code", usedFallback: true });
  });

  it("given the classifier never answers, when the deadline passes, then the fallback decides and the call is aborted", async () => {
    const { metrics, calls } = recordingMetrics();
    let aborted = false;
    const stalled = classifier(
      (_input, signal) =>
        new Promise<number>(() => {
          signal?.addEventListener("abort", () => {
            aborted = true;
          });
        }),
    );
    const started = performance.now();
    const decision = await decideRoute(stalled, easy, { threshold: 0.3, timeoutMs: 20 }, metrics);
    expect(performance.now() - started).toBeLessThan(500);
    expect(decision).toMatchObject({ pool: "small", usedFallback: true });
    expect(aborted).toBe(true);
    expect(calls.fallback).toEqual([["free", "timeout"]]);
    expect(calls.latency[0]?.[2]).toBe("timeout");
  });

  it("given a classifier that answers after the deadline, then its late score is ignored", async () => {
    const { metrics } = recordingMetrics();
    const slow = classifier(() => new Promise((resolve) => setTimeout(() => resolve(0.99), 60)));
    const decision = await decideRoute(slow, codeMessage, { threshold: 0.3, timeoutMs: 10 }, metrics);
    expect(decision).toMatchObject({ pool: "large", reason: "fallback-long-or-code", usedFallback: true });
  });

  it("given a score outside [0, 1] or NaN, then it is treated as a failure", async () => {
    const { metrics, calls } = recordingMetrics();
    for (const bad of [1.7, Number.NaN]) {
      const decision = await decideRoute(
        classifier(async () => bad),
        easy,
        { threshold: 0.3 },
        metrics,
      );
      expect(decision.usedFallback).toBe(true);
    }
    expect(calls.fallback).toEqual([
      ["free", "error"],
      ["free", "error"],
    ]);
  });

  it("given an injected clock, then the latency metric is in seconds from it", async () => {
    const { metrics, calls } = recordingMetrics();
    const times = [1000, 1002.5];
    await decideRoute(
      classifier(async () => 0.5),
      easy,
      { threshold: 0.3, now: () => times.shift()! },
      metrics,
    );
    expect(calls.latency).toEqual([["fake", 0.0025, "ok"]]);
  });
});
