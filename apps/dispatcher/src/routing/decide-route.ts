/**
 * The router's edge: asks the classifier (only when the router must decide) under a deadline, then applies
 * the pure rule. A classifier that throws, answers out of range or misses the deadline means fallback.
 */
import { honouredChoice, routeMessage } from "./decision.ts";
import { hasCode } from "./features.ts";
import type {
  DifficultyClassifier,
  RequestedModel,
  RouteDecision,
  RouterInput,
  RouterMetrics,
  ScoreOutcome,
  TierChoices,
} from "./types.ts";

/** In-process scoring takes microseconds; 5 ms only catches a stalled event loop. Raise it for HTTP. */
export const DEFAULT_CLASSIFIER_TIMEOUT_MS = 5;

export type DecideRouteOptions = {
  threshold: number;
  timeoutMs?: number;
  tierChoices?: TierChoices;
  /** Monotonic milliseconds; injected so tests control latency. */
  now?: () => number;
};

export type DecideRouteInput = RouterInput & { requestedModel: RequestedModel };

export async function decideRoute(
  classifier: DifficultyClassifier,
  input: DecideRouteInput,
  options: DecideRouteOptions,
  metrics: RouterMetrics,
): Promise<RouteDecision> {
  const code = hasCode(input.text);
  const needsScore = honouredChoice(input.tier, input.requestedModel, options.tierChoices) === null;
  const score = needsScore ? await scoreWithDeadline(classifier, input, options, metrics) : undefined;
  const decision = routeMessage({
    tier: input.tier,
    requestedModel: input.requestedModel,
    tierChoices: options.tierChoices,
    score,
    contentTokens: input.contentTokens,
    hasCode: code,
    threshold: options.threshold,
  });
  if (score && !score.ok) metrics.fallback(input.tier, score.reason);
  metrics.routed(input.tier, decision.pool, decision.reason);
  return decision;
}

const TIMED_OUT = Symbol("timed out");

async function scoreWithDeadline(
  classifier: DifficultyClassifier,
  input: RouterInput,
  options: DecideRouteOptions,
  metrics: RouterMetrics,
): Promise<ScoreOutcome> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CLASSIFIER_TIMEOUT_MS;
  const now = options.now ?? (() => performance.now());
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  const started = now();
  let outcome: ScoreOutcome;
  try {
    const value = await Promise.race([classifier.score(input, controller.signal), deadline]);
    if (value === TIMED_OUT) {
      controller.abort(new Error(`classifier ${classifier.name} exceeded ${timeoutMs} ms`));
      outcome = { ok: false, reason: "timeout" };
    } else if (typeof value === "number" && value >= 0 && value <= 1) {
      outcome = { ok: true, value };
    } else {
      outcome = { ok: false, reason: "error" };
    }
  } catch (error) {
    outcome = { ok: false, reason: isTimeout(error) ? "timeout" : "error" };
  } finally {
    clearTimeout(timer);
  }
  metrics.classifierLatency(classifier.name, (now() - started) / 1000, outcome.ok ? "ok" : outcome.reason);
  return outcome;
}

function isTimeout(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    ((error as { code?: unknown }).code === "timeout" ||
      (error as { name?: unknown }).name === "TimeoutError")
  );
}

/** Metrics that record nothing, for tools and tests that do not care. */
export const noRouterMetrics: RouterMetrics = {
  routed() {},
  fallback() {},
  classifierLatency() {},
};
