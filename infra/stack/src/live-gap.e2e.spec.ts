/**
 * The live fan-out has no silent holes (issue 14 item 6), on the whole stack: an api instance whose NATS
 * connection goes through a TCP proxy serves answers over SSE; the proxy is cut mid-answer for 2 s (the
 * rest of the stack and the machine's NATS carry on) and restored. Every client's text equals the log's
 * `generation.finished.text`, with event ids 1..N and no repeat.
 */
import { type ApiInstance, startApiServer } from "@chat/api";
import { connectNats, lastEventOf } from "@chat/events";
import { hostPort, startTcpProxy, type TcpProxy } from "@chat/platform/testing";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answerText, ChatApi, eventually, newMessageId, readSse, type SseEvent } from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

const NATS_URL = process.env.NATS_URL ?? "nats://127.0.0.1:4222";
let stack: Stack;
let proxy: TcpProxy;
let nc: NatsConnection;
let api: ApiInstance;

beforeAll(async () => {
  // Replicas in real time: an answer streams for seconds, so the cut lands mid-answer and it goes on after.
  stack = await startStack({ large: 1, small: 0, timeScale: 1 });
  proxy = await startTcpProxy(hostPort(NATS_URL, 4222));
  nc = await connectNats(proxy.url("nats"), "api-behind-proxy");
  api = await startApiServer({ nc, names: stack.ns.names, db: stack.db.db, settle: false });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await nc?.close();
  await proxy?.close();
  await stack?.stop();
});

it("given the api's NATS connection cut for 2 s mid-answer, then every client's text equals the log's finished text", async () => {
  const { token } = await stack.user("plus");
  const client = new ChatApi(api.url, token);
  const streams = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const conv = await client.conversation();
      const res = await client.send(conv, newMessageId(), "Tell me about the history of tide tables.", {
        model: "large",
      });
      expect(res.status).toBe(200);
      const events: SseEvent[] = [];
      const done = (async () => {
        for await (const e of readSse(res)) events.push(e);
      })();
      return { events, done };
    }),
  );
  await eventually(async () => streams.every((s) => s.events.some((e) => e.event === "delta")), 30_000);
  const unfinishedAtCut = streams.filter((s) => !s.events.some((e) => e.event === "done")).length;

  proxy.cut();
  await new Promise((r) => setTimeout(r, 2_000));
  proxy.restore();

  await eventually(async () => streams.every((s) => s.events.at(-1)?.event === "done"), 60_000);
  await Promise.all(streams.map((s) => s.done));
  expect(unfinishedAtCut).toBeGreaterThan(0); // the cut did land mid-answer
  for (const s of streams) {
    const messageId = s.events[0]!.data.messageId as string;
    const fin = await lastEventOf(stack.ns.jsm, stack.ns.names, messageId, "generation.finished");
    expect(answerText(s.events)).toBe(fin!.text);
    expect(s.events.map((e) => e.id)).toEqual(s.events.map((_, i) => i + 1));
  }
}, 120_000);
