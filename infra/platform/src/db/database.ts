/**
 * The Postgres read models, as kysely sees them. Every table except `users` is a projection of the
 * event log (apps/projector) and can be rebuilt from it; `log_seq` is the stream sequence of the last
 * event that changed the row, so re-applying an event never changes a row twice.
 *
 * Column types: int8 (`bigint`) and `numeric` are parsed to JS numbers by `createDb` (stream sequences
 * and costs stay far below 2^53), timestamptz to `Date`.
 */
import type { AnswerEnding } from "@chat/events";
import type { ColumnType, Insertable, Selectable, Updateable } from "kysely";

/** A timestamptz: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz the database fills in by default. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A configured tier name ("free", "plus", ...): lower-case, checked by shape in the database. */
export type UserTier = string;
export type MessageRole = "user" | "assistant";
/** `interrupted`: the replica died mid-answer; the generation waits for a resubmission. */
export type GenerationStatus = "queued" | "running" | "interrupted" | "finished";

/** Written by the api directly (not an event). `token_hash` is the sha256 hex of the bearer token. */
export interface UsersTable {
  id: string;
  tier: UserTier;
  token_hash: string;
  created_at: DefaultTimestamp;
}

export interface ConversationsTable {
  id: string;
  user_id: string;
  title: string;
  model_version: string | null;
  summary: string | null;
  summary_upto_seq: number | null;
  total_tokens: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  log_seq: number;
  /** The message the user last continued (sent, regenerated or switched to): where the conversation opens. */
  current_leaf_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Set by `conversation.deleted`: the conversation and its messages are no longer served. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A summary of one branch: the parent chain of `upto_message_id`, from the root. */
export interface ConversationSummariesTable {
  conversation_id: string;
  upto_message_id: string;
  summary: string;
  summary_tokens: number;
  /** `log_seq` of the message folded last. */
  upto_seq: number;
  log_seq: number;
}

/**
 * The user's message row id is its messageId; the answer's is `answerRowId(messageId)`. The rows form a
 * tree: a user message's parent is the answer it follows (null for a first message), an answer's parent
 * is the user message it answers (several answers to one message are regenerations: siblings).
 */
export interface MessagesTable {
  id: string;
  conversation_id: string;
  user_id: string;
  parent_id: string | null;
  role: MessageRole;
  content: string;
  tokens: number;
  model: string | null;
  finish: string | null;
  /** How an answer ended beyond `finish` (null when there is nothing more to say): jsonb. */
  ending: ColumnType<AnswerEnding | null, AnswerEnding | null | undefined, AnswerEnding | null>;
  created_at: Timestamp;
  log_seq: number;
}

export interface UsageLedgerTable {
  message_id: string;
  user_id: string;
  tier: UserTier;
  input: number;
  cached: number;
  output: number;
  reserved_cost: number;
  cost: number;
  finish: string;
  settled_at: Timestamp;
  log_seq: number;
}

/** One row per generation, for ops: which started and never finished, where, how far. */
export interface GenerationsTable {
  message_id: string;
  user_id: string;
  conversation_id: string;
  status: GenerationStatus;
  replica_id: string | null;
  attempt: ColumnType<number, number | undefined, number>;
  tokens_sent: ColumnType<number, number | undefined, number>;
  /** When the message was submitted (the generation was requested). */
  submitted_at: Timestamp;
  /** When the latest attempt started on a replica; null while queued. */
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finish: string | null;
  log_seq: number;
  /** The user message this generation answers: its own message id, or the one a regenerate answers again. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A user's data settings, from `user.settings_changed` (no row: the defaults, training opt-in off). */
export interface UserSettingsTable {
  user_id: string;
  training_opt_in: boolean;
  updated_at: Timestamp;
  log_seq: number;
}

/** The last stream sequence each projection has applied (the projector's is "projector"). */
export interface ProjectionPositionsTable {
  projection: string;
  stream_seq: number;
}

export interface Database {
  users: UsersTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  usage_ledger: UsageLedgerTable;
  generations: GenerationsTable;
  projection_positions: ProjectionPositionsTable;
  conversation_summaries: ConversationSummariesTable;
  user_settings: UserSettingsTable;
}

/** The tables the projector writes and a rebuild replaces (everything but `users`). */
export const READ_MODEL_TABLES = [
  "conversations",
  "messages",
  "usage_ledger",
  "generations",
  "projection_positions",
  "conversation_summaries",
  "user_settings",
] as const satisfies ReadonlyArray<keyof Database>;
export type ReadModelTable = (typeof READ_MODEL_TABLES)[number];

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Conversation = Selectable<ConversationsTable>;
export type NewConversation = Insertable<ConversationsTable>;
export type ConversationUpdate = Updateable<ConversationsTable>;
export type Message = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type UsageRow = Selectable<UsageLedgerTable>;
export type NewUsageRow = Insertable<UsageLedgerTable>;
export type Generation = Selectable<GenerationsTable>;
export type NewGeneration = Insertable<GenerationsTable>;
