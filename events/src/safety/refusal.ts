/**
 * The log's record of a refusal by the input check: the one terminal event of a generation that never ran.
 * Built the same way by the api (right after the submission) and by the dispatcher (should the api die
 * between the two), so both publish the same event id and the log keeps one. Pure.
 */
import { eventIds, type GenerationFinished, type MessageSubmitted } from "../schemas.ts";
import { type Hazard, isHazard, refusalText, type SafetyStage } from "./categories.ts";

/**
 * Where to find help, after a refusal whose hazard is suicide and self-harm: the person refused may be in
 * crisis, and a bare "I can't help with that" is the worst answer to give them (consumer assistants show
 * crisis lines there). Worded for anyone, since the refusal cannot tell a person at risk from a curious one.
 */
const SUPPORT: Partial<Record<Hazard, string>> = {
  S11:
    "If you are thinking about harming yourself, you don't have to face it alone: in the US call or text 988, " +
    "in the UK and Ireland call Samaritans on 116 123, elsewhere find a local helpline at findahelpline.com. " +
    "If you are in danger right now, call your local emergency number.",
};

/** What a refused person is shown: the refusal (`refusalText`), then where to find help where the hazard calls for it. */
export function refusalMessage(category: Hazard | null, stage: SafetyStage): string {
  const support = category ? SUPPORT[category] : undefined;
  return support ? `${refusalText(category, stage)} ${support}` : refusalText(category, stage);
}

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
    detail: refusalMessage(category, "input"),
    ...(category ? { category } : {}),
    ...(check ? { safety: check } : {}),
  };
}
