/**
 * The limit as clients see it, in tokens: the common `RateLimit-*` header convention for HTTP (plus
 * `Retry-After` on a refusal) and the same fields for WebSocket messages.
 *
 * @example
 *   res.writeHead(r.allowed ? 200 : 429, rateLimitHeaders(r));
 *   ws.send(JSON.stringify({ type: "limit", ...rateLimitFields(r) }));
 */

/** What a limit decision tells the client (a subset of `ReserveResult`). */
export interface LimitView {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetSeconds: number;
  retryAfterSeconds: number | null;
}

export interface RateLimitFields {
  /** The bucket's capacity, in cost tokens. */
  limit: number;
  /** Whole tokens left now (never below zero). */
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** On a refusal: seconds until the bucket affords the request (absent when waiting cannot help). */
  retryAfterSeconds?: number;
}

export function rateLimitFields(view: LimitView): RateLimitFields {
  const fields: RateLimitFields = {
    limit: Math.floor(view.limit),
    remaining: Math.max(0, Math.floor(view.remaining)),
    resetSeconds: Math.max(0, Math.ceil(view.resetSeconds)),
  };
  if (!view.allowed && view.retryAfterSeconds !== null) {
    fields.retryAfterSeconds = Math.max(1, Math.ceil(view.retryAfterSeconds));
  }
  return fields;
}

export function rateLimitHeaders(view: LimitView): Record<string, string> {
  const f = rateLimitFields(view);
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(f.limit),
    "RateLimit-Remaining": String(f.remaining),
    "RateLimit-Reset": String(f.resetSeconds),
  };
  if (f.retryAfterSeconds !== undefined) headers["Retry-After"] = String(f.retryAfterSeconds);
  return headers;
}
