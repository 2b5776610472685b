/**
 * The shipped guard classifier (weights written by `infra/src/cli/tune-safety.ts`). Only the simulated
 * guard server and the tools load it: a subpath of its own, so the services never load ~2.5 MB of weights.
 */
import { GuardClassifier, type GuardModel } from "./classifier.ts";
import model from "./guard-model.json" with { type: "json" };

let cached: GuardClassifier | null = null;

export function shippedGuardClassifier(): GuardClassifier {
  cached ??= new GuardClassifier(model as unknown as GuardModel);
  return cached;
}
