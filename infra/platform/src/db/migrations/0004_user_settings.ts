import type { Kysely } from "kysely";

// The user's data settings (training opt-in), projected from `user.settings_changed`: the log keeps 30 days,
// a setting must outlive that.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable("user_settings")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("training_opt_in", "boolean", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addColumn("log_seq", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable("user_settings").ifExists().execute();
}
