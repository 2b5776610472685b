import { type Kysely, type Migration, type MigrationProvider, type MigrationResult, Migrator } from "kysely";
import * as m0001 from "./migrations/0001_read_models.ts";
import * as m0002 from "./migrations/0002_configurable_tiers.ts";
import * as m0003 from "./migrations/0003_conversation_trees.ts";
import * as m0004 from "./migrations/0004_user_settings.ts";
import * as m0005 from "./migrations/0005_generations_by_conversation.ts";
import * as m0006 from "./migrations/0006_answer_endings.ts";

/** Every migration, in order. A static object, so tsx and vitest need no directory scanning. */
const migrations: Record<string, Migration> = {
  "0001_read_models": m0001,
  "0002_configurable_tiers": m0002,
  "0003_conversation_trees": m0003,
  "0004_user_settings": m0004,
  "0005_generations_by_conversation": m0005,
  "0006_answer_endings": m0006,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export class MigrationError extends Error {
  readonly code = "MIGRATION_FAILED";
}

/** Applies every pending migration; throws naming the migration that failed. Returns those applied. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r: MigrationResult) => r.status === "Error");
  if (error) {
    throw new MigrationError(`migration ${failed?.migrationName ?? "(unknown)"} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
