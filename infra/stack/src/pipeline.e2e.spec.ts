/**
 * The pipeline end to end (issue 2): every app running in-process on real NATS, Postgres and Redis,
 * with simulated replicas 20x faster than real time.
 */
import { type ChatEvent, readGenerationEvents, scopedMessageId } from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerText,
  ChatApi,
  collectSse,
  eventually,
  newMessageId as mid,
  readSse,
  WsClient,
} from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
let api: ChatApi;
let token: string;
let userId: string;
let base: string;

const send = (conversationId: string, messageId: string, content: string, parentId: string | null = null) =>
  api.send(conversationId, messageId, content, { parentId, model: "large" });
const call = (path: string, init: RequestInit & { token?: string | null } = {}) => api.request(path, init);
const newConversation = () => api.conversation();

/** The id on the log and in rows of the message sent with key `key` (ids are scoped per user). */
const logId = (key: string) => scopedMessageId(userId, key);

/** All events stored on the log for the message sent with key `key`, in order. */
async function logEvents(key: string): Promise<ChatEvent[]> {
  const out: ChatEvent[] = [];
  for await (const ev of readGenerationEvents(jetstream(stack.ns.nc), stack.ns.names, logId(key)))
    out.push(ev);
  return out;
}

beforeAll(async () => {
  stack = await startStack({ large: 2, small: 1, timeScale: 20 });
  base = stack.apis[0]!.url;
  ({ token, id: userId } = await stack.user("plus"));
  api = new ChatApi(base, token);
});
afterAll(async () => {
  await stack?.stop();
});

describe("a two-turn conversation", () => {
  it("streams meta, deltas and done over SSE with increasing ids, and the second prompt holds the first answer", async () => {
    const conv = await newConversation();
    const first = mid();
    const res1 = await send(conv, first, "Tell me about tide pools in two sentences.");
    expect(res1.status).toBe(200);
    expect(res1.headers.get("content-type")).toContain("text/event-stream");
    const ev1 = await collectSse(res1);
    expect(ev1.map((e) => e.id)).toEqual(ev1.map((_, i) => i + 1));
    expect(ev1[0]).toMatchObject({ event: "meta", data: { messageId: logId(first), model: "large" } });
    expect(ev1.at(-1)).toMatchObject({ event: "done", data: { finish: "stop" } });
    const answer1 = answerText(ev1);
    expect(answer1.length).toBeGreaterThan(20);

    // Sent at once after the answer: the projector may lag, the prompt must not.
    const second = mid();
    const ev2 = await collectSse(await send(conv, second, "And what lives there?", first));
    expect(ev2.at(-1)?.event).toBe("done");
    const submitted = (await logEvents(second)).find((e) => e.type === "message.submitted") as {
      prompt: Array<{ role: string; content: string }>;
    };
    expect(submitted.prompt.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(submitted.prompt[2]!.content).toBe(answer1);

    // The usage in the done event is what the projector stored.
    const done2 = ev2.at(-1)!.data as { usage: { input: number; cached: number; output: number } };
    const row = await eventually(() =>
      stack.db.db
        .selectFrom("usage_ledger")
        .selectAll()
        .where("message_id", "=", logId(second))
        .executeTakeFirst(),
    );
    expect({ input: row.input, cached: row.cached, output: row.output }).toEqual(done2.usage);
    const answerRow = await eventually(() =>
      stack.db.db
        .selectFrom("messages")
        .selectAll()
        .where("id", "=", `${logId(second)}-a`)
        .executeTakeFirst(),
    );
    expect(answerRow.content).toBe(answerText(ev2));
    // The second turn went back to the replica that holds the conversation's KV cache.
    expect(done2.usage.cached).toBeGreaterThan(0);
  });

  it("works the same over WebSocket", async () => {
    const ws = await WsClient.connect(base, token);
    try {
      ws.send({ type: "create_conversation", title: "ws" });
      const conv = (await ws.waitFor((f) => f.type === "conversation")).id as string;
      const first = mid();
      ws.send({
        type: "send",
        conversationId: conv,
        messageId: first,
        content: "Name three rivers.",
        model: "large",
      });
      await ws.waitFor((f) => f.type === "event" && f.messageId === first && f.event === "done");
      const ev1 = ws.events(first);
      expect(ev1.map((e) => e.id)).toEqual(ev1.map((_, i) => i + 1));
      expect(ev1[0]!.event).toBe("meta");
      const second = mid();
      ws.send({
        type: "send",
        conversationId: conv,
        messageId: second,
        content: "Which is longest?",
        parentId: first,
        model: "large",
      });
      await ws.waitFor((f) => f.type === "event" && f.messageId === second && f.event === "done");
      const submitted = (await logEvents(second)).find((e) => e.type === "message.submitted") as {
        prompt: Array<{ content: string }>;
      };
      const answer1 = ev1
        .filter((e) => e.event === "delta")
        .map((e) => e.data.text)
        .join("");
      expect(submitted.prompt.some((m) => m.content === answer1)).toBe(true);
    } finally {
      ws.close();
    }
  });
});

describe("resume with Last-Event-ID", () => {
  it("gives exactly the events after k, mid-answer and after the answer finished", async () => {
    const conv = await newConversation();
    const id = mid();
    const partial = await collectSse(await send(conv, id, "Explain how a bicycle stays upright."), 3);
    expect(partial.map((e) => e.id)).toEqual([1, 2, 3]);
    const rest: Awaited<ReturnType<typeof collectSse>> = [];
    for await (const e of readSse(
      await call(`/v1/messages/${id}/stream`, { headers: { "last-event-id": "3" } }),
    ))
      rest.push(e);
    expect(rest[0]!.id).toBe(4);
    expect(rest.map((e) => e.id)).toEqual(rest.map((_, i) => i + 4));
    expect(rest.at(-1)!.event).toBe("done");

    const full = await collectSse(await call(`/v1/messages/${id}/stream`));
    expect(full).toEqual([...partial, ...rest]);
    const k = 5;
    const after = await collectSse(
      await call(`/v1/messages/${id}/stream`, { headers: { "last-event-id": String(k) } }),
    );
    expect(after).toEqual(full.slice(k));
  });
});

describe("idempotency", () => {
  it("a retry with the same Idempotency-Key runs once and streams the same answer", async () => {
    const conv = await newConversation();
    const id = mid();
    const [a, b] = await Promise.all([
      send(conv, id, "What is a haiku?"),
      send(conv, id, "What is a haiku?"),
    ]);
    const [ea, eb] = await Promise.all([collectSse(a), collectSse(b)]);
    expect(eb).toEqual(ea);
    const again = await collectSse(await send(conv, id, "What is a haiku?"));
    expect(again).toEqual(ea);
    const log = await logEvents(id);
    expect(log.filter((e) => e.type === "message.submitted")).toHaveLength(1);
    expect(log.filter((e) => e.type === "generation.started")).toHaveLength(1);
  });
});

describe("stop", () => {
  it("finishes the answer as stopped and cancels the engine request", async () => {
    const conv = await newConversation();
    const id = mid();
    const res = await send(conv, id, "Write a long essay about the history of maps, with many details.");
    const events: Awaited<ReturnType<typeof collectSse>> = [];
    let stopped = false;
    for await (const e of readSse(res)) {
      events.push(e);
      if (e.event === "delta" && !stopped) {
        stopped = true;
        const r = await call(`/v1/messages/${id}/stop`, { method: "POST" });
        expect(r.status).toBe(202);
      }
    }
    expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "stopped" } });
    const started = (await logEvents(id)).find((e) => e.type === "generation.started") as {
      replicaId: string;
    };
    const replica = stack.replicas.find((r) => r.id === started.replicaId)!;
    const metrics = await (await fetch(`http://127.0.0.1:${replica.port}/metrics`)).text();
    expect(metrics).toMatch(/sim:requests_cancelled_total\S* [1-9]/);
  });
});

describe("bad requests", () => {
  it("401 without or with a bad token", async () => {
    expect((await call("/v1/conversations", { token: null })).status).toBe(401);
    expect((await call("/v1/conversations", { token: "nope" })).status).toBe(401);
  });

  it("404 for another user's conversation or message", async () => {
    const conv = await newConversation();
    const id = mid();
    await collectSse(await send(conv, id, "hello"));
    const other = (await stack.user("free")).token;
    expect((await call(`/v1/conversations/${conv}`, { token: other })).status).toBe(404);
    expect((await call(`/v1/messages/${id}/stream`, { token: other })).status).toBe(404);
    expect((await call(`/v1/messages/${id}/stop`, { method: "POST", token: other })).status).toBe(404);
    const post = await call(`/v1/conversations/${conv}/messages`, {
      method: "POST",
      token: other,
      headers: { "idempotency-key": mid() },
      body: JSON.stringify({ content: "hi" }),
    });
    expect(post.status).toBe(404);
  });

  it("400 naming the field for malformed JSON, missing or over-long content, unknown fields", async () => {
    const conv = await newConversation();
    const post = (body: string, key: string | null = mid()) =>
      call(`/v1/conversations/${conv}/messages`, {
        method: "POST",
        headers: key ? { "idempotency-key": key } : {},
        body,
      });
    const cases: Array<[Response, string]> = [
      [await post("{not json"), "body"],
      [await post(JSON.stringify({})), "content"],
      [await post(JSON.stringify({ content: "x".repeat(200_001) })), "content"],
      [await post(JSON.stringify({ content: "hi", colour: "red" })), "colour"],
      [await post(JSON.stringify({ content: "hi" }), null), "Idempotency-Key"],
      [await post(JSON.stringify({ content: "hi", model: "huge" })), "model"],
    ];
    for (const [res, field] of cases) {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string; field: string } };
      expect(body.error.field).toBe(field);
      expect(body.error.message).toContain(field);
    }
  });
});
