/**
 * The log's record of a refusal by the input check: the one terminal event of a generation that never ran.
 * Built the same way by the api (right after the submission) and by the dispatcher (should the api die
 * between the two), so both publish the same event id and the log keeps one. Pure.
 */
import { eventIds, type GenerationFinished, type MessageSubmitted } from "../schemas.ts";
import { isHazard, refusalText } from "./categories.ts";

/** Billed as input only: the prompt's tokens, none cached, no answer. */
export function inputRefusal(sub: MessageSubmitted, time: Date): GenerationFinished {
  const check = sub.inputCheck;
  const category = check?.category && isHazard(check.category) ? check.category : null;
  return {
    id: eventIds.finished(sub.messageId),
    type: "generation.finished",
    v: 1,
    time: time.toISOString(),
    userId: sub.userId,
    conversationId: sub.conversationId,
    messageId: sub.messageId,
    finish: "refused",
    usage: { input: sub.promptTokens, cached: 0, output: 0 },
    text: "",
    model: "none",
    replicaId: null,
    detail: refusalText(category, "input"),
    ...(category ? { category } : {}),
    ...(check ? { safety: check } : {}),
  };
}
