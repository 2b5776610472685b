/**
 * Does the timing model predict published hardware figures it was not fitted to? (issue 21; ~5 s of CPU)
 *   npx tsx infra/sim/bench/fidelity.ts      (or: npm run bench -- fidelity)
 *
 * Fits the efficiency constants on the named fit set, then prints every published row (configuration,
 * published, predicted, error), fitted rows apart from held-out ones, the held-out median and worst
 * error, and every DESIGN check figure under DESIGN's calibration and under the fitted constants (a
 * held-out check of DESIGN itself: its error, whether it is within 10%, and the passes it is made of).
 */

import { HARDWARE_FIT, maxConcurrentSequences, REPLICAS, type StepTime } from "@chat/model";
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
