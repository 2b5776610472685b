/**
 * The HTTP transport in-process (`app.request()`, no sockets, no stores): authentication, body checks, and
 * how every domain error becomes a status, a clean body and headers. The service and the authenticator are
 * fakes; the real ones are tested in app.int.spec.ts and the e2e stack.
 */
import { describe, expect, it } from "vitest";
import type { Authenticator, AuthUser } from "../auth.ts";
import type { ChatService } from "../chat-service.ts";
import { ChatError, notFound } from "../errors.ts";
import type { AnswerFeed } from "../stream/answer-feed.ts";
import { createHttpApp } from "./app.ts";
import { DOOR_LIMITS, PerKeyCounter } from "./door-limits.ts";

const alice: AuthUser = { id: "u_alice", tier: "free" };

function appWith(chat: Partial<ChatService>, opts: { logUp?: boolean } = {}) {
  const auth = {
    authenticate: async (header: string | null | undefined) => (header === "Bearer good" ? alice : null),
  } as unknown as Authenticator;
  return createHttpApp({
    auth,
    chat: chat as ChatService,
    feed: {} as AnswerFeed,
    userStreams: new PerKeyCounter(DOOR_LIMITS.streamsPerUser),
    limits: { ...DOOR_LIMITS },
    logUp: () => opts.logUp ?? true,
    health: async () => ({ ok: true }),
    metrics: async () => ({ contentType: "text/plain", body: "" }),
  });
}

const get = (app: ReturnType<typeof appWith>, path: string, token = "good") =>
  app.request(path, { headers: { authorization: `Bearer ${token}` } });

async function errorBody(res: Response) {
  return ((await res.json()) as { error: Record<string, unknown> }).error;
}

describe("HTTP transport", () => {
  it("given no valid bearer token, then 401 and the service is never asked", async () => {
    let asked = false;
    const app = appWith({
      getConversation: async () => {
        asked = true;
        return {} as never;
      },
    });
    const res = await get(app, "/v1/conversations/c_1", "wrong");
    expect(res.status).toBe(401);
    expect((await errorBody(res)).code).toBe("unauthorized");
    expect(asked).toBe(false);
  });

  it("given the log is down, then 503 with a Retry-After before any route runs", async () => {
    const res = await get(appWith({}, { logUp: false }), "/v1/conversations/c_1");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect((await errorBody(res)).code).toBe("log_unavailable");
  });

  it("given a body that is not JSON, or a field of the wrong type, then 400 naming what is wrong", async () => {
    const app = appWith({ createConversation: async () => ({ id: "c_1", title: "t" }) });
    const post = (body: string) =>
      app.request("/v1/conversations", {
        method: "POST",
        headers: { authorization: "Bearer good", "content-type": "application/json" },
        body,
      });
    const notJson = await post("{nope");
    expect(notJson.status).toBe(400);
    const wrongType = await post(JSON.stringify({ title: 42 }));
    expect(wrongType.status).toBe(400);
    expect(JSON.stringify(await errorBody(wrongType))).toContain("title");
    expect((await post(JSON.stringify({ title: "ok" }))).status).toBe(201);
  });

  it("maps each domain error to its status, with the client's fields and no more", async () => {
    const cases: Array<[Error, number, string]> = [
      [notFound("conversation"), 404, "not_found"],
      [new ChatError("conflict", "idempotency_key_reused", "used"), 409, "idempotency_key_reused"],
      [new ChatError("too_large", "prompt_too_long", "long", { limit: 10 }), 413, "prompt_too_long"],
      [new ChatError("invalid", "invalid_request", "bad", { field: "x" }), 400, "invalid_request"],
    ];
    for (const [err, status, code] of cases) {
      const res = await get(
        appWith({
          getConversation: async () => {
            throw err;
          },
        }),
        "/v1/conversations/c_1",
      );
      expect(res.status).toBe(status);
      expect((await errorBody(res)).code).toBe(code);
    }
  });

  it("given a token-limit refusal, then 429 with the budget's RateLimit headers and a Retry-After", async () => {
    const limit = {
      allowed: false,
      limit: 25_000,
      remaining: 120,
      resetSeconds: 3_000,
      retryAfterSeconds: 41.2,
    };
    const app = appWith({
      getConversation: async () => {
        throw new ChatError("limited", "token_limit", "no budget", { retryAfterSeconds: 42 }, limit);
      },
    });
    const res = await get(app, "/v1/conversations/c_1");
    expect(res.status).toBe(429);
    expect(res.headers.get("ratelimit-remaining")).toBe("120");
    expect(res.headers.get("retry-after")).toBe("42");
  });

  it("given a store outage, then a clean 503; given a bug, then a 500 that says nothing of it", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432 password=secret"), {
      code: "ECONNREFUSED",
    });
    const down = await get(
      appWith({
        getConversation: async () => {
          throw refused;
        },
      }),
      "/v1/conversations/c_1",
    );
    expect(down.status).toBe(503);
    expect(JSON.stringify(await down.json())).not.toContain("secret");
    const bug = await get(
      appWith({
        getConversation: async () => {
          throw new TypeError("cannot read properties of undefined (reading 'rows')");
        },
      }),
      "/v1/conversations/c_1",
    );
    expect(bug.status).toBe(500);
    expect(await errorBody(bug)).toEqual({ code: "internal", message: "internal error" });
  });
});
