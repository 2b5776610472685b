/**
 * When things break, nothing is lost (issue 9): a gpu-worker dies mid-answer and the answer continues on
 * another replica; an api instance dies and the client resumes through another.
 */
import { readGeneration, readGenerationEvents, scopedMessageId } from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerText, ChatApi, newMessageId as mid, readSse, type SseEvent, WsClient } from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
let token: string;
let userId: string;
/** The id on the log of the message sent with key `key` (ids are scoped per user). */
const logId = (key: string) => scopedMessageId(userId, key);
const conversation = (base: string) => new ChatApi(base, token).conversation();
const post = (base: string, conv: string, id: string, content: string) =>
  new ChatApi(base, token).send(conv, id, content, { model: "large" });

beforeAll(async () => {
  // Real time is slowed down only 3x so an answer lasts a few seconds and can be interrupted.
  stack = await startStack({ large: 2, small: 0, timeScale: 3 });
  ({ token, id: userId } = await stack.user("plus"));
});
afterAll(async () => {
  await stack?.stop();
});

describe("a replica dies mid-answer", () => {
  it("continues the answer on another replica: ids increase, no repeated or missing text, pause under 2.5 s", async () => {
    const base = stack.apis[0]!.url;
    const conv = await conversation(base);
    const id = mid();
    const events: SseEvent[] = [];
    let killed = false;
    let victim = "";
    for await (const e of readSse(
      await post(base, conv, id, "Tell me a long story about a lighthouse keeper."),
    )) {
      events.push(e);
      if (e.event === "delta" && events.length === 4) {
        const state = await readGeneration(jetstream(stack.ns.nc), stack.ns.names, logId(id));
        victim = state.replicaId!;
        await stack.killWorker(victim);
        killed = true;
      }
    }
    expect(killed).toBe(true);
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "stop" } });

    const state = await readGeneration(jetstream(stack.ns.nc), stack.ns.names, logId(id));
    const streamed = answerText(events);
    expect(streamed).toBe(state.finished!.text);
    expect(state.attempt).toBe(2);
    expect(state.replicaId).not.toBe(victim);

    // The pause as the log records it: the dead replica's last delta -> the new replica's first.
    const deltas: Array<{ attempt: number; time: string }> = [];
    for await (const ev of readGenerationEvents(jetstream(stack.ns.nc), stack.ns.names, logId(id))) {
      if (ev.type === "generation.delta") deltas.push(ev);
    }
    const lastBefore = deltas.filter((d) => d.attempt === 1).at(-1)!;
    const firstAfter = deltas.find((d) => d.attempt === 2)!;
    const pauseMs = Date.parse(firstAfter.time) - Date.parse(lastBefore.time);
    console.log(`[failover] pause ${pauseMs} ms (last delta before the kill -> first after, log time)`);
    expect(pauseMs).toBeGreaterThan(0);
    expect(pauseMs).toBeLessThan(2_500);
  });
});

describe("an api instance dies", () => {
  it("a client reconnecting to another instance with its last event id gets exactly the rest", async () => {
    const second = await (async () => {
      const { startApiServer } = await import("@chat/api");
      return startApiServer({ nc: stack.ns.nc, names: stack.ns.names, db: stack.db.db, settle: false });
    })();
    try {
      const base = stack.apis[0]!.url;
      const conv = await conversation(base);
      const id = mid();
      const head: SseEvent[] = [];
      const res = await post(base, conv, id, "Describe the water cycle in detail.");
      for await (const e of readSse(res, 3)) head.push(e);
      // The first instance goes away mid-answer; the answer keeps being written to the log.
      const first = stack.apis.shift()!;
      await first.close();
      const tail: SseEvent[] = [];
      const again = await new ChatApi(second.url, token).stream(id, head.at(-1)!.id);
      for await (const e of readSse(again)) tail.push(e);
      const all = [...head, ...tail];
      expect(all.map((e) => e.id)).toEqual(all.map((_, i) => i + 1));
      expect(all.at(-1)!.event).toBe("done");
      const state = await readGeneration(jetstream(stack.ns.nc), stack.ns.names, logId(id));
      expect(answerText(all)).toBe(state.finished!.text);
    } finally {
      stack.apis.push(second);
    }
  });

  it("over WebSocket too: resume on another instance with the last event id", async () => {
    const { startApiServer } = await import("@chat/api");
    const opts = { nc: stack.ns.nc, names: stack.ns.names, db: stack.db.db, settle: false };
    const [dying, other] = await Promise.all([startApiServer(opts), startApiServer(opts)]);
    try {
      const conv = await conversation(dying.url);
      const id = mid();
      const ws1 = await WsClient.connect(dying.url, token);
      ws1.send({
        type: "send",
        conversationId: conv,
        messageId: id,
        content: "Explain how tides work.",
        model: "large",
      });
      await ws1.waitFor(() => ws1.events(id).length >= 3);
      await dying.close(); // its sockets drop; the answer keeps being written to the log
      const head = ws1.events(id);
      const k = head.at(-1)!.id;
      const ws2 = await WsClient.connect(other.url, token);
      ws2.send({ type: "resume", messageId: id, lastEventId: k });
      await ws2.waitFor((f) => f.type === "event" && f.messageId === id && f.event === "done");
      ws2.close();
      const all = [...head, ...ws2.events(id)];
      expect(all.map((e) => e.id)).toEqual(all.map((_, i) => i + 1));
      const state = await readGeneration(jetstream(stack.ns.nc), stack.ns.names, logId(id));
      expect(answerText(all)).toBe(state.finished!.text);
    } finally {
      await other.close();
    }
  });
});
