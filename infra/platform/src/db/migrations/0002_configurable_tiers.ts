import { type Kysely, sql } from "kysely";

// Tiers became configuration (events `Tier`: any lower-case name), so the users table checks the name's
// shape instead of a fixed list: a new tier needs no migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await sql`alter table users drop constraint if exists users_tier_check`.execute(db);
  await sql`alter table users add constraint users_tier_check check (tier ~ '^[a-z][a-z0-9_-]{0,31}$')`.execute(
    db,
  );
}

export async function down(db: Db): Promise<void> {
  await sql`alter table users drop constraint if exists users_tier_check`.execute(db);
  await sql`alter table users add constraint users_tier_check check (tier in ('free', 'plus'))`.execute(db);
}
