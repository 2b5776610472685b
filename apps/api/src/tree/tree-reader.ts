/**
 * Reading one conversation's tree: the projected rows from Postgres, plus, for the turns the projector
 * has not written yet, the log itself (read-your-writes, branch by branch). Also resolves the ids a
 * client may name (a user message, an answer, or a generation's message id) to what the api needs.
 */

import type { AnswerEnding } from "@chat/events";
import { branchTo, countsInPrompt, type TreeNode } from "@chat/model";
import { answeredMessageId, answerRowId, type Database } from "@chat/platform";
import { type Kysely, sql } from "kysely";
import type { PointReader } from "../stream/log-reader.ts";

/** `ending`: how an answer ended beyond `finish` (the refusal text, hazard or retry hint), when known. */
export type StoredNode = TreeNode & { createdAt: Date; model: string | null; ending?: AnswerEnding | null };

/** A generation as the read model knows it: the user message it answers and how far it got. */
export type TreeGeneration = { replyTo: string | null; status: string; submittedAt: Date };

export type ConversationTree = {
  conversationId: string;
  row: {
    user_id: string;
    title: string;
    summary: string | null;
    total_tokens: number;
    created_at: Date;
    updated_at: Date;
    current_leaf_id: string | null;
    deleted_at: Date | null;
  } | null;
  nodes: Map<string, StoredNode>;
  /** Generation id -> the user message it answers and how far it got. */
  generations: Map<string, TreeGeneration>;
  /** Answer row id -> its generation id. */
  answerOf: Map<string, string>;
  /** Branch summaries by the message they were folded up to. */
  summaries: Map<string, { content: string; tokens: number }>;
};

/** What a regenerate answers again: the user message, its text, and the generation its branch follows. */
export type RegenerateTarget = {
  conversationId: string;
  userMessageId: string;
  content: string;
  contentTokens: number;
  parentGeneration: string | null;
};

/** The row shapes of `load`'s one query (JSON: timestamps as ISO text). */
type LoadedRows = {
  row: {
    user_id: string;
    title: string;
    summary: string | null;
    total_tokens: number;
    created_at: string;
    updated_at: string;
    current_leaf_id: string | null;
    deleted_at: string | null;
  } | null;
  messages: Array<
    [
      string,
      string | null,
      StoredNode["role"],
      string,
      number,
      string | null,
      string | null,
      string,
      number,
      AnswerEnding | null,
    ]
  >;
  generations: Array<[string, string | null, string, string]>;
  summaries: Array<[string, string, number]>;
};

/** How far back to look in the log for turns the projector has not written yet. */
const MAX_UNPROJECTED_TURNS = 20;

/**
 * The conversation history the application service reads (a port): a conversation's tree, the branch
 * behind a message, what a message id names. `TreeReader` is the adapter over Postgres and the log; tests
 * of the service may put a fake in its place.
 */
export interface ConversationHistory {
  load(conversationId: string): Promise<ConversationTree>;
  /** The generation whose answer a new message follows, from an id a client sent; null when none. */
  parentGeneration(tree: ConversationTree, id: string, opts?: { log?: boolean }): Promise<string | null>;
  conversationOf(id: string): Promise<{ conversationId: string; userId: string } | null>;
  regenerateTarget(tree: ConversationTree, id: string): Promise<RegenerateTarget | null>;
  /** The parent chain behind `parentGeneration`, oldest first (read-your-writes through the log). */
  branch(tree: ConversationTree, parentGeneration: string | null): Promise<TreeNode[]>;
}

/** The history from the read model (Postgres), patched from the log where the projector lags. */
export class TreeReader implements ConversationHistory {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: PointReader,
  ) {}

  /**
   * One round trip: the conversation's row and its messages, generations and summaries as JSON in one
   * query (a submit reads this on every message; four queries were four pool checkouts and socket writes).
   */
  async load(conversationId: string): Promise<ConversationTree> {
    const result = await sql<LoadedRows>`
      select
        (select json_build_object(
           'user_id', c.user_id, 'title', c.title, 'summary', c.summary, 'total_tokens', c.total_tokens,
           'created_at', c.created_at, 'updated_at', c.updated_at, 'current_leaf_id', c.current_leaf_id,
           'deleted_at', c.deleted_at)
         from conversations c where c.id = ${conversationId}) as row,
        coalesce((select json_agg(json_build_array(m.id, m.parent_id, m.role, m.content, m.tokens, m.model,
                    m.finish, m.created_at, m.log_seq, m.ending) order by m.log_seq)
                  from messages m where m.conversation_id = ${conversationId}), '[]') as messages,
        coalesce((select json_agg(json_build_array(g.message_id, g.reply_to, g.status, g.submitted_at))
                  from generations g where g.conversation_id = ${conversationId}), '[]') as generations,
        coalesce((select json_agg(json_build_array(s.upto_message_id, s.summary, s.summary_tokens))
                  from conversation_summaries s where s.conversation_id = ${conversationId}), '[]') as summaries
    `.execute(this.db);
    const loaded = result.rows[0]!;
    // JSON carries timestamps as ISO text (microseconds; Date keeps milliseconds, as the pg driver does).
    const date = (v: string) => new Date(v);
    const r = loaded.row;
    const tree: ConversationTree = {
      conversationId,
      row: r
        ? {
            ...r,
            created_at: date(r.created_at),
            updated_at: date(r.updated_at),
            deleted_at: r.deleted_at === null ? null : date(r.deleted_at),
          }
        : null,
      nodes: new Map(
        loaded.messages.map(
          ([id, parentId, role, content, tokens, model, finish, createdAt, logSeq, ending]) => [
            id,
            {
              id,
              parentId,
              role,
              content,
              tokens,
              finish,
              logSeq,
              createdAt: date(createdAt),
              model,
              ending,
            },
          ],
        ),
      ),
      generations: new Map(
        loaded.generations.map(([messageId, replyTo, status, submittedAt]) => [
          messageId,
          { replyTo, status, submittedAt: date(submittedAt) },
        ]),
      ),
      answerOf: new Map(loaded.generations.map(([messageId]) => [answerRowId(messageId), messageId])),
      summaries: new Map(loaded.summaries.map(([uptoId, content, tokens]) => [uptoId, { content, tokens }])),
    };
    return tree;
  }

  /**
   * The generation whose answer a new message follows, from the id the client named as its parent: an
   * answer's id, a user message's id (its own generation: how clients named the previous message before
   * trees), or a generation's message id not projected yet. An answer row the projector has not written
   * names its generation too: a conversation read serves such answers from the log (`finishedFromLog`),
   * so a client may send their ids before the row exists. Null when the conversation has no such message.
   */
  async parentGeneration(
    tree: ConversationTree,
    id: string,
    opts: { log?: boolean } = {},
  ): Promise<string | null> {
    if (tree.generations.has(id)) return id;
    const node = tree.nodes.get(id);
    if (node?.role === "user") return id;
    if (node?.role === "assistant") return tree.answerOf.get(id) ?? null;
    const answered = answeredMessageId(id);
    if (answered !== null && tree.generations.has(answered)) return answered;
    if (opts.log === false) return null;
    const generation = answered ?? id;
    const sub = await this.log.last(generation, "message.submitted");
    return sub?.conversationId === tree.conversationId ? generation : null;
  }

  /**
   * The conversation a message id belongs to and its owner, from the read model or the log (a message
   * just sent); null when unknown.
   */
  async conversationOf(id: string): Promise<{ conversationId: string; userId: string } | null> {
    const row = await this.db
      .selectFrom("messages")
      .select(["conversation_id", "user_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (row) return { conversationId: row.conversation_id, userId: row.user_id };
    const sub = await this.log.last(id, "message.submitted");
    return sub ? { conversationId: sub.conversationId, userId: sub.userId } : null;
  }

  /** The user message a regenerate of `id` (a user message, an answer, or a generation) answers again. */
  async regenerateTarget(tree: ConversationTree, id: string): Promise<RegenerateTarget | null> {
    const node = tree.nodes.get(id);
    let userId: string | null = null;
    if (node?.role === "user") userId = id;
    else if (node?.role === "assistant") {
      const gen = tree.answerOf.get(id);
      userId = (gen ? tree.generations.get(gen)?.replyTo : null) ?? node.parentId;
    } else if (tree.generations.has(id)) userId = tree.generations.get(id)?.replyTo ?? id;
    else {
      const sub = await this.log.last(id, "message.submitted");
      if (sub?.conversationId === tree.conversationId) userId = sub.regenerationOf ?? id;
    }
    if (!userId) return null;
    const user = tree.nodes.get(userId);
    if (user?.role === "user") {
      const parent = user.parentId === null ? null : (tree.answerOf.get(user.parentId) ?? null);
      if (user.parentId !== null && parent === null) return null;
      return {
        conversationId: tree.conversationId,
        userMessageId: userId,
        content: user.content,
        contentTokens: user.tokens,
        parentGeneration: parent,
      };
    }
    const sub = await this.log.last(userId, "message.submitted");
    if (!sub || sub.conversationId !== tree.conversationId || sub.regenerationOf) return null;
    return {
      conversationId: tree.conversationId,
      userMessageId: userId,
      content: sub.content,
      contentTokens: sub.contentTokens,
      parentGeneration: sub.parentId,
    };
  }

  /**
   * The branch a new message continues: the parent chain of `parentGeneration`'s answer, oldest first.
   * Turns the projector has not written yet are read from the log along the same chain, so the prompt
   * always holds the answer that just finished, and never an answer of a sibling branch.
   */
  async branch(tree: ConversationTree, parentGeneration: string | null): Promise<TreeNode[]> {
    const tail: TreeNode[] = []; // newest first
    let joinAt: string | null = null;
    let cursor = parentGeneration;
    for (let i = 0; cursor && i < MAX_UNPROJECTED_TURNS; i++) {
      const answerId = answerRowId(cursor);
      if (tree.nodes.has(answerId)) {
        joinAt = answerId;
        break;
      }
      const [sub, fin] = await Promise.all([
        this.log.last(cursor, "message.submitted"),
        this.log.last(cursor, "generation.finished"),
      ]);
      if (!sub || sub.conversationId !== tree.conversationId) break;
      const userId = sub.regenerationOf ?? cursor;
      if (fin) {
        tail.push({
          id: answerId,
          parentId: userId,
          role: "assistant",
          content: fin.text,
          tokens: fin.usage.output,
          finish: fin.finish,
          logSeq: 0,
        });
      }
      if (tree.nodes.has(userId)) {
        joinAt = userId;
        break;
      }
      const parentId = sub.parentId === null ? null : answerRowId(sub.parentId);
      tail.push({
        id: userId,
        parentId,
        role: "user",
        content: sub.content,
        tokens: sub.contentTokens,
        finish: null,
        logSeq: 0,
      });
      cursor = sub.parentId;
    }
    return [...branchTo(tree.nodes, joinAt), ...tail.reverse()];
  }
}

/** The turns of a branch that belong in a prompt (refused and failed answers are left out). */
export const promptTurns = (chain: readonly TreeNode[]) =>
  chain.filter(countsInPrompt).map((n) => ({ role: n.role, content: n.content, tokens: n.tokens }));
