/**
 * Routing end to end (issue 6): with one large and one small replica and model "auto", an easy message is
 * answered by the small replica and a hard one by the large replica; with the daily check's rate at 1.0 the
 * small answer's large twin is paired on the SHADOW stream, and the user sees (and is billed for) only the
 * small answer.
 */
import { type ShadowPair, ShadowRequested, scopedMessageId, shadowGenerationId } from "@chat/events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerText, ChatApi, collectSse, eventually, newMessageId as mid } from "./clients.ts";
import { type Stack, startStack, storedEvents } from "./stack.ts";

let stack: Stack;
let api: ChatApi;
let userId: string;
/** The id on the log and in rows of the message sent with key `key` (ids are scoped per user). */
const logId = (key: string) => scopedMessageId(userId, key);

const EASY = "hi, how are you?";
const HARD =
  "Prove step by step that there are infinitely many primes, then write a Python function that tests " +
  "primality in O(sqrt n) and explain its complexity.";

const newConversation = () => api.conversation("routing");
const ask = async (conversationId: string, messageId: string, content: string) => {
  const res = await api.send(conversationId, messageId, content, { model: "auto" });
  expect(res.status).toBe(200);
  return collectSse(res);
};
const chatLog = (id: string) =>
  storedEvents(stack.ns.nc, stack.ns.names.log.streamOf(id), stack.ns.names.subjects.generation(id));
const shadowLog = (shadowId: string) =>
  storedEvents(stack.ns.nc, stack.ns.names.streams.shadow, stack.ns.names.subjects.shadow(shadowId, ">"));

const replica = (pool: "large" | "small") => stack.replicas.find((r) => r.pool === pool)!;

beforeAll(async () => {
  stack = await startStack({ large: 1, small: 1, timeScale: 20, dispatcher: { shadowRate: 1 } });
  const user = await stack.user("plus");
  userId = user.id;
  api = new ChatApi(stack.apis[0]!.url, user.token);
});
afterAll(async () => {
  await stack?.stop();
});

describe("model auto", () => {
  it("answers a hard message on the large replica, and does not shadow it", async () => {
    const conv = await newConversation();
    const key = mid();
    const id = logId(key);
    const events = await ask(conv, key, HARD);
    expect(events[0]).toMatchObject({ event: "meta", data: { messageId: id, model: "large" } });
    expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "stop" } });
    const log = await chatLog(id);
    expect(log.find((e) => e.type === "generation.started")).toMatchObject({
      replicaId: replica("large").id,
    });
    expect(log.find((e) => e.type === "generation.finished")).toMatchObject({
      model: replica("large").sim.model,
    });
    // Only small answers are sampled, even at rate 1.0.
    expect(await shadowLog(shadowGenerationId(id))).toEqual([]);
  });

  it("answers an easy message on the small replica; its large twin is paired on the log, unseen by the user", async () => {
    const conv = await newConversation();
    const key = mid();
    const id = logId(key);
    const events = await ask(conv, key, EASY);
    expect(events[0]).toMatchObject({ event: "meta", data: { messageId: id, model: "small" } });
    expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "stop" } });
    const seen = answerText(events);
    expect(seen.length).toBeGreaterThan(0);

    const small = replica("small");
    const large = replica("large");
    const log = await chatLog(id);
    const started = log.filter((e) => e.type === "generation.started");
    expect(started).toEqual([expect.objectContaining({ replicaId: small.id, model: small.sim.model })]);

    // The pair lands on the SHADOW stream once both answers are finished.
    const shadowId = shadowGenerationId(id);
    const pair = await eventually(async () => {
      const ev = (await shadowLog(shadowId)).find((e) => e.type === "shadow.pair");
      return ev as ShadowPair | undefined;
    });
    const submitted = log.find((e) => e.type === "message.submitted") as { prompt: unknown };
    expect(pair).toMatchObject({
      messageId: id,
      shadowId,
      conversationId: conv,
      tier: "plus",
      content: EASY,
      prompt: submitted.prompt,
      small: { text: seen, replicaId: small.id, model: small.sim.model, finish: "stop" },
      large: { replicaId: large.id, model: large.sim.model, finish: "stop" },
    });
    expect(pair.large.text.length).toBeGreaterThan(0);
    expect(pair.large.text).not.toBe(seen);
    expect(pair.routeReason).toMatch(/score-below-threshold/);
    // The router's score travels with the route decision into the pair, for tuning.
    expect(pair.score).toBeGreaterThanOrEqual(0);
    expect(pair.score).toBeLessThan(0.5);

    // The shadow's own events and the request are on the SHADOW stream, under the shadow id...
    const shadowEvents = await shadowLog(shadowId);
    const requested = ShadowRequested.parse(shadowEvents.find((e) => e.type === "shadow.requested"));
    expect(requested).toMatchObject({ messageId: id, smallReplicaId: small.id, largeReplicaId: large.id });
    expect(shadowEvents.filter((e) => e.type === "generation.started")).toEqual([
      expect.objectContaining({ messageId: shadowId, replicaId: large.id }),
    ]);
    const largeDeltas = shadowEvents.filter((e) => e.type === "generation.delta").map((e) => e.text);
    expect(largeDeltas.join("")).toBe(pair.large.text);

    // ...and none of them is on the chat log: the user's stream holds one answer, the small one.
    expect(await chatLog(shadowId)).toEqual([]);
    expect(log.filter((e) => e.type === "generation.finished")).toHaveLength(1);
    expect(log.filter((e) => e.type === "generation.delta").map((e) => e.text)).toEqual(
      events.filter((e) => e.event === "delta").map((e) => e.data.text),
    );
    const replay = await collectSse(await api.stream(id));
    expect(replay).toEqual(events);

    // History and billing: the projector and the settler saw only the small answer.
    const rows = await eventually(async () => {
      const r = await stack.db.db
        .selectFrom("messages")
        .select(["role", "content", "model"])
        .where("conversation_id", "=", conv)
        .orderBy("log_seq")
        .execute();
      return r.length >= 2 ? r : null;
    });
    expect(rows).toEqual([
      expect.objectContaining({ role: "user", content: EASY }),
      expect.objectContaining({ role: "assistant", content: seen }),
    ]);
    await eventually(() =>
      stack.db.db
        .selectFrom("usage_ledger")
        .select("message_id")
        .where("message_id", "=", id)
        .executeTakeFirst(),
    );
    const ledger = await stack.db.db
      .selectFrom("usage_ledger")
      .select("message_id")
      .where("message_id", "in", [id, shadowId])
      .execute();
    expect(ledger).toEqual([{ message_id: id }]);
  });
});
