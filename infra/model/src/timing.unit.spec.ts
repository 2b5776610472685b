import { describe, expect, it } from "vitest";
import { GPUS, HARDWARE_FIT, MODELS, replicaOf, withPrecision } from "./hardware.ts";
import {
  allReduceAlgorithm,
  allReduceSeconds,
  decodeStepSeconds,
  kvBytesPerToken,
  kvCacheBytes,
  peakFlops,
  prefillSeconds,
  stepTime,
} from "./timing.ts";

const bf16 = MODELS["llama-3-70b"];
const fp8 = withPrecision(bf16, "fp8", "fp8");

describe("given the hardware profiles", () => {
  it("when the KV cache is FP8, then a 70B token holds half of the BF16 320 KiB", () => {
    expect(kvBytesPerToken(bf16)).toBe(320 * 1024);
    expect(kvBytesPerToken(fp8)).toBe(160 * 1024);
    expect(kvBytesPerToken(withPrecision(bf16, "fp8", "bf16"))).toBe(320 * 1024);
  });

  it("when the weights are FP8, then GEMMs run at the FP8 peak and a prefill takes about half as long", () => {
    const h100 = GPUS.h100;
    expect(peakFlops(replicaOf(fp8, h100, 1))).toBe(1979e12);
    expect(peakFlops(replicaOf(bf16, h100, 2))).toBe(989e12);
    const ratio =
      prefillSeconds(replicaOf(fp8, GPUS.h200, 1), 2048) /
      prefillSeconds(replicaOf(bf16, GPUS.h200, 2), 2048);
    // one FP8 GPU against two BF16 GPUs: the same compute, minus the pair's all-reduces
    expect(ratio).toBeGreaterThan(0.85);
    expect(ratio).toBeLessThan(1);
  });

  it("when one GPU holds the model, then there is no all-reduce; with more GPUs each layer pays two per hop", () => {
    expect(allReduceSeconds(replicaOf(fp8, GPUS.h100, 1), 512)).toBe(0);
    const tp4 = replicaOf(fp8, GPUS.h100, 4);
    const message = 512 * 8192 * 2;
    const expected = 2 * 80 * 6 * (HARDWARE_FIT.allReduceLatency + message / 4 / 450e9);
    expect(allReduceSeconds(tp4, 512)).toBeCloseTo(expected, 12);
    const tp2 = allReduceSeconds(replicaOf(fp8, GPUS.h100, 2), 512);
    const tp8 = allReduceSeconds(replicaOf(fp8, GPUS.h100, 8), 512);
    expect(tp2).toBeLessThan(allReduceSeconds(tp4, 512));
    expect(tp8).toBeGreaterThan(allReduceSeconds(tp4, 512));
  });

  it("when an all-reduce message is small, then it is one-shot: one synchronisation, every peer's message read whole", () => {
    const tp4 = replicaOf(fp8, GPUS.h100, 4);
    const message = 32 * 8192 * 2; // 524 kB: under TensorRT-LLM's 1 MB for 4 GPUs
    const oneShot = 2 * 80 * (HARDWARE_FIT.allReduceLatency + (3 * message) / 450e9);
    expect(allReduceSeconds(tp4, 32)).toBeCloseTo(oneShot, 12);
    // the same message on 8 GPUs is over 500 kB: a ring of 14 hops
    const ring = 2 * 80 * 14 * (HARDWARE_FIT.allReduceLatency + message / 8 / 450e9);
    expect(allReduceSeconds(replicaOf(fp8, GPUS.h100, 8), 32)).toBeCloseTo(ring, 12);
  });

  it("when the engine picks an all-reduce, then one-shot stops at 16 MB on 2 GPUs, 1 MB on 4 and 500 kB on 8", () => {
    expect(allReduceAlgorithm(2, 15.9e6)).toBe("one-shot");
    expect(allReduceAlgorithm(2, 16e6)).toBe("ring");
    expect(allReduceAlgorithm(4, 0.99e6)).toBe("one-shot");
    expect(allReduceAlgorithm(4, 1e6)).toBe("ring");
    expect(allReduceAlgorithm(8, 499e3)).toBe("one-shot");
    expect(allReduceAlgorithm(8, 500e3)).toBe("ring");
  });

  it("when a decode step is bound by HBM, then an H200 takes its bytes in H100 time x 3.35 / 4.8, plus the same fixed costs", () => {
    const fixed = HARDWARE_FIT.layerOverhead * bf16.layers;
    const h100 = decodeStepSeconds(replicaOf(fp8, GPUS.h100, 1), 8, 1000) - fixed;
    const h200 = decodeStepSeconds(replicaOf(fp8, GPUS.h200, 1), 8, 1000) - fixed;
    expect(h200 / h100).toBeCloseTo(3.35 / 4.8, 6);
  });

  it("when a pass runs, then every layer adds its fixed cost, whatever the pass holds", () => {
    const r = replicaOf(fp8, GPUS.h100, 1);
    const none = { ...r, layerOverhead: 0 };
    for (const work of [
      { tokens: 1, kvTokensRead: 100 },
      { tokens: 8192, kvTokensRead: 0, attentionPairs: 8192 * 4096 },
    ]) {
      const t = stepTime(r, work);
      expect(t.overheadSeconds).toBeCloseTo(80 * HARDWARE_FIT.layerOverhead, 12);
      expect(t.seconds - stepTime(none, work).seconds).toBeCloseTo(t.overheadSeconds, 12);
    }
  });

  it("when the engine reserves memory on each GPU, then the KV cache shrinks by it times the GPUs times the fraction", () => {
    const r = replicaOf(fp8, GPUS.h100, 2);
    const reserved = { ...r, reservedBytesPerGpu: 3e9 };
    expect(kvCacheBytes(r) - kvCacheBytes(reserved)).toBeCloseTo(2 * 3e9 * r.kvCacheMemFraction, 0);
  });

  it("when a step mixes a prompt chunk with many decodes, then the GEMMs and attention add unless the kernels overlap", () => {
    const r = replicaOf(fp8, GPUS.h100, 1);
    const work = { tokens: 2048, kvTokensRead: 200 * 2000 };
    const sequential = stepTime(r, work);
    const overlapped = stepTime({ ...r, kernelOverlap: 1 }, work);
    expect(overlapped.seconds - overlapped.overheadSeconds).toBeCloseTo(
      Math.max(overlapped.memorySeconds, overlapped.computeSeconds),
      12,
    );
    expect(sequential.seconds).toBeGreaterThan(overlapped.seconds);
    expect(sequential.communicationSeconds).toBe(0);
  });

  it("when attention pairs are given, then long prompts cost more than their GEMMs alone", () => {
    const r = replicaOf(fp8, GPUS.h100, 1);
    const gemmOnly = stepTime(r, { tokens: 8192, kvTokensRead: 0, attentionPairs: 0 }).seconds;
    const withAttention = stepTime(r, {
      tokens: 8192,
      kvTokensRead: 0,
      attentionPairs: 8192 * 20_000,
    }).seconds;
    expect(withAttention / gemmOnly).toBeGreaterThan(1.1);
  });
});
