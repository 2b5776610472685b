/**
 * When to refresh a conversation's summary and what to fold into it (DESIGN "Summaries"), pure.
 *
 * A new summary changes the start of every later prompt of the conversation, which empties the
 * replica's prefix cache for it. So the summary is refreshed only once the history the summary does
 * not cover has grown past `thresholdTokens` (a few thousand tokens), never every message. A refresh
 * folds the oldest uncovered turns and leaves the newest ones, up to `keepRecentTokens`, as turns: the
 * next refresh is then `thresholdTokens - keepRecentTokens` tokens of conversation away.
 *
 * @example
 *   const plan = planSummary(conversation, messages, DEFAULT_SUMMARY_POLICY);
 *   if (plan.action === "summarize") enqueue(conversation.id, plan.uptoSeq);
 */
import { countsInPrompt } from "@chat/model";

export type SummaryPolicy = {
  /** Uncovered history (tokens) above which the summary is refreshed. */
  thresholdTokens: number;
  /** The newest turns up to this many tokens stay unsummarized (they are what the user is talking about). */
  keepRecentTokens: number;
  /** Most tokens of old summary plus folded turns sent to the small model in one job. */
  maxInputTokens: number;
};

export const DEFAULT_SUMMARY_POLICY: Readonly<SummaryPolicy> = Object.freeze({
  thresholdTokens: 4_000,
  keepRecentTokens: 1_500,
  maxInputTokens: 6_000,
});

/** What the policy needs to know of the conversation row. */
export type SummaryState = {
  /** The current summary's token count (0 when none). */
  summaryTokens: number;
  /** The highest message log_seq already folded, or null when there is no summary. */
  summaryUptoSeq: number | null;
};

/** One projected message row. */
export type HistoryMessage = {
  /** The row id (a summary of a branch records the last message it folded). */
  id?: string;
  role: "user" | "assistant";
  content: string;
  tokens: number;
  /** finish of an answer; refused and errored answers never reach a prompt, so they cost nothing here. */
  finish: string | null;
  logSeq: number;
};

export type SummaryPlan =
  | { action: "skip"; reason: "below-threshold" | "nothing-to-fold"; uncoveredTokens: number }
  | {
      action: "summarize";
      /** Oldest first: the turns to fold into the summary (refused/errored answers left out). */
      fold: HistoryMessage[];
      /** The highest log_seq of the folded range (includes left-out answers inside it). */
      uptoSeq: number;
      /** The id of the last message of the folded range, when the messages carry ids (a branch). */
      uptoMessageId?: string;
      /** Messages of the folded range, left-out answers included. */
      foldedMessages: number;
      foldedTokens: number;
      uncoveredTokens: number;
    };

export class InvalidSummaryPolicyError extends Error {
  readonly code = "INVALID_SUMMARY_POLICY";
}

/** Throws a clear error for a policy that could never work (e.g. keeping more than the threshold). */
export function checkPolicy(p: SummaryPolicy): SummaryPolicy {
  for (const [k, v] of Object.entries(p)) {
    if (!Number.isInteger(v) || v <= 0) {
      throw new InvalidSummaryPolicyError(`${k} must be a positive integer (got ${v})`);
    }
  }
  if (p.keepRecentTokens >= p.thresholdTokens) {
    throw new InvalidSummaryPolicyError(
      `keepRecentTokens (${p.keepRecentTokens}) must be below thresholdTokens (${p.thresholdTokens}), or every refresh would leave nothing to fold`,
    );
  }
  return p;
}

/** Counted in prompts: the api's own rule (refused and errored answers never reach a prompt). */
export { countsInPrompt };

/** The cheap first check, from a sum the store can compute without loading the turns. */
export const exceedsThreshold = (uncoveredTokens: number, p: SummaryPolicy): boolean =>
  uncoveredTokens > p.thresholdTokens;

/**
 * Decides whether `messages` (the conversation's rows, any order) need a new summary, and which.
 * Messages at or below the summary's `summaryUptoSeq` are already in it and are ignored.
 */
export function planSummary(
  state: SummaryState,
  messages: readonly HistoryMessage[],
  policy: SummaryPolicy,
): SummaryPlan {
  const covered = state.summaryUptoSeq ?? 0;
  const uncovered = messages.filter((m) => m.logSeq > covered).sort((a, b) => a.logSeq - b.logSeq);
  const cost = (m: HistoryMessage) => (countsInPrompt(m) ? m.tokens : 0);
  const uncoveredTokens = uncovered.reduce((s, m) => s + cost(m), 0);
  if (!exceedsThreshold(uncoveredTokens, policy)) {
    return { action: "skip", reason: "below-threshold", uncoveredTokens };
  }

  // Keep the newest turns that fit, walking newest first and stopping at the first that does not
  // (as prompt building does, so the kept turns are exactly a suffix).
  let keepFrom = uncovered.length;
  let kept = 0;
  while (keepFrom > 0 && kept + cost(uncovered[keepFrom - 1]!) <= policy.keepRecentTokens) {
    keepFrom--;
    kept += cost(uncovered[keepFrom]!);
  }
  // The kept part starts with a question, never with an answer whose question was folded away.
  while (keepFrom < uncovered.length && uncovered[keepFrom]!.role !== "user") keepFrom++;

  // One job reads at most maxInputTokens; a longer backlog (e.g. a conversation older than the
  // summarizer) is folded over several refreshes, oldest first.
  let end = 0;
  let input = state.summaryTokens;
  while (end < keepFrom && input + cost(uncovered[end]!) <= policy.maxInputTokens) {
    input += cost(uncovered[end]!);
    end++;
  }
  // A single turn larger than the cap is still folded (the prompt builder clips it): otherwise the
  // summary could never move past it.
  if (end === 0 && keepFrom > 0) end = 1;
  // Cut after an answer when the input cap splits an exchange, so a question is folded with its answer.
  else if (end < keepFrom) {
    let cut = end;
    while (cut > 0 && uncovered[cut - 1]!.role === "user") cut--;
    if (cut > 0) end = cut;
  }
  const range = uncovered.slice(0, end);
  const fold = range.filter(countsInPrompt);
  if (fold.length === 0) return { action: "skip", reason: "nothing-to-fold", uncoveredTokens };
  const last = range.at(-1)!;
  return {
    action: "summarize",
    fold,
    uptoSeq: last.logSeq,
    ...(last.id === undefined ? {} : { uptoMessageId: last.id }),
    foldedMessages: range.length,
    foldedTokens: fold.reduce((s, m) => s + m.tokens, 0),
    uncoveredTokens,
  };
}
