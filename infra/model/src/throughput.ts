/**
 * Steady-state throughput of one replica under an offline load (every request queued at once, all of one
 * input and output length), from the one timing model (`stepTime`). This is what published serving
 * benchmarks measure (trtllm-bench `throughput`, MLPerf Offline), so it is how the timing model is checked
 * against them. Pure.
 *
 * B answers run at once, B the largest batch the KV cache holds when each request reserves its whole
 * input + output (trtllm's guaranteed-no-evict scheduler), capped by the engine's maximum batch. With one
 * length for every request the batch runs in waves: a request is admitted when one finishes, and they all
 * finish together, so B prompts are read, in passes of at most the engine's token budget, then B answers
 * decode for `output` passes. The prompt passes are compute-bound and the decode passes read every weight
 * again: a prompt is not spread thinly over the decode passes to hide under their weight reads (a step
 * budget of 2,048-8,192 tokens takes a whole prompt, or thousands of its tokens, at once).
 *
 *   offlineThroughput(replica, { input: 128, output: 2048, maxBatch: 4096, maxTokensPerStep: 8192 })
 *   // { outputTokensPerSecond, batch, step: StepTime (a decode pass), prefillSeconds, limit: "kv" | "max-batch" }
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
  /** One decode pass of the batch, at its mean context. */
  step: StepTime;
  /** Reading one wave's B prompts. */
  prefillSeconds: number;
  /** What bounds the batch. */
  limit: "kv" | "max-batch";
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
  const batch = Math.max(1, Math.min(kvBatch, load.maxBatch));
  const limit = batch === kvBatch ? "kv" : "max-batch";
  const prefillSeconds = wavePrefillSeconds(r, batch * input, input, load.maxTokensPerStep);
  const step = stepTime(r, { tokens: batch, kvTokensRead: batch * (input + output / 2) });
  return {
    outputTokensPerSecond: (batch * output) / (prefillSeconds + output * step.seconds),
    batch,
    step,
    prefillSeconds,
    limit,
  };
}

/**
 * `tokens` prompt tokens (prompts of `input` each) read in passes of `budget`: every pass pays its own
 * weight read, fixed costs and all-reduces; a partial last pass is counted by its share of a full one.
 * Each prompt token attends to the positions before it in its prompt (input / 2 on average); chunked
 * attention's re-reads of the earlier KV are left out: at thousands of tokens a pass, compute binds.
 */
function wavePrefillSeconds(r: ReplicaProfile, tokens: number, input: number, budget: number): number {
  const passTokens = Math.min(budget, tokens);
  const pass = stepTime(r, {
    tokens: passTokens,
    kvTokensRead: 0,
    attentionPairs: (passTokens * (input + 1)) / 2,
  });
  return (tokens / passTokens) * pass.seconds;
}
