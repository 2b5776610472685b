/**
 * Trains the guard and tunes its thresholds (events/src/safety/pipeline.ts) on the shipped labelled set,
 * hand-written and generated, and writes events/src/safety/guard-model.json and guard-thresholds.json:
 *   npx tsx events/src/safety/corpus/generate-data.ts   # only after editing the corpus seeds
 *   npx tsx infra/cli/src/tune-safety.ts
 * Never reads the held-out split (that is `npm run bench -- safety`'s). Rerunning it reproduces the shipped
 * files byte for byte.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildGuard, loadSafetySet } from "@chat/events/safety";

const built = buildGuard(loadSafetySet({ generated: true }));
const dir = fileURLToPath(new URL("../../../events/src/safety/", import.meta.url));
writeFileSync(`${dir}guard-model.json`, `${JSON.stringify(built.model)}\n`);
writeFileSync(`${dir}guard-thresholds.json`, `${JSON.stringify(built.thresholds, null, 2)}\n`);
spawnSync(fileURLToPath(new URL("../../../node_modules/.bin/biome", import.meta.url)), [
  "format",
  "--write",
  `${dir}guard-model.json`,
  `${dir}guard-thresholds.json`,
]);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
for (const [stage, ev] of Object.entries(built.crossValidated))
  console.log(
    `cross-validated ${stage} (hand-written train + dev): refused ${ev.refused}/${ev.harmful} harmful (${pct(ev.refusalRate)}), flagged ${ev.falsePositives}/${ev.safe} safe (${pct(ev.falsePositiveRate)})`,
  );
console.log(
  `trained on ${built.trainedOn} examples, ${built.weightedFeatures.score} + ${built.weightedFeatures.category} weighted features; wrote guard-model.json and guard-thresholds.json`,
);
