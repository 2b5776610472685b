/**
 * How well the timing model predicts published hardware figures it was not fitted to. Pure.
 *
 * Each published row (`published-figures.ts`) becomes a replica (FP8 weights and KV, the row's GPU and
 * tensor-parallel size, the engine the source built: `engineFor`) whose steady-state offline throughput
 * (`throughput.ts`, over `stepTime`) is compared with the figure. `fitHardware` picks the efficiency
 * constants on `FIT_SET` only; every other row is held out.
 *
 *   const fit = fitHardware(PUBLISHED);            // { memoryEfficiency, computeUtilisation, allReduceLatency, layerOverhead }
 *   const report = evaluate(PUBLISHED, fit);       // rows with published, predicted, error; held-out summary
 */
import {
  GPUS,
  HARDWARE_FIT,
  MODELS,
  offlineThroughput,
  type ReplicaProfile,
  type StepTime,
  stepTime,
  withPrecision,
} from "@chat/model";
import { figureId, type PublishedFigure, SOURCES } from "./published-figures.ts";
import {
  concurrentAnswers,
  gpuSecondsPerMessage,
  longPromptAmongAnswers,
  queueThroughput,
  samePromptTwice,
  WORKLOAD,
} from "./scenarios.ts";

export type HardwareConstants = {
  memoryEfficiency: number;
  computeUtilisation: number;
  allReduceLatency: number;
  layerOverhead: number;
  /** Not fitted: 0 (attention and GEMM kernels one after the other) unless a comparison sets it. */
  kernelOverlap?: number;
};

/**
 * The rows the constants are fitted on: five of 92, each in a regime that one constant dominates, on both
 * GPUs and both models so that no single configuration's quirk (the 70B on one H100 has 9 GB of KV room)
 * sets a constant for all. H100 8B TP1 128/2048 and H200 70B TP1 128/2048: decode passes with no
 * all-reduce (HBM efficiency, per-layer cost, at 8B and 70B scale); H200 70B TP1 2048/128: prompt passes
 * (compute utilisation); H100 70B TP4 128/2048 and TP8 128/128: decode and prompt passes across NVLink
 * (all-reduce latency). Everything else is held out: the rest of both GPUs and both models, TP2, MLPerf.
 * The first fit set (three 70B rows, two of them on one H100) and the structures tried are in the README
 * "Fidelity", with how often the held-out errors were looked at.
 */
export const FIT_SET: readonly string[] = [
  "h100 llama-3-8b tp1 128/2048",
  "h200 llama-3-70b tp1 128/2048",
  "h200 llama-3-70b tp1 2048/128",
  "h100 llama-3-70b tp4 128/2048",
  "h100 llama-3-70b tp8 128/128",
];

export type FidelityRow = {
  id: string;
  figure: PublishedFigure;
  fitted: boolean;
  published: number;
  /** NaN when the model says the configuration cannot run (no KV room for one request). */
  predicted: number;
  /** (predicted - published) / published. */
  error: number;
  batch: number;
  limit: string;
};

export type FidelityReport = {
  rows: FidelityRow[];
  heldOut: { count: number; medianAbsError: number; worstAbsError: number; worstId: string };
  fitted: { count: number; medianAbsError: number; worstAbsError: number };
};

/**
 * Memory the CUDA runtime reports per GPU, which is what an engine sizes its KV cache from: the datasheets'
 * "80 GB" and "141 GB" are binary-ish (nvidia-smi: 81,559 MiB and 143,771 MiB; Modal, "Why does an NVIDIA
 * H100 80GB card offer 85.52 GB?", thundergolfer.com/blog/nvidia-gpu-memory-capacity).
 */
const DEVICE_MEMORY_BYTES = { h100: 81_559 * 2 ** 20, h200: 143_771 * 2 ** 20 } as const;

/** From each model's config.json: what activation buffers and the unquantised vocabulary tables size by. */
export const SHAPES = {
  "llama-3-70b": { vocab: 128_256, intermediate: 28_672, parameters: 70.55e9 },
  "llama-3-8b": { vocab: 128_256, intermediate: 14_336, parameters: 8.03e9 },
  "llama-2-70b": { vocab: 32_000, intermediate: 28_672, parameters: 68.98e9 },
} as const;

export type Engine = { maxBatch: number; maxTokensPerStep: number; kvCacheMemFraction: number };

/**
 * The engine a row was measured on. TensorRT-LLM 0.17's rows were built with `trtllm-bench build
 * --dataset`, which sizes max batch and max tokens from the dataset's lengths (`calc_engine_setting` and
 * `finetune_setting` in tensorrt_llm/bench/build/tuning.py, called by build.py at the perf page's commit):
 * the requests whose input + output fit 0.95 of (GiB of device memory x tp - parameters in billions, read
 * as GiB), at most 4,096, rounded up; tokens = that batch x (1 + input / output), 2,048 to 32,768, rounded
 * up. MLPerf rows use their configs' stated settings (`SOURCES`).
 */
export function engineFor(f: PublishedFigure): Engine {
  const source = SOURCES[f.source].engine;
  if (f.source !== "trtllm-0.17") return source;
  const model = MODELS[f.model];
  const GiB = 2 ** 30;
  const kvGiBPerToken = (2 * model.layers * Math.max(f.tp, model.kvHeads) * model.headDim * 1) / GiB;
  const availableGiB = (DEVICE_MEMORY_BYTES[f.gpu] / GiB) * f.tp - SHAPES[f.model].parameters / 1e9;
  const requests = Math.min((availableGiB * 0.95) / kvGiBPerToken / (f.input + f.output), 4096);
  const tokens = Math.min(requests * (1 + f.input / f.output), 32_768);
  const maxBatch =
    requests < 256
      ? Math.max(64, 32 * Math.ceil(requests / 32))
      : requests < 1024
        ? 128 * Math.ceil(requests / 128)
        : 256 * Math.ceil(requests / 256);
  const maxTokensPerStep =
    tokens < 4096
      ? Math.max(2048, 256 * Math.ceil(tokens / 256))
      : tokens < 8192
        ? 512 * Math.ceil(tokens / 512)
        : 1024 * Math.ceil(tokens / 1024);
  return { maxBatch, maxTokensPerStep, kvCacheMemFraction: source.kvCacheMemFraction };
}

/**
 * Memory per GPU the engine holds besides FP8 weights and KV: (1) activation buffers, which TensorRT
 * sizes at build time for the token budget (TensorRT-LLM docs/source/reference/memory.md: "close to max
 * number of input tokens x some constant factor"; one layer's live tensors, reused across layers: the
 * fused gate-up output, its SwiGLU result and the input and output of the hidden width, BF16, the
 * intermediate split over the GPUs); (2) the vocabulary tables left in BF16 by FP8 quantisation (the
 * embedding, a lookup, whole on every GPU; the LM head, sharded), 2 x vocab x hidden more than counting
 * them at one byte a weight, split.
 */
export function reservedBytesPerGpu(f: PublishedFigure, engine: Engine): number {
  const model = MODELS[f.model];
  const { vocab, intermediate } = SHAPES[f.model];
  const activations = engine.maxTokensPerStep * ((3 * intermediate) / f.tp + 2 * model.hiddenSize) * 2;
  return activations + 2 * vocab * model.hiddenSize;
}

export function replicaForFigure(f: PublishedFigure, c: HardwareConstants): ReplicaProfile {
  const engine = engineFor(f);
  return {
    model: withPrecision(MODELS[f.model], "fp8", "fp8"),
    gpu: { ...GPUS[f.gpu], memoryBytes: DEVICE_MEMORY_BYTES[f.gpu] },
    gpus: f.tp,
    ...c,
    kvCacheMemFraction: engine.kvCacheMemFraction,
    reservedBytesPerGpu: reservedBytesPerGpu(f, engine),
    blockTokens: 32, // trtllm's default tokens_per_block
  };
}

export function predictFigure(f: PublishedFigure, c: HardwareConstants) {
  const engine = engineFor(f);
  try {
    const t = offlineThroughput(replicaForFigure(f, c), {
      input: f.input,
      output: f.output,
      maxBatch: engine.maxBatch,
      maxTokensPerStep: engine.maxTokensPerStep,
    });
    return { tokensPerSecond: t.outputTokensPerSecond * (f.replicas ?? 1), batch: t.batch, limit: t.limit };
  } catch {
    return { tokensPerSecond: Number.NaN, batch: 0, limit: "no KV room" };
  }
}

export function evaluate(
  figures: readonly PublishedFigure[],
  c: HardwareConstants,
  fitSet: readonly string[] = FIT_SET,
): FidelityReport {
  const rows = figures.map((figure): FidelityRow => {
    const id = figureId(figure);
    const p = predictFigure(figure, c);
    const published = figure.outputTokensPerSecond;
    return {
      id,
      figure,
      fitted: fitSet.includes(id),
      published,
      predicted: p.tokensPerSecond,
      error: (p.tokensPerSecond - published) / published,
      batch: p.batch,
      limit: p.limit,
    };
  });
  const held = rows.filter((r) => !r.fitted);
  const fit = rows.filter((r) => r.fitted);
  const worst = held.reduce((a, b) => (absError(b) > absError(a) ? b : a), held[0]!);
  return {
    rows,
    heldOut: {
      count: held.length,
      medianAbsError: median(held.map(absError)),
      worstAbsError: absError(worst),
      worstId: worst.id,
    },
    fitted: {
      count: fit.length,
      medianAbsError: median(fit.map(absError)),
      worstAbsError: Math.max(...fit.map(absError)),
    },
  };
}

/** A row the model cannot run counts as a total miss. */
function absError(r: FidelityRow): number {
  return Number.isFinite(r.error) ? Math.abs(r.error) : 1;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const GRID = {
  memoryEfficiency: range(0.4, 1, 0.01),
  computeUtilisation: range(0.2, 0.9, 0.01),
  allReduceLatency: range(0, 60e-6, 0.5e-6),
  layerOverhead: range(0, 300e-6, 2e-6),
};

/**
 * Coordinate descent over a grid, minimising the summed squared log error on the fit rows (log: a 10%
 * miss weighs the same on a 400 and a 40,000 tokens/s row). A few sweeps converge: each constant mostly
 * moves one fit row. `fixed` holds constants out of the fit (the bench's comparisons: no per-layer cost,
 * DESIGN's kernel overlap).
 */
export function fitHardware(
  figures: readonly PublishedFigure[],
  fitSet: readonly string[] = FIT_SET,
  fixed: Partial<HardwareConstants> = {},
): HardwareConstants {
  const rows = figures.filter((f) => fitSet.includes(figureId(f)));
  if (rows.length === 0) throw new Error("fit set matches no published row");
  const loss = (c: HardwareConstants) =>
    rows.reduce((sum, f) => {
      const p = predictFigure(f, c).tokensPerSecond;
      return sum + (Number.isFinite(p) ? Math.log(p / f.outputTokensPerSecond) ** 2 : 100);
    }, 0);
  let best: HardwareConstants = {
    memoryEfficiency: 0.7,
    computeUtilisation: 0.5,
    allReduceLatency: 10e-6,
    layerOverhead: 0,
    ...fixed,
  };
  for (let sweep = 0; sweep < 8; sweep++) {
    for (const key of Object.keys(GRID) as (keyof typeof GRID)[]) {
      if (key in fixed) continue;
      let bestLoss = loss(best);
      for (const v of GRID[key]) {
        const c = { ...best, [key]: v };
        const l = loss(c);
        if (l < bestLoss - 1e-12) {
          bestLoss = l;
          best = c;
        }
      }
    }
  }
  return best;
}

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let i = 0; from + i * step <= to + step / 2; i++) out.push(Number((from + i * step).toFixed(9)));
  return out;
}

/** A DESIGN replica's hardware and model with the fitted constants in place of DESIGN's calibration. */
export function withFittedConstants(r: ReplicaProfile, c: HardwareConstants = HARDWARE_FIT): ReplicaProfile {
  return { ...r, ...c, kernelOverlap: c.kernelOverlap ?? 0 };
}

/**
 * One of DESIGN's check figures: "about" a value (judged by its error, target within 10%), or a bound.
 * `range` is what `check-figures.unit.spec.ts` accepts (DESIGN's own tolerance), when it tests the figure.
 */
export type DesignFigure = {
  name: string;
  kind: "about" | "below" | "at least";
  design: number;
  range?: readonly [number, number];
  value: number;
};

/** A DESIGN replica pair: the 70B on 4 x H100 ("large") and the 8B on 1 x H100 ("small"), BF16. */
export type DesignReplicas = { large: ReplicaProfile; small: ReplicaProfile };

/**
 * DESIGN's check figures (sections 2 and 6; the ranges of `check-figures.unit.spec.ts`) on a replica pair,
 * run on the step loop in virtual time (~5 s of CPU).
 */
export function designCheck(r: DesignReplicas): DesignFigure[] {
  const c100 = concurrentAnswers(r.large, 100);
  const c200 = concurrentAnswers(r.large, 200);
  const doc = longPromptAmongAnswers(r.large);
  const twice = samePromptTwice(r.large);
  const off = queueThroughput(r.large, 400, {
    continuousBatching: false,
    prefixCaching: false,
    chunkedPrefill: false,
  });
  const big = gpuSecondsPerMessage(r.large);
  const small = gpuSecondsPerMessage(r.small);
  const step = designSteps(r.large);
  return [
    { name: "decode step, 100 answers, ms", kind: "about", design: 30, value: step.decode.seconds * 1e3 },
    {
      name: "a 512-token prompt chunk's own pass, ms",
      kind: "about",
      design: 45,
      value: step.chunk.seconds * 1e3,
    },
    {
      name: "100 answers: streaming tok/s each",
      kind: "about",
      design: 30,
      range: [29, 33.5],
      value: c100.meanStreamingTokensPerSecond,
    },
    {
      name: "200 answers: tok/s each incl. wait",
      kind: "below",
      design: 20,
      value: c200.tokensPerSecondPerAnswer,
    },
    { name: "30k-token prompt: chunks", kind: "about", design: 70, range: [60, 75], value: doc.chunks },
    {
      name: "30k-token prompt: others' min tok/s",
      kind: "about",
      design: 20,
      range: [18, 24],
      value: doc.othersMinTokensPerSecond,
    },
    {
      name: "30k-token prompt: others' max gap s",
      kind: "below",
      design: 0.1,
      value: doc.othersMaxGapSeconds,
    },
    {
      name: "30k-token prompt: first token s",
      kind: "about",
      design: 3.5,
      range: [3, 4],
      value: doc.firstTokenSeconds,
    },
    {
      name: "same prompt twice: speed-up",
      kind: "at least",
      design: 10,
      value: twice.firstSeconds / twice.secondSeconds,
    },
    {
      name: "batching and caching off: msg/s",
      kind: "about",
      design: 2,
      range: [1.5, 2.8],
      value: off.messagesPerSecond,
    },
    {
      name: "70B GPU-s/message: decode",
      kind: "about",
      design: 0.53,
      range: [0.48, 0.58],
      value: big.decode,
    },
    {
      name: "70B GPU-s/message: warm prefill",
      kind: "about",
      design: 0.14,
      range: [0.12, 0.16],
      value: big.prefill,
    },
    { name: "8B GPU-s/message", kind: "about", design: 0.18, range: [0.15, 0.21], value: small.total },
  ];
}

/** (value - DESIGN) / DESIGN for an "about" figure; NaN for a bound. */
export function designError(f: DesignFigure): number {
  return f.kind === "about" ? (f.value - f.design) / f.design : Number.NaN;
}

/** Within 10% of DESIGN's value (an "about" figure), or on the right side of its bound. */
export function meetsDesign(f: DesignFigure): boolean {
  if (f.kind === "below") return f.value < f.design;
  if (f.kind === "at least") return f.value >= f.design;
  return Math.abs(designError(f)) <= 0.1;
}

/**
 * The passes DESIGN's step figures describe, on one replica: a decode step of `batch` answers at the
 * workload's mean context (3,000-token prompt plus half the answer), a 512-token chunk of a fresh prompt
 * on its own ("512 prompt tokens add ~45 ms to a step on four GPUs": the work they bring), and a warm
 * turn's prefill (390 new tokens after 2,610 cached). The bench breaks them down to say where the time goes.
 */
export function designSteps(
  r: ReplicaProfile,
  batch = 100,
): { decode: StepTime; chunk: StepTime; warmPrefill: StepTime } {
  const { promptTokens, historyTokens, answerTokens } = WORKLOAD;
  const context = promptTokens + answerTokens / 2;
  const fresh = promptTokens - historyTokens;
  return {
    decode: stepTime(r, { tokens: batch, kvTokensRead: batch * context }),
    chunk: stepTime(r, { tokens: 512, kvTokensRead: 0, attentionPairs: (512 * 513) / 2 }),
    warmPrefill: stepTime(r, {
      tokens: fresh,
      kvTokensRead: historyTokens,
      attentionPairs: fresh * historyTokens + (fresh * (fresh + 1)) / 2,
    }),
  };
}
