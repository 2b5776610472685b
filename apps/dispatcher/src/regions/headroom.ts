/**
 * What this region tells the others (DESIGN section 10): its ladder's rung, the expected first-token wait of
 * a new conversation per tier, and how many replicas serve. The api of every region reads it to place new
 * conversations (`chooseRegion`, @chat/events). Pure `regionHeadroom`; `publishHeadroom` writes the record.
 *
 * The wait is the one the ladder uses (`expectedWaitSeconds`), for a typical new conversation's prompt on the
 * idlest fresh replica of each pool, and the slower pool counts (a tier may be sent to either). Reports older
 * than `staleAfterMs` are not counted: a region whose workers went silent publishes 0 live replicas.
 */
import {
  HEADROOM_KEY,
  type LoadReport,
  type Pool,
  type RegionHeadroom,
  type RegionRung,
  UNBOUNDED_WAIT_S,
} from "@chat/events";
import type { KV } from "@nats-io/kv";
import { expectedWaitSeconds } from "../ladder/expected-wait.ts";

export type HeadroomInput = {
  region: string;
  rung: RegionRung;
  reports: readonly LoadReport[];
  now: number;
  prefillTokensPerSecond: Record<Pool, number>;
  /** A new conversation's prompt (system prompt plus a first message): DESIGN's ~1,000 tokens. */
  promptTokens?: number;
  /** The answer budget each tier reserves KV for (the tiers' max answer tokens). */
  answerTokens?: Readonly<Record<string, number>>;
  /** Reports older than this are a silent replica (default 3 s: the failover's dead-after is 2 s). */
  staleAfterMs?: number;
};

const DEFAULT_ANSWER_TOKENS = { free: 1_000, plus: 4_000 };

export function regionHeadroom(input: HeadroomInput): RegionHeadroom {
  const stale = input.staleAfterMs ?? 3_000;
  const fresh = input.reports.filter((r) => input.now - r.at <= stale);
  const answerTokens = input.answerTokens ?? DEFAULT_ANSWER_TOKENS;
  const expectedWaitS: Record<string, number> = {};
  for (const [tier, answer] of Object.entries(answerTokens)) {
    let worst = fresh.length === 0 ? Number.POSITIVE_INFINITY : 0;
    for (const pool of ["large", "small"] as const) {
      const replicas = fresh.filter((r) => r.pool === pool);
      if (replicas.length === 0) continue;
      let best = Number.POSITIVE_INFINITY;
      for (const r of replicas) {
        best = Math.min(
          best,
          expectedWaitSeconds(r, input.promptTokens ?? 1_000, {
            prefillTokensPerSecond: input.prefillTokensPerSecond[pool],
            tier: tier === "free" ? "free" : "paid",
            answerTokens: answer,
            ...(r.paidArrivalsPerSecond !== undefined
              ? { paidArrivalsPerSecond: r.paidArrivalsPerSecond }
              : {}),
          }),
        );
      }
      worst = Math.max(worst, best);
    }
    expectedWaitS[tier] = Math.min(worst, UNBOUNDED_WAIT_S);
  }
  return { region: input.region, rung: input.rung, expectedWaitS, liveReplicas: fresh.length, at: input.now };
}

/** Writes the record; a failure is logged by the caller's round and retried on the next one. */
export async function publishHeadroom(kv: KV, headroom: RegionHeadroom): Promise<void> {
  await kv.put(HEADROOM_KEY, JSON.stringify(headroom));
}
