import type { Database } from "@chat/platform";
import type { Kysely } from "kysely";

/**
 * Every read-model row, ordered by key, for comparing two databases (a restarted projector against a
 * fresh replay). `log_seq` is kept: the same log must give the same positions.
 */
export async function readModelSnapshot(db: Kysely<Database>) {
  const [conversations, messages, generations, usage, positions, summaries, settings] = await Promise.all([
    db.selectFrom("conversations").selectAll().orderBy("id").execute(),
    db.selectFrom("messages").selectAll().orderBy("id").execute(),
    db.selectFrom("generations").selectAll().orderBy("message_id").execute(),
    db.selectFrom("usage_ledger").selectAll().orderBy("message_id").execute(),
    db.selectFrom("projection_positions").selectAll().orderBy("projection").execute(),
    db
      .selectFrom("conversation_summaries")
      .selectAll()
      .orderBy("conversation_id")
      .orderBy("upto_message_id")
      .execute(),
    db.selectFrom("user_settings").selectAll().orderBy("user_id").execute(),
  ]);
  return { conversations, messages, generations, usage, positions, summaries, settings };
}
