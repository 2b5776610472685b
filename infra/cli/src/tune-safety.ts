/**
 * Trains the simulated guard model and tunes its per-category thresholds on the shipped labelled set:
 *   npx tsx infra/cli/src/tune-safety.ts
 * Trains on the `train` split (prompts and answer sentences), tunes thresholds on `dev`, never reads
 * `heldout` (that is `npm run bench -- safety`'s). Writes events/src/safety/guard-model.json and
 * guard-thresholds.json, and prints the dev figures.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  augment,
  BINARY_CLASSES,
  CLASSES,
  evaluate,
  GuardClassifier,
  type GuardModel,
  inputText,
  inSplit,
  loadSafetySet,
  scoreWithGuard,
  type Thresholds,
  trainGuard,
  tuneThresholds,
} from "@chat/events/safety";

/**
 * Floors on the tuning split: at most 5% of safe prompts flagged, and none of the safe answer sentences
 * (an answer has ~20 sentences, so even 1% per sentence would cut one answer in five). The split is
 * small (45 and 17 safe examples); the bench reports the held-out rates.
 */
const MAX_FALSE_POSITIVE = { input: 0.05, output: 0 };

const set = loadSafetySet();
const train = [...inSplit(set.prompts, "train"), ...inSplit(set.answers, "train")];
const rows = (classOf: (e: (typeof train)[number]) => number) =>
  train.flatMap((e) => {
    const text = inputText(e);
    const variants = e.style === "answer" ? [] : augment(text);
    return [text, ...variants].map((t) => ({ text: t, classIndex: classOf(e) }));
  });
const model: GuardModel = {
  version: 3,
  score: trainGuard(
    rows((e) => (e.category ? 1 : 0)),
    { classes: BINARY_CLASSES },
  ),
  category: trainGuard(rows((e) => CLASSES.indexOf(e.category ?? "safe"))),
};
const guard = new GuardClassifier(model);
const devPrompts = scoreWithGuard(guard, inSplit(set.prompts, "dev"), "input");
// The output check also must not cut an answer over harmless text that merely sounds alarming: the safe
// tuning prompts count as harmless sentences too (the answer sentences alone are few).
const devAnswers = scoreWithGuard(
  guard,
  [...inSplit(set.answers, "dev"), ...inSplit(set.prompts, "dev").filter((e) => e.label === "safe")],
  "output",
);
const thresholds: Thresholds = {
  input: tuneThresholds(devPrompts, { maxFalsePositive: MAX_FALSE_POSITIVE.input, lowest: 0.4 }),
  // Sentences: one floor for every hazard. A hazard's few tuning sentences are too few to lower its own
  // threshold, and a false positive here cuts an answer mid-way.
  output: tuneThresholds(devAnswers, { maxFalsePositive: MAX_FALSE_POSITIVE.output, lowest: 1 }),
};

const dir = fileURLToPath(new URL("../../../events/src/safety/", import.meta.url));
writeFileSync(`${dir}guard-model.json`, `${JSON.stringify(model)}\n`);
writeFileSync(`${dir}guard-thresholds.json`, `${JSON.stringify(thresholds, null, 2)}\n`);
// In the repository's own format, so `npm run lint` passes on what the tuner wrote.
spawnSync(fileURLToPath(new URL("../../../node_modules/.bin/biome", import.meta.url)), [
  "format",
  "--write",
  `${dir}guard-model.json`,
  `${dir}guard-thresholds.json`,
]);

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
for (const [stage, examples] of [
  ["input", inSplit(set.prompts, "dev")],
  ["output", inSplit(set.answers, "dev")],
] as const) {
  const ev = evaluate(scoreWithGuard(guard, examples, stage, thresholds));
  console.log(
    `dev ${stage}: refused ${ev.refused}/${ev.harmful} harmful (${pct(ev.refusalRate)}), flagged ${ev.falsePositives}/${ev.safe} safe (${pct(ev.falsePositiveRate)})`,
  );
}
console.log(
  `trained on ${train.length} examples, ${Object.keys(model.score.weights).length} + ${Object.keys(model.category.weights).length} weighted features; wrote guard-model.json and guard-thresholds.json`,
);
