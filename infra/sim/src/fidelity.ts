/**
 * How well the timing model predicts published hardware figures it was not fitted to. Pure.
 *
 * Each published row (`published-figures.ts`) becomes a replica (FP8 weights and KV, the row's GPU and
 * tensor-parallel size, the source's engine settings) whose steady-state offline throughput
 * (`throughput.ts`, over `stepTime`) is compared with the figure. `fitHardware` picks the efficiency
 * constants on `FIT_SET` only; every other row is held out.
 *
 *   const fit = fitHardware(PUBLISHED);            // { memoryEfficiency, computeUtilisation, allReduceLatency }
 *   const report = evaluate(PUBLISHED, fit);       // rows with published, predicted, error; held-out summary
 */
import { GPUS, MODELS, offlineThroughput, type ReplicaProfile, withPrecision } from "@chat/model";
import { figureId, type PublishedFigure, SOURCES } from "./published-figures.ts";

export type HardwareConstants = {
  memoryEfficiency: number;
  computeUtilisation: number;
  allReduceLatency: number;
  /** Not fitted: 0 (attention and GEMM kernels one after the other) unless a comparison sets it. */
  kernelOverlap?: number;
};

/**
 * The rows the constants are fitted on, chosen to pin one constant each and nothing else: a long-output
 * 70B row on one H100 (HBM-bound: memory efficiency), a long-input 70B row on one H100 (compute-bound:
 * utilisation), and a short-output row at TP8 (many small all-reduces: their latency). H200, the 8B model,
 * TP2/TP4 and MLPerf are all held out. Two other sets were tried first (README "Fidelity" lists them and
 * their held-out errors), so the held-out figures are not blind to this choice.
 */
export const FIT_SET: readonly string[] = [
  "h100 llama-3-70b tp1 128/2048",
  "h100 llama-3-70b tp1 2048/128",
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

export function replicaForFigure(f: PublishedFigure, c: HardwareConstants): ReplicaProfile {
  return {
    model: withPrecision(MODELS[f.model], "fp8", "fp8"),
    gpu: GPUS[f.gpu],
    gpus: f.tp,
    ...c,
    kvCacheMemFraction: SOURCES[f.source].engine.kvCacheMemFraction,
    blockTokens: 32, // trtllm's default tokens_per_block
  };
}

export function predictFigure(f: PublishedFigure, c: HardwareConstants) {
  const engine = SOURCES[f.source].engine;
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

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const GRID = {
  memoryEfficiency: range(0.4, 0.95, 0.01),
  computeUtilisation: range(0.2, 0.8, 0.01),
  allReduceLatency: range(0, 30e-6, 0.5e-6),
};

/**
 * Coordinate descent over a grid, minimising the summed squared log error on the fit rows (log: a 10%
 * miss weighs the same on a 400 and a 40,000 tokens/s row). A few sweeps converge: each constant mostly
 * moves one fit row.
 */
export function fitHardware(
  figures: readonly PublishedFigure[],
  fitSet: readonly string[] = FIT_SET,
  fixed: Pick<HardwareConstants, "kernelOverlap"> = {},
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
    ...fixed,
  };
  for (let sweep = 0; sweep < 6; sweep++) {
    for (const key of Object.keys(GRID) as (keyof typeof GRID)[]) {
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
