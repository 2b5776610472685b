/**
 * Conversations as the user manages them: read (the whole tree), list (newest first, paged), rename,
 * delete, switch branch, and the user's data settings. Every change is an event on the log; reads come
 * from the read models, and from the log where they may lag (a conversation just created or deleted).
 */
import { randomBytes } from "node:crypto";
import { answerEnding, type EventPublisher, eventIds } from "@chat/events";
import { answerRowId, type Database } from "@chat/platform";
import { type Kysely, sql } from "kysely";
import type { AuthUser } from "../auth.ts";
import { badRequest, notFound } from "../errors.ts";
import type { PointReader } from "../stream/log-reader.ts";
import type { ConversationHistory, ConversationTree } from "./tree-reader.ts";
import { answersInFlight, type ConversationView, conversationView } from "./view.ts";

export type ConversationDeps = {
  db: Kysely<Database>;
  log: PointReader;
  publisher: EventPublisher;
  tree: ConversationHistory;
  now: () => Date;
  /** How long a rename, delete or branch switch waits for the read model to hold it (default 2 s). */
  projectionWaitMs?: number;
};

export type ConversationSummaryView = {
  id: string;
  title: string;
  totalTokens: number;
  createdAt: string;
  updatedAt: string;
};

export type ConversationPage = { conversations: ConversationSummaryView[]; nextCursor: string | null };

export const MAX_PAGE = 100;
/** Answers in flight patched from the log per read (a conversation rarely has more than one). */
const MAX_PATCHED_ANSWERS = 8;

export class Conversations {
  constructor(private readonly deps: ConversationDeps) {}

  /**
   * The conversation exists, is not deleted and belongs to `user`: from the read model, else from the log
   * (created or deleted moments ago).
   */
  async assertOwns(user: AuthUser, conversationId: string): Promise<void> {
    const row = await this.deps.db
      .selectFrom("conversations")
      .select(["user_id", "deleted_at"])
      .where("id", "=", conversationId)
      .executeTakeFirst();
    return this.assertOwnsRow(user, conversationId, row ?? null);
  }

  /** `assertOwns` with the conversation's row already read (null: not projected yet, so the log decides). */
  async assertOwnsRow(
    user: AuthUser,
    conversationId: string,
    row: { user_id: string; deleted_at: Date | null } | null,
  ): Promise<void> {
    if (row) {
      if (row.user_id !== user.id || row.deleted_at) throw notFound("conversation");
      return;
    }
    const created = await this.deps.log.last(conversationId, "conversation.created");
    if (created?.userId !== user.id) throw notFound("conversation");
    if (await this.deps.log.last(conversationId, "conversation.deleted")) throw notFound("conversation");
  }

  async get(user: AuthUser, conversationId: string): Promise<ConversationView> {
    await this.assertOwns(user, conversationId);
    const tree = await this.deps.tree.load(conversationId);
    await this.finishedFromLog(tree);
    return conversationView(tree, this.deps.now());
  }

  /**
   * Answers that finished on the log but are not projected yet (the read model lags by a batch): their
   * text from the log's `finished` event, so a client that saw `done` and reads the conversation (a reload,
   * another device) gets the whole answer, not an empty pending one. One point read per answer in flight.
   */
  private async finishedFromLog(tree: ConversationTree): Promise<void> {
    const inFlight = answersInFlight(tree).slice(0, MAX_PATCHED_ANSWERS);
    const finished = await Promise.all(
      inFlight.map(([gen]) => this.deps.log.last(gen, "generation.finished")),
    );
    let seq = Math.max(0, ...[...tree.nodes.values()].map((n) => n.logSeq));
    finished.forEach((f, i) => {
      if (!f) return;
      const [gen, g] = inFlight[i]!;
      const id = answerRowId(gen);
      tree.nodes.set(id, {
        id,
        // As the projector links it: a regenerated answer hangs under the user message it answers again.
        parentId: g.replyTo ?? gen,
        role: "assistant",
        content: f.text,
        tokens: f.usage.output,
        finish: f.finish,
        logSeq: ++seq,
        createdAt: new Date(f.time),
        model: f.model,
        ending: answerEnding(f),
      });
      tree.answerOf.set(id, gen);
    });
  }

  /** Newest first; `cursor` is the previous page's `nextCursor`. */
  async list(user: AuthUser, opts: { limit?: number; cursor?: string } = {}): Promise<ConversationPage> {
    const limit = opts.limit ?? 50;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
      throw badRequest(`limit: must be an integer from 1 to ${MAX_PAGE}`, { field: "limit" });
    }
    let q = this.deps.db
      .selectFrom("conversations")
      .select(["id", "title", "total_tokens", "created_at", "updated_at"])
      .where("user_id", "=", user.id)
      .where("deleted_at", "is", null)
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(limit + 1);
    if (opts.cursor) {
      const c = decodeCursor(opts.cursor);
      q = q.where(sql<boolean>`(updated_at, id) < (${c.at}::timestamptz, ${c.id})`);
    }
    const rows = await q.execute();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      conversations: page.map((r) => ({
        id: r.id,
        title: r.title,
        totalTokens: r.total_tokens,
        createdAt: r.created_at.toISOString(),
        updatedAt: r.updated_at.toISOString(),
      })),
      nextCursor: rows.length > limit && last ? encodeCursor(last.updated_at, last.id) : null,
    };
  }

  async rename(user: AuthUser, conversationId: string, title: string, requestId?: string): Promise<void> {
    await this.assertOwns(user, conversationId);
    const ack = await this.deps.publisher.publish({
      ...this.envelope(user, conversationId),
      id: eventIds.renamed(conversationId, requestId ?? randomId()),
      type: "conversation.renamed",
      title,
    });
    await this.projected(conversationId, ack.seq);
  }

  /**
   * Waits, briefly, until the read model holds a change just put on the log (the conversation's row at or
   * past its position), so the list read right after it (a reload, another tab) shows it: a deleted
   * conversation does not come back. The list is read from the read model alone (a page of conversations
   * cannot be patched from the log the way one conversation's read is). Past the deadline the change still
   * stands on the log and shows once the projector catches up.
   */
  private async projected(conversationId: string, seq: number): Promise<void> {
    const deadline = Date.now() + (this.deps.projectionWaitMs ?? 2_000);
    for (let pause = 10; ; pause = Math.min(250, pause * 2)) {
      // The change is made once it is on the log: a read model that cannot be read only ends the wait.
      const row = await this.deps.db
        .selectFrom("conversations")
        .select("log_seq")
        .where("id", "=", conversationId)
        .executeTakeFirst()
        .catch(() => "unreadable" as const);
      if (row === "unreadable") return;
      // No row yet: a conversation created moments ago, its row comes before the change's.
      if ((row && row.log_seq >= seq) || Date.now() >= deadline) return;
      await new Promise((r) => setTimeout(r, pause));
    }
  }

  /** Opens the conversation at `leafId` on every device (the client switched branch with `< 2/3 >`). */
  async selectBranch(
    user: AuthUser,
    conversationId: string,
    leafId: string,
    requestId?: string,
  ): Promise<void> {
    await this.assertOwns(user, conversationId);
    const tree = await this.deps.tree.load(conversationId);
    if (!tree.nodes.has(leafId)) {
      throw badRequest("currentLeafId: no such message in this conversation", {
        field: "currentLeafId",
      });
    }
    const ack = await this.deps.publisher.publish({
      ...this.envelope(user, conversationId),
      id: eventIds.branchSelected(conversationId, requestId ?? randomId()),
      type: "conversation.branch_selected",
      leafId,
    });
    await this.projected(conversationId, ack.seq);
  }

  async delete(user: AuthUser, conversationId: string): Promise<void> {
    await this.assertOwns(user, conversationId);
    const ack = await this.deps.publisher.publish({
      ...this.envelope(user, conversationId),
      id: eventIds.deleted(conversationId),
      type: "conversation.deleted",
    });
    // Answers still being written for it would spend GPU time on text nobody can read: stop them.
    const running = await this.deps.db
      .selectFrom("generations")
      .select("message_id")
      .where("conversation_id", "=", conversationId)
      .where("status", "<>", "finished")
      .execute();
    for (const g of running) {
      await this.deps.publisher.publish({
        ...this.envelope(user, conversationId),
        id: eventIds.stop(g.message_id),
        type: "generation.stop_requested",
        messageId: g.message_id,
        reason: "conversation deleted",
      });
    }
    await this.projected(conversationId, ack.seq);
  }

  /**
   * The user's data settings: training opt-in is off until turned on. The log's last change is the newest
   * (the projector may not have it yet); past the log's retention the projected row holds it.
   */
  async settings(user: AuthUser): Promise<{ trainingOptIn: boolean }> {
    const last = await this.deps.log.last(user.id, "user.settings_changed");
    if (last) return { trainingOptIn: last.trainingOptIn };
    const row = await this.deps.db
      .selectFrom("user_settings")
      .select("training_opt_in")
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    return { trainingOptIn: row?.training_opt_in ?? false };
  }

  async changeSettings(user: AuthUser, change: { trainingOptIn: boolean }, requestId?: string) {
    await this.deps.publisher.publish({
      id: eventIds.userSettings(user.id, requestId ?? randomId()),
      type: "user.settings_changed",
      v: 1,
      time: this.deps.now().toISOString(),
      userId: user.id,
      conversationId: user.id,
      messageId: user.id,
      trainingOptIn: change.trainingOptIn,
    });
    return { trainingOptIn: change.trainingOptIn };
  }

  private envelope(user: AuthUser, conversationId: string) {
    return {
      v: 1 as const,
      time: this.deps.now().toISOString(),
      userId: user.id,
      conversationId,
      messageId: conversationId,
    };
  }
}

const randomId = () => randomBytes(8).toString("hex");

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString("base64url");
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown[];
    if (typeof at === "string" && typeof id === "string" && !Number.isNaN(Date.parse(at))) return { at, id };
  } catch {
    // falls through to the error below
  }
  throw badRequest("cursor: not a cursor this api returned", { field: "cursor" });
}
