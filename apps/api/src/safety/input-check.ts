/**
 * The input safety check, called by the submit path before a message is queued, once the token
 * reservation has let it in (a message over its user's limits never reaches the guard).
 * A flagged message is still recorded (`message.submitted` with `inputCheck.flagged`, so it is billed,
 * audited and shown), and its refusal follows at once as its `generation.finished`; the dispatcher never
 * routes it, so no GPU work is done.
 */
import type { ChatMessage, EventPublisher, MessageSubmitted, SafetyVerdict } from "@chat/events";
import { type Checker, type CheckResult, type GuardMessage, inputRefusal } from "@chat/events/safety";

/** Turns of the prompt the guard reads: the newest few (multi-turn harm shows only in context). */
const CONTEXT_MESSAGES = 5;

export function conversationForGuard(prompt: ChatMessage[]): GuardMessage[] {
  const turns = prompt.filter((m): m is GuardMessage => m.role === "user" || m.role === "assistant");
  return turns.slice(-CONTEXT_MESSAGES);
}

export function toSafetyVerdict(stage: SafetyVerdict["stage"], r: CheckResult): SafetyVerdict {
  return {
    stage,
    flagged: r.flagged,
    category: r.category,
    score: Math.min(1, Math.max(0, r.score)),
    decidedBy: r.decidedBy,
    ms: Math.round(r.ms * 100) / 100,
  };
}

/** Starts the check (never rejects: the client falls back to the baseline); `{}` when none is configured. */
export async function startInputCheck(
  checker: Checker | null | undefined,
  prompt: ChatMessage[],
): Promise<{ inputCheck?: SafetyVerdict }> {
  if (!checker) return {};
  const r = await checker.check("input", conversationForGuard(prompt));
  return { inputCheck: toSafetyVerdict("input", r) };
}

/** Records the refusal of a flagged submission; a failure here is repaired by the dispatcher. */
export async function refuseIfFlagged(
  publisher: EventPublisher,
  sub: MessageSubmitted,
  now: Date,
): Promise<void> {
  if (!sub.inputCheck?.flagged) return;
  await publisher
    .publish(inputRefusal(sub, now))
    .catch((err) =>
      console.error(`api: refusal of ${sub.messageId} not recorded (the dispatcher will)`, err),
    );
}
