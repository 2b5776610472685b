/**
 * WebSocket streams are bounded (issue 15): a client that stops reading while a long answer is replayed
 * makes the api pause that stream (its buffered bytes stay near the high-water mark instead of holding the
 * whole answer), and gets every event, in order, once it reads again; answers streamed at once are capped
 * per socket and per user. Real api, NATS and Postgres.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { WebSocket } from "ws";
import { delta, finished, submitted } from "../fixtures/answer-events.ts";
import { type DoorApi, startDoorApi, until } from "../fixtures/door-api.ts";

const HIGH = 256 << 10;
let door: DoorApi;

beforeAll(async () => {
  door = await startDoorApi({ limits: { bufferedHighBytes: HIGH, streamsPerSocket: 2, streamsPerUser: 3 } });
});
afterAll(async () => {
  await door?.close();
});

async function open(token: string) {
  const ws = new WebSocket(`${door.api.url.replace("http", "ws")}/v1/ws`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const frames: Array<Record<string, unknown>> = [];
  ws.on("message", (raw) => frames.push(JSON.parse(raw.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return { ws, frames };
}

async function conversation(token: string): Promise<string> {
  const res = await fetch(`${door.api.url}/v1/conversations`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { id: string }).id;
}

/** Puts a finished answer of `deltas` deltas of `size` characters on the log for the user. */
async function answerOnLog(
  user: { id: string; token: string },
  messageId: string,
  deltas: number,
  size: number,
) {
  const ids = { userId: user.id, conversationId: await conversation(user.token), messageId };
  const chunk = "x".repeat(size);
  await door.ns.publishAll([
    submitted(ids),
    ...Array.from({ length: deltas }, (_, i) => delta(ids, i + 1, chunk)),
    finished(ids, "(the whole text, left out: over NATS's payload limit)"),
  ]);
}

it("a client that stops reading pauses its stream; the api does not buffer the whole answer", async () => {
  const user = await door.user("plus");
  const id = `m${"b".repeat(32)}`; // the form of a scoped id, so the api takes it as the id
  const DELTAS = 1_200;
  const SIZE = 8_000; // ~9.6 MB of answer
  await answerOnLog(user, id, DELTAS, SIZE);
  const c = await open(user.token);
  const raw = (c.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
  raw.pause();
  c.ws.send(JSON.stringify({ type: "resume", messageId: id, lastEventId: 0 }));
  const server = [...door.api.webSockets.clients].at(-1)!;
  let maxBuffered = 0;
  const t0 = Date.now();
  while (Date.now() - t0 < 2_000) {
    maxBuffered = Math.max(maxBuffered, server.bufferedAmount);
    await new Promise((r) => setTimeout(r, 5));
  }
  // Paused at the high-water mark plus the frame that crossed it (the kernel holds a few MB more).
  expect(maxBuffered).toBeGreaterThan(0);
  expect(maxBuffered).toBeLessThan(HIGH + 2 * SIZE + 1_000);
  raw.resume();
  await until(() => c.frames.some((f) => f.event === "done"), 60_000, "the whole answer");
  const events = c.frames.filter((f) => f.type === "event");
  expect(events.map((f) => f.id)).toEqual(events.map((_, i) => i + 1));
  expect(events.filter((f) => f.event === "delta")).toHaveLength(DELTAS);
  c.ws.close();
}, 90_000);

it("answers streamed at once are capped per socket and per user", async () => {
  const user = await door.user("plus");
  // Unfinished answers: their streams stay open.
  const ids = ["1", "2", "3", "4"].map((d) => `m${d.repeat(32)}`);
  const conv = await conversation(user.token);
  for (const id of ids)
    await door.ns.publishAll([submitted({ userId: user.id, conversationId: conv, messageId: id })]);
  const a = await open(user.token);
  for (const id of ids.slice(0, 3))
    a.ws.send(JSON.stringify({ type: "resume", messageId: id, lastEventId: 0 }));
  await until(() => a.frames.some((f) => f.code === "too_many_streams"), 10_000, "the per-socket cap");
  expect(a.frames.filter((f) => f.code === "too_many_streams")).toHaveLength(1);
  const b = await open(user.token);
  b.ws.send(JSON.stringify({ type: "resume", messageId: ids[2], lastEventId: 0 }));
  b.ws.send(JSON.stringify({ type: "resume", messageId: ids[3], lastEventId: 0 }));
  await until(() => b.frames.some((f) => f.code === "too_many_streams"), 10_000, "the per-user cap");
  expect(b.frames.find((f) => f.code === "too_many_streams")).toMatchObject({ status: 429 });
  // SSE shares the per-user count.
  const sse = await fetch(`${door.api.url}/v1/messages/${ids[3]}/stream`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(sse.status).toBe(429);
  // Closing a socket gives its streams back.
  a.ws.close();
  const ctl = new AbortController();
  await until(
    async () => {
      const r = await fetch(`${door.api.url}/v1/messages/${ids[3]}/stream`, {
        headers: { authorization: `Bearer ${user.token}` },
        signal: ctl.signal,
      });
      if (r.status === 200) ctl.abort();
      return r.status === 200;
    },
    10_000,
    "a stream slot back",
  );
  b.ws.close();
});
