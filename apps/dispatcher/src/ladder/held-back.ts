/**
 * The load the current rung holds back, so the ladder comes down only when the rung below would not send it
 * straight back up.
 *
 * Why: the busy share measures the load *after* shedding. Rung 2 alone halves a free answer's decode, so
 * under a steady 2x overload it takes the busy share from ~100% to ~80%, under rung 2's down-line (85%);
 * the ladder steps down, the overload returns, and it climbs again: the fleet simulator showed a ~50 s
 * cycle 1 <-> 3 with free first-token p95 rising in every low phase. DESIGN's 7-point gap cannot hold a
 * rung whose own effect is 20 points or more. So for the down test the ladder reads the busy share the rung
 * below would see: each pool's measured share times the cost its messages would have had one rung down over
 * the cost they have now, both counted by the dispatcher on the messages it placed (or refused) at the
 * current rung in the last window. The up test still reads the measured share. When the overload ends, the
 * measured share falls and the prediction with it, so the ladder still comes down.
 *
 * Cost of a message in its pool: the KV it holds times how long it holds it, in token units:
 * (promptTokens + answer) x answer, with answer = the expected answer under its cap. Answers are taken
 * as exponential with mean `meanAnswerTokens`, so a cap `c` gives m (1 - e^(-c/m)): 300 of a 400 mean
 * gives ~211, 1,000 gives ~367. The pool's speed cancels in the ratio, which compares costs in one pool.
 */
import type { Pool, Tier } from "@chat/events";
import type { Rung } from "./ladder.ts";
import type { PoolWaits } from "./pool-choice.ts";
import { shapeByRung } from "./shedding.ts";
import type { LadderSignal, SignalReading } from "./signal.ts";

/** Where a message goes and what it costs there; `undefined` pool means refused (no cost anywhere). */
export type PlacedCost = { pool: Pool; cost: number } | undefined;

/** Costs summed over one second at one rung (the window is a handful of these, so a round is O(1)). */
type Bucket = { second: number; rung: Rung; now: Record<Pool, number>; below: Record<Pool, number> };

/** Expected answer tokens under `cap` for exponential answers of mean `meanAnswerTokens`. */
export function expectedAnswerTokens(cap: number, meanAnswerTokens: number): number {
  if (!(cap > 0) || !(meanAnswerTokens > 0))
    throw new Error(`expectedAnswerTokens: need positive cap and mean, got ${cap}, ${meanAnswerTokens}`);
  return meanAnswerTokens * (1 - Math.exp(-cap / meanAnswerTokens));
}

/** A message's cost in its pool: KV held x time held, in tokens (see the header). */
export function messageCost(promptTokens: number, maxAnswerTokens: number, meanAnswerTokens = 400): number {
  const answer = expectedAnswerTokens(maxAnswerTokens, meanAnswerTokens);
  return (promptTokens + answer) * answer;
}

export type RungCostsInput = {
  rung: Rung;
  tier: Tier;
  /** The router's pool. */
  pool: Pool;
  /** The tier's answer cap before any rung. */
  maxAnswerTokens: number;
  promptTokens: number;
  /** The waits rung 1's pool choice compared, if it did. */
  waits?: PoolWaits;
  /** Where the message went under the current rung and its cap; undefined when refused. */
  placed: { pool: Pool; maxAnswerTokens: number } | undefined;
  meanAnswerTokens?: number;
};

/** A message's cost as placed, and where it would go and cost one rung down (the same shaping code). */
export function costsNowAndBelow(input: RungCostsInput): { now: PlacedCost; below: PlacedCost } {
  const mean = input.meanAnswerTokens ?? 400;
  const now = input.placed ? placedCost(input.placed, input.promptTokens, mean) : undefined;
  if (input.rung === 0) return { now, below: now };
  // A plain literal, not a spread: V8 (Node 20) builds `{ ...a, b }` on a slow path, ~2 us a message.
  const below = shapeByRung({
    rung: (input.rung - 1) as Rung,
    tier: input.tier,
    pool: input.pool,
    maxAnswerTokens: input.maxAnswerTokens,
    waits: input.waits,
  });
  return { now, below: placedCost(below, input.promptTokens, mean) };
}

function placedCost(
  placed: { pool: Pool; maxAnswerTokens: number },
  promptTokens: number,
  meanAnswerTokens: number,
): PlacedCost {
  return { pool: placed.pool, cost: messageCost(promptTokens, placed.maxAnswerTokens, meanAnswerTokens) };
}

export class HeldBackLoad {
  private buckets: Bucket[] = [];

  /** @param windowMs how far back the ratio looks; DESIGN's 10 s between moves is the natural choice. */
  constructor(private readonly windowMs = 10_000) {
    if (!(windowMs > 0)) throw new Error(`HeldBackLoad: windowMs must be positive, got ${windowMs}`);
  }

  /**
   * One message the dispatcher handled at `rung`: where it went and its cost (`now`), and where it would
   * have gone and cost one rung down (`below`). At rung 0 there is nothing below: not recorded.
   */
  record(at: number, rung: Rung, now: PlacedCost, below: PlacedCost): void {
    if (rung === 0) return;
    const second = Math.floor(at / 1_000);
    let last = this.buckets[this.buckets.length - 1];
    if (!last || last.second !== second || last.rung !== rung) {
      last = { second, rung, now: { large: 0, small: 0 }, below: { large: 0, small: 0 } };
      this.buckets.push(last);
      this.trim(at);
    }
    if (now) last.now[now.pool] += now.cost;
    if (below) last.below[below.pool] += below.cost;
  }

  /**
   * Per pool, cost one rung down over cost now, for the messages recorded at `rung` within the window.
   * A pool with no samples is absent (ratio unknown: 1). A pool that would get work one rung down but
   * has none now reads Infinity.
   */
  ratios(at: number, rung: Rung): Partial<Record<Pool, number>> {
    this.trim(at);
    const now = { large: 0, small: 0 };
    const below = { large: 0, small: 0 };
    for (const b of this.buckets) {
      if (b.rung !== rung) continue;
      now.large += b.now.large;
      now.small += b.now.small;
      below.large += b.below.large;
      below.small += b.below.small;
    }
    const out: Partial<Record<Pool, number>> = {};
    for (const pool of ["large", "small"] as const) {
      const n = now[pool];
      const b = below[pool];
      if (n === 0 && b === 0) continue;
      out[pool] = n === 0 ? Number.POSITIVE_INFINITY : b / n;
    }
    return out;
  }

  /** Drops buckets wholly older than the window (a bucket covers one second). */
  private trim(at: number): void {
    let drop = 0;
    while (drop < this.buckets.length && at - (this.buckets[drop]!.second + 1) * 1_000 > this.windowMs)
      drop++;
    if (drop > 0) this.buckets.splice(0, drop);
  }
}

/**
 * The busy share the rung below would see: each pool's measured share times its ratio (capped at 1, the
 * most a share can be), combined as the ladder's signal mode combines pools. Undefined when the reading is.
 *
 * @example belowRungSignal({ large: 0.4, small: 0.8 }, { small: 1.6 }, "max") // -> 1 (small: 0.8 x 1.6)
 */
export function belowRungSignal(
  reading: SignalReading,
  ratios: Partial<Record<Pool, number>>,
  mode: LadderSignal,
): number | undefined {
  const scaled = (pool: Pool): number | undefined => {
    const busy = reading[pool];
    if (busy === undefined) return undefined;
    const ratio = ratios[pool] ?? 1;
    return ratio === Number.POSITIVE_INFINITY ? 1 : Math.min(1, busy * ratio);
  };
  const large = scaled("large");
  if (mode === "large") return large;
  const small = scaled("small");
  if (large === undefined) return small;
  if (small === undefined) return large;
  return Math.max(large, small);
}
