/**
 * Message ids scoped per user. The app chooses a key for each message (its Idempotency-Key, so a retry
 * never runs twice); the id the message has on the log, in every subject and row, is derived from the
 * owner and that key, so one user's choice of key can never name, show or drop another user's message.
 *
 * A scoped id is `m` + 32 hex characters (128 bits of sha256): no `-`, and always 33 characters, so it
 * can never equal another message's answer row id (`<id>-a`) or a raw key of another form.
 *
 * @example
 *   scopedMessageId("u_1", "m-42")  // "m3f0c..." (33 characters), the same on every api instance
 */
import { createHash } from "node:crypto";

const SCOPED = /^m[0-9a-f]{32}$/;

export function scopedMessageId(userId: string, clientKey: string): string {
  // The separator cannot occur in either part (both are subject-safe ids), so ("a", "b_c") and ("a_b", "c") differ.
  return `m${createHash("sha256").update(`${userId}\n${clientKey}`).digest("hex").slice(0, 32)}`;
}

/** True when `id` has the form of a scoped message id (it may still belong to someone else). */
export function isScopedMessageId(id: string): boolean {
  return SCOPED.test(id);
}
