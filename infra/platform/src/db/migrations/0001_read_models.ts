import { type Kysely, sql } from "kysely";

// Migrations take Kysely<any>: they must keep working when the Database type moves on.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tier", "text", (c) => c.notNull().check(sql`tier in ('free', 'plus')`))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("conversations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("model_version", "text")
    .addColumn("summary", "text")
    .addColumn("summary_upto_seq", "integer")
    .addColumn("total_tokens", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addColumn("log_seq", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("conversations_user_updated_idx")
    .on("conversations")
    .columns(["user_id", "updated_at desc"])
    .execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("conversation_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("parent_id", "text")
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("tokens", "integer", (c) => c.notNull())
    .addColumn("model", "text")
    .addColumn("finish", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("log_seq", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("messages_conversation_created_idx")
    .on("messages")
    .columns(["conversation_id", "created_at", "id"])
    .execute();

  await db.schema
    .createTable("usage_ledger")
    .addColumn("message_id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("tier", "text", (c) => c.notNull())
    .addColumn("input", "integer", (c) => c.notNull())
    .addColumn("cached", "integer", (c) => c.notNull())
    .addColumn("output", "integer", (c) => c.notNull())
    .addColumn("reserved_cost", "numeric", (c) => c.notNull())
    .addColumn("cost", "numeric", (c) => c.notNull())
    .addColumn("finish", "text", (c) => c.notNull())
    .addColumn("settled_at", "timestamptz", (c) => c.notNull())
    .addColumn("log_seq", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("usage_ledger_user_settled_idx")
    .on("usage_ledger")
    .columns(["user_id", "settled_at"])
    .execute();

  await db.schema
    .createTable("generations")
    .addColumn("message_id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("conversation_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('queued', 'running', 'interrupted', 'finished')`),
    )
    .addColumn("replica_id", "text")
    .addColumn("attempt", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tokens_sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("submitted_at", "timestamptz", (c) => c.notNull())
    .addColumn("started_at", "timestamptz")
    .addColumn("finished_at", "timestamptz")
    .addColumn("finish", "text")
    .addColumn("log_seq", "bigint", (c) => c.notNull())
    .execute();
  // Ops list the unfinished ones; finished rows are the vast majority, so index only the rest.
  await db.schema
    .createIndex("generations_unfinished_idx")
    .on("generations")
    .column("submitted_at")
    .where(sql.ref("status"), "<>", "finished")
    .execute();

  await db.schema
    .createTable("projection_positions")
    .addColumn("projection", "text", (c) => c.primaryKey())
    .addColumn("stream_seq", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const t of [
    "projection_positions",
    "generations",
    "usage_ledger",
    "messages",
    "conversations",
    "users",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
