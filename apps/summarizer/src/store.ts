/**
 * The Postgres reads of the summarizer (the projector's read models): how much of a conversation the
 * summary does not cover yet, and its turns. Read-only: the summary itself reaches Postgres only as a
 * `conversation.summarized` event folded by the projector.
 */

import { branchTo, uncoveredBranch } from "@chat/model";
import type { Database } from "@chat/platform";
import { type Kysely, sql } from "kysely";
import type { HistoryMessage } from "./policy.ts";

export type ConversationSummaryRow = {
  userId: string;
  summary: string | null;
  summaryUptoSeq: number | null;
};

/** One branch of a conversation: the part after the deepest summary on it, and that summary. */
export type BranchHistory = {
  userId: string;
  /** The summary covering the branch up to `summaryUpto` (null when the branch has none). */
  summary: string | null;
  summaryUpto: string | null;
  /** Oldest first, content included. */
  messages: HistoryMessage[];
};

export interface HistoryStore {
  /**
   * The branch ending at `leafId` (or, when that is not projected, at `fallbackLeafId`), after the
   * deepest summary on it; null when neither is projected or the conversation is deleted.
   */
  branch(
    conversationId: string,
    leafId: string | null,
    fallbackLeafId?: string,
  ): Promise<BranchHistory | null>;
  /** The leaf the user last continued (where the branch to summarize ends), or null. */
  currentLeaf(conversationId: string): Promise<string | null>;
  /**
   * The tokens of every prompt-worthy turn of the conversation, all branches and summaries ignored: a bound
   * no branch's uncovered history can pass, from one sum (no content read); null if not projected or deleted.
   */
  promptTokens(conversationId: string): Promise<number | null>;
  /** The conversation and the tokens of its prompt-worthy turns above the summary; null if not projected. */
  uncovered(conversationId: string): Promise<(ConversationSummaryRow & { uncoveredTokens: number }) | null>;
  /** The conversation and its turns above the summary (at most up to `uptoSeq`), oldest first. */
  load(
    conversationId: string,
    uptoSeq?: number,
  ): Promise<(ConversationSummaryRow & { messages: HistoryMessage[] }) | null>;
}

/**
 * The tokens of the selected messages that reach a prompt: `countsInPrompt`'s rule in SQL (refused and
 * errored answers never do), so a store's sums and the policy's count agree.
 */
const promptWorthyTokens = sql<string>`coalesce(sum(messages.tokens) filter (where messages.role = 'user' or messages.finish is null or messages.finish not in ('refused', 'error')), 0)`;

export function postgresHistory(db: Kysely<Database>): HistoryStore {
  const conversation = (id: string) =>
    db
      .selectFrom("conversations")
      .select(["user_id", "summary", "summary_upto_seq"])
      .where("id", "=", id)
      .executeTakeFirst();
  const row = (c: NonNullable<Awaited<ReturnType<typeof conversation>>>): ConversationSummaryRow => ({
    userId: c.user_id,
    summary: c.summary,
    summaryUptoSeq: c.summary_upto_seq,
  });

  return {
    async currentLeaf(id) {
      const c = await db
        .selectFrom("conversations")
        .select("current_leaf_id")
        .where("id", "=", id)
        .executeTakeFirst();
      return c?.current_leaf_id ?? null;
    },

    async branch(id, leafId, fallbackLeafId) {
      const c = await db
        .selectFrom("conversations")
        .select(["user_id", "deleted_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!c || c.deleted_at) return null;
      const [rows, sums] = await Promise.all([
        db
          .selectFrom("messages")
          .select(["id", "parent_id", "role", "content", "tokens", "finish", "log_seq"])
          .where("conversation_id", "=", id)
          .execute(),
        db
          .selectFrom("conversation_summaries")
          .select(["upto_message_id", "summary"])
          .where("conversation_id", "=", id)
          .execute(),
      ]);
      const nodes = new Map(rows.map((r) => [r.id, { ...r, parentId: r.parent_id }]));
      const leaf = leafId && nodes.has(leafId) ? leafId : fallbackLeafId;
      if (!leaf || !nodes.has(leaf)) return null;
      const { after, summary, summaryUpto } = uncoveredBranch(
        branchTo(nodes, leaf),
        new Map(sums.map((x) => [x.upto_message_id, x.summary])),
      );
      return {
        userId: c.user_id,
        summary,
        summaryUpto,
        messages: after.map((m) => ({
          id: m.id,
          role: m.role,
          content: m.content,
          tokens: m.tokens,
          finish: m.finish,
          logSeq: m.log_seq,
        })),
      };
    },

    async promptTokens(id) {
      const r = await db
        .selectFrom("conversations")
        .leftJoin("messages", "messages.conversation_id", "conversations.id")
        .select(promptWorthyTokens.as("tokens"))
        .where("conversations.id", "=", id)
        .where("conversations.deleted_at", "is", null)
        .groupBy("conversations.id")
        .executeTakeFirst();
      return r ? Number(r.tokens) : null;
    },

    async uncovered(id) {
      const c = await conversation(id);
      if (!c) return null;
      const r = await db
        .selectFrom("messages")
        .select(promptWorthyTokens.as("tokens"))
        .where("conversation_id", "=", id)
        .where("log_seq", ">", c.summary_upto_seq ?? 0)
        .executeTakeFirstOrThrow();
      return { ...row(c), uncoveredTokens: Number(r.tokens) };
    },

    async load(id, uptoSeq) {
      const c = await conversation(id);
      if (!c) return null;
      let q = db
        .selectFrom("messages")
        .select(["role", "content", "tokens", "finish", "log_seq"])
        .where("conversation_id", "=", id)
        .where("log_seq", ">", c.summary_upto_seq ?? 0)
        .orderBy("log_seq");
      if (uptoSeq !== undefined) q = q.where("log_seq", "<=", uptoSeq);
      const rows = await q.execute();
      return {
        ...row(c),
        messages: rows.map((m) => ({
          role: m.role,
          content: m.content,
          tokens: m.tokens,
          finish: m.finish,
          logSeq: m.log_seq,
        })),
      };
    },
  };
}
