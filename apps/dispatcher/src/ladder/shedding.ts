/**
 * What the rung does to one message, and the priority it carries. Plus is never shed.
 *
 * Call order in the dispatcher: route -> `shapeByRung` (pool and answer cap) -> when rung 1 would move the
 * message, pick a replica in both pools and compare `expectedWaitSeconds` (pool-choice.ts) -> `applyLadder`
 * with those `waits` (which repeats the shaping and adds the refusal at rung 3).
 */
import type { Pool, Tier } from "@chat/events";
import type { Rung } from "./ladder.ts";
import { freePoolAtRung, type PoolWaits } from "./pool-choice.ts";

export const FREE_ANSWER_CAP = 300;
/** Longest wait a free message may face at rung 3 before it is refused at the door. */
export const FREE_START_LIMIT_S = 2;
const RETRY_AFTER_MIN_S = 2;
const RETRY_AFTER_MAX_S = 30;

export type ShedDecision =
  | { kind: "to-small-pool"; rung: Rung; from: Pool }
  | { kind: "answer-capped"; rung: Rung; from: number; to: number }
  | { kind: "refused"; rung: Rung; expectedWaitS: number; retryAfterS: number };

export type LadderInput = {
  rung: Rung;
  tier: Tier;
  /** The router's pool. */
  pool: Pool;
  maxAnswerTokens: number;
  /** Expected waits in each pool, when rung 1 applies (pool-choice.ts); without them rung 1 says small. */
  waits?: PoolWaits;
};
export type LadderOutcome = {
  pool: Pool;
  maxAnswerTokens: number;
  refuse?: { retryAfterS: number; reason: string };
  shed: ShedDecision[];
};

/** Rungs 1 and 2: the pool and answer cap for this message. */
export function shapeByRung(input: LadderInput): LadderOutcome {
  const { rung, tier, pool, maxAnswerTokens } = input;
  if (!Number.isFinite(maxAnswerTokens) || maxAnswerTokens <= 0) {
    throw new Error(`applyLadder: maxAnswerTokens must be a positive number, got ${maxAnswerTokens}`);
  }
  const shed: ShedDecision[] = [];
  if (tier !== "free") return { pool, maxAnswerTokens, shed };
  const outPool = freePoolAtRung(input);
  let cap = maxAnswerTokens;
  if (outPool !== pool) shed.push({ kind: "to-small-pool", rung, from: pool });
  if (rung >= 2 && cap > FREE_ANSWER_CAP) {
    shed.push({ kind: "answer-capped", rung, from: cap, to: FREE_ANSWER_CAP });
    cap = FREE_ANSWER_CAP;
  }
  return { pool: outPool, maxAnswerTokens: cap, shed };
}

/**
 * Every rung for one message. `expectedWaitS` is the wait on the replica chosen in the shaped pool.
 * Retry-After is the expected wait rounded up, kept within 2..30 s.
 *
 * @example applyLadder({ rung: 3, tier: "free", pool: "large", maxAnswerTokens: 1000, expectedWaitS: 4.2 })
 *   // -> { pool: "small", maxAnswerTokens: 300, refuse: { retryAfterS: 5, reason: "busy, try again soon" }, shed: [...] }
 */
export function applyLadder(input: LadderInput & { expectedWaitS: number }): LadderOutcome {
  const shaped = shapeByRung(input);
  const wait = input.expectedWaitS;
  if (Number.isNaN(wait) || wait < 0) {
    throw new Error(`applyLadder: expectedWaitS must be >= 0 (Infinity allowed), got ${wait}`);
  }
  if (input.tier !== "free" || input.rung < 3 || wait <= FREE_START_LIMIT_S) return shaped;
  const retryAfterS = Math.min(RETRY_AFTER_MAX_S, Math.max(RETRY_AFTER_MIN_S, Math.ceil(wait)));
  shaped.shed.push({ kind: "refused", rung: input.rung, expectedWaitS: wait, retryAfterS });
  return {
    pool: shaped.pool,
    maxAnswerTokens: shaped.maxAnswerTokens,
    refuse: { retryAfterS, reason: "busy, try again soon" },
    shed: shaped.shed,
  };
}

/** Queue priority: higher runs first, so paid never waits behind free (reaches the engine as is). */
export function tierPriority(tier: Tier): number {
  const priority = TIER_PRIORITY[tier];
  if (priority === undefined) throw new Error(`tierPriority: unknown tier ${String(tier)}`);
  return priority;
}

const TIER_PRIORITY: Readonly<Record<string, number>> = { plus: 10, free: 0 } satisfies Record<Tier, number>;
