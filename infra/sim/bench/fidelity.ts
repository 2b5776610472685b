/**
 * Does the timing model predict published hardware figures it was not fitted to? (issue 21; ~5 s of CPU)
 *   npx tsx infra/sim/bench/fidelity.ts      (or: npm run bench -- fidelity)
 *
 * Fits the efficiency constants on the named fit set, then prints every published row (configuration,
 * published, predicted, error), fitted rows apart from held-out ones, the held-out median and worst
 * error, and every DESIGN check figure under DESIGN's calibration and under the fitted constants (a
 * held-out check of DESIGN itself: its error, whether it is within 10%, and the passes it is made of).
 */

import { GPUS, HARDWARE_FIT, maxConcurrentSequences, REPLICAS, type StepTime } from "@chat/model";
import {
  designCheck,
  designError,
  designSteps,
  engineFor,
  evaluate,
  FIT_SET,
  type FidelityRow,
  fitHardware,
  meetsDesign,
  withFittedConstants,
} from "../src/fidelity.ts";
import { fixedCostSplit, headMs, layerStackRows, MEASURED_RUNS, summarise } from "../src/measured-layers.ts";
import { PUBLISHED, SOURCES } from "../src/published-figures.ts";
import { WORKLOAD } from "../src/scenarios.ts";

const pct = (v: number) => (Number.isFinite(v) ? `${v >= 0 ? "+" : ""}${(v * 100).toFixed(1)}%` : "n/a");
const num = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString("en-US") : "cannot run");

const fit = fitHardware(PUBLISHED);
console.log(`fit set (${FIT_SET.length} rows): ${FIT_SET.join("; ")}`);
const constants = (c: typeof fit) =>
  `memoryEfficiency ${c.memoryEfficiency}, computeUtilisation ${c.computeUtilisation}, allReduceLatency ${(c.allReduceLatency * 1e6).toFixed(1)} us per hop, layerOverhead ${(c.layerOverhead * 1e6).toFixed(0)} us per layer`;
console.log(`fitted: ${constants(fit)}`);
console.log(`hardware.ts HARDWARE_FIT: ${constants(HARDWARE_FIT)}`);
const report = evaluate(PUBLISHED, fit);

function table(title: string, rows: FidelityRow[]): void {
  console.log(`\n${title}`);
  const w = Math.max(...rows.map((r) => r.id.length));
  console.log(
    `${"configuration (gpu model tp in/out)".padEnd(w)}  ${"published".padStart(9)}  ${"predicted".padStart(10)}  ${"error".padStart(7)}  batch (bound), engine max batch / tokens per step`,
  );
  for (const r of rows) {
    const mark = r.figure.assumed ? "  *" : "";
    const e = engineFor(r.figure);
    console.log(
      `${r.id.padEnd(w)}  ${num(r.published).padStart(9)}  ${num(r.predicted).padStart(10)}  ${pct(r.error).padStart(7)}  ${r.batch} (${r.limit}), ${e.maxBatch} / ${e.maxTokensPerStep}${mark}`,
    );
  }
}
table(
  "FITTED rows (output tokens/s)",
  report.rows.filter((r) => r.fitted),
);
table(
  "HELD-OUT rows (output tokens/s)",
  report.rows.filter((r) => !r.fitted),
);
console.log(`\n* MLPerf rows: ${PUBLISHED.find((f) => f.assumed)?.assumed}`);

const h = report.heldOut;
console.log(
  `\nheld-out: ${h.count} rows, median |error| ${pct(h.medianAbsError)}, worst ${pct(h.worstAbsError)} (${h.worstId})  [target: median <= 10%, worst <= 25%]`,
);
console.log(
  `fitted:   ${report.fitted.count} rows, median |error| ${pct(report.fitted.medianAbsError)}, worst ${pct(report.fitted.worstAbsError)}`,
);
const groups = new Map<string, number[]>();
for (const r of report.rows.filter((x) => !x.fitted)) {
  for (const key of [`${r.figure.gpu} (all)`, `${r.figure.model} tp${r.figure.tp}`])
    groups.set(key, [...(groups.get(key) ?? []), Math.abs(r.error)]);
}
console.log("held-out median |error| by gpu, and by model and tp:");
for (const [key, errors] of groups) {
  const s = errors.sort((a, b) => a - b);
  console.log(
    `  ${key.padEnd(18)} ${pct(s[s.length >> 1]!).padStart(7)}  (worst ${pct(s.at(-1)!)}, ${s.length} rows)`,
  );
}
const compare = (what: string, fixed: Parameters<typeof fitHardware>[2]) => {
  const c = evaluate(PUBLISHED, fitHardware(PUBLISHED, FIT_SET, fixed));
  console.log(
    `${what}, refitted: held-out median ${pct(c.heldOut.medianAbsError)}, worst ${pct(c.heldOut.worstAbsError)}`,
  );
};
compare("with kernelOverlap 1 (KV reads hidden under GEMMs, DESIGN's assumption)", { kernelOverlap: 1 });
compare("without the per-layer cost (layerOverhead 0)", { layerOverhead: 0 });

// DESIGN's check figures: with DESIGN's calibration (what the tests assert) and with the fitted hardware
// (a held-out check of DESIGN: no DESIGN figure was fitted).
const hardware = { large: withFittedConstants(REPLICAS.large), small: withFittedConstants(REPLICAS.small) };
const design = designCheck(REPLICAS);
const fittedCheck = designCheck(hardware);
console.log(
  "\nDESIGN check figures (70B BF16 on 4 x H100, 8B BF16 on 1 x H100), a held-out check: DESIGN calibration (tested) vs the fitted hardware",
);
console.log(
  `  ${"figure".padEnd(40)} ${"DESIGN".padEnd(9)} ${"test range".padEnd(12)} ${"calibrated".padStart(10)}  ${"fitted hw".padStart(9)}  ${"error".padStart(7)}  within 10% / bound`,
);
const show = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(3));
for (let i = 0; i < design.length; i++) {
  const d = design[i]!;
  const hw = fittedCheck[i]!;
  const target = `${d.kind === "about" ? "~" : d.kind === "below" ? "< " : ">= "}${d.design}`;
  const range = d.range ? `${d.range[0]}-${d.range[1]}` : "";
  console.log(
    `  ${d.name.padEnd(40)} ${target.padEnd(9)} ${range.padEnd(12)} ${show(d.value).padStart(10)}  ${show(hw.value).padStart(9)}  ${pct(designError(hw)).padStart(7)}  ${meetsDesign(hw) ? "yes" : "MISSES"}`,
  );
}
const missed = fittedCheck.filter((f) => !meetsDesign(f));
console.log(
  `fitted hardware: ${fittedCheck.length - missed.length} of ${fittedCheck.length} DESIGN figures within 10% or their bound; misses: ${missed.map((f) => f.name).join("; ") || "none"}`,
);

// Where the time goes: the passes DESIGN's figures are made of, part by part.
const ms = (v: number) => `${(v * 1e3).toFixed(1)}`.padStart(5);
const parts = (t: StepTime) =>
  `${ms(t.seconds)} ms = roofline ${ms(t.seconds - t.communicationSeconds - t.overheadSeconds)} (memory ${ms(t.memorySeconds)}, compute ${ms(t.computeSeconds)}) + all-reduce ${ms(t.communicationSeconds)} + per-layer ${ms(t.overheadSeconds)}`;
const smallBatch = Math.min(
  100,
  maxConcurrentSequences(REPLICAS.small, WORKLOAD.promptTokens + WORKLOAD.answerTokens),
);
for (const [name, r, s] of [
  ["DESIGN calibration", REPLICAS, designSteps(REPLICAS.large)],
  ["fitted hardware", hardware, designSteps(hardware.large)],
] as const) {
  console.log(`\nthe passes behind DESIGN's figures, ${name}`);
  console.log(`  70B 4 x H100, decode of 100 answers at 3,200 tokens  ${parts(s.decode)}`);
  console.log(`  70B 4 x H100, a 512-token prompt chunk alone         ${parts(s.chunk)}`);
  console.log(`  70B 4 x H100, a warm turn's 390 new tokens           ${parts(s.warmPrefill)}`);
  const small = designSteps(r.small, smallBatch).decode;
  console.log(`  8B 1 x H100, decode of ${smallBatch} answers at 3,200 tokens    ${parts(small)}`);
}
console.log(
  `\nsources: ${Object.values(SOURCES)
    .map((s) => s.at)
    .filter((v, i, a) => a.indexOf(v) === i)
    .join("; ")}`,
);

// Layer stacks timed on a real GPU here (infra/sim/device/layer_stack.py on a lent H200): held out, never
// fitted. One GPU, so no all-reduce: each prediction leaves its all-reduce term out.
const lastRun = MEASURED_RUNS.at(-1)!;
const earlierRuns = MEASURED_RUNS.slice(0, -1);
const c = lastRun.ceilings;
console.log(
  `\nMEASURED on a GPU here: ${lastRun.gpu}, torch ${lastRun.torch}, ${lastRun.stack_layers} random-weight layers per stack scaled to the model's layer count; copy ${(c.copy_bytes_per_s / 1e12).toFixed(2)} TB/s (${((c.copy_bytes_per_s / GPUS.h200.memoryBandwidth) * 100).toFixed(0)}% of the datasheet's 4.8), BF16 GEMM ${(c.bf16_gemm_flops / 1e12).toFixed(0)} TFLOP/s (${((c.bf16_gemm_flops / GPUS.h200.flops) * 100).toFixed(0)}% of 989)`,
);
// DESIGN's calibration per model (the 8B's has its own bandwidth share), no all-reduce latency or layer cost.
const designConstants = (r: typeof REPLICAS.large | typeof REPLICAS.small) => ({
  memoryEfficiency: r.memoryEfficiency,
  computeUtilisation: r.computeUtilisation,
  allReduceLatency: 0,
  layerOverhead: 0,
  kernelOverlap: 1,
});
const measuredFit = layerStackRows(lastRun, HARDWARE_FIT);
const designLarge = layerStackRows(lastRun, designConstants(REPLICAS.large));
const designSmall = layerStackRows(lastRun, designConstants(REPLICAS.small));
const measuredDesign = designLarge.map((r, i) => (r.case.shape === "llama-3-8b" ? designSmall[i]! : r));
const earlier = new Map<string, number[]>();
for (const run of earlierRuns)
  for (const r of layerStackRows(run, HARDWARE_FIT))
    earlier.set(r.id, [...(earlier.get(r.id) ?? []), r.measuredMs]);
const wm = Math.max(...measuredFit.map((r) => r.id.length));
console.log(
  `  ${"stack (80 or 32 layers of one GPU's share)".padEnd(wm)}  ${"measured".padStart(8)}  ${"other runs".padStart(11)}  ${"fitted".padStart(6)}  ${"error".padStart(7)}  ${"DESIGN".padStart(6)}  ${"error".padStart(7)}   ms`,
);
for (let i = 0; i < measuredFit.length; i++) {
  const r = measuredFit[i]!;
  const d = measuredDesign[i]!;
  const before =
    earlier
      .get(r.id)
      ?.map((v) => v.toFixed(1))
      .join("/") ?? "-";
  console.log(
    `  ${r.id.padEnd(wm)}  ${r.measuredMs.toFixed(1).padStart(8)}  ${before.padStart(11)}  ${r.predictedMs.toFixed(1).padStart(6)}  ${pct(r.error).padStart(7)}  ${d.predictedMs.toFixed(1).padStart(6)}  ${pct(d.error).padStart(7)}`,
  );
}
const spreads = measuredFit.flatMap((r) =>
  (earlier.get(r.id) ?? []).map((v) => Math.abs(v / r.measuredMs - 1)),
);
console.log(
  `the same case timed again in another run (on another machine): ${spreads.length} pairs, largest difference ${pct(Math.max(...spreads))}, median ${pct(spreads.sort((a, b) => a - b)[spreads.length >> 1]!)}`,
);
for (const [what, keep] of [
  ["all", () => true],
  ["plain (a kernel per op)", (r: (typeof measuredFit)[number]) => !r.case.compiled],
  ["fused (torch.compile)", (r: (typeof measuredFit)[number]) => r.case.compiled],
] as const) {
  const sm = summarise(measuredFit.filter(keep));
  const sd = summarise(measuredDesign.filter(keep));
  console.log(
    `measured stacks, held out, ${what}: ${sm.count} rows; fitted hardware median |error| ${pct(sm.medianAbsError)}, worst ${pct(sm.worstAbsError)} (${sm.worstId}); DESIGN calibration median ${pct(sd.medianAbsError)}, worst ${pct(sd.worstAbsError)}`,
  );
}

// The decode rows split as the model splits a pass: bytes at the measured copy rate, and the rest.
console.log(
  `\nper-layer cost beyond the bytes (decode, measured - bytes at the measured copy rate) vs the fit's layerOverhead ${(HARDWARE_FIT.layerOverhead * 1e6).toFixed(0)} us:`,
);
for (const r of measuredFit.filter((x) => x.case.kind === "decode")) {
  const s = fixedCostSplit(lastRun, r.case);
  console.log(
    `  ${r.id.padEnd(wm)}  ${s.perLayerMs.toFixed(3)} ms a layer = bytes ${s.bytesMs.toFixed(3)} + ${s.restUs.toFixed(0).padStart(4)} us`,
  );
}

// DESIGN's passes on an H100, from the measurement (bytes moved to H100's bandwidth at the same share,
// the rest kept; decode with its LM head and pick; all-reduce not measured), beside what DESIGN and the
// fit say before their all-reduce.
console.log(
  "\nDESIGN's passes from the measurement, moved to an H100 (bytes at 3.35 TB/s x the measured share, the rest as measured, decode with its LM head; compute-bound prefill unchanged: same tensor cores), all-reduce NOT included:",
);
const beforeAllReduce = (t: StepTime) => (t.seconds - t.communicationSeconds) * 1e3;
const dS = designSteps(REPLICAS.large);
const fS = designSteps(hardware.large);
const small = { design: designSteps(REPLICAS.small, 88).decode, fit: designSteps(hardware.small, 88).decode };
const passes = [
  [
    "70B TP4 decode, 100 answers at 3,200 (plain)",
    "llama-3-70b tp4 decode 100 x 3200 (bf16)",
    dS.decode,
    fS.decode,
  ],
  [
    "70B TP4 decode, 100 answers at 3,200 (fused)",
    "llama-3-70b tp4 decode 100 x 3200 (bf16, fused)",
    dS.decode,
    fS.decode,
  ],
  ["70B TP4 a 512-token chunk", "llama-3-70b tp4 prefill 512 after 0 (bf16)", dS.chunk, fS.chunk],
  [
    "70B TP4 a warm turn, 390 new after 2,610",
    "llama-3-70b tp4 prefill 390 after 2610 (bf16)",
    dS.warmPrefill,
    fS.warmPrefill,
  ],
  [
    "8B TP1 decode, 88 answers at 3,200 (plain)",
    "llama-3-8b tp1 decode 88 x 3200 (bf16)",
    small.design,
    small.fit,
  ],
  [
    "8B TP1 decode, 88 answers at 3,200 (fused)",
    "llama-3-8b tp1 decode 88 x 3200 (bf16, fused)",
    small.design,
    small.fit,
  ],
] as const;
for (const [label, id, design, fitted] of passes) {
  const r = measuredFit.find((x) => x.id === id);
  if (!r) continue;
  const decode = r.case.kind === "decode";
  const h100 = decode
    ? fixedCostSplit(lastRun, r.case).h100Ms + (headMs(lastRun, r.case.shape, r.case.tp, "h100") ?? 0)
    : r.measuredMs;
  console.log(
    `  ${label.padEnd(44)} measured ${h100.toFixed(1).padStart(5)} ms   DESIGN ${beforeAllReduce(design).toFixed(1).padStart(5)}   fitted ${beforeAllReduce(fitted).toFixed(1).padStart(5)} (+ all-reduce ${(fitted.communicationSeconds * 1e3).toFixed(1)} under the fit)`,
  );
}

// What the measurement would do to the fit: memoryEfficiency set to the copy share measured (not fitted),
// and the per-layer cost as well; the rest refitted on the fit set.
const measuredShare = Math.round((c.copy_bytes_per_s / GPUS.h200.memoryBandwidth) * 100) / 100;
const plainRests = measuredFit
  .filter((r) => r.case.kind === "decode" && !r.case.compiled && !r.case.fp8)
  .map((r) => fixedCostSplit(lastRun, r.case).restUs)
  .sort((a, b) => a - b);
const plainRest = Math.round(plainRests[plainRests.length >> 1]!) * 1e-6;
for (const [what, fixed] of [
  [`memoryEfficiency ${measuredShare} (the measured copy share)`, { memoryEfficiency: measuredShare }],
  [
    `memoryEfficiency ${measuredShare} and layerOverhead ${(plainRest * 1e6).toFixed(0)} us (both measured)`,
    { memoryEfficiency: measuredShare, layerOverhead: plainRest },
  ],
] as const) {
  const k = fitHardware(PUBLISHED, FIT_SET, fixed);
  const pub = evaluate(PUBLISHED, k);
  const mes = summarise(layerStackRows(lastRun, k));
  const dc = designCheck({
    large: withFittedConstants(REPLICAS.large, k),
    small: withFittedConstants(REPLICAS.small, k),
  });
  console.log(
    `refit with ${what}: ${constants(k)}\n  published held-out median ${pct(pub.heldOut.medianAbsError)}, worst ${pct(pub.heldOut.worstAbsError)}; measured stacks median ${pct(mes.medianAbsError)}, worst ${pct(mes.worstAbsError)}; DESIGN figures within 10% or their bound: ${dc.filter(meetsDesign).length} of ${dc.length}`,
  );
}
