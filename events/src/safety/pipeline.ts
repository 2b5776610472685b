/**
 * Trains the guard and tunes its thresholds from a labelled set: what `npx tsx infra/cli/src/tune-safety.ts`
 * does, in one pure function so the tuner, tests and experiments build the same model.
 *
 * Train split (hand-written and generated prompts with their wrapped variants, and answer sentences) ->
 * weights; dev split -> thresholds; the held-out split is never read here.
 * - Input: per-hazard thresholds, a floor that flags at most `maxFalsePositive.input` of the safe dev
 *   prompts, lower for a hazard only where that catches all of its dev examples and no safe one.
 * - Output: one floor for every hazard, at most `maxFalsePositive.output` of the safe dev sentences
 *   (answer sentences and the safe dev prompts, read as sentences) flagged.
 * The budgets sit under the 2% target, because a threshold tuned on a few hundred examples lands on
 * either side of it on new ones.
 */
import { BINARY_CLASSES, CLASSES, GuardClassifier, type GuardModel, type Thresholds } from "./classifier.ts";
import type { SafetySet } from "./data.ts";
import { inputText, type SafetyExample, splitOf } from "./dataset.ts";
import { scoreWithGuard } from "./score.ts";
import { augment, augmentSentence, type TrainingExample, trainGuard } from "./train.ts";
import { type Evaluation, evaluate, tuneThresholds } from "./tune.ts";

export type BuildOptions = {
  maxFalsePositive?: { input: number; output: number };
  /** Lowest per-hazard input threshold the dev split may pick. */
  lowestInput?: number;
};

export const DEFAULT_BUDGETS = { input: 0.015, output: 0.015 };

export type BuiltGuard = {
  model: GuardModel;
  thresholds: Thresholds;
  /** The dev split at the chosen thresholds (the held-out figures are the bench's). */
  dev: { input: Evaluation; output: Evaluation };
  trainedOn: number;
};

export function buildGuard(set: SafetySet, opts: BuildOptions = {}): BuiltGuard {
  const budgets = opts.maxFalsePositive ?? DEFAULT_BUDGETS;
  const of = (xs: SafetyExample[], split: "train" | "dev") => xs.filter((e) => splitOf(e.group) === split);
  const train = [...of(set.prompts, "train"), ...of(set.answers, "train")];
  const rows = (classOf: (e: SafetyExample) => number): TrainingExample[] =>
    train.flatMap((e) => {
      const text = inputText(e);
      const variants = e.style === "answer" ? augmentSentence(text) : augment(text);
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
  const devPrompts = of(set.prompts, "dev");
  const devAnswers = of(set.answers, "dev");
  const safeAsSentences = devPrompts.filter((e) => e.label === "safe" && !e.context);
  const thresholds: Thresholds = {
    input: tuneThresholds(scoreWithGuard(guard, devPrompts, "input"), {
      maxFalsePositive: budgets.input,
      lowest: opts.lowestInput ?? 0.3,
    }),
    output: tuneThresholds(scoreWithGuard(guard, [...devAnswers, ...safeAsSentences], "output"), {
      maxFalsePositive: budgets.output,
      lowest: 1,
    }),
  };
  return {
    model,
    thresholds,
    dev: {
      input: evaluate(scoreWithGuard(guard, devPrompts, "input", thresholds)),
      output: evaluate(scoreWithGuard(guard, devAnswers, "output", thresholds)),
    },
    trainedOn: train.length,
  };
}
