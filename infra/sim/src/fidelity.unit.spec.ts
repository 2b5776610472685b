import { HARDWARE_FIT, REPLICAS } from "@chat/model";
import { describe, expect, it } from "vitest";
import {
  type DesignFigure,
  designError,
  designSteps,
  engineFor,
  evaluate,
  FIT_SET,
  fitHardware,
  meetsDesign,
  reservedBytesPerGpu,
  withFittedConstants,
} from "./fidelity.ts";
import { figureId, PUBLISHED, SOURCES } from "./published-figures.ts";

describe("given the published figures", () => {
  it("when every row is read, then each names a source with a document, a table and a stored copy", () => {
    for (const f of PUBLISHED) {
      const s = SOURCES[f.source];
      expect(s.document.length).toBeGreaterThan(10);
      expect(s.table.length).toBeGreaterThan(10);
      expect(s.at).toMatch(/@ [0-9a-f]{40}$/);
    }
    expect(new Set(PUBLISHED.map(figureId)).size).toBe(PUBLISHED.length);
  });

  it("when the fit set is named, then each of its rows is a published row", () => {
    const ids = new Set(PUBLISHED.map(figureId));
    for (const id of FIT_SET) expect(ids.has(id), id).toBe(true);
  });

  it("when the constants are fitted on the fit set, then hardware.ts holds exactly what the fit gives", () => {
    const fit = fitHardware(PUBLISHED);
    expect(fit.memoryEfficiency).toBeCloseTo(HARDWARE_FIT.memoryEfficiency, 6);
    expect(fit.computeUtilisation).toBeCloseTo(HARDWARE_FIT.computeUtilisation, 6);
    expect(fit.allReduceLatency).toBeCloseTo(HARDWARE_FIT.allReduceLatency, 9);
    expect(fit.layerOverhead).toBeCloseTo(HARDWARE_FIT.layerOverhead, 9);
  });

  it("when a held-out figure changes, then the fit does not (only fit rows are read)", () => {
    const changed = PUBLISHED.map((f) =>
      FIT_SET.includes(figureId(f)) ? f : { ...f, outputTokensPerSecond: f.outputTokensPerSecond * 3 },
    );
    expect(fitHardware(changed)).toEqual(fitHardware(PUBLISHED));
  });

  it("when the fitted model predicts the held-out rows, then the median is within 10% and the worst within 25% (the targets)", () => {
    const report = evaluate(PUBLISHED, HARDWARE_FIT);
    expect(report.heldOut.count).toBe(PUBLISHED.length - FIT_SET.length);
    expect(report.heldOut.medianAbsError).toBeLessThanOrEqual(0.1);
    expect(report.heldOut.worstAbsError).toBeLessThanOrEqual(0.25);
    expect(report.fitted.worstAbsError).toBeLessThan(0.05);
  });

  it("when trtllm-bench sized an engine, then the tuning heuristics' rounding is reproduced", () => {
    const row = (id: string) => PUBLISHED.find((f) => figureId(f) === id)!;
    // 70B on one H100: ~25 requests of 2,176 tokens fit, so the minimum batch (64) and token budget (2,048)
    expect(engineFor(row("h100 llama-3-70b tp1 128/2048"))).toMatchObject({
      maxBatch: 64,
      maxTokensPerStep: 2048,
    });
    // 70B on eight H200: thousands fit; tokens = batch x (1 + 2048 / 128), capped at 32,768
    expect(engineFor(row("h200 llama-3-70b tp8 2048/128"))).toMatchObject({ maxTokensPerStep: 32_768 });
    // MLPerf rows keep their configs' settings
    const mlperf = PUBLISHED.find((f) => f.source === "mlperf-4.1-h200-offline")!;
    expect(engineFor(mlperf)).toMatchObject({ maxBatch: 806, maxTokensPerStep: 8192 });
  });

  it("when the engine's token budget grows, then it reserves more activation memory on each GPU", () => {
    const f = PUBLISHED.find((x) => figureId(x) === "h100 llama-3-70b tp2 128/128")!;
    const engine = engineFor(f);
    const more = reservedBytesPerGpu(f, { ...engine, maxTokensPerStep: engine.maxTokensPerStep * 2 });
    expect(more).toBeGreaterThan(reservedBytesPerGpu(f, engine));
  });
});

describe("given DESIGN's check figures as a held-out check", () => {
  const about = (value: number): DesignFigure => ({ name: "x", kind: "about", design: 30, value });

  it("when a figure is about a value, then it meets DESIGN within 10% either way and misses beyond", () => {
    expect(designError(about(33))).toBeCloseTo(0.1, 12);
    expect(meetsDesign(about(32.9))).toBe(true);
    expect(meetsDesign(about(27.1))).toBe(true);
    expect(meetsDesign(about(33.1))).toBe(false);
    expect(meetsDesign(about(26.9))).toBe(false);
  });

  it("when a figure is a bound, then it has no error and meets DESIGN only on the bound's side", () => {
    const below = (value: number): DesignFigure => ({ name: "x", kind: "below", design: 20, value });
    const atLeast = (value: number): DesignFigure => ({ name: "x", kind: "at least", design: 10, value });
    expect(designError(below(12))).toBeNaN();
    expect(meetsDesign(below(19.9))).toBe(true);
    expect(meetsDesign(below(20))).toBe(false);
    expect(meetsDesign(atLeast(10))).toBe(true);
    expect(meetsDesign(atLeast(9.9))).toBe(false);
  });

  it("when a DESIGN replica takes the fitted constants, then its hardware stays and DESIGN's calibration goes", () => {
    const r = withFittedConstants(REPLICAS.large);
    expect(r.gpus).toBe(4);
    expect(r.model).toBe(REPLICAS.large.model);
    expect(r).toMatchObject({ ...HARDWARE_FIT, kernelOverlap: 0 });
  });

  it("when the passes behind DESIGN's figures are broken down, then the fitted model charges each pass the per-layer cost and the 100-answer decode its all-reduces", () => {
    const fitted = designSteps(withFittedConstants(REPLICAS.large));
    for (const t of [fitted.decode, fitted.chunk, fitted.warmPrefill])
      expect(t.overheadSeconds).toBeCloseTo(80 * HARDWARE_FIT.layerOverhead, 12);
    // 100 answers x 8,192 x 2 B = 1.6 MB a message: a 6-hop ring on 4 GPUs, twice a layer
    expect(fitted.decode.communicationSeconds).toBeGreaterThan(2 * 80 * 6 * HARDWARE_FIT.allReduceLatency);
    const design = designSteps(REPLICAS.large);
    expect(design.decode.overheadSeconds).toBe(0);
    expect(design.decode.seconds).toBeLessThan(fitted.decode.seconds);
  });
});
