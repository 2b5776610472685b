import { HARDWARE_FIT } from "@chat/model";
import { describe, expect, it } from "vitest";
import { engineFor, evaluate, FIT_SET, fitHardware, reservedBytesPerGpu } from "./fidelity.ts";
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
