/**
 * The api's application service: everything between a validated request and the log.
 * Transports (HTTP+SSE, WebSocket) call these methods and only translate requests and responses.
 *
 * Reads come from the Postgres read models; where those may lag behind the log (a conversation just
 * created, the answer that just finished), the log itself is read, so a client always sees its own writes.
 */
import { randomBytes } from "node:crypto";
import {
  type EventPublisher,
  eventIds,
  isScopedMessageId,
  type MessageSubmitted,
  type RequestedModel,
  scopedMessageId,
} from "@chat/events";
import { answerRowId, type Database } from "@chat/infra/db";
import type { Kysely } from "kysely";
import type { AuthUser } from "./auth.ts";
import { ApiError, notFound } from "./errors.ts";
import { type ReserveResult, rateLimitHeaders, type SettleResult } from "./limits/index.ts";
import { buildPrompt, countsInPrompt, type Turn } from "./prompt/build-prompt.ts";
import { neutralizeSpecialTokens } from "./prompt/special-tokens.ts";
import type { LogReader } from "./stream/log-reader.ts";
import { type TierTable, tierConfig, worstCaseCost } from "./tiers.ts";
import { contentTokens, LLAMA3_TEMPLATE } from "./tokens.ts";

/** What the api needs from the token limiter (`TokenLimiter` in ./limits). */
export interface ReservingLimiter {
  reserve(args: { userId: string; tier: string; messageId: string; cost: number }): Promise<ReserveResult>;
  settle(args: {
    userId: string;
    tier: string;
    messageId: string;
    actualCost: number;
  }): Promise<SettleResult>;
}

/** The limiter's answer plus the headers (and WebSocket fields) that report it. */
export type LimitDecision = ReserveResult & { headers: Record<string, string> };

export type ChatServiceDeps = {
  db: Kysely<Database>;
  log: LogReader;
  publisher: EventPublisher;
  limiter: ReservingLimiter | null;
  tiers: TierTable;
  systemPrompt: string;
  now: () => Date;
  onDroppedTurns?: (n: number, tier: string) => void;
};

export type SubmitInput = {
  conversationId: string;
  /** The app's key for the message (its Idempotency-Key); the message's id is scoped from it (`messageIdFor`). */
  messageId: string;
  content: string;
  parentId: string | null;
  model: RequestedModel;
};

export type SubmitResult = { messageId: string; duplicate: boolean; limit: LimitDecision | null };

/** The summary as the model reads it: labelled, so it is not taken for an instruction. */
export const SUMMARY_LABEL = "Summary of the earlier conversation:";
function summaryMessage(summary: string): { content: string; tokens: number } {
  const content = `${SUMMARY_LABEL}\n${summary}`;
  return { content, tokens: contentTokens(content) };
}

/** How far back to look in the log for turns the projector has not written yet. */
const MAX_UNPROJECTED_TURNS = 20;

export class ChatService {
  private readonly systemPromptTokens: number;

  constructor(private readonly deps: ChatServiceDeps) {
    this.systemPromptTokens = contentTokens(deps.systemPrompt);
  }

  async createConversation(
    user: AuthUser,
    title: string | undefined,
  ): Promise<{ id: string; title: string }> {
    const id = `c_${randomBytes(10).toString("hex")}`;
    const t = (title ?? "New chat").slice(0, 200);
    await this.deps.publisher.publish({
      id: eventIds.conversationCreated(id),
      type: "conversation.created",
      v: 1,
      time: this.deps.now().toISOString(),
      userId: user.id,
      conversationId: id,
      messageId: id,
      title: t,
    });
    return { id, title: t };
  }

  async listConversations(user: AuthUser, limit = 50) {
    return this.deps.db
      .selectFrom("conversations")
      .select(["id", "title", "summary", "total_tokens", "created_at", "updated_at"])
      .where("user_id", "=", user.id)
      .orderBy("updated_at", "desc")
      .limit(limit)
      .execute();
  }

  async getConversation(user: AuthUser, conversationId: string) {
    await this.assertOwnsConversation(user, conversationId);
    const conversation = await this.deps.db
      .selectFrom("conversations")
      .selectAll()
      .where("id", "=", conversationId)
      .executeTakeFirst();
    const messages = await this.deps.db
      .selectFrom("messages")
      .select(["id", "parent_id", "role", "content", "tokens", "model", "finish", "created_at"])
      .where("conversation_id", "=", conversationId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return { conversation: conversation ?? { id: conversationId, user_id: user.id }, messages };
  }

  /** The conversation exists and belongs to `user`: from the read model, else from the log. */
  async assertOwnsConversation(user: AuthUser, conversationId: string): Promise<void> {
    const row = await this.deps.db
      .selectFrom("conversations")
      .select("user_id")
      .where("id", "=", conversationId)
      .executeTakeFirst();
    const owner = row?.user_id ?? (await this.deps.log.last(conversationId, "conversation.created"))?.userId;
    if (owner !== user.id) throw notFound("conversation");
  }

  /** The id of `user`'s message whose key (Idempotency-Key) is `clientKey`: see events/src/message-ids.ts. */
  messageIdFor(user: AuthUser, clientKey: string): string {
    return scopedMessageId(user.id, clientKey);
  }

  /**
   * What a client names a message by, in a path, a frame or `parentId`: the message's id (as in `meta`,
   * `accepted.id` and conversation reads) when `user` has such a message, else the key it was sent with.
   * Either way the result is `user`'s own id: another user's message can never be named.
   */
  async resolveMessageId(user: AuthUser, idOrKey: string): Promise<string> {
    if (isScopedMessageId(idOrKey)) {
      const sub = await this.deps.log.last(idOrKey, "message.submitted");
      if (sub?.userId === user.id) return idOrKey;
    }
    return this.messageIdFor(user, idOrKey);
  }

  /** The message exists (was submitted) and belongs to `user`. */
  async assertOwnsMessage(user: AuthUser, messageId: string): Promise<MessageSubmitted> {
    const sub = await this.deps.log.last(messageId, "message.submitted");
    if (!sub || sub.userId !== user.id) throw notFound("message");
    return sub;
  }

  async submit(user: AuthUser, keyed: SubmitInput): Promise<SubmitResult> {
    const input = {
      ...keyed,
      messageId: this.messageIdFor(user, keyed.messageId),
      parentId: keyed.parentId === null ? null : await this.resolveMessageId(user, keyed.parentId),
    };
    const existing = await this.deps.log.last(input.messageId, "message.submitted");
    if (existing) return this.retried(user, input, existing);
    await this.assertOwnsConversation(user, input.conversationId);

    const tier = tierConfig(this.deps.tiers, user.tier);
    // Counted as the engine will read it (markers neutralised), so the prompt never passes the window.
    const newTokens = contentTokens(neutralizeSpecialTokens(input.content));
    const history = await this.history(input.conversationId, input.parentId);
    const prompt = buildPrompt({
      systemPrompt: { content: this.deps.systemPrompt, tokens: this.systemPromptTokens },
      summary: history.summary,
      history: history.turns,
      newMessage: { content: input.content, tokens: newTokens },
      tier,
    });
    if (!prompt.ok) {
      throw new ApiError(413, prompt.code, prompt.error, { limit: prompt.limit, tokens: newTokens });
    }
    if (prompt.droppedTurns > 0) this.deps.onDroppedTurns?.(prompt.droppedTurns, user.tier);

    const reservedCost = worstCaseCost(prompt.promptTokens, tier);
    let limit: LimitDecision | null = null;
    if (this.deps.limiter) {
      const r = await this.deps.limiter.reserve({
        userId: user.id,
        tier: user.tier,
        messageId: input.messageId,
        cost: reservedCost,
      });
      limit = { ...r, headers: rateLimitHeaders(r) };
      if (r.code === "limits_unavailable") {
        throw new ApiError(
          503,
          "limits_unavailable",
          `token limits cannot be checked right now; retry after ${r.retryAfterSeconds} s`,
          { retryAfterSeconds: r.retryAfterSeconds },
          limit.headers,
        );
      }
      if (!r.allowed) {
        throw new ApiError(
          429,
          r.code === "exceeds_capacity" ? "exceeds_capacity" : "token_limit",
          r.code === "exceeds_capacity"
            ? `this message needs up to ${reservedCost} tokens of budget, more than the ${user.tier} tier's whole bucket (${r.limit}); shorten it`
            : `token limit reached for the ${user.tier} tier: this message needs up to ${reservedCost} tokens of budget; retry after ${r.retryAfterSeconds} s`,
          { retryAfterSeconds: r.retryAfterSeconds, limit: r.limit, remaining: r.remaining },
          limit.headers,
        );
      }
    }

    const event: MessageSubmitted = {
      id: eventIds.submitted(input.messageId),
      type: "message.submitted",
      v: 1,
      time: this.deps.now().toISOString(),
      userId: user.id,
      conversationId: input.conversationId,
      messageId: input.messageId,
      tier: user.tier,
      requestedModel: input.model,
      parentId: input.parentId,
      content: input.content,
      contentTokens: newTokens,
      prompt: prompt.messages,
      promptTokens: prompt.promptTokens,
      systemPromptTokens:
        this.systemPromptTokens + LLAMA3_TEMPLATE.perPromptTokens + LLAMA3_TEMPLATE.perMessageTokens,
      droppedTurns: prompt.droppedTurns,
      maxAnswerTokens: prompt.maxAnswerTokens,
      reservedCost: this.deps.limiter ? reservedCost : 0,
    };
    let duplicate = false;
    try {
      const ack = await this.deps.publisher.publish(event);
      duplicate = ack.duplicate;
    } catch (err) {
      // The reservation stays: the retry this asks for finds it and is charged like a first try (giving it
      // back here marked it settled, and the retry passed as a free duplicate). If no retry comes, the
      // repair job returns it once the message is clearly not on the log.
      console.error(`api: publishing ${input.messageId} failed`, err);
      throw new ApiError(
        503,
        "log_unavailable",
        "the message could not be recorded; retry with the same Idempotency-Key",
        { retryAfterSeconds: 1 },
        { "retry-after": "1" },
      );
    }
    // A concurrent retry may have published first (duplicate): the limiter keyed the reservation by the
    // message id, so both share the one reservation and there is nothing to give back.
    return { messageId: input.messageId, duplicate, limit };
  }

  async stop(user: AuthUser, messageId: string): Promise<void> {
    const sub = await this.assertOwnsMessage(user, messageId);
    await this.deps.publisher.publish({
      id: eventIds.stop(messageId),
      type: "generation.stop_requested",
      v: 1,
      time: this.deps.now().toISOString(),
      userId: sub.userId,
      conversationId: sub.conversationId,
      messageId,
      reason: "user",
    });
  }

  private retried(user: AuthUser, input: SubmitInput, existing: MessageSubmitted): SubmitResult {
    if (existing.userId !== user.id || existing.conversationId !== input.conversationId) {
      throw new ApiError(
        409,
        "idempotency_key_reused",
        "this Idempotency-Key was already used for another message",
      );
    }
    return { messageId: input.messageId, duplicate: true, limit: null };
  }

  /**
   * The conversation's turns, oldest first: the projected rows, plus any newer turns along the parent
   * chain that the projector has not written yet (read from the log), so the prompt always holds the
   * answer that just finished.
   */
  private async history(conversationId: string, parentId: string | null) {
    const [conv, rows] = await Promise.all([
      this.deps.db
        .selectFrom("conversations")
        .select(["summary", "summary_upto_seq"])
        .where("id", "=", conversationId)
        .executeTakeFirst(),
      this.deps.db
        .selectFrom("messages")
        .select(["id", "role", "content", "tokens", "finish", "log_seq"])
        .where("conversation_id", "=", conversationId)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
    ]);
    const known = new Set(rows.map((r) => r.id));
    // Turns folded into the summary (log_seq <= summary_upto_seq) reach the prompt through it only.
    const foldedUpto = conv?.summary ? (conv.summary_upto_seq ?? 0) : 0;
    const turns: Turn[] = rows
      .filter((r) => r.log_seq > foldedUpto)
      .filter(countsInPrompt)
      .map((r) => ({ role: r.role, content: r.content, tokens: r.tokens }));

    const missing: Turn[] = [];
    let cursor = parentId;
    for (let i = 0; cursor && !known.has(answerRowId(cursor)) && i < MAX_UNPROJECTED_TURNS; i++) {
      const [sub, fin] = await Promise.all([
        this.deps.log.last(cursor, "message.submitted"),
        this.deps.log.last(cursor, "generation.finished"),
      ]);
      if (!sub || sub.conversationId !== conversationId) break;
      if (fin?.text && countsInPrompt({ role: "assistant", finish: fin.finish })) {
        missing.unshift({ role: "assistant", content: fin.text, tokens: fin.usage.output });
      }
      if (!known.has(cursor))
        missing.unshift({ role: "user", content: sub.content, tokens: sub.contentTokens });
      cursor = sub.parentId;
    }
    const summary = conv?.summary ? summaryMessage(conv.summary) : null;
    return { turns: [...turns, ...missing], summary };
  }
}
