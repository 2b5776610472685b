/** Per-tier outcomes of a fleet simulation. */
import type { SimRequest, SimTier } from "./fast-replica.ts";

export const FIRST_TOKEN_SLO_S: Record<SimTier, number> = { plus: 1, free: 2 };

export type TierStats = {
  messages: number;
  /** Shares of the tier's messages. */
  startedWithinSlo: number;
  timedOut: number;
  refused: number;
  firstTokenP50S: number;
  firstTokenP95S: number;
  /** Streaming speed of an answer, output tokens per second, mean over answers. */
  answerTokensPerSecond: number;
  /** Output tokens per second the tier received in all. */
  outputTokensPerSecond: number;
};

export function summarise(
  done: SimRequest[],
  refused: SimRequest[],
  windowS: number,
): Record<SimTier, TierStats> {
  return { plus: tierStats("plus", done, refused, windowS), free: tierStats("free", done, refused, windowS) };
}

function tierStats(tier: SimTier, done: SimRequest[], refused: SimRequest[], windowS: number): TierStats {
  const slo = FIRST_TOKEN_SLO_S[tier];
  const firstTokens: number[] = [];
  let timedOut = 0;
  let withinSlo = 0;
  let rateSum = 0;
  let rateCount = 0;
  let outputTokens = 0;
  let count = 0;
  for (const req of done) {
    if (req.tier !== tier) continue;
    count++;
    if (req.outcome === "timed-out" || req.firstTokenS === undefined) {
      timedOut++;
      continue;
    }
    const wait = req.firstTokenS - req.arrivalS;
    firstTokens.push(wait);
    if (wait <= slo) withinSlo++;
    outputTokens += req.answerTokens;
    const streamS = (req.finishS ?? req.firstTokenS) - req.firstTokenS;
    if (streamS > 0 && req.answerTokens > 1) {
      rateSum += (req.answerTokens - 1) / streamS;
      rateCount++;
    }
  }
  const refusedCount = refused.filter((r) => r.tier === tier).length;
  const messages = count + refusedCount;
  firstTokens.sort((a, b) => a - b);
  const share = (n: number) => (messages === 0 ? 0 : n / messages);
  return {
    messages,
    startedWithinSlo: share(withinSlo),
    timedOut: share(timedOut),
    refused: share(refusedCount),
    firstTokenP50S: percentile(firstTokens, 0.5),
    firstTokenP95S: percentile(firstTokens, 0.95),
    answerTokensPerSecond: rateCount === 0 ? 0 : rateSum / rateCount,
    outputTokensPerSecond: outputTokens / windowS,
  };
}

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export type AdmittedAtRung3 = {
  messages: number;
  /** Shares of them that started within the free SLO, that timed out. */
  withinSlo: number;
  timedOut: number;
  /** Median of (actual first-token wait - expected wait), seconds, over those that started. */
  medianErrorS: number;
};

/** How well the expected wait foretold the start of the free messages rung 3 admitted. */
export function admittedAtRung3(done: SimRequest[]): AdmittedAtRung3 {
  const errors: number[] = [];
  let messages = 0;
  let within = 0;
  let timedOut = 0;
  for (const req of done) {
    if (req.tier !== "free" || req.rung !== 3) continue;
    messages++;
    if (req.firstTokenS === undefined) {
      timedOut++;
      continue;
    }
    const wait = req.firstTokenS - req.arrivalS;
    if (wait <= FIRST_TOKEN_SLO_S.free) within++;
    errors.push(wait - (req.expectedWaitS ?? 0));
  }
  errors.sort((a, b) => a - b);
  const share = (n: number) => (messages === 0 ? 0 : n / messages);
  return {
    messages,
    withinSlo: share(within),
    timedOut: share(timedOut),
    medianErrorS: percentile(errors, 0.5),
  };
}
