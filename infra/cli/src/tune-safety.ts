/**
 * Trains the guard and tunes its thresholds (events/src/safety/pipeline.ts) on the shipped labelled set,
 * hand-written and generated, and writes events/src/safety/guard-model.json and guard-thresholds.json:
 *   npx tsx events/src/safety/corpus/generate-data.ts   # only after editing the corpus seeds
 *   npx tsx events/src/safety/corpus/write-frequent-words.ts   # after adding data (normalization's words)
 *   npx tsx infra/cli/src/tune-safety.ts
 *   npx tsx infra/cli/src/tune-safety.ts --check        # retrains; exits 1 unless the shipped files match
 * Never reads the held-out split (that is `npm run bench -- safety`'s). Rerunning it reproduces the shipped
 * files byte for byte; the model carries the fingerprint of the data and trainer it came from, which
 * `shipped.unit.spec.ts` checks in seconds.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { buildGuard, loadSafetySet, trainingFingerprint, trainingPool } from "@chat/events/safety";

const check = process.argv.includes("--check");
const set = loadSafetySet({ generated: true });
const built = buildGuard(set);
const model = { ...built.model, fingerprint: await trainingFingerprint(trainingPool(set)) };
const dir = fileURLToPath(new URL("../../../events/src/safety/", import.meta.url));
if (check) {
  const read = (f: string) => JSON.parse(readFileSync(`${dir}${f}`, "utf8"));
  const same =
    isDeepStrictEqual(read("guard-model.json"), model) &&
    isDeepStrictEqual(read("guard-thresholds.json"), built.thresholds);
  console.log(
    same
      ? "the shipped guard-model.json and guard-thresholds.json are what this data and code train"
      : "the shipped files differ from what this data and code train: run `npx tsx infra/cli/src/tune-safety.ts`",
  );
  process.exit(same ? 0 : 1);
}
writeFileSync(`${dir}guard-model.json`, `${JSON.stringify(model)}\n`);
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
