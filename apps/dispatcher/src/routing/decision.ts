/**
 * The routing rule, pure: which pool a message goes to, given the user's choice, the tier and the
 * classifier's score (or its failure). No I/O, clock or random: `decide-route.ts` gathers the inputs.
 */
import {
  type ChosenModel,
  type Pool,
  type RequestedModel,
  type RouteDecision,
  RouteReason,
  type ScoreOutcome,
  type Tier,
  type TierChoices,
} from "./types.ts";

/**
 * Default choices per tier. Plus may pick either model. Free may pick "small" (it is cheaper for us and the
 * user asked for it) but not "large": letting Free pin the large model would bypass the router and double the
 * GPU cost of the users who pay nothing; a Free "large" is routed as "auto" instead.
 */
export const DEFAULT_TIER_CHOICES: TierChoices = { free: ["small"], plus: ["small", "large"] };

/** The crude rule used when the classifier is down or slow (DESIGN: keeps the split near 70/30). */
export const FALLBACK_MAX_SMALL_TOKENS = 200;

export type RouteMessageInput = {
  tier: Tier;
  requestedModel: RequestedModel;
  tierChoices?: TierChoices;
  /** Needed only for "auto" (or a denied choice); pass `undefined` when the classifier was not asked. */
  score?: ScoreOutcome;
  contentTokens: number;
  hasCode: boolean;
  /** Scores strictly below go to the small pool. */
  threshold: number;
};

/** The explicit choice to honour, or null when the router must decide. */
export function honouredChoice(
  tier: Tier,
  requestedModel: RequestedModel,
  tierChoices: TierChoices = DEFAULT_TIER_CHOICES,
): ChosenModel | null {
  if (requestedModel === "auto") return null;
  return tierChoices[tier]?.includes(requestedModel) ? requestedModel : null;
}

/** The fallback rule alone: under 200 tokens and no code goes small. */
export function fallbackPool(contentTokens: number, hasCode: boolean): Pool {
  return contentTokens < FALLBACK_MAX_SMALL_TOKENS && !hasCode ? "small" : "large";
}

/**
 * Decides the pool for one message.
 * @example routeMessage({ tier: "free", requestedModel: "auto", score: { ok: true, value: 0.1 },
 *   contentTokens: 12, hasCode: false, threshold: 0.4 }) // { pool: "small", reason: "score-below-threshold", ... }
 */
export function routeMessage(input: RouteMessageInput): RouteDecision {
  const { tier, requestedModel, score, contentTokens, hasCode, threshold } = input;
  assertThreshold(threshold);
  const choice = honouredChoice(tier, requestedModel, input.tierChoices);
  if (choice !== null) {
    return { pool: choice, reason: RouteReason.chosen, usedFallback: false, choiceDenied: false };
  }
  const choiceDenied = requestedModel !== "auto";
  if (score?.ok) {
    const small = score.value < threshold;
    return {
      pool: small ? "small" : "large",
      reason: small ? RouteReason.scoreBelowThreshold : RouteReason.scoreAtOrAboveThreshold,
      usedFallback: false,
      choiceDenied,
      score: score.value,
    };
  }
  const pool = fallbackPool(contentTokens, hasCode);
  return {
    pool,
    reason: pool === "small" ? RouteReason.fallbackShortNoCode : RouteReason.fallbackLongOrCode,
    usedFallback: true,
    choiceDenied,
  };
}

function assertThreshold(threshold: number): void {
  if (!Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
    throw new RangeError(`threshold must be a number in [0, 1], got ${threshold}`);
  }
}
