import { type Kysely, sql } from "kysely";

// Conversations are trees (issue #23): a user message's parent is the answer it follows (`<gen>-a`), a
// regenerated answer's parent is the user message it answers again (from `generations.reply_to`), the
// conversation remembers the leaf last continued, deletion is a tombstone, and summaries belong to a
// branch (the message they were folded up to).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable("conversations")
    .addColumn("current_leaf_id", "text")
    .addColumn("deleted_at", "timestamptz")
    .execute();
  await db.schema.alterTable("generations").addColumn("reply_to", "text").execute();
  // Before trees a user row's parent_id named the previous generation; its answer row is the parent now.
  await sql`update messages set parent_id = parent_id || '-a' where role = 'user' and parent_id is not null`.execute(
    db,
  );
  await db.schema
    .createTable("conversation_summaries")
    .addColumn("conversation_id", "text", (c) => c.notNull())
    .addColumn("upto_message_id", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull())
    .addColumn("summary_tokens", "integer", (c) => c.notNull())
    .addColumn("upto_seq", "bigint", (c) => c.notNull())
    .addColumn("log_seq", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("conversation_summaries_pk", ["conversation_id", "upto_message_id"])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("conversation_summaries").ifExists().execute();
  await sql`update messages set parent_id = left(parent_id, -2) where role = 'user' and parent_id like '%-a'`.execute(
    db,
  );
  await db.schema.alterTable("generations").dropColumn("reply_to").execute();
  await db.schema
    .alterTable("conversations")
    .dropColumn("current_leaf_id")
    .dropColumn("deleted_at")
    .execute();
}
