/** The difficulty router's public surface, for the dispatcher's wiring (main.ts) and tools. */

export { BuiltinClassifier } from "./builtin-classifier.ts";
export type { RouterConfig } from "./config.ts";
export { InvalidRouterConfigError, parseRouterConfig } from "./config.ts";
export type { DecideRouteInput, DecideRouteOptions } from "./decide-route.ts";
export { DEFAULT_CLASSIFIER_TIMEOUT_MS, decideRoute, noRouterMetrics } from "./decide-route.ts";
export type { RouteMessageInput } from "./decision.ts";
export {
  DEFAULT_TIER_CHOICES,
  FALLBACK_MAX_SMALL_TOKENS,
  fallbackPool,
  honouredChoice,
  routeMessage,
} from "./decision.ts";
export { hasCode } from "./features.ts";
export type { ClassifierErrorCode, HttpClassifierOptions } from "./http-classifier.ts";
export { ClassifierError, HttpClassifier } from "./http-classifier.ts";
export {
  createClassifier,
  DEFAULT_CONFIG_PATH,
  DEFAULT_WEIGHTS_PATH,
  loadRouterConfig,
  loadWeights,
} from "./load.ts";
export { InvalidWeightsError } from "./logistic.ts";
export { createPromRouterMetrics } from "./metrics.ts";
export { DEFAULT_SHADOW_RATE, shouldShadow } from "./shadow.ts";
export type { JudgedRow, TuneResult } from "./tune.ts";
export { evaluateThreshold, tuneThreshold } from "./tune.ts";
export type {
  ChosenModel,
  DifficultyClassifier,
  RouteDecision,
  RouterInput,
  RouterMetrics,
  ScoreOutcome,
  TierChoices,
} from "./types.ts";
export { RouteReason } from "./types.ts";
