import type { Kysely } from "kysely";

// How an answer ended when "finish" alone does not say it (the refusal text and hazard, a busy refusal's
// retry hint, an error's reason): a conversation read on another device, or after a reload, shows the same
// notice the stream's `done` did. Null for user messages and answers that simply stopped.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable("messages").addColumn("ending", "jsonb").execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable("messages").dropColumn("ending").execute();
}
