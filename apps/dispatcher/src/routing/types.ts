/**
 * The router's contract: what a difficulty classifier sees and returns, and what the routing decision is.
 * Tier, Pool and RequestedModel come from the event contract so a decision can be written to the log as is.
 */
import type { Pool, RequestedModel, Tier } from "@chat/events";

export type { Pool, RequestedModel, Tier };

/**
 * Everything the router may look at: cheap facts the api already computed when it accepted the message.
 * @example { text: "Prove that sqrt(2) is irrational.", contentTokens: 9, depth: 0, tier: "free" }
 */
export type RouterInput = {
  /** The user's new message, as typed. */
  text: string;
  /** Its token count, counted once by the api. */
  contentTokens: number;
  /** Turns already in the conversation before this message (0 for the first message). */
  depth: number;
  tier: Tier;
  /** Token counts of the previous turns, oldest first (both roles); may be empty or absent. */
  previousTurnTokens?: readonly number[];
};

/**
 * Scores a message: the probability in [0, 1] that the small model's answer would be judged worse than the
 * large model's. Implementations reject (or throw) on failure; the caller falls back to a crude rule.
 */
export interface DifficultyClassifier {
  readonly name: string;
  score(input: RouterInput, signal?: AbortSignal): Promise<number>;
}

/** The classifier's outcome as the pure decision sees it. */
export type ScoreOutcome = { ok: true; value: number } | { ok: false; reason: "error" | "timeout" };

/** Models a user may pick explicitly (a choice of "auto" is no choice). */
export type ChosenModel = Exclude<RequestedModel, "auto">;

/**
 * Which explicit choices each tier may make, by tier name; a choice outside the list, or from a tier not
 * listed (tiers are configuration), is routed as "auto".
 */
export type TierChoices = Readonly<Record<Tier, readonly ChosenModel[] | undefined>>;

export const RouteReason = {
  /** The user picked a model and the tier allows that choice. */
  chosen: "chosen",
  scoreBelowThreshold: "score-below-threshold",
  scoreAtOrAboveThreshold: "score-at-or-above-threshold",
  /** The classifier failed or was slow; the message was short and had no code. */
  fallbackShortNoCode: "fallback-short-no-code",
  fallbackLongOrCode: "fallback-long-or-code",
} as const;
export type RouteReason = (typeof RouteReason)[keyof typeof RouteReason];

export type RouteDecision = {
  pool: Pool;
  reason: RouteReason;
  /** True when the crude rule decided because the classifier failed or timed out. */
  usedFallback: boolean;
  /** True when the user picked a model the tier may not choose, so the router decided instead. */
  choiceDenied: boolean;
  /** The classifier's score, when it was asked and answered. */
  score?: number;
};

/** Injected so the rule stays free of prom-client; `metrics.ts` backs it with Prometheus. */
export interface RouterMetrics {
  routed(tier: Tier, pool: Pool, reason: RouteReason): void;
  fallback(tier: Tier, cause: "error" | "timeout"): void;
  classifierLatency(classifier: string, seconds: number, outcome: "ok" | "error" | "timeout"): void;
}
