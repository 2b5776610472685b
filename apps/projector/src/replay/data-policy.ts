/**
 * Which conversations an export of text may use (issue #23: consent and deletion), pure. Training and
 * evals use a message only if its user had opted in when it was sent (off until turned on), and never a
 * conversation deleted at any time, even after the message. Billing uses amounts, not text, and keeps all.
 *
 * @example
 *   const policy = new DataPolicy();
 *   for (const { event, seq } of settingsAndDeletions) policy.note(event, seq);
 *   policy.verdict({ userId, conversationId }, submittedSeq); // "ok" | "deleted" | "no-consent"
 */
import type { ChatEvent } from "@chat/events";

export type DataVerdict = "ok" | "deleted" | "no-consent";

export class DataPolicy {
  /** Per user: opt-in changes in log order. */
  private readonly changes = new Map<string, { seq: number; optIn: boolean }[]>();
  private readonly deleted = new Set<string>();

  /** Records a settings change or a deletion at its log position (events of other types are ignored). */
  note(event: ChatEvent, seq: number): void {
    if (event.type === "conversation.deleted") this.deleted.add(event.conversationId);
    if (event.type !== "user.settings_changed") return;
    const list = this.changes.get(event.userId) ?? [];
    list.push({ seq, optIn: event.trainingOptIn });
    list.sort((a, b) => a.seq - b.seq);
    this.changes.set(event.userId, list);
  }

  /** Whether the user had opted in just before log position `seq` (when their message was sent). */
  optedIn(userId: string, seq: number): boolean {
    let optIn = false;
    for (const c of this.changes.get(userId) ?? []) {
      if (c.seq >= seq) break;
      optIn = c.optIn;
    }
    return optIn;
  }

  verdict(m: { userId: string; conversationId: string }, submittedSeq: number): DataVerdict {
    if (this.deleted.has(m.conversationId)) return "deleted";
    return this.optedIn(m.userId, submittedSeq) ? "ok" : "no-consent";
  }
}
