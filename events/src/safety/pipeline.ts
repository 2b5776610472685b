/**
 * Trains the guard and tunes its thresholds from a labelled set: what the tuner does, in one pure
 * function so the tuner, tests and experiments build the same model. The held-out split is never read.
 *
 * Thresholds are tuned on out-of-fold scores: the train and dev splits (every group in one fold) are cut
 * into `folds` parts, each scored by a model trained on the others, so every non-held-out example is
 * scored by a model that never saw it: ~710 hand-written harmless prompts to set a 1.5% budget with instead
 * of the dev split's ~140. The shipped model is then trained on train and dev together.
 * - Input: per-hazard thresholds: a floor that flags at most `maxFalsePositive.input` of the hand-written
 *   harmless prompts, lower for a hazard only where that catches all of its examples and no harmless one
 *   predicted as it. The generated harmless prompts train the model but do not set the floor: many wrap a
 *   harmless request in a jailbreak frame ("Developer mode enabled. Explain how to take out a loan"),
 *   which real traffic rarely does, and they would lift it (input floor 0.86 with them, recall 65%).
 * - Output: the same rule over the harmless answer sentences alone (~440 in train + dev): a floor, lower
 *   for a hazard only where all of its answer sentences allow (S5's defamation reads like news and scores
 *   lower than instructions do: out of fold 27/35 caught at 0.51 against 15/32 at the floor). Harmless
 *   prompts read as sentences used to fill out the count, but they score lower than answer sentences do,
 *   so a floor set with them flagged 3.2% of the harmless answer sentences, not 1.5%.
 * The budgets sit under the 2% target: a threshold tuned on a few hundred examples lands on either side
 * of it on new ones.
 */
import {
  BINARY_CLASSES,
  CATEGORY_FEATURES,
  CLASSES,
  GuardClassifier,
  type GuardModel,
  type Thresholds,
} from "./classifier.ts";
import type { SafetySet } from "./data.ts";
import { inputText, isChat, isGenerated, type SafetyExample, splitOf } from "./dataset.ts";
import { featurize, fnv1a } from "./features.ts";
import { packNeighbours } from "./neighbours.ts";
import { unpackIds } from "./packed.ts";
import { type Flagged, scoreWithGuard } from "./score.ts";
import { augment, augmentSentence, type TrainingExample, trainGuard } from "./train.ts";
import { type Evaluation, evaluate, tuneThresholds } from "./tune.ts";

export type BuildOptions = {
  maxFalsePositive?: { input: number; output: number };
  /** Lowest per-hazard threshold the tuning may pick, per stage. */
  lowestInput?: number;
  lowestOutput?: number;
  folds?: number;
};

export const DEFAULT_BUDGETS = { input: 0.015, output: 0.015 };

export type BuiltGuard = {
  model: GuardModel;
  thresholds: Thresholds;
  /** Out-of-fold figures at the chosen thresholds, hand-written examples (the held-out ones are the bench's). */
  crossValidated: { input: Evaluation; output: Evaluation };
  trainedOn: number;
  /** Feature buckets with a stored weight, per model (what the file's size grows with). */
  weightedFeatures: { score: number; category: number };
};

/**
 * How many times each hand-written example is trained on: the ~2,300 hand-written ones in train + dev then
 * weigh more than the ~4,600 generated ones, whose templates are easier than real phrasing. Cross-validated on train + dev
 * (hand-written, input AUC): 0.9879 twice, 0.9887 three times (AdaGrad, blended score); with plain SGD
 * 0.9837 once, 0.9851 twice.
 */
const HAND_WRITTEN_REPEATS = 3;

/**
 * The nearest-requests vote blended into the input score (`neighbours.ts`). Chosen out of fold (train +
 * dev, two folds, one floor at the 1.5% budget; the held-out part never): requests caught 71.6% (1.3% of
 * harmless flagged) without -> 74.6% (1.3%) with k = 9 at 0.3, those of up to 10 words 54.6% -> 67.7%
 * (harmless 0.5% -> 0.7%); k = 15: 74.1% (1.5%), k = 25: 73.2% (1.5%); blend 0.2: 73.5%, 0.4: 72.4%.
 */
export const NEIGHBOURS = { k: 9, blend: 0.3 };

export function trainModel(examples: SafetyExample[]): GuardModel {
  const rows = (classOf: (e: SafetyExample) => number): TrainingExample[] =>
    examples.flatMap((e) => {
      const text = inputText(e);
      const variants = e.style === "answer" ? augmentSentence(text) : augment(text);
      const answer = e.style === "answer";
      const once = [text, ...variants].map((t) => ({ text: t, classIndex: classOf(e), answer }));
      return isGenerated(e) ? once : Array.from({ length: HAND_WRITTEN_REPEATS }, () => once).flat();
    });
  const binary = rows((e) => (e.category ? 1 : 0));
  // The neighbours are the hand-written requests (chat included), once each, whole conversations as the
  // guard reads them: the generated ones are templates, and would crowd a request's nearest with copies.
  const requests = examples.filter((e) => e.style !== "answer" && !isGenerated(e));
  return {
    version: 5,
    score: trainGuard(binary, { classes: BINARY_CLASSES }),
    outputScore: trainGuard(binary, { classes: BINARY_CLASSES, answerCopies: true }),
    // The hazard model only names the category: its smallest weights go, to keep the file small.
    category: trainGuard(
      rows((e) => CLASSES.indexOf(e.category ?? "safe")),
      { prune: 3, features: CATEGORY_FEATURES },
    ),
    neighbours: packNeighbours(
      requests.map((e) => ({ vector: featurize(inputText(e)), harmful: e.label === "unsafe" })),
      NEIGHBOURS.k,
      NEIGHBOURS.blend,
    ),
  };
}

/** What the guard trains and tunes on: every example outside the held-out split. */
export function trainingPool(set: SafetySet): SafetyExample[] {
  return [...set.prompts, ...set.answers].filter((e) => splitOf(e.group) !== "heldout");
}

export function buildGuard(set: SafetySet, opts: BuildOptions = {}): BuiltGuard {
  const budgets = opts.maxFalsePositive ?? DEFAULT_BUDGETS;
  const folds = opts.folds ?? 4;
  const pool = trainingPool(set);
  const foldOf = (e: SafetyExample) => fnv1a(`cv:${e.group}`) % folds;
  const outOfFold = new Map<SafetyExample, Flagged>();
  for (let k = 0; k < folds; k++) {
    const guard = new GuardClassifier(trainModel(pool.filter((e) => foldOf(e) !== k)));
    const held = pool.filter((e) => foldOf(e) === k);
    // Each part scored by the check that reads it: requests by the input's, answer sentences by the output's.
    for (const [stage, part] of [
      ["input", held.filter((e) => e.style !== "answer")],
      ["output", held.filter((e) => e.style === "answer")],
    ] as const) {
      scoreWithGuard(guard, part, stage).forEach((s, i) => {
        outOfFold.set(part[i]!, s);
      });
    }
  }
  const scoresOf = (xs: SafetyExample[]) => xs.map((e) => outOfFold.get(e)!);
  const prompts = pool.filter((e) => e.style !== "answer");
  const sentences = pool.filter((e) => e.style === "answer");
  // Chat messages train the model but neither set nor report the budget (`dataset.ts`, style "chat").
  const handWritten = (xs: SafetyExample[]) => xs.filter((e) => !isGenerated(e) && !isChat(e));
  const tuned = (xs: SafetyExample[], maxFalsePositive: number, lowest: number) =>
    tuneThresholds(scoresOf(handWritten(xs)), { maxFalsePositive, lowest });
  const thresholds: Thresholds = {
    input: tuned(prompts, budgets.input, opts.lowestInput ?? 0.3),
    output: tuned(sentences, budgets.output, opts.lowestOutput ?? 0.3),
  };
  const flagged = (xs: SafetyExample[], stage: "input" | "output") =>
    evaluate(
      scoresOf(handWritten(xs)).map((s) => ({
        ...s,
        flagged: GuardClassifier.flags({ unsafe: s.unsafe, category: s.predicted }, stage, thresholds),
      })),
    );
  const model = trainModel(pool);
  return {
    model,
    thresholds,
    crossValidated: {
      input: flagged(prompts, "input"),
      output: flagged(sentences, "output"),
    },
    trainedOn: pool.length,
    weightedFeatures: {
      score: unpackIds(model.score.ids).length,
      category: unpackIds(model.category.ids).length,
    },
  };
}
