import type { Kysely } from "kysely";

// Reading a conversation's tree reads its generations (which user message each answers, which are still
// being written) on every message sent: by conversation, not by scanning the table.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex("generations_conversation_idx")
    .on("generations")
    .column("conversation_id")
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex("generations_conversation_idx").ifExists().execute();
}
