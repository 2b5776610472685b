/**
 * Does the timing model predict published hardware figures it was not fitted to? (issue 21; ~2 s of CPU)
 *   npx tsx infra/sim/bench/fidelity.ts      (or: npm run bench -- fidelity)
 *
 * Fits the efficiency constants on the named fit set, then prints every published row (configuration,
 * published, predicted, error), fitted rows apart from held-out ones, the held-out median and worst
 * error, and DESIGN's check figures under the fitted constants (a held-out check of DESIGN itself).
 */

import { HARDWARE_FIT, REPLICAS, type ReplicaProfile } from "@chat/model";
import { engineFor, evaluate, FIT_SET, type FidelityRow, fitHardware } from "../src/fidelity.ts";
import { PUBLISHED, SOURCES } from "../src/published-figures.ts";
import { concurrentAnswers, gpuSecondsPerMessage, longPromptAmongAnswers } from "../src/scenarios.ts";

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

// DESIGN's check figures, with DESIGN's calibration (what the tests assert) and with the fitted hardware.
const fitted = (r: ReplicaProfile): ReplicaProfile => ({ ...r, ...HARDWARE_FIT, kernelOverlap: 0 });
const figures = (r: { large: ReplicaProfile; small: ReplicaProfile }) => {
  const c = concurrentAnswers(r.large, 100);
  const d = longPromptAmongAnswers(r.large);
  const big = gpuSecondsPerMessage(r.large);
  const small = gpuSecondsPerMessage(r.small);
  return [
    ["100 answers: streaming tok/s each", c.meanStreamingTokensPerSecond, 30],
    ["30k-token prompt: others' min tok/s", d.othersMinTokensPerSecond, 20],
    ["30k-token prompt: first token s", d.firstTokenSeconds, 3.5],
    ["70B GPU-s/message decode", big.decode, 0.53],
    ["70B GPU-s/message prefill (warm)", big.prefill, 0.14],
    ["8B GPU-s/message", small.total, 0.18],
  ] as const;
};
const design = figures(REPLICAS);
const hardware = figures({ large: fitted(REPLICAS.large), small: fitted(REPLICAS.small) });
console.log(
  "\nDESIGN check figures (70B 4 x H100, 8B 1 x H100, BF16): DESIGN calibration vs the fitted hardware",
);
for (let i = 0; i < design.length; i++) {
  const [name, d, target] = design[i]!;
  const hw = hardware[i]![1];
  console.log(
    `  ${name.padEnd(38)} DESIGN ~${String(target).padEnd(5)} calibrated ${d.toFixed(3).padStart(7)}  fitted hardware ${hw.toFixed(3).padStart(7)} (${pct((hw - target) / target)})`,
  );
}
console.log(
  `\nsources: ${Object.values(SOURCES)
    .map((s) => s.at)
    .filter((v, i, a) => a.indexOf(v) === i)
    .join("; ")}`,
);
