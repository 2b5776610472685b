/**
 * The placement chain for one routed message, written once for the live dispatcher (policy.ts) and the
 * fleet simulator (@chat/fleet), which differ only in how they look at a pool:
 *
 *   shape by rung (pool, answer cap) -> the replica it would take and the expected wait there, in both
 *   pools when rung 1 could move a free message (it goes where it starts sooner) -> a small pool with no
 *   replica sends it large -> every rung (rung 3 refuses a free message that cannot start in time) ->
 *   what it costs now and one rung down, for the ladder's down test.
 *
 * `tryPool` is the caller's: the live dispatcher runs the replica picker over the reports it holds, the
 * simulator over a shortlist of its replicas. Pure; no allocation beyond the decision, because the fleet
 * simulator places millions of messages a run.
 */
import type { Pool, Tier } from "@chat/events";
import {
  applyLadder,
  costsNowAndBelow,
  type LadderOutcome,
  movesToSmall,
  type PlacedCost,
  type PoolWaits,
  type Rung,
  shapeByRung,
} from "../ladder/index.ts";

export type PlacementInput = {
  rung: Rung;
  tier: Tier;
  /** The router's pool. */
  pool: Pool;
  /** The tier's answer cap before any rung. */
  maxAnswerTokens: number;
  promptTokens: number;
};

/** What the caller learnt about one pool: the replica the message would take there and its wait. */
export type PoolTry = { waitS: number };

export type PlacementOptions = {
  /** DESIGN's literal rung 1 (every free message to the small pool, no comparison): a simulator variant. */
  literalRung1?: boolean;
  /** The mean answer of the workload, for the held-back costs (default 400, DESIGN's). */
  meanAnswerTokens?: number;
};

export type PlacementDecision<T extends PoolTry> =
  /** No replica is up in any pool that could take it: the message waits for one. */
  | { kind: "wait"; pool: Pool }
  | {
      kind: "refuse" | "place";
      pool: Pool;
      chosen: T;
      /** The ladder's verdict: answer cap, shed decisions, and (refuse) the Retry-After. */
      outcome: LadderOutcome;
      waits: PoolWaits;
      /** Rung 1 could have moved it (a free message routed large at rung >= 1). */
      rung1Candidate: boolean;
      /** The small pool had no replica, so it went large. */
      smallPoolEmpty: boolean;
      /** Its cost as placed and one rung down (ladder/held-back.ts). */
      costs: { now: PlacedCost; below: PlacedCost };
    };

export function decidePlacement<T extends PoolTry>(
  input: PlacementInput,
  tryPool: (pool: Pool, maxAnswerTokens: number) => T | undefined,
  options: PlacementOptions = {},
): PlacementDecision<T> {
  const ladderIn = {
    rung: input.rung,
    tier: input.tier,
    pool: input.pool,
    maxAnswerTokens: input.maxAnswerTokens,
    waits: undefined as PoolWaits | undefined,
  };
  const shaped = shapeByRung(ladderIn);
  const rung1Candidate = movesToSmall(ladderIn);
  // No closures here: the fleet simulator calls this for every message, and a function made per call
  // (with the name helper a TypeScript loader wraps it in) was a few % of a run.
  const cap = shaped.maxAnswerTokens;
  let small: T | undefined;
  let large: T | undefined;
  const waits: PoolWaits = {};
  let pool: Pool;
  if (rung1Candidate && options.literalRung1) {
    pool = "small";
    small = tryPool("small", cap);
  } else if (rung1Candidate) {
    // Rung 1 moves a free message (routed large) only where it would start sooner: look at both pools.
    small = tryPool("small", cap);
    large = tryPool("large", cap);
    if (small) waits.small = small.waitS;
    if (large) waits.large = large.waitS;
    ladderIn.waits = waits;
    pool = shapeByRung(ladderIn).pool;
  } else {
    pool = shaped.pool;
    const t = tryPool(pool, cap);
    if (pool === "small") small = t;
    else large = t;
    if (t) waits[pool] = t.waitS;
  }
  let chosen = pool === "small" ? small : large;
  let smallPoolEmpty = false;
  if (!chosen && pool === "small") {
    // No small replica is up (e.g. a large-only deployment): the large pool answers instead.
    pool = "large";
    smallPoolEmpty = true;
    chosen = large ?? tryPool("large", cap);
  }
  if (!chosen) return { kind: "wait", pool };
  const outcome = applyLadder({
    rung: input.rung,
    tier: input.tier,
    pool: input.pool,
    maxAnswerTokens: input.maxAnswerTokens,
    waits: ladderIn.waits,
    expectedWaitS: chosen.waitS,
  });
  const costs = costsNowAndBelow({
    rung: input.rung,
    tier: input.tier,
    pool: input.pool,
    maxAnswerTokens: input.maxAnswerTokens,
    promptTokens: input.promptTokens,
    waits: ladderIn.waits,
    placed: outcome.refuse ? undefined : { pool, maxAnswerTokens: outcome.maxAnswerTokens },
    meanAnswerTokens: options.meanAnswerTokens,
  });
  return {
    kind: outcome.refuse ? "refuse" : "place",
    pool,
    chosen,
    outcome,
    waits,
    rung1Candidate,
    smallPoolEmpty,
    costs,
  };
}
