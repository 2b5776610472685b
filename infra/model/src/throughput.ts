/**
 * Steady-state throughput of one replica under an offline load (every request queued at once, all of one
 * input and output length), from the one timing model (`stepTime`). This is what published serving
 * benchmarks measure (trtllm-bench `throughput`, MLPerf Offline), so it is how the timing model is checked
 * against them. Pure.
 *
 * In steady state B answers decode in every step, and for the batch to stay full B / output new requests
 * start per step, each needing `input` prompt tokens: a step carries B decode tokens plus
 * B x input / output prefill tokens (in-flight batching with chunked context spreads them over the steps)
 * and reads the KV of B contexts averaging input + output / 2. B is the largest batch the KV cache holds
 * when each request reserves its whole input + output (trtllm's guaranteed-no-evict scheduler), capped by
 * the engine's maximum batch and by its token budget per step.
 *
 *   offlineThroughput(replica, { input: 128, output: 2048, maxBatch: 4096, maxTokensPerStep: 8192 })
 *   // { outputTokensPerSecond, batch, step: StepTime, limit: "kv" | "max-batch" | "step-tokens" }
 */
import type { ReplicaProfile } from "./hardware.ts";
import { kvCapacityBlocks, type StepTime, stepTime } from "./timing.ts";

export type OfflineLoad = {
  input: number;
  output: number;
  /** The engine's largest batch (trtllm `max_batch_size`, MLPerf `gpu_batch_size`). */
  maxBatch: number;
  /** The engine's token budget per forward pass (trtllm `max_num_tokens`). */
  maxTokensPerStep: number;
};

export type OfflineThroughput = {
  outputTokensPerSecond: number;
  /** Answers decoding in each step. */
  batch: number;
  step: StepTime;
  /** What bounds the batch. */
  limit: "kv" | "max-batch" | "step-tokens";
};

/** Throws when one request of input + output tokens does not fit in the replica's KV cache. */
export function offlineThroughput(r: ReplicaProfile, load: OfflineLoad): OfflineThroughput {
  const { input, output } = load;
  const blocksPerRequest = Math.ceil((input + output) / r.blockTokens);
  const kvBatch = Math.floor(kvCapacityBlocks(r) / blocksPerRequest);
  if (kvBatch < 1) {
    throw new Error(
      `${r.model.name} on ${r.gpus} x ${r.gpu.name}: no KV room for ${input} + ${output} tokens`,
    );
  }
  const tokensPerAnswerStep = 1 + input / output;
  const stepBatch = Math.floor(load.maxTokensPerStep / tokensPerAnswerStep);
  const batch = Math.max(1, Math.min(kvBatch, load.maxBatch, stepBatch));
  const limit = batch === kvBatch ? "kv" : batch === load.maxBatch ? "max-batch" : "step-tokens";
  const decodeContext = batch * (input + output / 2);
  const prefillTokens = (batch * input) / output;
  const step = stepTime(r, {
    tokens: batch * tokensPerAnswerStep,
    kvTokensRead: decodeContext,
    // a prompt token attends to the positions before it: input / 2 on average
    attentionPairs: decodeContext + (prefillTokens * input) / 2,
  });
  return { outputTokensPerSecond: batch / step.seconds, batch, step, limit };
}
