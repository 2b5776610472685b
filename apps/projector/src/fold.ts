/**
 * The projector's fold, pure: one event at its log position -> the row operations that record it.
 * No SQL, clock or I/O here; `store.ts` applies the operations idempotently.
 *
 * Every operation carries the event's stream sequence (`logSeq`): inserts never overwrite (an event is a
 * fact, recorded once), and updates apply only to rows last changed by an older event.
 *
 * @example
 *   project(messageSubmittedEvent, 42)
 *   // [{ op: "insertMessage", row: {...} }, { op: "insertGeneration", ... }, { op: "touchConversation", ... }]
 */
import {
  answerEnding,
  assertNever,
  type ChatEvent,
  EventKind,
  type EventOf,
  toStorableText,
} from "@chat/events";
import type {
  GenerationStatus,
  NewConversation,
  NewGeneration,
  NewMessage,
  NewUsageRow,
} from "@chat/platform";
import { answerRowId } from "@chat/platform";

/** The columns an event may change on a generation row. */
export type GenerationChange = {
  status?: GenerationStatus;
  replica_id?: string | null;
  attempt?: number;
  tokens_sent?: number;
  started_at?: string;
  finished_at?: string;
  finish?: string;
};

export type RowOp =
  | { op: "insertConversation"; row: NewConversation }
  /** Bumps updated_at (never backwards), adds tokens to total_tokens and, with `leafId`, moves the current leaf. */
  | { op: "touchConversation"; id: string; at: string; addTokens: number; logSeq: number; leafId?: string }
  | { op: "setTitle"; id: string; title: string; logSeq: number }
  /** Upserts the user's settings unless a later event already wrote them. */
  | { op: "setUserSettings"; userId: string; trainingOptIn: boolean; at: string; logSeq: number }
  | { op: "setLeaf"; id: string; leafId: string; logSeq: number }
  /** Marks the conversation deleted and drops its messages' text from the read model. */
  | { op: "deleteConversation"; id: string; at: string; logSeq: number }
  /**
   * Points an answer row at the user message its generation answers (`generations.reply_to`): for a
   * regenerate that is not the generation's own id, which is all the finished event knows.
   */
  | { op: "linkAnswer"; generationId: string; answerId: string }
  | {
      op: "insertSummary";
      conversationId: string;
      uptoMessageId: string;
      summary: string;
      summaryTokens: number;
      uptoSeq: number;
      logSeq: number;
    }
  | { op: "insertMessage"; row: NewMessage }
  | { op: "insertGeneration"; row: NewGeneration }
  | {
      op: "updateGeneration";
      messageId: string;
      set: GenerationChange;
      /** Leave a finished generation alone (a late event after the terminal one). */
      unlessFinished: boolean;
      logSeq: number;
    }
  | { op: "insertUsage"; row: NewUsageRow }
  /**
   * Replaces the summary unless the row already holds one folded up to `uptoSeq` or further: the guard
   * is the fold point, not `log_seq`, so it commutes with `touchConversation` and a replay changes nothing.
   */
  | { op: "setSummary"; id: string; summary: string; uptoSeq: number };

export type RowOpKind = RowOp["op"];

/**
 * Subject kinds (`chat.<messageId>.<kind>`) no read model needs: the fold returns nothing for them, so
 * the live projector and the rebuild pass their entries unread (no parse, no validation), only moving
 * the position. Deltas are ~95% of the log at peak; the finished event carries the whole text and
 * `usage.output`, and interrupted/resubmitted carry `tokensSent`, so no row needs a delta.
 */
export const UNREAD_KINDS: ReadonlySet<string> = new Set([EventKind["generation.delta"]]);

/** The row operations recording `event`, which sits at `streamSeq` on the chat stream. */
export function project(event: ChatEvent, streamSeq: number): RowOp[] {
  const logSeq = streamSeq;
  switch (event.type) {
    case "conversation.created":
      return [
        {
          op: "insertConversation",
          row: {
            id: event.conversationId,
            user_id: event.userId,
            title: event.title,
            model_version: null,
            summary: null,
            summary_upto_seq: null,
            total_tokens: 0,
            created_at: event.time,
            updated_at: event.time,
            log_seq: logSeq,
          },
        },
      ];
    case "message.submitted": {
      const regenerate = event.regenerationOf !== undefined;
      const ops: RowOp[] = regenerate ? [] : [userMessage(event, logSeq)];
      ops.push(
        {
          op: "insertGeneration",
          row: {
            message_id: event.messageId,
            user_id: event.userId,
            conversation_id: event.conversationId,
            status: "queued",
            replica_id: null,
            attempt: 0,
            tokens_sent: 0,
            submitted_at: event.time,
            started_at: null,
            finished_at: null,
            finish: null,
            log_seq: logSeq,
            reply_to: event.regenerationOf ?? event.messageId,
          },
        },
        // A regenerate adds no text to the conversation until its answer finishes.
        {
          ...touch(event, regenerate ? 0 : event.contentTokens, logSeq),
          leafId: answerRowId(event.messageId),
        },
      );
      return ops;
    }
    case "generation.routed":
      return [
        updateGeneration(event.messageId, logSeq, {
          status: "queued",
          replica_id: event.replicaId,
          attempt: event.attempt,
        }),
      ];
    case "generation.started":
      return [
        updateGeneration(event.messageId, logSeq, {
          status: "running",
          replica_id: event.replicaId,
          attempt: event.attempt,
          started_at: event.time,
        }),
      ];
    case "generation.delta":
      // Never read from the log (UNREAD_KINDS); a delta handed in anyway changes nothing either.
      return [];
    case "generation.stop_requested":
      // The stop itself changes no read model; the generation's `finished` (finish "stopped") does.
      return [];
    case "generation.interrupted":
      return [
        updateGeneration(event.messageId, logSeq, {
          status: "interrupted",
          replica_id: event.replicaId,
          attempt: event.attempt,
          tokens_sent: event.tokensSent,
        }),
      ];
    case "generation.resubmitted":
      return [
        updateGeneration(event.messageId, logSeq, {
          status: "queued",
          replica_id: event.replicaId,
          attempt: event.attempt,
          tokens_sent: event.tokensSent,
        }),
      ];
    case "generation.finished":
      return [
        {
          op: "insertMessage",
          row: {
            id: answerRowId(event.messageId),
            conversation_id: event.conversationId,
            user_id: event.userId,
            parent_id: event.messageId,
            role: "assistant",
            // A model can write U+0000; Postgres refuses it, and one refused row would stall the batch.
            content: toStorableText(event.text),
            tokens: event.usage.output,
            model: event.model,
            finish: event.finish,
            ending: answerEnding(event),
            created_at: event.time,
            log_seq: logSeq,
          },
        },
        {
          op: "updateGeneration",
          messageId: event.messageId,
          set: {
            status: "finished",
            finished_at: event.time,
            finish: event.finish,
            tokens_sent: event.usage.output,
          },
          unlessFinished: false,
          logSeq,
        },
        touch(event, event.usage.output, logSeq),
        { op: "linkAnswer", generationId: event.messageId, answerId: answerRowId(event.messageId) },
      ];
    case "usage.settled":
      return [
        {
          op: "insertUsage",
          row: {
            message_id: event.messageId,
            user_id: event.userId,
            tier: event.tier,
            input: event.usage.input,
            cached: event.usage.cached,
            output: event.usage.output,
            reserved_cost: event.reservedCost,
            cost: event.cost,
            finish: event.finish,
            settled_at: event.time,
            log_seq: logSeq,
          },
        },
      ];
    case "conversation.summarized": {
      const ops: RowOp[] = [
        {
          op: "setSummary",
          id: event.conversationId,
          summary: toStorableText(event.summary),
          uptoSeq: event.uptoSeq,
        },
      ];
      if (event.uptoMessageId) {
        ops.push({
          op: "insertSummary",
          conversationId: event.conversationId,
          uptoMessageId: event.uptoMessageId,
          summary: toStorableText(event.summary),
          summaryTokens: event.summaryTokens,
          uptoSeq: event.uptoSeq,
          logSeq,
        });
      }
      return ops;
    }
    case "conversation.renamed":
      return [{ op: "setTitle", id: event.conversationId, title: event.title, logSeq }];
    case "conversation.branch_selected":
      return [{ op: "setLeaf", id: event.conversationId, leafId: event.leafId, logSeq }];
    case "conversation.deleted":
      return [{ op: "deleteConversation", id: event.conversationId, at: event.time, logSeq }];
    case "user.settings_changed":
      return [
        {
          op: "setUserSettings",
          userId: event.userId,
          trainingOptIn: event.trainingOptIn,
          at: event.time,
          logSeq,
        },
      ];
    default:
      return assertNever(event);
  }
}

function touch(event: ChatEvent, addTokens: number, logSeq: number) {
  return { op: "touchConversation", id: event.conversationId, at: event.time, addTokens, logSeq } as const;
}

/** The user's message row: its parent is the answer of the generation it follows. */
function userMessage(event: EventOf<"message.submitted">, logSeq: number): RowOp {
  return {
    op: "insertMessage",
    row: {
      id: event.messageId,
      conversation_id: event.conversationId,
      user_id: event.userId,
      parent_id: event.parentId === null ? null : answerRowId(event.parentId),
      role: "user",
      content: event.content,
      tokens: event.contentTokens,
      model: null,
      finish: null,
      created_at: event.time,
      log_seq: logSeq,
    },
  };
}

function updateGeneration(messageId: string, logSeq: number, set: GenerationChange): RowOp {
  return { op: "updateGeneration", messageId, set, unlessFinished: true, logSeq };
}
