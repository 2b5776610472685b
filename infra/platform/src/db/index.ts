export {
  createDb,
  createPool,
  DatabaseUrlError,
  DEFAULT_DATABASE_URL,
  databaseName,
  databaseUrl,
  dropDatabase,
  ensureDatabase,
  withDatabase,
} from "./connect.ts";
export type {
  Conversation,
  ConversationUpdate,
  Database,
  Generation,
  GenerationStatus,
  Message,
  MessageRole,
  NewConversation,
  NewGeneration,
  NewMessage,
  NewUsageRow,
  NewUser,
  ReadModelTable,
  UsageRow,
  User,
  UserTier,
} from "./database.ts";
export { READ_MODEL_TABLES } from "./database.ts";
export { answeredMessageId, answerRowId } from "./ids.ts";
export { MigrationError, migrateToLatest } from "./migrate.ts";

import type { Kysely } from "kysely";
import { createDb, databaseUrl, ensureDatabase } from "./connect.ts";
import type { Database } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

/** Creates the database if missing, migrates it, and returns a handle: what every app calls at start. */
export async function openDatabase(url: string = databaseUrl()): Promise<Kysely<Database>> {
  await ensureDatabase(url);
  const db = createDb(url);
  try {
    await migrateToLatest(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return db;
}
