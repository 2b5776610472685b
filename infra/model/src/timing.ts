/**
 * The one timing model: how long a forward pass takes on a replica, from its hardware's numbers.
 * Used by the simulated engine's step loop, the capacity planner and the fleet simulator.
 *
 * A step runs two kinds of kernel. The GEMMs read every weight once and do 2 x parameters FLOPs per token;
 * both happen in the same kernels, so they take the slower of the two (the roofline): bandwidth-bound in a
 * decode step, compute-bound with a large prefill chunk. Attention reads the KV cache of every sequence
 * and scores every query-key pair, again the slower of the two. The kinds run one after the other, so
 * their times add, unless the replica says its engine hides one under the other (`kernelOverlap`, which
 * DESIGN's own calibration sets: see README "Timing model"). With tensor parallelism each layer ends its
 * attention and its MLP with an all-reduce over NVLink, which waits for the layer and is waited for by
 * the next: it adds to the step. Every layer also pays a fixed cost per pass (`layerOverhead`: kernel
 * launches and tails, small kernels, the engine's per-step work), which the rooflines do not see.
 */
import type { ModelProfile, ReplicaProfile } from "./hardware.ts";

/** K and V, every layer, every KV head: bytes of cache one token holds. */
export function kvBytesPerToken(m: ModelProfile): number {
  return m.layers * m.kvHeads * m.headDim * 2 * (m.kvBytesPerValue ?? m.bytesPerValue);
}

export function weightBytes(m: ModelProfile): number {
  return m.parameters * m.bytesPerValue;
}

/** Throws when the weights do not fit in the replica's GPUs. */
export function kvCacheBytes(r: ReplicaProfile): number {
  const free = (r.gpu.memoryBytes - (r.reservedBytesPerGpu ?? 0)) * r.gpus - weightBytes(r.model);
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
  /**
   * Query-key pairs attention computes: a decoding sequence has one query against its context, a prefill
   * chunk each of its tokens against every position before it. Defaults to `kvTokensRead` (decode).
   */
  attentionPairs?: number;
};

export type StepTime = {
  seconds: number;
  /** HBM time of the whole step: weights plus KV. */
  memorySeconds: number;
  /** Tensor-core time of the whole step: GEMMs plus attention. */
  computeSeconds: number;
  /** Tensor-parallel all-reduces (0 on one GPU). */
  communicationSeconds: number;
  /** Fixed per-layer costs of the pass (`layerOverhead` x layers). */
  overheadSeconds: number;
};

/**
 * Two rooflines, one per kind of kernel: the GEMMs read the weights while multiplying every token of the
 * step (max of the two), attention reads the KV cache while scoring every query-key pair (max of the
 * two). Run one after the other (`kernelOverlap` 0) their times add; an engine that hides attention's
 * KV reads under the GEMMs' compute (`kernelOverlap` 1) takes max(all memory, all compute) instead.
 * The all-reduces and the fixed per-layer costs add to either.
 */
export function stepTime(r: ReplicaProfile, work: StepWork): StepTime {
  const bandwidth = r.gpus * r.gpu.memoryBandwidth * r.memoryEfficiency;
  const flops = r.gpus * peakFlops(r) * r.computeUtilisation;
  const weightSeconds = weightBytes(r.model) / bandwidth;
  const kvSeconds = (work.kvTokensRead * kvBytesPerToken(r.model)) / bandwidth;
  const gemmSeconds = (work.tokens * 2 * r.model.parameters) / flops;
  const pairs = work.attentionPairs ?? work.kvTokensRead;
  // QK^T and PV: 2 FLOPs per multiply-add, 2 products, over every query head's width (= hidden).
  const attentionSeconds = (pairs * 4 * r.model.layers * hiddenSize(r.model)) / flops;
  const memorySeconds = weightSeconds + kvSeconds;
  const computeSeconds = gemmSeconds + attentionSeconds;
  const overlapped = Math.max(memorySeconds, computeSeconds);
  const sequential = Math.max(weightSeconds, gemmSeconds) + Math.max(kvSeconds, attentionSeconds);
  const overlap = r.kernelOverlap ?? 0;
  const communicationSeconds = allReduceSeconds(r, work.tokens);
  const overheadSeconds = (r.layerOverhead ?? 0) * r.model.layers;
  return {
    seconds: overlapped + (1 - overlap) * (sequential - overlapped) + communicationSeconds + overheadSeconds,
    memorySeconds,
    computeSeconds,
    communicationSeconds,
    overheadSeconds,
  };
}

function hiddenSize(m: ModelProfile): number {
  return m.hiddenSize ?? Math.round(Math.sqrt(m.parameters / (12 * m.layers)));
}

/** Peak dense FLOP/s of one GPU for the model's weights: FP8 weights run FP8 GEMMs (W8A8). */
export function peakFlops(r: ReplicaProfile): number {
  return r.model.bytesPerValue <= 1 ? (r.gpu.fp8Flops ?? 2 * r.gpu.flops) : r.gpu.flops;
}

/**
 * Two all-reduces per layer (after attention, after the MLP) of tokens x hidden x 2 bytes (BF16
 * activations), by the algorithm the engine picks for the message's size (`allReduceAlgorithm`):
 * - one-shot: every GPU reads each peer's whole message over NVLink and sums it: one synchronisation,
 *   (g - 1) x message bytes through one GPU's NVLink;
 * - ring (NCCL): 2 (g - 1) hops, each moving 1 / g of the message and paying one synchronisation.
 * A synchronisation costs `allReduceLatency` (launch, flag write and poll across NVLink) either way.
 */
export function allReduceSeconds(r: ReplicaProfile, tokens: number): number {
  const g = r.gpus;
  if (g <= 1 || tokens <= 0) return 0;
  const hidden = hiddenSize(r.model);
  const bandwidth = r.gpu.nvlinkBandwidth ?? 450e9;
  const message = tokens * hidden * 2;
  const latency = r.allReduceLatency ?? 0;
  const one =
    allReduceAlgorithm(g, message) === "one-shot"
      ? latency + ((g - 1) * message) / bandwidth
      : 2 * (g - 1) * (latency + message / g / bandwidth);
  return 2 * r.model.layers * one;
}

/**
 * TensorRT-LLM's choice (`AllreducePlugin::selectImplementation`, cpp/tensorrt_llm/plugins/ncclPlugin/
 * allreducePlugin.cpp, strategy AUTO on NVLink): its custom one-shot kernel for messages under 16 MB on
 * 2 GPUs, 1 MB on 3-4, 500 kB on more (decimal, as the source writes them); NCCL above. vLLM's custom
 * all-reduce makes the same kind of choice.
 */
export function allReduceAlgorithm(gpus: number, messageBytes: number): "one-shot" | "ring" {
  const oneShotBelow = gpus <= 2 ? 16e6 : gpus <= 4 ? 1e6 : 500e3;
  return messageBytes < oneShotBelow ? "one-shot" : "ring";
}

/**
 * Time of `tokens` prompt tokens read in one pass on the whole replica, attention included (each token
 * against the positions before it), when compute binds (a chunk of a few hundred tokens or more).
 */
export function prefillSeconds(r: ReplicaProfile, tokens: number): number {
  const pairs = (tokens * (tokens + 1)) / 2;
  const t = stepTime(r, { tokens, kvTokensRead: 0, attentionPairs: pairs });
  return t.computeSeconds + t.communicationSeconds + t.overheadSeconds;
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
