/**
 * The one timing model: how long a forward pass takes on a replica, from its hardware's numbers.
 * Used by the simulated engine's step loop, the capacity planner and the fleet simulator.
 *
 * A step reads every weight once plus the KV cache of every sequence in the batch (memory-bound), and does
 * 2 x parameters FLOPs per token it processes (compute-bound). Both happen in the same kernels, so a step
 * takes as long as the slower of the two (the roofline): a decode-only step is bound by memory, a step
 * with a large prefill chunk by compute. (Adding the two instead would make DESIGN's check figures
 * contradict each other: see README "Timing model".)
 */
import type { ModelProfile, ReplicaProfile } from "./hardware.ts";

/** K and V, every layer, every KV head: bytes of cache one token holds. */
export function kvBytesPerToken(m: ModelProfile): number {
  return m.layers * m.kvHeads * m.headDim * 2 * m.bytesPerValue;
}

export function weightBytes(m: ModelProfile): number {
  return m.parameters * m.bytesPerValue;
}

/** Throws when the weights do not fit in the replica's GPUs. */
export function kvCacheBytes(r: ReplicaProfile): number {
  const free = r.gpu.memoryBytes * r.gpus - weightBytes(r.model);
  if (free <= 0) {
    throw new Error(
      `${r.model.name} (${(weightBytes(r.model) / 1e9).toFixed(0)} GB of weights) does not fit in ${r.gpus} x ${r.gpu.name}`,
    );
  }
  return free * r.kvCacheMemFraction;
}

/** KV cache capacity of one replica, in whole blocks. */
export function kvCapacityBlocks(r: ReplicaProfile): number {
  return Math.floor(kvCacheBytes(r) / (kvBytesPerToken(r.model) * r.blockTokens));
}

export type StepWork = {
  /** Tokens computed in this pass: one per decoding sequence plus every prefill token. */
  tokens: number;
  /** KV tokens read by attention: the context of every sequence in the batch. */
  kvTokensRead: number;
};

export type StepTime = { seconds: number; memorySeconds: number; computeSeconds: number };

export function stepTime(r: ReplicaProfile, work: StepWork): StepTime {
  const bytes = weightBytes(r.model) + work.kvTokensRead * kvBytesPerToken(r.model);
  const memorySeconds = bytes / (r.gpus * r.gpu.memoryBandwidth * r.memoryEfficiency);
  const computeSeconds = prefillSeconds(r, work.tokens);
  return { seconds: Math.max(memorySeconds, computeSeconds), memorySeconds, computeSeconds };
}

/** Compute time of `tokens` tokens on the whole replica (2 FLOPs per parameter per token). */
export function prefillSeconds(r: ReplicaProfile, tokens: number): number {
  return (tokens * 2 * r.model.parameters) / (r.gpus * r.gpu.flops * r.computeUtilisation);
}

/** One decode step with `batch` sequences of `avgContext` tokens each. */
export function decodeStepSeconds(r: ReplicaProfile, batch: number, avgContext: number): number {
  return stepTime(r, { tokens: batch, kvTokensRead: batch * avgContext }).seconds;
}

/** How many answers fit in the replica's KV cache at `contextTokens` each. */
export function maxConcurrentSequences(r: ReplicaProfile, contextTokens: number): number {
  const blocksPerSeq = Math.ceil(contextTokens / r.blockTokens);
  return Math.floor(kvCapacityBlocks(r) / blocksPerSeq);
}
