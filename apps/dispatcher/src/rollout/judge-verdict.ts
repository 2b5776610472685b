/**
 * The rollout judge's rule (DESIGN section 9), pure: a `rollout.pair` is shown to the judge twice, the
 * candidate's answer first and then the current version's first; a win or a loss counts only when both
 * orders agree (`pairVerdict`). Shared protocol and verdict: `@chat/events` judge/.
 */
import {
  type JudgeCase,
  type JudgeChoice,
  pairVerdict,
  parseJudgeReply,
  type RolloutPair,
  type ShadowEvent,
  shadowEventIds,
} from "@chat/events";

export type RolloutVerdict = Extract<ShadowEvent, { type: "rollout.verdict" }>;

/** The two judge prompts of one pair: candidate shown as A, then current shown as A. */
export function judgeCases(pair: RolloutPair): { candidateFirst: JudgeCase; currentFirst: JudgeCase } {
  const question = pair.content;
  return {
    candidateFirst: { question, answerA: pair.candidate.text, answerB: pair.current.text },
    currentFirst: { question, answerA: pair.current.text, answerB: pair.candidate.text },
  };
}

/** Thrown when the judge's reply ends without [[A]], [[B]] or [[C]]: nothing can be counted. */
export class NoVerdictError extends Error {
  readonly code = "NO_VERDICT";
  override readonly name = "NoVerdictError";
}

/** The judge's choice in one reply, or a `NoVerdictError` naming the order it came from. */
export function choiceOf(reply: string, order: "candidate-first" | "current-first"): JudgeChoice {
  const choice = parseJudgeReply(reply);
  if (!choice) throw new NoVerdictError(`judge gave no [[A]]/[[B]]/[[C]] (${order}): ${reply.slice(0, 120)}`);
  return choice;
}

/**
 * The verdict record of a pair from the judge's two replies.
 * @example verdictOf(pair, "A", "B", "judge", now).outcome // "win": both orders preferred the candidate
 */
export function verdictOf(
  pair: RolloutPair,
  candidateFirst: JudgeChoice,
  currentFirst: JudgeChoice,
  judge: string,
  now: Date,
): RolloutVerdict {
  const { outcome, agreed } = pairVerdict(candidateFirst, currentFirst);
  return {
    id: shadowEventIds.verdict(pair.shadowId),
    time: now.toISOString(),
    type: "rollout.verdict",
    v: 1,
    userId: pair.userId,
    conversationId: pair.conversationId,
    messageId: pair.messageId,
    shadowId: pair.shadowId,
    pool: pair.pool,
    currentVersion: pair.currentVersion,
    candidateVersion: pair.candidateVersion,
    candidateFirst,
    currentFirst,
    outcome,
    agreed,
    judge,
  };
}
