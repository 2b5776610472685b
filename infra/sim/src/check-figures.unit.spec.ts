import { REPLICAS } from "@chat/model";
import { describe, expect, it } from "vitest";
import {
  concurrentAnswers,
  gpuSecondsPerMessage,
  longPromptAmongAnswers,
  queueThroughput,
  samePromptTwice,
} from "./scenarios.ts";

// Issue 3's check figures, in virtual time (deterministic).
describe("check figures (70B on 4 x H100 unless said)", () => {
  it("given 100 answers at once, then each streams at about 30 tokens/s", () => {
    const r = concurrentAnswers(REPLICAS.large, 100);
    expect(r.meanStreamingTokensPerSecond).toBeGreaterThanOrEqual(29);
    expect(r.meanStreamingTokensPerSecond).toBeLessThanOrEqual(33.5);
    expect(r.tokensPerSecondPerAnswer).toBeGreaterThan(28);
  });

  it("given 200 answers at once, then they fall below 20 tokens/s each", () => {
    const r = concurrentAnswers(REPLICAS.large, 200);
    expect(r.tokensPerSecondPerAnswer).toBeLessThan(20);
  });

  it("given a 30,000-token prompt among 99 streaming answers, then it is read in ~60-75 chunks, the others keep 18-24 tokens/s without stalling, and its first token comes after 3-4 s", () => {
    const r = longPromptAmongAnswers(REPLICAS.large);
    expect(r.chunks).toBeGreaterThanOrEqual(60);
    expect(r.chunks).toBeLessThanOrEqual(75);
    expect(r.othersMinTokensPerSecond).toBeGreaterThanOrEqual(18);
    expect(r.othersMinTokensPerSecond).toBeLessThanOrEqual(24);
    expect(r.othersMaxGapSeconds).toBeLessThan(0.1);
    expect(r.firstTokenSeconds).toBeGreaterThanOrEqual(3);
    expect(r.firstTokenSeconds).toBeLessThanOrEqual(4);
  });

  it("given the same 2,700-token prompt twice, then the second first token comes at least 10x sooner", () => {
    const r = samePromptTwice(REPLICAS.large);
    expect(r.firstSeconds / r.secondSeconds).toBeGreaterThanOrEqual(10);
  });

  it("given batching and caching off, then one replica serves about 2 messages/s", () => {
    const off = queueThroughput(REPLICAS.large, 400, {
      continuousBatching: false,
      prefixCaching: false,
      chunkedPrefill: false,
    });
    expect(off.messagesPerSecond).toBeGreaterThan(1.5);
    expect(off.messagesPerSecond).toBeLessThan(2.8);
  });

  it("given the DESIGN workload, then a 70B message costs ~0.53 GPU-s decode + ~0.14 prefill and an 8B one ~0.18", () => {
    const big = gpuSecondsPerMessage(REPLICAS.large);
    expect(big.decode).toBeGreaterThan(0.48);
    expect(big.decode).toBeLessThan(0.58);
    expect(big.prefill).toBeGreaterThan(0.12);
    expect(big.prefill).toBeLessThan(0.16);
    const small = gpuSecondsPerMessage(REPLICAS.small);
    expect(small.total).toBeGreaterThan(0.15);
    expect(small.total).toBeLessThan(0.21);
  });
});
