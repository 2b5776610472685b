/**
 * How long a message would wait to start (its first token) on a replica, from the replica's last report.
 *
 *   perAnswerKv  = (totalKv - freeKv) / running                     KV one running answer holds
 *   kvShortfall  = waiting x perAnswerKv + needKv - freeKv           room still missing once the queue ahead is in
 *   kvWaitS      = kvShortfall > 0 ? kvShortfall / perAnswerKv / (decodeTokensPerSecond / meanAnswerTokens) : 0
 *                  (answers finish at decodeTokensPerSecond / meanAnswerTokens per second, each freeing perAnswerKv)
 *   prefillWaitS = (queuedPromptTokens + promptTokens) / prefillTokensPerSecond
 *   expected     = kvWaitS + prefillWaitS
 *
 * needKv is the prompt plus `answerTokens`. It ignores that paid work jumps the queue, so it is a
 * conservative estimate for free messages and a pessimistic one for paid (which the ladder never refuses).
 * A replica short of room with nothing decoding cannot say when it will start: Infinity.
 */
import type { LoadReport } from "@chat/events";

export type WaitReport = Pick<
  LoadReport,
  "queuedPromptTokens" | "freeKvTokens" | "totalKvTokens" | "running" | "waiting" | "decodeTokensPerSecond"
>;

export type WaitOptions = {
  /** Prompt tokens the replica prefills per second: ~11,000 on a 4 x H100 large replica (512 per ~45 ms step). */
  prefillTokensPerSecond?: number;
  /** Mean answer length, for the rate at which running answers finish. DESIGN: ~400. */
  meanAnswerTokens?: number;
  /** KV this message reserves for its answer. Default: meanAnswerTokens. */
  answerTokens?: number;
};

export const LARGE_PREFILL_TOKENS_PER_SECOND = 11_000;

export function expectedWaitSeconds(
  report: WaitReport,
  promptTokens: number,
  options: WaitOptions = {},
): number {
  if (!(promptTokens > 0))
    throw new Error(`expectedWaitSeconds: promptTokens must be positive, got ${promptTokens}`);
  const prefillRate = options.prefillTokensPerSecond ?? LARGE_PREFILL_TOKENS_PER_SECOND;
  const meanAnswer = options.meanAnswerTokens ?? 400;
  if (!(prefillRate > 0)) throw new Error(`expectedWaitSeconds: prefillTokensPerSecond must be positive`);
  if (!(meanAnswer > 0)) throw new Error(`expectedWaitSeconds: meanAnswerTokens must be positive`);
  const needKv = promptTokens + (options.answerTokens ?? meanAnswer);

  const used = Math.max(0, report.totalKvTokens - report.freeKvTokens);
  const perAnswerKv = report.running > 0 ? used / report.running : needKv;
  const shortfall = report.waiting * perAnswerKv + needKv - report.freeKvTokens;
  let kvWaitS = 0;
  if (shortfall > 0) {
    const finishPerS = report.decodeTokensPerSecond / meanAnswer;
    kvWaitS = finishPerS > 0 ? shortfall / perAnswerKv / finishPerS : Number.POSITIVE_INFINITY;
  }
  return kvWaitS + (report.queuedPromptTokens + promptTokens) / prefillRate;
}
