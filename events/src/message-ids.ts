/**
 * Ids that carry their owner's log shard.
 *
 * Message ids are scoped per user. The app chooses a key for each message (its Idempotency-Key, so a retry
 * never runs twice); the id the message has on the log, in every subject and row, is derived from the
 * owner and that key, so one user's choice of key can never name, show or drop another user's message.
 *
 * A log in several partitions is cut by user (DESIGN section 10; subjects.ts): every event of a user,
 * whether keyed by a message, a conversation or the user, must land in that user's partition, and a reader
 * that holds only an id must find it without a lookup. So there, message ids begin with their owner's
 * **shard** (16 bits of the user id's hash, 4 hex characters: `sharded`), as conversation ids always do, and
 * `logShard` reads it back; the partition is `shard % partitions`. A log in one partition keeps the ids it
 * always had (`sharded` false), so a retry with the same key finds its message across an upgrade; the
 * api mints ids as its log needs (`names().log.messageId`). An id of another form (test ids) is hashed.
 *
 * A scoped message id is `m` + 32 hex characters (sha256, or the owner's shard and then 112 bits of it): no
 * `-`, and always 33 characters, so it can never equal another message's answer row id (`<id>-a`) or a raw key
 * of another form. A conversation id is `c_` + 20 hex characters (the shard, then 64 random bits).
 *
 * @example
 *   scopedMessageId("u_1", "m-42")  // "m3f0c..." (33 characters), the same on every api instance
 *   logShard(scopedMessageId("u_1", "x", true)) === logShard("u_1")   // true
 */
import { createHash, randomBytes } from "node:crypto";

const SCOPED = /^m[0-9a-f]{32}$/;
const CONVERSATION = /^c_[0-9a-f]{20}$/;

/** The owner's shard as 4 hex characters: the first 16 bits of sha256(userId). */
export function userShardHex(userId: string): string {
  return createHash("sha256").update(userId).digest("hex").slice(0, 4);
}

export function scopedMessageId(userId: string, clientKey: string, sharded = false): string {
  // The separator cannot occur in either part (both are subject-safe ids), so ("a", "b_c") and ("a_b", "c") differ.
  const digest = createHash("sha256").update(`${userId}\n${clientKey}`).digest("hex");
  return sharded ? `m${userShardHex(userId)}${digest.slice(0, 28)}` : `m${digest.slice(0, 32)}`;
}

/** A new conversation id of `userId`'s, in that user's shard. */
export function newConversationId(userId: string): string {
  return `c_${userShardHex(userId)}${randomBytes(8).toString("hex")}`;
}

/** True when `id` has the form of a scoped message id (it may still belong to someone else). */
export function isScopedMessageId(id: string): boolean {
  return SCOPED.test(id);
}

/**
 * The log shard (0..65535) of a message, conversation or user id: read from the id's prefix for scoped
 * message ids and conversation ids, hashed for anything else (a user id hashes to its own shard).
 */
export function logShard(id: string): number {
  if (SCOPED.test(id)) return Number.parseInt(id.slice(1, 5), 16);
  if (CONVERSATION.test(id)) return Number.parseInt(id.slice(2, 6), 16);
  return Number.parseInt(userShardHex(id), 16);
}
