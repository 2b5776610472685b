/**
 * The public HTTP API (DESIGN section 5): conversations, messages streamed as Server-Sent Events, resume
 * with Last-Event-ID, stop. Every answer is read from the log, so any api instance serves any stream.
 */

import { once } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { formatZodError } from "@chat/events";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import { Hono } from "hono";
import type { z } from "zod";
import type { Authenticator, AuthUser } from "../auth.ts";
import type { ChatApi, FeedApi, SubmitResult } from "../chat-service.ts";
import { badRequest, logUnavailable, tooManyRequests, unauthorized } from "../errors.ts";
import { rateLimitHeaders } from "../limits/index.ts";
import { mountOps, type OpsDeps } from "../ops/index.ts";
import type { ClientEvent } from "../stream/client-events.ts";
import { toClientError } from "../transport-errors.ts";
import { readJson } from "./body.ts";
import type { DoorLimits, PerKeyCounter } from "./door-limits.ts";
import { CreateConversationBody, IdempotencyKey, SendMessageBody } from "./requests.ts";
import { mountWebApp } from "./static.ts";
import { ListQuery, RegenerateBody, SettingsBody, UpdateConversationBody } from "./tree-requests.ts";

export type HttpDeps = {
  auth: Authenticator;
  chat: ChatApi;
  feed: FeedApi;
  /** Streams held per user (shared with the WebSocket sessions), under `limits.streamsPerUser`. */
  userStreams: PerKeyCounter;
  limits: DoorLimits;
  /** False while the NATS connection is down (reconnecting). */
  logUp: () => boolean;
  health: () => Promise<{ ok: boolean; detail?: Record<string, unknown> }>;
  metrics: () => Promise<{ contentType: string; body: string }>;
  /** The ops view's read API (`GET /v1/ops/overview`); absent: not served. */
  ops?: OpsDeps;
};

type Env = { Variables: { user: AuthUser } };

export function createHttpApp(deps: HttpDeps) {
  const app = new Hono<Env>();

  app.onError((err, c) => {
    const { error, status, headers, unexpected } = toClientError(err);
    if (unexpected) console.error(`api: unexpected error on ${c.req.method} ${c.req.path}`, err);
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    return c.json(error.toJSON(), status as 400);
  });
  app.notFound((c) =>
    c.json({ error: { code: "not_found", message: `no route for ${c.req.method} ${c.req.path}` } }, 404),
  );

  app.get("/healthz", async (c) => {
    const h = await deps.health();
    return c.json({ app: "api", ok: h.ok, ...h.detail }, h.ok ? 200 : 503);
  });
  app.get("/metrics", async (c) => {
    const m = await deps.metrics();
    return c.body(m.body, 200, { "content-type": m.contentType });
  });
  mountWebApp(app);
  // Before the /v1 guard: the ops route checks its own role (an ops user, or the operator token).
  if (deps.ops) mountOps(app, deps.auth, deps.ops);

  app.use("/v1/*", async (c, next) => {
    const user = await deps.auth.authenticate(c.req.header("authorization"), clientAddress(c));
    if (!user) throw unauthorized();
    // Every route reads or writes the log: while NATS is away, say so at once instead of after retries.
    if (!deps.logUp()) throw logUnavailable();
    c.set("user", user);
    await next();
  });

  app.post("/v1/conversations", async (c) => {
    const body = parse(CreateConversationBody, await jsonBody(c, true), "body");
    return c.json(await deps.chat.createConversation(c.get("user"), body.title), 201);
  });
  app.get("/v1/conversations", async (c) =>
    c.json(await deps.chat.listConversations(c.get("user"), parse(ListQuery, c.req.query(), "query"))),
  );
  app.get("/v1/conversations/:id", async (c) =>
    c.json(await deps.chat.getConversation(c.get("user"), param(c.req.param("id"), "conversationId"))),
  );
  app.patch("/v1/conversations/:id", async (c) => {
    const user = c.get("user");
    const id = param(c.req.param("id"), "conversationId");
    const body = parse(UpdateConversationBody, await jsonBody(c), "body");
    const key = c.req.header("idempotency-key");
    const requestId = key === undefined ? undefined : parse(IdempotencyKey, key, "Idempotency-Key");
    if (body.title !== undefined) await deps.chat.conversations.rename(user, id, body.title, requestId);
    if (body.currentLeafId !== undefined)
      await deps.chat.conversations.selectBranch(user, id, body.currentLeafId, requestId);
    return c.json({ id, ...body }, 202);
  });
  app.delete("/v1/conversations/:id", async (c) => {
    const id = param(c.req.param("id"), "conversationId");
    await deps.chat.conversations.delete(c.get("user"), id);
    return c.json({ id, deleted: true }, 202);
  });
  app.get("/v1/settings", async (c) => c.json(await deps.chat.conversations.settings(c.get("user"))));
  app.put("/v1/settings", async (c) => {
    const body = parse(SettingsBody, await jsonBody(c), "body");
    const key = c.req.header("idempotency-key");
    const requestId = key === undefined ? undefined : parse(IdempotencyKey, key, "Idempotency-Key");
    return c.json(await deps.chat.conversations.changeSettings(c.get("user"), body, requestId));
  });

  app.post("/v1/conversations/:id/messages", async (c) => {
    const user = c.get("user");
    const conversationId = param(c.req.param("id"), "conversationId");
    const key = c.req.header("idempotency-key");
    if (!key)
      throw badRequest("Idempotency-Key: required (the message id made by the app)", {
        field: "Idempotency-Key",
      });
    const messageId = parse(IdempotencyKey, key, "Idempotency-Key");
    const body = parse(SendMessageBody, await jsonBody(c), "body");
    // Checked before the message is accepted, so a refusal never leaves an accepted message unwatched.
    if (deps.userStreams.count(user.id) >= deps.limits.streamsPerUser)
      throw tooManyRequests(
        `at most ${deps.limits.streamsPerUser} answers streamed at once per user`,
        1,
        "too_many_streams",
      );
    const result = await deps.chat.submit(user, { conversationId, messageId, ...body });
    const headers = result.limit ? rateLimitHeaders(result.limit) : undefined;
    return sse(c, result.messageId, 0, headers, result.submitted);
  });

  app.post("/v1/messages/:id/regenerate", async (c) => {
    const targetId = param(c.req.param("id"), "messageId");
    const key = c.req.header("idempotency-key");
    if (!key)
      throw badRequest("Idempotency-Key: required (the new answer's message id, made by the app)", {
        field: "Idempotency-Key",
      });
    const messageId = parse(IdempotencyKey, key, "Idempotency-Key");
    const body = parse(RegenerateBody, await jsonBody(c, true), "body");
    const result = await deps.chat.regenerate(c.get("user"), { targetId, messageId, model: body.model });
    const headers = result.limit ? rateLimitHeaders(result.limit) : undefined;
    return sse(c, result.messageId, 0, headers, result.submitted);
  });

  app.get("/v1/messages/:id/stream", async (c) => {
    const user = c.get("user");
    const messageId = await deps.chat.resolveMessageId(user, param(c.req.param("id"), "messageId"));
    await deps.chat.assertOwnsMessage(user, messageId);
    const last = c.req.header("last-event-id") ?? c.req.query("lastEventId") ?? "0";
    if (!/^\d+$/.test(last))
      throw badRequest("Last-Event-ID: must be a non-negative integer", { field: "Last-Event-ID" });
    return sse(c, messageId, Number(last));
  });

  app.post("/v1/messages/:id/stop", async (c) => {
    const user = c.get("user");
    const messageId = await deps.chat.resolveMessageId(user, param(c.req.param("id"), "messageId"));
    await deps.chat.stop(user, messageId);
    return c.json({ messageId, stopping: true }, 202);
  });

  /**
   * Streams a generation's client events as SSE, written straight to node's response: the per-event cost
   * of the web-streams path is what limits how many streams one instance holds (see the streams bench).
   */
  function sse(
    // biome-ignore lint/suspicious/noExplicitAny: hono's context type is generic over the route.
    c: any,
    messageId: string,
    afterId: number,
    headers: Record<string, string> = {},
    submitted?: SubmitResult["submitted"],
  ) {
    const res = c.env?.outgoing as ServerResponse | undefined;
    if (!res) throw new Error("SSE needs the node server (@hono/node-server)");
    const userId = (c.get("user") as AuthUser).id;
    if (!deps.userStreams.acquire(userId))
      throw tooManyRequests(
        `at most ${deps.limits.streamsPerUser} answers streamed at once per user; close one first`,
        1,
        "too_many_streams",
      );
    res.writeHead(200, {
      "x-message-id": messageId,
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      connection: "keep-alive",
      "x-accel-buffering": "no",
      ...headers,
    });
    // Headers go out now, not with the first event: a client (or proxy) waiting on a queued answer must
    // see the stream open. A comment line every 15 s keeps idle connections from being cut.
    res.flushHeaders();
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), 15_000);
    const ctl = new AbortController();
    let released = false;
    res.on("close", () => {
      clearInterval(keepAlive);
      ctl.abort();
      if (!released) deps.userStreams.release(userId);
      released = true;
    });
    // Written in the feed's turn; past the socket's high-water mark the feed waits for it to drain.
    const write = (ev: ClientEvent): Promise<void> | undefined =>
      res.write(`id: ${ev.id}\nevent: ${ev.event}\ndata: ${JSON.stringify(ev.data)}\n\n`)
        ? undefined
        : once(res, "drain", { signal: ctl.signal }).then(
            () => {},
            () => {},
          );
    deps.feed
      .pipe(messageId, afterId, write, ctl.signal, submitted)
      .catch((err) => {
        if (!ctl.signal.aborted) console.error(`api: stream of ${messageId} failed`, err);
      })
      .finally(() => {
        clearInterval(keepAlive);
        res.end();
      });
    return RESPONSE_ALREADY_SENT;
  }

  return app;
}

/**
 * The request's JSON body (`optional`: an empty body is `{}`), read from the node request under hono's
 * when there is one (the node server's: cheaper than the web stream over it), else from hono's (in-process).
 */
// biome-ignore lint/suspicious/noExplicitAny: hono's context type is generic over the route.
function jsonBody(c: any, optional = false): Promise<unknown> {
  return readJson(c.req.raw, optional, undefined, c.env?.incoming as IncomingMessage | undefined);
}

/** The peer's address, for the auth guard's per-address budget (behind a proxy: the proxy's). */
// biome-ignore lint/suspicious/noExplicitAny: hono's context type is generic over the route.
function clientAddress(c: any): string {
  return (c.env?.incoming as IncomingMessage | undefined)?.socket?.remoteAddress ?? "unknown";
}

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) {
    const first = r.error.issues[0];
    const field = first?.path.length
      ? first.path.join(".")
      : first?.code === "unrecognized_keys"
        ? (first as { keys: string[] }).keys.join(",")
        : where;
    throw badRequest(`${where}: ${formatZodError(r.error)}`, { field });
  }
  return r.data;
}

function param(value: string, name: string): string {
  return parse(IdempotencyKey, value, name);
}
