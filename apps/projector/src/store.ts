/**
 * The Postgres adapter of the fold: applies row operations, and a batch of events together with the
 * stored log position in ONE transaction. An event at or below the stored position is skipped, so a
 * redelivery, a replay or a restart mid-batch changes nothing twice.
 */
import type { ChatEvent, Names } from "@chat/events";
import type { Database } from "@chat/platform";
import { type Kysely, sql, type Transaction } from "kysely";
import { project, type RowOp } from "./fold.ts";
import { type BatchPlan, planBatch } from "./plan.ts";

/** The position row of the live projector in `projection_positions` (the log in one partition). */
export const PROJECTION = "projector";

/** The position row of partition `p` of the log: `projector` in one partition, `projector.p<p>` in several. */
export function projectionOf(names: Names, partition: number): string {
  return names.log.partitions > 1 ? `${PROJECTION}.p${partition}` : PROJECTION;
}

/** An event at its stream sequence; `event: null` marks a log entry that was set aside (malformed). */
export type Positioned = { event: ChatEvent | null; seq: number };
/** `from`: the stored position before the batch; `position`: after it. */
export type ApplyResult = { applied: number; skipped: number; from: number; position: number };

type Tx = Transaction<Database> | Kysely<Database>;

/** Applies `batch` (ascending stream sequences) in one transaction with the position of `projection`. */
export async function applyEvents(
  db: Kysely<Database>,
  batch: readonly Positioned[],
  projection = PROJECTION,
): Promise<ApplyResult> {
  return db.transaction().execute((tx) => applyEventsIn(tx, batch, projection));
}

/** Like `applyEvents`, inside a transaction the caller holds. */
export async function applyEventsIn(
  tx: Tx,
  batch: readonly Positioned[],
  projection = PROJECTION,
): Promise<ApplyResult> {
  const from = await lockPosition(tx, projection);
  let position = from;
  let applied = 0;
  const ops: RowOp[] = [];
  for (const { event, seq } of batch) {
    if (seq <= position) continue;
    if (event) ops.push(...project(event, seq));
    position = seq;
    applied++;
  }
  await applyPlan(tx, planBatch(ops));
  if (applied > 0) {
    await tx
      .updateTable("projection_positions")
      .set({ stream_seq: position })
      .where("projection", "=", projection)
      .execute();
  }
  return { applied, skipped: batch.length - applied, from, position };
}

/** The stored position (0 when none), locked for the rest of the transaction. */
export async function lockPosition(tx: Tx, projection = PROJECTION): Promise<number> {
  await tx
    .insertInto("projection_positions")
    .values({ projection, stream_seq: 0 })
    .onConflict((oc) => oc.column("projection").doNothing())
    .execute();
  const row = await tx
    .selectFrom("projection_positions")
    .select("stream_seq")
    .where("projection", "=", projection)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.stream_seq;
}

/** The stored position without locking (0 when none). */
export async function readPosition(db: Tx, projection = PROJECTION): Promise<number> {
  const row = await db
    .selectFrom("projection_positions")
    .select("stream_seq")
    .where("projection", "=", projection)
    .executeTakeFirst();
  return row?.stream_seq ?? 0;
}

/** Rows per multi-row insert (the widest table has 12 columns; Postgres allows 65,535 parameters). */
const INSERT_CHUNK = 1_000;

export async function applyPlan(tx: Tx, plan: BatchPlan): Promise<void> {
  const { conversations, messages, generations, usage_ledger } = plan.inserts;
  for (let i = 0; i < conversations.length; i += INSERT_CHUNK) {
    await tx
      .insertInto("conversations")
      .values(conversations.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  for (let i = 0; i < messages.length; i += INSERT_CHUNK) {
    await tx
      .insertInto("messages")
      .values(messages.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  for (let i = 0; i < generations.length; i += INSERT_CHUNK) {
    await tx
      .insertInto("generations")
      .values(generations.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.column("message_id").doNothing())
      .execute();
  }
  for (let i = 0; i < usage_ledger.length; i += INSERT_CHUNK) {
    await tx
      .insertInto("usage_ledger")
      .values(usage_ledger.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.column("message_id").doNothing())
      .execute();
  }
  if (plan.links.length > 0) {
    // Only a regenerate's answer changes: its generation answers another user message than its own id.
    // Query builder, not raw SQL: a rebuild writes through `withSchema`.
    const regenerations = await tx
      .selectFrom("generations")
      .select(["message_id", "reply_to"])
      .where(
        "message_id",
        "in",
        plan.links.map((l) => l.generationId),
      )
      .where("reply_to", "is not", null)
      .whereRef("reply_to", "<>", "message_id")
      .execute();
    const answerOf = new Map(plan.links.map((l) => [l.generationId, l.answerId]));
    for (const g of regenerations) {
      const answerId = answerOf.get(g.message_id);
      if (answerId)
        await tx.updateTable("messages").set({ parent_id: g.reply_to }).where("id", "=", answerId).execute();
    }
  }
  for (const op of plan.rest) await applyOp(tx, op);
}

export async function applyOp(tx: Tx, op: RowOp): Promise<void> {
  switch (op.op) {
    case "insertConversation":
      await tx
        .insertInto("conversations")
        .values(op.row)
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return;
    case "touchConversation":
      await tx
        .updateTable("conversations")
        .set({
          updated_at: sql`greatest(updated_at, ${op.at}::timestamptz)`,
          total_tokens: sql`total_tokens + ${op.addTokens}`,
          log_seq: op.logSeq,
          ...(op.leafId === undefined ? {} : { current_leaf_id: op.leafId }),
        })
        .where("id", "=", op.id)
        .where("log_seq", "<", op.logSeq)
        .execute();
      return;
    case "setTitle":
      await tx
        .updateTable("conversations")
        .set({ title: op.title, log_seq: op.logSeq })
        .where("id", "=", op.id)
        .where("log_seq", "<", op.logSeq)
        .execute();
      return;
    case "setLeaf":
      await tx
        .updateTable("conversations")
        .set({ current_leaf_id: op.leafId, log_seq: op.logSeq })
        .where("id", "=", op.id)
        .where("log_seq", "<", op.logSeq)
        .execute();
      return;
    case "deleteConversation":
      await tx
        .updateTable("conversations")
        .set({ deleted_at: op.at, summary: null, log_seq: op.logSeq })
        .where("id", "=", op.id)
        .where("log_seq", "<", op.logSeq)
        .execute();
      // The text leaves the read model; the log keeps it (exports of text skip deleted conversations).
      await tx.deleteFrom("messages").where("conversation_id", "=", op.id).execute();
      await tx.deleteFrom("conversation_summaries").where("conversation_id", "=", op.id).execute();
      return;
    case "setUserSettings":
      await tx
        .insertInto("user_settings")
        .values({
          user_id: op.userId,
          training_opt_in: op.trainingOptIn,
          updated_at: op.at,
          log_seq: op.logSeq,
        })
        .onConflict((oc) =>
          oc
            .column("user_id")
            .doUpdateSet((eb) => ({
              training_opt_in: eb.ref("excluded.training_opt_in"),
              updated_at: eb.ref("excluded.updated_at"),
              log_seq: eb.ref("excluded.log_seq"),
            }))
            .where("user_settings.log_seq", "<", op.logSeq),
        )
        .execute();
      return;
    case "insertSummary":
      await tx
        .insertInto("conversation_summaries")
        .values({
          conversation_id: op.conversationId,
          upto_message_id: op.uptoMessageId,
          summary: op.summary,
          summary_tokens: op.summaryTokens,
          upto_seq: op.uptoSeq,
          log_seq: op.logSeq,
        })
        .onConflict((oc) => oc.columns(["conversation_id", "upto_message_id"]).doNothing())
        .execute();
      return;
    case "linkAnswer":
      // planBatch collects these into `links`; alone, it is the same statement for one generation.
      await applyPlan(tx, {
        inserts: { conversations: [], messages: [], generations: [], usage_ledger: [] },
        links: [{ generationId: op.generationId, answerId: op.answerId }],
        rest: [],
      });
      return;
    case "setSummary":
      await tx
        .updateTable("conversations")
        .set({ summary: op.summary, summary_upto_seq: op.uptoSeq })
        .where("id", "=", op.id)
        .where((eb) => eb.or([eb("summary_upto_seq", "is", null), eb("summary_upto_seq", "<", op.uptoSeq)]))
        .execute();
      return;
    case "insertMessage":
      await tx
        .insertInto("messages")
        .values(op.row)
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return;
    case "insertGeneration":
      await tx
        .insertInto("generations")
        .values(op.row)
        .onConflict((oc) => oc.column("message_id").doNothing())
        .execute();
      return;
    case "updateGeneration": {
      let q = tx
        .updateTable("generations")
        .set({ ...op.set, log_seq: op.logSeq })
        .where("message_id", "=", op.messageId)
        .where("log_seq", "<", op.logSeq);
      if (op.unlessFinished) q = q.where("status", "<>", "finished");
      await q.execute();
      return;
    }
    case "insertUsage":
      await tx
        .insertInto("usage_ledger")
        .values(op.row)
        .onConflict((oc) => oc.column("message_id").doNothing())
        .execute();
      return;
    default: {
      const never: never = op;
      throw new Error(`unknown row operation: ${JSON.stringify(never)}`);
    }
  }
}
