/**
 * Errors the api returns to clients. Each has an HTTP status and a stable code; the transports (HTTP, WebSocket)
 * turn them into `{ "error": { "code", "message", ... } }` in one place each.
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
