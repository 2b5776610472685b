/**
 * Hardware and model profiles: data, not code. Every timing in the simulator, the capacity planner and
 * the fleet simulator is derived from these numbers by `timing.ts`.
 *
 * Sources:
 * - H100 SXM 80 GB: 3.35 TB/s HBM3, 989 TFLOP/s dense BF16 (NVIDIA H100 datasheet).
 * - Llama 3 70B: 80 layers, 8 KV heads (GQA), head dim 128; Llama 3 8B: 32 layers, 8 KV heads, head dim 128
 *   (the models' config.json). BF16 weights and KV: 2 bytes per value.
 * - Efficiencies are calibrated once against DESIGN.md's check figures (see README "Timing model"):
 *   memoryEfficiency 0.58 makes 100 answers of ~3,200 tokens decode at ~32 tokens/s (a 31.5 ms step) on 4 x H100,
 *   between DESIGN's "~30 ms step" and its "0.53 GPU-s of decode per message" (each within 5%);
 *   computeUtilisation 0.40 makes 512 prompt tokens take ~45 ms on 4 x H100 (cold 3,000-token prefill ~1.05
 *   GPU-seconds). kvCacheMemFraction 0.62 of the memory left after weights goes to KV blocks (trtllm's
 *   `kv_cache_free_gpu_mem_fraction`; the rest is activations, CUDA graphs, comm buffers): ~112 GB on 4 x H100,
 *   ~100 answers of 3,400 tokens. The 8B replica's memoryEfficiency 0.45 gives DESIGN's ~0.18 GPU-s per message.
 */

export type GpuProfile = {
  name: string;
  memoryBytes: number;
  /** HBM bandwidth per GPU, bytes/s. */
  memoryBandwidth: number;
  /** Dense BF16 FLOP/s per GPU. */
  flops: number;
  pricePerHour: number;
};

export type ModelProfile = {
  name: string;
  parameters: number;
  layers: number;
  kvHeads: number;
  headDim: number;
  /** Bytes per weight and per KV value (2 for BF16/FP16). */
  bytesPerValue: number;
};

export type ReplicaProfile = {
  model: ModelProfile;
  gpu: GpuProfile;
  gpus: number;
  /** Achieved share of peak HBM bandwidth in a decode step. */
  memoryEfficiency: number;
  /** Achieved share of peak FLOP/s in prefill. */
  computeUtilisation: number;
  /** Share of the memory left after weights that holds KV cache blocks. */
  kvCacheMemFraction: number;
  /** Tokens per KV block (paged attention). */
  blockTokens: number;
};

export const GPUS = {
  h100: {
    name: "H100-SXM-80GB",
    memoryBytes: 80e9,
    memoryBandwidth: 3.35e12,
    flops: 989e12,
    pricePerHour: 3,
  },
} as const satisfies Record<string, GpuProfile>;

export const MODELS = {
  "llama-3-70b": {
    name: "llama-3-70b",
    parameters: 70e9,
    layers: 80,
    kvHeads: 8,
    headDim: 128,
    bytesPerValue: 2,
  },
  "llama-3-8b": {
    name: "llama-3-8b",
    parameters: 8e9,
    layers: 32,
    kvHeads: 8,
    headDim: 128,
    bytesPerValue: 2,
  },
} as const satisfies Record<string, ModelProfile>;

const CALIBRATION = {
  memoryEfficiency: 0.58,
  computeUtilisation: 0.4,
  kvCacheMemFraction: 0.62,
  blockTokens: 16,
};

/** The two replicas we serve: 70B on 4 x H100 ("large"), 8B on 1 x H100 ("small"). */
export const REPLICAS = {
  large: { model: MODELS["llama-3-70b"], gpu: GPUS.h100, gpus: 4, ...CALIBRATION },
  // A small model on one GPU reaches a lower share of peak bandwidth (small GEMVs, launch overheads).
  small: { model: MODELS["llama-3-8b"], gpu: GPUS.h100, gpus: 1, ...CALIBRATION, memoryEfficiency: 0.45 },
} as const satisfies Record<string, ReplicaProfile>;
