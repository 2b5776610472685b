/**
 * How long a message would wait to start (its first token) on a replica, from the replica's last report.
 *
 *   perAnswerKv  = (totalKv - freeKv) / running                     KV one running answer holds
 *   ahead        = waiting + (needKv - freeKv) / perAnswerKv        answers that must finish before it fits:
 *                  the whole waiting queue (for a free message paid is ahead, and so are free answers that
 *                  preemption sent back, which wait at the front), plus the room it lacks itself
 *   startsPerS   = min(startedPerSecond as reported,               requests the replica starts per second.
 *                      decodeTokensPerSecond / meanAnswerTokens)   Two views of one rate, the cautious one
 *                  taken: the decode view (finishes of mean-length answers) runs high when answers are
 *                  longer than the mean or preempted requests restart ahead of new ones (on the
 *                  real-stack shedding bench it said ~6/s where the large replica started ~5/s and
 *                  preempted 1-10/s); the reported view lags by its ~5 s smoothing (in the fleet
 *                  simulator at three times the plan, it alone let 17% of the free messages rung 3 let
 *                  in start after 2 s, against 2% with the decode view). Without a report (an older
 *                  worker, or nothing started yet) the decode view stands.
 *   drainPerS    = startsPerS - paidPerS                            free: paid arriving while it waits starts first
 *                = startsPerS                                       paid
 *   paidPerS     = paidArrivalsPerSecond if known, else paidShareOfStarts x startsPerS
 *   kvWaitS      = ahead > 0 ? ahead / drainPerS : 0                (Infinity if nothing drains)
 *   prefillWaitS = (queuedPromptTokens + promptTokens) / prefillTokensPerSecond
 *   expected     = kvWaitS + prefillWaitS, and for a free message at least freeStartSeconds when reported
 *
 * freeStartSeconds is the replica's measured wait of free requests (recent starts, and the oldest still
 * waiting). The model above assumes a waiting request starts once those ahead of it have; an engine that
 * preempts (vLLM, the gpu-worker's StepLoop) restarts preempted requests ahead of new ones, so under a
 * steady overload a new free request can be passed again and again. On the real-stack shedding bench the
 * model alone said 0.7-2 s for free messages that then waited 5-6 s. The floor catches a backlog that has
 * built up; a burst of preemptions after a message was let in it cannot foresee (6-8% of the free
 * messages rung 3 let in there still started after 2 s).
 *
 * needKv is the prompt plus `answerTokens`. A paid message's estimate counts the whole queue too, so it is
 * pessimistic (the ladder never refuses paid). Each gpu-worker reports the paid items it takes per second
 * (`LoadReport.paidArrivalsPerSecond`, smoothed over ~5 s); callers pass it as `paidArrivalsPerSecond`. Only
 * without it (an older worker) does `paidShareOfStarts` (default 0.5) stand in; with ~10% Plus traffic that
 * guess about halves the drain a free message sees, so rung 3 refuses messages that would start in time.
 * On the shedding e2e (two replicas, twice their capacity) Plus took 1.8 of the large replica's 2.4
 * starts/s (0.75) once free had moved to the small pool; in the fleet simulator's region ~10-15%. A replica short of room with nothing draining
 * cannot say when it will start: Infinity.
 */
import type { LoadReport } from "@chat/events";

export type WaitReport = Pick<
  LoadReport,
  "queuedPromptTokens" | "freeKvTokens" | "totalKvTokens" | "running" | "waiting" | "decodeTokensPerSecond"
> &
  Partial<Pick<LoadReport, "startedPerSecond" | "freeStartSeconds">>;

export type WaitOptions = {
  /** Prompt tokens the replica prefills per second: ~11,000 on a 4 x H100 large replica (512 per ~45 ms step). */
  prefillTokensPerSecond?: number;
  /** Mean answer length, for the rate at which running answers finish. DESIGN: ~400. */
  meanAnswerTokens?: number;
  /** KV this message reserves for its answer. Default: meanAnswerTokens. */
  answerTokens?: number;
  /** The message's tier: free waits behind paid arrivals too. Default "free" (the one the ladder refuses). */
  tier?: "free" | "paid";
  /** Paid requests reaching this replica per second, when the caller knows it. */
  paidArrivalsPerSecond?: number;
  /** Otherwise, the share of the replica's starts that paid takes while a free message waits. Default 0.5. */
  paidShareOfStarts?: number;
};

export const LARGE_PREFILL_TOKENS_PER_SECOND = 11_000;
export const DEFAULT_PAID_SHARE_OF_STARTS = 0.5;

export function expectedWaitSeconds(
  report: WaitReport,
  promptTokens: number,
  options: WaitOptions = {},
): number {
  if (!(promptTokens > 0))
    throw new Error(`expectedWaitSeconds: promptTokens must be positive, got ${promptTokens}`);
  const prefillRate = options.prefillTokensPerSecond ?? LARGE_PREFILL_TOKENS_PER_SECOND;
  const meanAnswer = options.meanAnswerTokens ?? 400;
  const paidShare = options.paidShareOfStarts ?? DEFAULT_PAID_SHARE_OF_STARTS;
  if (!(prefillRate > 0)) throw new Error(`expectedWaitSeconds: prefillTokensPerSecond must be positive`);
  if (!(meanAnswer > 0)) throw new Error(`expectedWaitSeconds: meanAnswerTokens must be positive`);
  if (!(paidShare >= 0 && paidShare <= 1))
    throw new Error(`expectedWaitSeconds: paidShareOfStarts must be in 0..1, got ${paidShare}`);
  if (options.paidArrivalsPerSecond !== undefined && !(options.paidArrivalsPerSecond >= 0))
    throw new Error(`expectedWaitSeconds: paidArrivalsPerSecond must be >= 0`);
  const needKv = promptTokens + (options.answerTokens ?? meanAnswer);

  const used = Math.max(0, report.totalKvTokens - report.freeKvTokens);
  const perAnswerKv = report.running > 0 && used > 0 ? used / report.running : needKv;
  const ahead = report.waiting + (needKv - report.freeKvTokens) / perAnswerKv;
  let kvWaitS = 0;
  if (ahead > 0) {
    const reported = report.startedPerSecond;
    const decodeView = report.decodeTokensPerSecond / meanAnswer;
    const startsPerS = reported !== undefined && reported > 0 ? Math.min(reported, decodeView) : decodeView;
    const paidPerS =
      (options.tier ?? "free") === "paid" ? 0 : (options.paidArrivalsPerSecond ?? paidShare * startsPerS);
    const drainPerS = startsPerS - paidPerS;
    kvWaitS = drainPerS > 0 ? ahead / drainPerS : Number.POSITIVE_INFINITY;
  }
  const modelled = kvWaitS + (report.queuedPromptTokens + promptTokens) / prefillRate;
  const measured = (options.tier ?? "free") === "free" ? (report.freeStartSeconds ?? 0) : 0;
  return Math.max(modelled, measured);
}
