/**
 * Errors the api returns to clients. Each has an HTTP status and a stable code; the transports (HTTP, WebSocket)
 * turn them into `{ "error": { "code", "message", ... } }` in one place each, through `toApiError`, so an
 * outage of a store is a 503 with a clean body and never a 500 carrying a driver's message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, ...this.extra } };
  }
}

export const notFound = (what: string) => new ApiError(404, "not_found", `${what} not found`);
export const badRequest = (message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(400, "invalid_request", message, extra);
export const unauthorized = () =>
  new ApiError(401, "unauthorized", "a valid bearer token is required (Authorization: Bearer <token>)");
export const payloadTooLarge = (what: string, limit: number) =>
  new ApiError(413, "payload_too_large", `${what}: larger than the limit of ${limit} bytes`, { limit });
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = "too_many_requests") =>
  new ApiError(429, code, message, { retryAfterSeconds }, { "retry-after": String(retryAfterSeconds) });
export const unavailable = (code: string, message: string, retryAfterSeconds = 5) =>
  new ApiError(503, code, message, { retryAfterSeconds }, { "retry-after": String(retryAfterSeconds) });
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

/**
 * What a client is told about any error: an `ApiError` as it is, a store or log outage as a 503 asking for
 * a retry, anything else as a 500 without details (`unexpected`: the caller logs it).
 */
export function toApiError(err: unknown): { error: ApiError; unexpected: boolean } {
  if (err instanceof ApiError) return { error: err, unexpected: false };
  if (isDependencyDown(err))
    return {
      error: unavailable("service_unavailable", "a backing service is unavailable right now; retry shortly"),
      unexpected: false,
    };
  return { error: new ApiError(500, "internal", "internal error"), unexpected: true };
}
