/**
 * Layer stacks timed on a real GPU, as a held-out check of the timing model (issue 21). Pure.
 *
 * `infra/sim/device/layer_stack.py` timed, on one H200 lent to this project (2026-12-04, three runs), a few
 * random-weight Llama-shaped layers as one GPU's share of a tensor-parallel replica (1/tp of the heads and
 * of the MLP), decode passes in a CUDA graph and prefill chunks, scaled to the model's layer count. Its
 * JSON output is kept here unchanged (`measured/`). No constant of the model was fitted on these rows.
 *
 * What a row compares: the stack has no all-reduce (one GPU) and no embedding, LM head or sampling, so the
 * prediction is `stepTime` of a model holding only the layers' weights, less its all-reduce term.
 *
 *   const run = MEASURED_RUNS.at(-1)!;
 *   const rows = layerStackRows(run, HARDWARE_FIT);        // measured vs predicted, per case
 *   const split = fixedCostSplit(run, rows[0]!.case);      // bytes at the measured copy rate + the rest
 */
import { GPUS, MODELS, type ModelProfile, type StepTime, stepTime, withPrecision } from "@chat/model";
import { z } from "zod";
import { SHAPES as CONFIGS, type HardwareConstants, median } from "./fidelity.ts";
import run1 from "./measured/h200-layer-stack-run1.json" with { type: "json" };
import run2 from "./measured/h200-layer-stack-run2.json" with { type: "json" };
import run3 from "./measured/h200-layer-stack-run3.json" with { type: "json" };

const Case = z.object({
  /** "head": the final norm, this GPU's share of the LM head and a greedy pick, once a decode pass. */
  kind: z.enum(["decode", "prefill", "head"]),
  shape: z.enum(["llama-3-70b", "llama-3-8b"]),
  tp: z.number().int().positive(),
  fp8: z.boolean(),
  graph: z.boolean(),
  /** torch.compile: Inductor's fused elementwise kernels instead of PyTorch's one kernel per op. */
  compiled: z.boolean().default(false),
  batch: z.number().int().positive().optional(),
  context: z.number().int().nonnegative().optional(),
  tokens: z.number().int().positive().optional(),
  cached: z.number().int().nonnegative().optional(),
  weight_bytes_per_layer: z.number().positive().optional(),
  kv_bytes_per_layer: z.number().nonnegative().optional(),
  ms_whole_model_layers: z.number().positive().optional(),
  ms_head: z.number().positive().optional(),
  finite: z.boolean().optional(),
  error: z.string().optional(),
});
export type MeasuredCase = z.infer<typeof Case>;

const Run = z.object({
  gpu: z.string(),
  torch: z.string(),
  stack_layers: z.number().int().positive(),
  ceilings: z.object({ copy_bytes_per_s: z.number().positive(), bf16_gemm_flops: z.number().positive() }),
  cases: z.array(Case),
});
export type MeasuredRun = z.infer<typeof Run> & { name: string };

/** The runs of the script, in order (one machine each); each holds every case of the one before and more. */
export const MEASURED_RUNS: readonly MeasuredRun[] = [
  { name: "h200 run 1", ...Run.parse(run1) },
  { name: "h200 run 2", ...Run.parse(run2) },
  { name: "h200 run 3", ...Run.parse(run3) },
];

/** The shapes the script builds: the models' config.json, as `MODELS` and the fidelity rows hold it. */
function shapeOf(name: MeasuredCase["shape"]) {
  const m = MODELS[name];
  return {
    hidden: m.hiddenSize,
    heads: m.hiddenSize / m.headDim,
    kvHeads: m.kvHeads,
    headDim: m.headDim,
    ffn: CONFIGS[name].intermediate,
    layers: m.layers,
  };
}

/** The whole model's layers, nothing else: what the stack scaled to the layer count holds. */
export function layersOnlyModel(c: MeasuredCase): ModelProfile {
  const s = shapeOf(c.shape);
  const perLayer =
    (s.heads + 2 * s.kvHeads) * s.headDim * s.hidden + s.heads * s.headDim * s.hidden + 3 * s.ffn * s.hidden;
  const model = {
    name: `${c.shape} layers`,
    parameters: perLayer * s.layers,
    layers: s.layers,
    kvHeads: s.kvHeads,
    headDim: s.headDim,
    hiddenSize: s.hidden,
    bytesPerValue: 2,
  };
  // The script's FP8 cases quantise the weights (W8A8 GEMMs) and keep the KV cache in BF16.
  return withPrecision(model, c.fp8 ? "fp8" : "bf16", "bf16");
}

/** The pass a case timed, as the timing model's work. */
export function workOf(c: MeasuredCase) {
  if (c.kind === "decode") {
    const batch = c.batch ?? 0;
    return { tokens: batch, kvTokensRead: batch * (c.context ?? 0) };
  }
  const n = c.tokens ?? 0;
  const cached = c.cached ?? 0;
  return { tokens: n, kvTokensRead: cached, attentionPairs: n * cached + (n * (n + 1)) / 2 };
}

export type LayerStackRow = {
  id: string;
  case: MeasuredCase;
  measuredMs: number;
  predictedMs: number;
  /** (predicted - measured) / measured. */
  error: number;
  parts: StepTime;
};

export function caseId(c: MeasuredCase): string {
  if (c.kind === "head") return `${c.shape} tp${c.tp} LM head and greedy pick, ${c.batch} answers`;
  const what =
    c.kind === "decode" ? `decode ${c.batch} x ${c.context}` : `prefill ${c.tokens} after ${c.cached}`;
  const how = [c.fp8 ? "fp8" : "bf16", c.compiled ? "fused" : "", c.graph ? "" : "no graph"].filter(Boolean);
  return `${c.shape} tp${c.tp} ${what} (${how.join(", ")})`;
}

/**
 * The rows a run can be judged on: cases that ran, gave finite output and were timed as engines run
 * them (decode in a CUDA graph; the eager case shows launch overhead, which no engine pays, and is left
 * out); the predicted time of the same pass on an H200 with `constants`, all-reduce left out.
 */
export function layerStackRows(run: MeasuredRun, constants: HardwareConstants): LayerStackRow[] {
  return run.cases
    .filter(
      (c) =>
        c.kind !== "head" &&
        !c.error &&
        c.finite !== false &&
        c.graph &&
        c.ms_whole_model_layers !== undefined,
    )
    .map((c) => {
      const parts = stepTime(
        {
          model: layersOnlyModel(c),
          gpu: GPUS.h200,
          gpus: c.tp,
          ...constants,
          kvCacheMemFraction: 0.9,
          blockTokens: 16,
        },
        workOf(c),
      );
      const measuredMs = c.ms_whole_model_layers!;
      const predictedMs = (parts.seconds - parts.communicationSeconds) * 1e3;
      return {
        id: caseId(c),
        case: c,
        measuredMs,
        predictedMs,
        error: (predictedMs - measuredMs) / measuredMs,
        parts,
      };
    });
}

export function summarise(rows: readonly LayerStackRow[]) {
  const worst = rows.reduce((a, b) => (Math.abs(b.error) > Math.abs(a.error) ? b : a), rows[0]!);
  return {
    count: rows.length,
    medianAbsError: median(rows.map((r) => Math.abs(r.error))),
    worstAbsError: Math.abs(worst.error),
    worstId: worst.id,
  };
}

/**
 * A decode case's time split the way the timing model splits it: the bytes it must read (weights and KV,
 * per layer) at the copy rate the same run measured, and the rest, a per-layer cost no roofline sees
 * (kernel launches inside the graph, small kernels, tails, attention and GEMV below the copy rate).
 * `h100Ms` moves the byte part to an H100 at the same share of its datasheet bandwidth and keeps the
 * rest: an assumption (the rest does not depend on bandwidth), said wherever it is printed.
 */
export function fixedCostSplit(run: MeasuredRun, c: MeasuredCase) {
  const { layers } = MODELS[c.shape];
  const bytes = (c.weight_bytes_per_layer ?? 0) + (c.kv_bytes_per_layer ?? 0);
  const copy = run.ceilings.copy_bytes_per_s;
  const perLayerMs = c.ms_whole_model_layers! / layers;
  const bytesMs = (bytes / copy) * 1e3;
  const restUs = (perLayerMs - bytesMs) * 1e3;
  const copyShare = copy / GPUS.h200.memoryBandwidth;
  const h100BytesMs = (bytes / (GPUS.h100.memoryBandwidth * copyShare)) * 1e3;
  return {
    perLayerMs,
    bytesMs,
    restUs,
    copyShare,
    h100Ms: (h100BytesMs + restUs / 1e3) * layers,
  };
}

/**
 * The once-a-pass part of a decode pass the stacks lack (final norm, the LM head's share, a greedy pick),
 * timed by a "head" case of the run; on an H100 its bytes-bound time at the same share of bandwidth.
 */
export function headMs(run: MeasuredRun, shape: MeasuredCase["shape"], tp: number, gpu: "h200" | "h100") {
  const c = run.cases.find((x) => x.kind === "head" && x.shape === shape && x.tp === tp && !x.error);
  if (!c?.ms_head) return undefined;
  return gpu === "h200" ? c.ms_head : (c.ms_head * GPUS.h200.memoryBandwidth) / GPUS.h100.memoryBandwidth;
}
