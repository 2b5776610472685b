/**
 * Domain errors as the transports show them: the HTTP status of each kind (WebSocket error frames carry
 * the same status), Retry-After and the rate-limit headers. The one place an error becomes HTTP.
 */
import { ChatError, type ErrorKind, isDependencyDown, unavailable } from "./errors.ts";
import { rateLimitHeaders } from "./limits/index.ts";

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  timeout: 408,
  limited: 429,
  unavailable: 503,
  internal: 500,
};

export type ClientError = {
  error: ChatError;
  status: number;
  headers: Record<string, string>;
  /** Not a domain error nor an outage: a bug, which the caller logs. */
  unexpected: boolean;
};

/**
 * What a client is told about any error: a `ChatError` as it is, a store or log outage as a 503 asking for
 * a retry, anything else as a 500 without details.
 */
export function toClientError(err: unknown): ClientError {
  let error: ChatError;
  let unexpected = false;
  if (err instanceof ChatError) error = err;
  else if (isDependencyDown(err))
    error = unavailable("service_unavailable", "a backing service is unavailable right now; retry shortly");
  else {
    error = new ChatError("internal", "internal", "internal error");
    unexpected = true;
  }
  const headers: Record<string, string> = error.limit ? rateLimitHeaders(error.limit) : {};
  const retryAfter = error.extra.retryAfterSeconds;
  const limitedOrDown = error.kind === "limited" || error.kind === "unavailable";
  if (typeof retryAfter === "number" && limitedOrDown && !("Retry-After" in headers))
    headers["retry-after"] = String(retryAfter);
  return { error, status: STATUS[error.kind], headers, unexpected };
}
