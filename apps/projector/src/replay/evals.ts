/**
 * The eval export, pure: pairs each submission's prompt with its finished answer.
 * Prompts wait in memory until their answer arrives (answers follow within minutes on the log).
 */
import type { ChatEvent, ChatMessage } from "@chat/events";

export type EvalPair = {
  messageId: string;
  conversationId: string;
  userId: string;
  tier: string;
  prompt: ChatMessage[];
  answer: string;
  model: string;
  finish: string;
  usage: { input: number; cached: number; output: number };
  time: string;
  /** Log position of the submission (what consent is judged at). */
  submittedSeq: number;
};

export class EvalPairs {
  private readonly prompts = new Map<string, { prompt: ChatMessage[]; tier: string; seq: number }>();
  private readonly done = new Set<string>();

  /** The pair `event` (at log position `seq`) completes, if any. */
  add(event: ChatEvent, seq = 0): EvalPair | null {
    if (event.type === "message.submitted") {
      if (!this.done.has(event.messageId))
        this.prompts.set(event.messageId, { prompt: event.prompt, tier: event.tier, seq });
      return null;
    }
    if (event.type !== "generation.finished") return null;
    const p = this.prompts.get(event.messageId);
    if (!p) return null; // the submission is before the replayed range, or the answer was already paired
    this.prompts.delete(event.messageId);
    this.done.add(event.messageId);
    return {
      messageId: event.messageId,
      conversationId: event.conversationId,
      userId: event.userId,
      tier: p.tier,
      prompt: p.prompt,
      answer: event.text,
      model: event.model,
      finish: event.finish,
      usage: event.usage,
      time: event.time,
      submittedSeq: p.seq,
    };
  }

  /** Submissions still waiting for an answer. */
  get unanswered(): number {
    return this.prompts.size;
  }
}
