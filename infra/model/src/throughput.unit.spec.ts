import { describe, expect, it } from "vitest";
import { GPUS, MODELS, replicaOf, withPrecision } from "./hardware.ts";
import { offlineThroughput } from "./throughput.ts";
import { kvCapacityBlocks, stepTime } from "./timing.ts";

const fp8 = withPrecision(MODELS["llama-3-70b"], "fp8", "fp8");
const engine = { maxBatch: 4096, maxTokensPerStep: 8192 };

describe("given an offline load of one input and output length", () => {
  it("when the KV cache binds, then the batch is the requests whose whole input + output fit", () => {
    const r = { ...replicaOf(fp8, GPUS.h100, 1), kvCacheMemFraction: 0.95, blockTokens: 32 };
    const t = offlineThroughput(r, { input: 128, output: 2048, ...engine });
    expect(t.limit).toBe("kv");
    expect(t.batch).toBe(Math.floor(kvCapacityBlocks(r) / Math.ceil(2176 / 32)));
    // a wave: the batch's prompts, then `output` decode passes
    const wave = t.prefillSeconds + 2048 * t.step.seconds;
    expect(t.outputTokensPerSecond).toBeCloseTo((t.batch * 2048) / wave, 9);
  });

  it("when prompts are long, then they are read in passes of the token budget, each paying its weight read", () => {
    const r = { ...replicaOf(fp8, GPUS.h200, 8), kvCacheMemFraction: 0.95 };
    const load = { input: 2048, output: 128, maxBatch: 512, maxTokensPerStep: 8192 };
    const t = offlineThroughput(r, load);
    expect(t.limit).toBe("max-batch");
    const pass = stepTime(r, { tokens: 8192, kvTokensRead: 0, attentionPairs: (8192 * 2049) / 2 });
    expect(t.prefillSeconds).toBeCloseTo(((512 * 2048) / 8192) * pass.seconds, 12);
    // a smaller budget means more passes, each with its fixed costs: never faster
    const small = offlineThroughput(r, { ...load, maxTokensPerStep: 2048 });
    expect(small.prefillSeconds).toBeGreaterThan(t.prefillSeconds);
  });

  it("when answers are long, then decode passes dominate and prompts barely count", () => {
    const r = replicaOf(fp8, GPUS.h200, 1);
    const t = offlineThroughput(r, { input: 128, output: 4096, ...engine });
    expect(t.prefillSeconds / (4096 * t.step.seconds)).toBeLessThan(0.02);
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
