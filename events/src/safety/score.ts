/**
 * Scores labelled examples with the guard classifier or the baseline, for the tuner and the bench. Pure.
 */
import { baselineVerdict } from "./baseline.ts";
import type { SafetyStage } from "./categories.ts";
import { GuardClassifier, type Thresholds } from "./classifier.ts";
import { inputText, type SafetyExample, turnsOf } from "./dataset.ts";
import type { ScoredExample } from "./tune.ts";

export type Flagged = ScoredExample & { flagged: boolean; id: string };

/** `stage`: the check that reads `examples` (its model scores them, its thresholds flag them). */
export function scoreWithGuard(
  model: GuardClassifier,
  examples: SafetyExample[],
  stage: SafetyStage,
  thresholds?: Thresholds,
): Flagged[] {
  return examples.map((e) => {
    const s = model.score(turnsOf(e), stage);
    return {
      id: e.id,
      label: e.label,
      category: e.category,
      style: e.style,
      unsafe: s.unsafe,
      predicted: s.category,
      flagged: thresholds ? GuardClassifier.flags(s, stage, thresholds) : s.unsafe >= 0.5,
    };
  });
}

export function scoreWithBaseline(examples: SafetyExample[], stage: SafetyStage): Flagged[] {
  return examples.map((e) => {
    const v = baselineVerdict(inputText(e), stage);
    return {
      id: e.id,
      label: e.label,
      category: e.category,
      style: e.style,
      unsafe: v.score,
      predicted: v.category ?? "S1",
      flagged: v.flagged,
    };
  });
}
