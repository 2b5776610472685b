/**
 * A fresh, migrated Postgres database per test file, dropped afterwards.
 *
 * @example
 *   let t: TestDatabase;
 *   beforeAll(async () => { t = await freshDatabase(); });
 *   afterAll(() => t.drop());
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { createDb, databaseUrl, dropDatabase, ensureDatabase, withDatabase } from "../db/connect.ts";
import type { Database } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";

export type TestDatabase = {
  url: string;
  name: string;
  db: Kysely<Database>;
  /** Closes the handle and drops the database. */
  drop(): Promise<void>;
};

/** Creates `t_<prefix>_<random>` on the server of DATABASE_URL (or the default) and migrates it. */
export async function freshDatabase(
  prefix = "test",
  opts: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const name = `t_${prefix.replace(/[^A-Za-z0-9_]/g, "_").slice(0, 20)}_${randomBytes(5).toString("hex")}`;
  const url = withDatabase(databaseUrl(), name);
  await ensureDatabase(url);
  const db = createDb(url);
  if (opts.migrate !== false) await migrateToLatest(db);
  let dropped = false;
  return {
    url,
    name,
    db,
    async drop() {
      if (dropped) return;
      dropped = true;
      await db.destroy();
      await dropDatabase(url);
    },
  };
}
