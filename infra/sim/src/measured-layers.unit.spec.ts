import { GPUS, HARDWARE_FIT, stepTime, weightBytes } from "@chat/model";
import { describe, expect, it } from "vitest";
import {
  caseId,
  fixedCostSplit,
  headMs,
  layerStackRows,
  layersOnlyModel,
  MEASURED_RUNS,
  summarise,
  workOf,
} from "./measured-layers.ts";

const run1 = MEASURED_RUNS[0]!;
const last = MEASURED_RUNS.at(-1)!;

describe("given the layer stacks timed on the lent H200", () => {
  it("when the script's weight bytes are compared, then each case's shard is 1/tp of the model's layers", () => {
    // The Python script and the TypeScript model describe the same layer: a check across the two.
    for (const c of last.cases.filter((x) => x.kind !== "head")) {
      const model = layersOnlyModel(c);
      const perLayerPerGpu = weightBytes(model) / model.layers / c.tp;
      expect(c.weight_bytes_per_layer, caseId(c)).toBeCloseTo(perLayerPerGpu, -3);
    }
  });

  it("when the 70B's layers are counted, then they are its parameters less the embedding and the LM head", () => {
    const c = last.cases.find((x) => x.shape === "llama-3-70b")!;
    const vocabTables = 2 * 128_256 * 8192;
    expect(layersOnlyModel(c).parameters + vocabTables).toBeCloseTo(70.55e9, -8);
  });

  it("when rows are made, then the eager case, the LM head and unfinished outputs are left out", () => {
    const rows = layerStackRows(last, HARDWARE_FIT);
    expect(rows.every((r) => r.case.graph && r.case.finite !== false && r.case.kind !== "head")).toBe(true);
    expect(last.cases.some((c) => !c.graph)).toBe(true);
    expect(last.cases.some((c) => c.kind === "head")).toBe(true);
    expect(layerStackRows(run1, HARDWARE_FIT).some((r) => r.case.fp8)).toBe(false);
  });

  it("when a prediction is made, then it is the step time on an H200 less its all-reduce", () => {
    const row = layerStackRows(last, HARDWARE_FIT).find(
      (r) => r.id === "llama-3-70b tp4 decode 100 x 3200 (bf16)",
    )!;
    const t = stepTime(
      {
        model: layersOnlyModel(row.case),
        gpu: GPUS.h200,
        gpus: 4,
        ...HARDWARE_FIT,
        kvCacheMemFraction: 0.9,
        blockTokens: 16,
      },
      { tokens: 100, kvTokensRead: 320_000 },
    );
    expect(t.communicationSeconds).toBeGreaterThan(0);
    expect(row.predictedMs).toBeCloseTo((t.seconds - t.communicationSeconds) * 1e3, 9);
    expect(row.error).toBeCloseTo((row.predictedMs - row.measuredMs) / row.measuredMs, 12);
  });

  it("when a prefill chunk follows cached tokens, then attention scores every new token against all before it", () => {
    const c = last.cases.find((x) => x.kind === "prefill" && (x.cached ?? 0) > 0)!;
    const w = workOf(c);
    const n = c.tokens!;
    expect(w).toEqual({
      tokens: n,
      kvTokensRead: c.cached,
      attentionPairs: n * c.cached! + (n * (n + 1)) / 2,
    });
  });

  it("when a decode pass is split, then bytes at the copy rate and the rest add up to the measured time", () => {
    const c = last.cases.find((x) => x.kind === "decode" && x.batch === 100 && x.tp === 4 && !x.compiled)!;
    const s = fixedCostSplit(last, c);
    expect(s.bytesMs + s.restUs / 1e3).toBeCloseTo(c.ms_whole_model_layers! / 80, 9);
    const bytes = c.weight_bytes_per_layer! + c.kv_bytes_per_layer!;
    expect(s.bytesMs).toBeCloseTo((bytes / last.ceilings.copy_bytes_per_s) * 1e3, 9);
    // On an H100 the bytes take 4.8 / 3.35 as long; the rest stays.
    expect(s.h100Ms).toBeCloseTo((s.bytesMs * (4.8 / 3.35) + s.restUs / 1e3) * 80, 6);
    expect(s.h100Ms).toBeGreaterThan(c.ms_whole_model_layers!);
  });

  it("when the rows are summarised, then the median and worst are of the absolute errors", () => {
    const rows = layerStackRows(last, HARDWARE_FIT);
    const s = summarise(rows);
    const abs = rows.map((r) => Math.abs(r.error));
    expect(s.count).toBe(rows.length);
    expect(s.worstAbsError).toBe(Math.max(...abs));
    expect(abs.filter((a) => a <= s.medianAbsError).length).toBeGreaterThanOrEqual(rows.length / 2);
    expect(abs.filter((a) => a >= s.medianAbsError).length).toBeGreaterThanOrEqual(rows.length / 2);
  });

  it("when the LM head is moved to an H100, then it takes its bytes' time at H100's bandwidth", () => {
    const h200 = headMs(last, "llama-3-70b", 4, "h200")!;
    expect(h200).toBeGreaterThan(0);
    expect(headMs(last, "llama-3-70b", 4, "h100")).toBeCloseTo((h200 * 4.8) / 3.35, 9);
    expect(headMs(last, "llama-3-70b", 3, "h200")).toBeUndefined();
  });
});
