import { describe, expect, it } from "vitest";
import { GPUS, MODELS, replicaOf, withPrecision } from "./hardware.ts";
import { offlineThroughput } from "./throughput.ts";
import { kvCapacityBlocks } from "./timing.ts";

const fp8 = withPrecision(MODELS["llama-3-70b"], "fp8", "fp8");
const engine = { maxBatch: 4096, maxTokensPerStep: 8192 };

describe("given an offline load of one input and output length", () => {
  it("when the KV cache binds, then the batch is the requests whose whole input + output fit", () => {
    const r = { ...replicaOf(fp8, GPUS.h100, 1), kvCacheMemFraction: 0.95, blockTokens: 32 };
    const t = offlineThroughput(r, { input: 128, output: 2048, ...engine });
    expect(t.limit).toBe("kv");
    expect(t.batch).toBe(Math.floor(kvCapacityBlocks(r) / Math.ceil(2176 / 32)));
    expect(t.outputTokensPerSecond).toBeCloseTo(t.batch / t.step.seconds, 9);
  });

  it("when prompts are long and answers short, then the token budget per step caps the batch", () => {
    const r = { ...replicaOf(fp8, GPUS.h200, 8), kvCacheMemFraction: 0.95 };
    const t = offlineThroughput(r, { input: 2048, output: 128, ...engine });
    expect(t.limit).toBe("step-tokens");
    expect(t.batch).toBe(Math.floor(8192 / (1 + 2048 / 128)));
  });

  it("when more GPUs join the replica, then throughput grows, but by less than the GPUs (all-reduces)", () => {
    const at = (g: number) =>
      offlineThroughput(replicaOf(fp8, GPUS.h100, g), { input: 1000, output: 1000, ...engine })
        .outputTokensPerSecond;
    expect(at(2)).toBeGreaterThan(at(1));
    expect(at(8)).toBeGreaterThan(at(4));
    expect(at(8) / at(4)).toBeLessThan(2);
  });

  it("when one request does not fit in the KV cache, then it says so", () => {
    const r = replicaOf(fp8, GPUS.h100, 1);
    expect(() => offlineThroughput(r, { input: 200_000, output: 2000, ...engine })).toThrow(/no KV room/);
  });
});
