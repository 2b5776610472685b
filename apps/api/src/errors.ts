/**
 * The api's domain errors: what went wrong, as a kind and a stable code, with no HTTP in them. The
 * transports (HTTP+SSE, WebSocket) map a kind to a status and headers in one place (transport-errors.ts),
 * so an outage of a store is a 503 with a clean body and never a 500 carrying a driver's message.
 */
import type { LimitView } from "./limits/index.ts";

export type ErrorKind =
  | "invalid"
  | "unauthorized"
  | "not_found"
  | "conflict"
  | "too_large"
  /** The client did not send what it started (a request body) within its deadline. */
  | "timeout"
  | "limited"
  | "unavailable"
  | "internal";

export class ChatError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** Fields the client gets beside code and message (retryAfterSeconds, limit, field...). */
    readonly extra: Record<string, unknown> = {},
    /** The token budget's state when the error is about it: transports report it (headers, frame fields). */
    readonly limit?: LimitView,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}

export const notFound = (what: string) => new ChatError("not_found", "not_found", `${what} not found`);
export const badRequest = (message: string, extra: Record<string, unknown> = {}) =>
  new ChatError("invalid", "invalid_request", message, extra);
export const unauthorized = () =>
  new ChatError(
    "unauthorized",
    "unauthorized",
    "a valid bearer token is required (Authorization: Bearer <token>)",
  );
export const payloadTooLarge = (what: string, limit: number) =>
  new ChatError("too_large", "payload_too_large", `${what}: larger than the limit of ${limit} bytes`, {
    limit,
  });
export const requestTimeout = (what: string, ms: number) =>
  new ChatError("timeout", `${what}_timeout`, `${what}: not received in full within ${ms / 1_000} s`, {
    field: what,
  });
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = "too_many_requests") =>
  new ChatError("limited", code, message, { retryAfterSeconds });
export const unavailable = (code: string, message: string, retryAfterSeconds = 5) =>
  new ChatError("unavailable", code, message, { retryAfterSeconds });
export const logUnavailable = () =>
  unavailable("log_unavailable", "the message log is unreachable right now; retry shortly", 2);

/** SQLSTATE classes of a Postgres that is down or refusing work: 08 connection, 53 resources, 57 operator. */
const PG_DOWN = /^(08|53|57)/;
/** Node socket errors of a peer that is not there. */
const SOCKET_DOWN = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
/** nats.js errors of a connection that is gone, closing or not answering. */
const NATS_DOWN = new Set([
  "TimeoutError",
  "ClosedConnectionError",
  "ConnectionError",
  "DrainingConnectionError",
  "NoRespondersError",
  "RequestError",
  "JetStreamError",
  "JetStreamStatusError",
]);
const DOWN_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection error|not connected|publish to .* failed after/i;

/** True when `err` (or a cause of it) says a store or the log is unreachable rather than that the request is wrong. */
export function isDependencyDown(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_DOWN.has(code) || (code.length === 5 && PG_DOWN.test(code))))
    return true;
  if (err instanceof DependencyTimeout || NATS_DOWN.has(err.name) || DOWN_MESSAGES.test(err.message))
    return true;
  return isDependencyDown(err.cause, depth + 1);
}

/** A store did not answer within the api's deadline (the request is not waited on forever). */
export class DependencyTimeout extends Error {
  override readonly name = "DependencyTimeout";
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
  }
}

/** Rejects with `DependencyTimeout` when `p` takes longer than `ms`. */
export function withDeadline<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DependencyTimeout(what, ms)), ms);
  });
  return Promise.race([p, deadline]).finally(() => clearTimeout(timer));
}
