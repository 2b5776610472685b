/**
 * What a client sees of a generation: `meta`, `delta`s and one `done`, numbered 1, 2, 3... in log order.
 * The numbering is a pure function of the log, so every api instance gives the same ids and a client
 * resuming with `Last-Event-ID: k` gets exactly k+1..N. Duplicates (a re-sent delta, a second attempt's
 * routing) are dropped by sequence number, so ids never repeat and text never doubles at a seam.
 */
import type { AnswerEnding, ChatEvent, FinishReason, Pool, Usage } from "@chat/events";

export type ClientEvent =
  | { id: number; event: "meta"; data: { messageId: string; model: Pool | null } }
  | { id: number; event: "delta"; data: { text: string } }
  | {
      id: number;
      event: "done";
      /** On a safety refusal: `category` (S1..S14) and the refusal text in `detail`. */
      data: {
        finish: FinishReason;
        usage: Usage;
        detail?: string;
        retryAfterSeconds?: number;
        category?: string;
      };
    };

/**
 * How an answer ended, in the client's names: the stream's `done` (from the finished event) and a conversation
 * read (from the answer's stored ending) say it the same way.
 */
export function clientEnding(e: AnswerEnding): {
  detail?: string;
  retryAfterSeconds?: number;
  category?: string;
} {
  return {
    ...(e.detail ? { detail: e.detail } : {}),
    ...(e.retryAfterS !== undefined ? { retryAfterSeconds: e.retryAfterS } : {}),
    ...(e.category ? { category: e.category } : {}),
  };
}

export class ClientEventMapper {
  private nextId = 1;
  private metaSent = false;
  private lastDeltaSeq = 0;
  private doneSent = false;

  constructor(private readonly messageId: string) {}

  get finished(): boolean {
    return this.doneSent;
  }

  /** Maps one log event to zero or more client events. */
  map(ev: ChatEvent): ClientEvent[] {
    if (this.doneSent || ev.messageId !== this.messageId) return [];
    switch (ev.type) {
      case "generation.routed":
        return this.metaSent ? [] : [this.meta(ev.pool)];
      case "generation.delta": {
        if (ev.seq !== this.lastDeltaSeq + 1) return [];
        this.lastDeltaSeq = ev.seq;
        const out: ClientEvent[] = this.metaSent ? [] : [this.meta(null)];
        out.push({ id: this.nextId++, event: "delta", data: { text: ev.text } });
        return out;
      }
      case "generation.finished": {
        const out: ClientEvent[] = this.metaSent ? [] : [this.meta(null)];
        this.doneSent = true;
        const data = { finish: ev.finish, usage: ev.usage, ...clientEnding(ev) };
        out.push({ id: this.nextId++, event: "done", data });
        return out;
      }
      case "conversation.created":
      case "conversation.summarized":
      case "conversation.renamed":
      case "conversation.deleted":
      case "conversation.branch_selected":
      case "user.settings_changed":
      case "message.submitted":
      case "generation.started":
      case "generation.stop_requested":
      case "generation.interrupted":
      case "generation.resubmitted":
      case "usage.settled":
        return [];
      default: {
        const never: never = ev;
        return never;
      }
    }
  }

  private meta(model: Pool | null): ClientEvent {
    this.metaSent = true;
    return { id: this.nextId++, event: "meta", data: { messageId: this.messageId, model } };
  }
}
