import { describe, expect, it } from "vitest";
import { rateLimitFields, rateLimitHeaders } from "./headers.ts";

describe("rate-limit headers", () => {
  it("given an allowed request, then limit, remaining and reset are sent in whole tokens and seconds, without Retry-After", () => {
    const view = {
      allowed: true,
      limit: 25_000,
      remaining: 12_999.7,
      resetSeconds: 5_400.2,
      retryAfterSeconds: null,
    };

    expect(rateLimitHeaders(view)).toEqual({
      "RateLimit-Limit": "25000",
      "RateLimit-Remaining": "12999",
      "RateLimit-Reset": "5401",
    });
  });

  it("given a refusal, then Retry-After is the whole seconds until it is affordable, and WebSocket gets the same fields", () => {
    const view = { allowed: false, limit: 6_000, remaining: -200, resetSeconds: 62, retryAfterSeconds: 2.01 };

    expect(rateLimitHeaders(view)["Retry-After"]).toBe("3");
    expect(rateLimitFields(view)).toEqual({
      limit: 6_000,
      remaining: 0,
      resetSeconds: 62,
      retryAfterSeconds: 3,
    });
  });
});
