/**
 * The api's application service: everything between a validated request and the log.
 * Transports (HTTP+SSE, WebSocket) call these methods and only translate requests and responses.
 *
 * Reads come from the Postgres read models; where those may lag behind the log (a conversation just
 * created, the answer that just finished), the log itself is read, so a client always sees its own writes.
 */
import {
  chooseVersion,
  type EventPublisher,
  eventIds,
  isScopedMessageId,
  type MessageSubmitted,
  type Names,
  newConversationId,
  type Pool,
  type RequestedModel,
  type Rollout,
  scopedMessageId,
} from "@chat/events";
import { type Checker, withoutRefusedTurns } from "@chat/events/safety";
import {
  buildPrompt,
  contentTokens,
  LLAMA3_TEMPLATE,
  neutralizeSpecialTokens,
  uncoveredBranch,
} from "@chat/model";
import type { Database } from "@chat/platform";
import type { Kysely } from "kysely";
import type { AuthUser } from "./auth.ts";
import { badRequest, ChatError, notFound } from "./errors.ts";
import type { ReserveResult, SettleResult } from "./limits/index.ts";
import { refuseIfFlagged, startInputCheck } from "./safety/input-check.ts";
import type { AnswerFeed, JustSubmitted } from "./stream/answer-feed.ts";
import type { PointReader } from "./stream/log-reader.ts";
import { type TierTable, tierConfig, worstCaseCost } from "./tiers.ts";
import { Conversations } from "./tree/conversations.ts";
import {
  type ConversationHistory,
  type ConversationTree,
  promptTurns,
  TreeReader,
} from "./tree/tree-reader.ts";

/** What the api needs from the token limiter (`TokenLimiter` in ./limits). */
export interface ReservingLimiter {
  reserve(args: {
    userId: string;
    tier: string;
    messageId: string;
    cost: number;
    reopenSettled?: boolean;
  }): Promise<ReserveResult>;
  settle(args: {
    userId: string;
    tier: string;
    messageId: string;
    actualCost: number;
  }): Promise<SettleResult>;
}

/** The limiter's answer: the transports report it (rate-limit headers, WebSocket fields). */
export type LimitDecision = ReserveResult;

export type ChatServiceDeps = {
  /** Subscribes to a message's answer before its submission is published (the answer feed's `expect`). */
  feed?: Pick<AnswerFeed, "expect">;
  /** The log's names: message ids are minted as its partitions need (`log.messageId`); default unsharded. */
  names?: Names;
  db: Kysely<Database>;
  log: PointReader;
  publisher: EventPublisher;
  limiter: ReservingLimiter | null;
  tiers: TierTable;
  systemPrompt: string;
  now: () => Date;
  onDroppedTurns?: (n: number, tier: string) => void;
  /** The input safety check (guard model, baseline fallback); none: messages are not checked. */
  inputCheck?: Checker | null;
  /** The conversation history (default: Postgres patched from the log, tree/tree-reader.ts). */
  history?: ConversationHistory;
  /** Each pool's rollout: a new conversation is pinned to the versions it picks (events rollout.ts). */
  rollouts?: { all(): Record<Pool, Rollout> };
};

export type SubmitInput = {
  conversationId: string;
  /** The app's key for the message (its Idempotency-Key); the message's id is scoped from it (`messageIdFor`). */
  messageId: string;
  content: string;
  /** The message this one follows (see `resolveParent`); null for a first message. */
  parentId: string | null;
  model: RequestedModel;
  /** Set by `regenerate`: the user message answered again (its content and parent are this input's). */
  regenerationOf?: string;
};

/** What the transports (HTTP, WebSocket) use: one region's `ChatService`, or `RegionalChat` across regions. */
export type ChatApi = Pick<
  ChatService,
  | "createConversation"
  | "listConversations"
  | "getConversation"
  | "submit"
  | "regenerate"
  | "stop"
  | "resolveMessageId"
  | "assertOwnsMessage"
  | "messageIdFor"
> & {
  conversations: Pick<Conversations, "rename" | "selectBranch" | "delete" | "settings" | "changeSettings">;
};

/** An answer's client events, live: one region's `AnswerFeed`, or `RegionalFeed` across regions. */
export type FeedApi = Pick<AnswerFeed, "pipe" | "watchers">;

export type SubmitResult = {
  messageId: string;
  duplicate: boolean;
  limit: LimitDecision | null;
  /** The submission as this call published it, with its stream sequence (the stream opens without reading it). */
  submitted?: JustSubmitted;
};

/** The summary as the model reads it: labelled, so it is not taken for an instruction. */
export const SUMMARY_LABEL = "Summary of the earlier conversation:";
function summaryMessage(summary: string): { content: string; tokens: number } {
  const content = `${SUMMARY_LABEL}\n${summary}`;
  return { content, tokens: contentTokens(content) };
}

/** A conversation that is gone makes its messages "not found"; an outage stays an outage (503). */
function asMessageNotFound(err: unknown): never {
  throw err instanceof ChatError && err.kind === "not_found" ? notFound("message") : err;
}

export class ChatService {
  private readonly systemPromptTokens: number;
  /** Reads a conversation's tree (Postgres, and the log ahead of the projector). */
  readonly tree: ConversationHistory;
  /** Read, list, rename, delete, switch branch; the user's data settings. */
  readonly conversations: Conversations;

  constructor(private readonly deps: ChatServiceDeps) {
    this.systemPromptTokens = contentTokens(deps.systemPrompt);
    this.tree = deps.history ?? new TreeReader(deps.db, deps.log);
    this.conversations = new Conversations({ ...deps, tree: this.tree });
  }

  async createConversation(
    user: AuthUser,
    title: string | undefined,
    /** Given when the conversation was placed first (regions): the id its placement records. */
    id = newConversationId(user.id),
  ): Promise<{ id: string; title: string }> {
    const t = (title ?? "New chat").slice(0, 200);
    const rollouts = this.deps.rollouts?.all();
    await this.deps.publisher.publish({
      id: eventIds.conversationCreated(id),
      type: "conversation.created",
      v: 1,
      time: this.deps.now().toISOString(),
      userId: user.id,
      conversationId: id,
      messageId: id,
      title: t,
      ...(rollouts
        ? { versions: { large: chooseVersion(id, rollouts.large), small: chooseVersion(id, rollouts.small) } }
        : {}),
    });
    return { id, title: t };
  }

  listConversations(user: AuthUser, opts: { limit?: number; cursor?: string } = {}) {
    return this.conversations.list(user, opts);
  }

  getConversation(user: AuthUser, conversationId: string) {
    return this.conversations.get(user, conversationId);
  }

  /** The conversation exists, is not deleted and belongs to `user`: from the read model, else from the log. */
  assertOwnsConversation(user: AuthUser, conversationId: string): Promise<void> {
    return this.conversations.assertOwns(user, conversationId);
  }

  /** The id of `user`'s message whose key (Idempotency-Key) is `clientKey`: see events/src/message-ids.ts. */
  messageIdFor(user: AuthUser, clientKey: string): string {
    return this.deps.names?.log.messageId(user.id, clientKey) ?? scopedMessageId(user.id, clientKey);
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
    // A deleted conversation's messages are no longer served.
    await this.assertOwnsConversation(user, sub.conversationId).catch(asMessageNotFound);
    return sub;
  }

  async submit(user: AuthUser, keyed: SubmitInput): Promise<SubmitResult> {
    const input = {
      ...keyed,
      messageId: this.messageIdFor(user, keyed.messageId),
    };
    // The conversation is read beside the retry check (one round trip of waiting, not two); a retry that
    // finds its message on the log is answered without it, so a Postgres failure never fails a retry.
    const loading = this.tree.load(input.conversationId);
    loading.catch(() => {});
    const existing = await this.deps.log.last(input.messageId, "message.submitted");
    if (existing) return this.retried(user, input, existing);
    // Owner checked on the tree's own row: one read of the conversation, not two.
    const tree = await loading;
    await this.conversations.assertOwnsRow(user, input.conversationId, tree.row);
    const parentId = await this.resolveParent(user, tree, input.parentId);

    const tier = tierConfig(this.deps.tiers, user.tier);
    // Counted as the engine will read it (markers neutralised), so the prompt never passes the window.
    const newTokens = contentTokens(neutralizeSpecialTokens(input.content));
    const history = await this.history(tree, parentId);
    const prompt = buildPrompt({
      systemPrompt: { content: this.deps.systemPrompt, tokens: this.systemPromptTokens },
      summary: history.summary,
      history: history.turns,
      newMessage: { content: input.content, tokens: newTokens },
      tier,
    });
    if (!prompt.ok) {
      throw new ChatError("too_large", prompt.code, prompt.error, { limit: prompt.limit, tokens: newTokens });
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
        // Reached only for a message not on the log: a reservation of it settled since (its publish failed
        // and the repair job gave it back) is taken anew, so even a late retry pays.
        reopenSettled: true,
      });
      limit = r;
      if (r.code === "limits_unavailable") {
        throw new ChatError(
          "unavailable",
          "limits_unavailable",
          `token limits cannot be checked right now; retry after ${r.retryAfterSeconds} s`,
          { retryAfterSeconds: r.retryAfterSeconds },
          r,
        );
      }
      if (!r.allowed) {
        throw new ChatError(
          "limited",
          r.code === "exceeds_capacity" ? "exceeds_capacity" : "token_limit",
          r.code === "exceeds_capacity"
            ? `this message needs up to ${reservedCost} tokens of budget, more than the ${user.tier} tier's whole bucket (${r.limit}); shorten it`
            : `token limit reached for the ${user.tier} tier: this message needs up to ${reservedCost} tokens of budget; retry after ${r.retryAfterSeconds} s`,
          { retryAfterSeconds: r.retryAfterSeconds, limit: r.limit, remaining: r.remaining },
          r,
        );
      }
    }

    // The guard reads only what the limits let in: a user over budget (a flood of the largest messages)
    // costs the guard nothing, so it cannot slow everyone else's checks into the baseline's weaker hands.
    // Run beside the reservation it hid only that round trip (~1 ms). Awaited before the event is
    // stamped: its `time` is when it was submitted, after the check it carries.
    const inputCheck = await startInputCheck(this.deps.inputCheck, prompt.messages);
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
      parentId,
      ...(input.regenerationOf ? { regenerationOf: input.regenerationOf } : {}),
      content: input.content,
      contentTokens: newTokens,
      prompt: prompt.messages,
      promptTokens: prompt.promptTokens,
      systemPromptTokens:
        this.systemPromptTokens + LLAMA3_TEMPLATE.perPromptTokens + LLAMA3_TEMPLATE.perMessageTokens,
      droppedTurns: prompt.droppedTurns,
      maxAnswerTokens: prompt.maxAnswerTokens,
      reservedCost: this.deps.limiter ? reservedCost : 0,
      ...inputCheck,
    };
    let duplicate = false;
    let submitted: JustSubmitted | undefined;
    // Subscribed before the publish: the stream opened next reads nothing from the log.
    const expectation = this.deps.feed?.expect(input.messageId);
    try {
      const ack = await this.deps.publisher.publish(event);
      duplicate = ack.duplicate;
      if (!duplicate) submitted = { event, seq: ack.seq, ...(expectation ? { expectation } : {}) };
      else expectation?.release();
    } catch (err) {
      expectation?.release();
      // The reservation stays: the retry this asks for finds it and is charged like a first try (giving it
      // back here marked it settled, and the retry passed as a free duplicate). If no retry comes, the
      // repair job returns it once the message is clearly not on the log.
      console.error(`api: publishing ${input.messageId} failed`, err);
      throw new ChatError(
        "unavailable",
        "log_unavailable",
        "the message could not be recorded; retry with the same Idempotency-Key",
        { retryAfterSeconds: 1 },
      );
    }
    await refuseIfFlagged(this.deps.publisher, event, this.deps.now());
    // A concurrent retry may have published first (duplicate): the limiter keyed the reservation by the
    // message id, so both share the one reservation and there is nothing to give back.
    return { messageId: input.messageId, duplicate, limit, ...(submitted ? { submitted } : {}) };
  }

  async stop(user: AuthUser, messageId: string): Promise<void> {
    await this.requestStop(await this.assertOwnsMessage(user, messageId), "user");
  }

  /** Asks for the answer to stop, on behalf of its user or of the api (a region that stopped answering). */
  async requestStop(sub: MessageSubmitted, reason: string): Promise<void> {
    await this.deps.publisher.publish({
      id: eventIds.stop(sub.messageId),
      type: "generation.stop_requested",
      v: 1,
      time: this.deps.now().toISOString(),
      userId: sub.userId,
      conversationId: sub.conversationId,
      messageId: sub.messageId,
      reason,
    });
  }

  private retried(user: AuthUser, input: SubmitInput, existing: MessageSubmitted): SubmitResult {
    if (existing.userId !== user.id || existing.conversationId !== input.conversationId) {
      throw new ChatError(
        "conflict",
        "idempotency_key_reused",
        "this Idempotency-Key was already used for another message",
      );
    }
    return { messageId: input.messageId, duplicate: true, limit: null };
  }

  /**
   * A new sibling answer to a user message (`targetId`: the user message, one of its answers, or a
   * generation's message id), limited, reserved and settled like any message. `messageId` is the new
   * message's key (its Idempotency-Key).
   */
  async regenerate(
    user: AuthUser,
    input: { targetId: string; messageId: string; model: RequestedModel },
  ): Promise<SubmitResult> {
    let target = input.targetId;
    let at = await this.tree.conversationOf(target);
    if (!at) {
      target = await this.resolveMessageId(user, input.targetId);
      at = await this.tree.conversationOf(target);
    }
    if (!at || at.userId !== user.id) throw notFound("message");
    await this.assertOwnsConversation(user, at.conversationId).catch(asMessageNotFound);
    const t = await this.tree.regenerateTarget(await this.tree.load(at.conversationId), target);
    if (!t) throw notFound("message");
    return this.submit(user, {
      conversationId: t.conversationId,
      messageId: input.messageId,
      content: t.content,
      parentId: t.parentGeneration,
      model: input.model,
      regenerationOf: t.userMessageId,
    });
  }

  /**
   * The generation whose answer a new message follows, from the `parentId` a client sent: a message id
   * from a conversation read (an answer, or a user message meaning its answer, as before trees), a
   * generation's message id, or the key the parent was sent with. 400 when the conversation has none.
   */
  private async resolveParent(user: AuthUser, tree: ConversationTree, raw: string | null) {
    if (raw === null) return null;
    // The tree first (an id from a conversation read); then the log, under the id the client means: its own
    // message's id, or the one its key gives (one point read at most, not one per guess).
    const gen =
      (await this.tree.parentGeneration(tree, raw, { log: false })) ??
      (await this.tree.parentGeneration(tree, isScopedMessageId(raw) ? raw : this.messageIdFor(user, raw)));
    if (gen === null) {
      throw badRequest("parentId: no such message in this conversation", { field: "parentId" });
    }
    return gen;
  }

  /**
   * The prompt's history: the branch behind the new message (its parent chain, never a sibling branch),
   * after the deepest summary on that branch, read-your-writes through the log (see `TreeReader.branch`).
   */
  private async history(tree: ConversationTree, parentGeneration: string | null) {
    const chain = await this.tree.branch(tree, parentGeneration);
    const { after, summary } = uncoveredBranch(chain, tree.summaries);
    return {
      turns: promptTurns(withoutRefusedTurns(after)),
      summary: summary ? summaryMessage(summary.content) : null,
    };
  }
}
