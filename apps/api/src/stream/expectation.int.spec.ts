/**
 * A stream opened on a message this instance just submitted, subscribed before the submission was
 * published (`AnswerFeed.expect`): it reads nothing from the log, and still gets every event, even those
 * written before it opened; an expectation nobody claims lets its subscription go; one let go falls back
 * to reading the log. Real NATS; the feed and the publisher share one connection, as in the api.
 */
import { randomUUID } from "node:crypto";
import { freshNamespace, type TestNamespace, waitUntil } from "@chat/platform/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type AnswerIds, delta, finished, submitted } from "../fixtures/answer-events.ts";
import { AnswerFeed, type JustSubmitted } from "./answer-feed.ts";
import type { ClientEvent } from "./client-events.ts";

let ns: TestNamespace;
let feed: AnswerFeed;

beforeAll(async () => {
  ns = await freshNamespace();
  feed = new AnswerFeed(ns.nc, ns.names, { silenceMs: 1_000 });
});
afterAll(async () => {
  feed?.close();
  await ns?.cleanup();
});

const answer = (): AnswerIds => ({
  userId: "u1",
  conversationId: "c1",
  messageId: `m${randomUUID().slice(0, 8)}`,
});

async function read(messageId: string, just: JustSubmitted): Promise<ClientEvent[]> {
  const out: ClientEvent[] = [];
  for await (const ce of feed.open(messageId, 0, AbortSignal.timeout(15_000), just)) out.push(ce);
  return out;
}

const textOf = (events: ClientEvent[]) =>
  events.map((e) => (e.event === "delta" ? e.data.text : "")).join("");

it("opens without a log read, with the events written before the open and after it", async () => {
  const a = answer();
  const expectation = feed.expect(a.messageId);
  const sub = submitted(a);
  const [seq] = await ns.publishAll([sub, delta(a, 1, "one "), delta(a, 2, "two ")]);
  const before = feed.opensWithoutRead;
  const fin = finished(a, "one two three");
  const reading = read(a.messageId, { event: sub, seq: seq!, expectation });
  await ns.publishAll([delta(a, 3, "three"), fin]);
  const events = await reading;
  expect(textOf(events)).toBe(fin.text);
  expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
  expect(events.at(-1)?.event).toBe("done");
  expect(feed.opensWithoutRead).toBe(before + 1);
  expect(feed.watchers).toBe(0);
});

it("lets an expectation nobody claims go, and one let go is read from the log instead", async () => {
  const a = answer();
  const expectation = feed.expect(a.messageId, 200);
  expect(feed.watchers).toBe(1);
  await waitUntil("the unclaimed expectation to let go", () => feed.watchers === 0, 5_000);

  const sub = submitted(a);
  const fin = finished(a, "late but whole");
  const [seq] = await ns.publishAll([sub, delta(a, 1, "late but whole"), fin]);
  const before = feed.opensWithoutRead;
  const events = await read(a.messageId, { event: sub, seq: seq!, expectation });
  expect(textOf(events)).toBe(fin.text);
  expect(feed.opensWithoutRead).toBe(before);
});
