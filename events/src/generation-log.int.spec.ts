/**
 * Reading one generation's events from the real log: point reads from its submission for a short story,
 * an ordered consumer for the rest of a long one, and the consumer alone when there is no submission.
 * Other generations' events interleaved on the stream are never mixed in.
 */
import { randomBytes } from "node:crypto";
import { jetstream, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectNats } from "./connection.ts";
import { ensureTopology } from "./ensure.ts";
import { readGenerationEvents } from "./generation-log.ts";
import { EventPublisher } from "./publisher.ts";
import { type ChatEvent, eventIds } from "./schemas.ts";
import { names } from "./subjects.ts";

const n = names(`t${randomBytes(5).toString("hex")}`);
let nc: NatsConnection;
let publisher: EventPublisher;

beforeAll(async () => {
  nc = await connectNats(undefined, "generation-log-test");
  await ensureTopology(nc, n);
  publisher = new EventPublisher(jetstream(nc), n);
});
afterAll(async () => {
  const jsm = await jetstreamManager(nc);
  for (const s of [...n.log.streams, ...Object.values(n.streams)])
    await jsm.streams.delete(s).catch(() => {});
  await nc.close();
});

const base = (messageId: string) => ({
  v: 1 as const,
  time: new Date().toISOString(),
  userId: "u1",
  conversationId: "c1",
  messageId,
});
const submitted = (m: string): ChatEvent => ({
  ...base(m),
  id: eventIds.submitted(m),
  type: "message.submitted",
  tier: "free",
  requestedModel: "auto",
  parentId: null,
  content: "q",
  contentTokens: 1,
  prompt: [{ role: "user", content: "q" }],
  promptTokens: 5,
  droppedTurns: 0,
  maxAnswerTokens: 100,
  reservedCost: 0,
});
const delta = (m: string, seq: number): ChatEvent => ({
  ...base(m),
  id: eventIds.delta(m, seq),
  type: "generation.delta",
  seq,
  text: `t${seq} `,
  tokens: 1,
  attempt: 1,
});

async function read(messageId: string): Promise<ChatEvent[]> {
  const out: ChatEvent[] = [];
  for await (const ev of readGenerationEvents(jetstream(nc), n, messageId)) out.push(ev);
  return out;
}

/** Publishes the story of `a` with another generation's events between each of its own. */
async function interleaved(a: string, deltas: number, withSubmission = true): Promise<ChatEvent[]> {
  const other = `mo${randomBytes(4).toString("hex")}`;
  const story = [
    ...(withSubmission ? [submitted(a)] : []),
    ...Array.from({ length: deltas }, (_, i) => delta(a, i + 1)),
  ];
  await publisher.publish(submitted(other));
  for (const [i, ev] of story.entries()) {
    await publisher.publish(ev);
    await publisher.publish(delta(other, i + 1));
  }
  return story;
}

describe("readGenerationEvents", () => {
  it("given a short story, then exactly its events in log order", async () => {
    const a = `ma${randomBytes(4).toString("hex")}`;
    const story = await interleaved(a, 3);
    expect((await read(a)).map((e) => e.id)).toEqual(story.map((e) => e.id));
  });

  it("given a story longer than the point reads, then the consumer continues exactly where they stopped", async () => {
    const a = `mb${randomBytes(4).toString("hex")}`;
    const story = await interleaved(a, 45);
    expect((await read(a)).map((e) => e.id)).toEqual(story.map((e) => e.id));
  });

  it("given no submission on the log (only later events), then the consumer reads them all", async () => {
    const a = `mc${randomBytes(4).toString("hex")}`;
    const story = await interleaved(a, 5, false);
    expect((await read(a)).map((e) => e.id)).toEqual(story.map((e) => e.id));
  });

  it("given the submission as its publisher just stored it, then the same events, without reading it back", async () => {
    const a = `me${randomBytes(4).toString("hex")}`;
    const sub = submitted(a);
    const ack = await publisher.publish(sub);
    for (let i = 1; i <= 6; i++) await publisher.publish(delta(a, i));
    const out: ChatEvent[] = [];
    const hint = { event: sub as Extract<ChatEvent, { type: "message.submitted" }>, seq: ack.seq };
    for await (const ev of readGenerationEvents(jetstream(nc), n, a, hint)) out.push(ev);
    expect(out.map((e) => e.id)).toEqual((await read(a)).map((e) => e.id));
    expect(out[0]).toBe(sub); // the caller's own object: nothing read for it
  });

  it("given nothing on the log, then nothing", async () => {
    expect(await read(`md${randomBytes(4).toString("hex")}`)).toEqual([]);
  });
});
