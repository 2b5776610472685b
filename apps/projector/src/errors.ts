/**
 * Which database failures are worth waiting out. The projector applies events in log order and skips
 * anything at or below its stored position, so it must never let a later event pass an earlier one
 * that failed for a passing reason: it retries those in place instead of handing them back to NATS.
 */

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
/** SQLSTATE classes: 08 connection, 40 rollback (serialization, deadlock), 53 resources, 57 operator (shutdown). */
const TRANSIENT_SQLSTATE_CLASSES = new Set(["08", "40", "53", "57"]);
const TRANSIENT_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection error|not queryable/i;

/** True for failures that go away by themselves (the server restarting, a deadlock, a full pool). */
export function isTransient(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "";
  if (NETWORK_CODES.has(code)) return true;
  if (/^[0-9A-Z]{5}$/.test(code)) return TRANSIENT_SQLSTATE_CLASSES.has(code.slice(0, 2));
  return TRANSIENT_MESSAGES.test(String(e?.message ?? err));
}

/** Backoff before retry `attempt` (1, 2, ...): 100 ms doubling, at most 5 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000, 100 * 2 ** Math.max(0, attempt - 1));
}

export class ProjectorStoppingError extends Error {
  readonly code = "PROJECTOR_STOPPING";
}
