/**
 * Side-by-side judging of two model versions: the judge model's protocol (prompt and reply) and the verdict
 * on a pair judged twice with the order swapped. Shared by the release gate and the live rollout's judge.
 */
export type { Outcome, PairVerdict, Preference, Tally } from "./pairs.ts";
export { outcomeScore, pairVerdict, tally, winRate } from "./pairs.ts";
export type { JudgeCase, JudgeChoice } from "./protocol.ts";
export {
  JUDGE_SYSTEM,
  judgeMessages,
  judgeUserMessage,
  parseJudgeReply,
  parseJudgeUserMessage,
} from "./protocol.ts";
