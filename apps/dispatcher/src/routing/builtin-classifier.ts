/** The in-process classifier: hand-made features and logistic-regression weights. Synchronous underneath. */
import { extractFeatures } from "./features.ts";
import { predict, type RouterWeights } from "./logistic.ts";
import type { DifficultyClassifier, RouterInput } from "./types.ts";

export class BuiltinClassifier implements DifficultyClassifier {
  readonly name = "builtin";
  constructor(private readonly weights: RouterWeights) {}

  /** The score without the Promise, for offline tools and latency measurement. */
  scoreSync(input: RouterInput): number {
    return predict(this.weights, extractFeatures(input));
  }

  score(input: RouterInput, signal?: AbortSignal): Promise<number> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    try {
      return Promise.resolve(this.scoreSync(input));
    } catch (error) {
      return Promise.reject(error);
    }
  }
}
