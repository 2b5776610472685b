/**
 * The live fan-out has no silent holes (issue 14 item 6), against the real NATS: the feed's connection goes
 * through a TCP proxy that is cut mid-answer (the machine's NATS stays up for the publisher and everyone
 * else), and a delta that never reaches the live subscription at all. The client's text equals the log's
 * `generation.finished.text` and its event ids run 1..N without a repeat.
 */
import { randomUUID } from "node:crypto";
import { connectNats, type GenerationFinished } from "@chat/events";
import {
  freshNamespace,
  hostPort,
  startTcpProxy,
  type TcpProxy,
  type TestNamespace,
} from "@chat/platform/testing";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type AnswerIds, delta, finished, submitted } from "../fixtures/answer-events.ts";
import { until } from "../fixtures/door-api.ts";
import { AnswerFeed } from "./answer-feed.ts";
import type { ClientEvent } from "./client-events.ts";

const NATS_URL = process.env.NATS_URL ?? "nats://127.0.0.1:4222";
let ns: TestNamespace;
let proxy: TcpProxy;
let feedNc: NatsConnection;
let feed: AnswerFeed;

beforeAll(async () => {
  ns = await freshNamespace();
  proxy = await startTcpProxy(hostPort(NATS_URL, 4222));
  feedNc = await connectNats(proxy.url("nats"), "feed-behind-proxy");
  feed = new AnswerFeed(feedNc, ns.names, { silenceMs: 1_000 });
});
afterAll(async () => {
  feed?.close();
  await feedNc?.close();
  await proxy?.close();
  await ns?.cleanup();
});

const answer = (): AnswerIds => ({
  userId: "u1",
  conversationId: "c1",
  messageId: `m${randomUUID().slice(0, 8)}`,
});
const words = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `w${from + i} `);

/** Reads the feed in the background; `text` and `events` grow as client events arrive. */
function watch(messageId: string) {
  const events: ClientEvent[] = [];
  const done = (async () => {
    for await (const ce of feed.open(messageId, 0)) events.push(ce);
  })();
  return {
    events,
    done,
    get text() {
      return events.map((e) => (e.event === "delta" ? e.data.text : "")).join("");
    },
  };
}

async function finishedWithin(done: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    done,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the stream did not end within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function expectComplete(w: ReturnType<typeof watch>, fin: GenerationFinished) {
  expect(w.text).toBe(fin.text);
  expect(w.events.map((e) => e.id)).toEqual(w.events.map((_, i) => i + 1));
  expect(w.events.at(-1)?.event).toBe("done");
}

it("given the api's NATS connection is cut mid-answer, when the rest and the finish are published meanwhile, then the client still gets exactly the log's text", async () => {
  const a = answer();
  const b = answer(); // finishes entirely while the connection is down
  const text = words(1, 12);
  for (const ids of [a, b])
    await ns.publishAll([submitted(ids), ...words(1, 3).map((t, i) => delta(ids, i + 1, t))]);
  const wa = watch(a.messageId);
  const wb = watch(b.messageId);
  await until(() => wa.text === text.slice(0, 3).join("") && wb.text === wa.text, 10_000, "the first deltas");
  const before = feed.catchUps;

  proxy.cut();
  const finA = finished(a, text.join(""));
  const finB = finished(b, text.join(""));
  await ns.publishAll([...text.slice(3, 8).map((t, i) => delta(a, i + 4, t))]);
  await ns.publishAll([...text.slice(3).map((t, i) => delta(b, i + 4, t)), finB]);
  await new Promise((r) => setTimeout(r, 1_500));
  proxy.restore();
  // After the reconnect the deltas published meanwhile are read from the log; then the rest arrives live.
  await until(() => wa.text === text.slice(0, 8).join(""), 15_000, "the deltas sent while cut");
  await ns.publishAll([...text.slice(8).map((t, i) => delta(a, i + 9, t)), finA]);

  await finishedWithin(
    Promise.all([wa.done, wb.done]).then(() => {}),
    20_000,
  );
  expectComplete(wa, finA);
  expectComplete(wb, finB);
  expect(feed.catchUps).toBeGreaterThan(before);
}, 40_000);

it("given one delta never reaches the live subscription (no reconnect), when the next one does, then the missing one is read from the log", async () => {
  const a = answer();
  const text = words(1, 6);
  await ns.publishAll([submitted(a), delta(a, 1, text[0]!), delta(a, 2, text[1]!)]);
  const opened = feed.openReplaysDone;
  const w = watch(a.messageId);
  await until(() => w.text === text.slice(0, 2).join(""), 10_000, "the first deltas");
  // The open's own read of the log must be over, or it could read delta 3 itself (a slow machine).
  await until(() => feed.openReplaysDone > opened, 10_000, "the open's read of the log");
  const before = feed.catchUps;

  // Delta 3 is stored on the log under a subject the live subscription does not hear: a dropped message.
  const lost = delta(a, 3, text[2]!);
  await ns.publisher.publishRaw(
    `${ns.names.subjects.event(a.messageId, "generation.delta")}x`,
    JSON.stringify(lost),
    lost.id,
  );
  const fin = finished(a, text.join(""));
  await ns.publishAll([...text.slice(3).map((t, i) => delta(a, i + 4, t)), fin]);

  await finishedWithin(w.done, 10_000);
  expectComplete(w, fin);
  expect(feed.catchUps).toBe(before + 1);
});

it("given an answer that streams normally, then the feed never reads or probes the log after the start", async () => {
  const a = answer();
  const text = words(1, 20);
  await ns.publishAll([submitted(a)]);
  const w = watch(a.messageId);
  await new Promise((r) => setTimeout(r, 200));
  const before = { catchUps: feed.catchUps, probes: feed.probes };
  for (const [i, t] of text.entries()) await ns.publishAll([delta(a, i + 1, t)]);
  const fin = finished(a, text.join(""));
  await ns.publishAll([fin]);

  await finishedWithin(w.done, 10_000);
  expectComplete(w, fin);
  expect({ catchUps: feed.catchUps, probes: feed.probes }).toEqual(before);
});

it("given a client whose socket is full (the sink asks to wait), when the rest of the answer arrives meanwhile, then nothing is written until it drains and then all of it, in order", async () => {
  const a = answer();
  const text = words(1, 10);
  await ns.publishAll([submitted(a), delta(a, 1, text[0]!)]);
  const got: ClientEvent[] = [];
  let waiting = false;
  let writtenWhileWaiting = 0;
  let drained!: () => void;
  const full = new Promise<void>((r) => {
    drained = r;
  });
  const piped = feed.pipe(a.messageId, 0, (ce) => {
    if (waiting) writtenWhileWaiting++;
    got.push(ce);
    if (ce.event !== "delta" || ce.data.text !== text[0]) return undefined;
    waiting = true;
    return full;
  });
  await until(() => waiting, 10_000, "the first delta");
  const fin = finished(a, text.join(""));
  await ns.publishAll([...text.slice(1).map((t, i) => delta(a, i + 2, t)), fin]);
  await new Promise((r) => setTimeout(r, 300));
  const beforeDrain = got.length;
  waiting = false;
  drained();
  await finishedWithin(piped, 10_000);

  expect(writtenWhileWaiting).toBe(0);
  expect(beforeDrain).toBe(2); // meta and the first delta
  expect(got.map((e) => (e.event === "delta" ? e.data.text : "")).join("")).toBe(fin.text);
  expect(got.map((e) => e.id)).toEqual(got.map((_, i) => i + 1));
  expect(got.at(-1)?.event).toBe("done");
});

it("given a client that leaves while its socket is full, then the stream ends at once and the feed stops watching the answer", async () => {
  const a = answer();
  await ns.publishAll([submitted(a), delta(a, 1, "w1 ")]);
  const ctl = new AbortController();
  let asked = false;
  const piped = feed.pipe(
    a.messageId,
    0,
    (ce) => {
      if (ce.event !== "delta") return undefined;
      asked = true;
      return new Promise<void>(() => {}); // never drains
    },
    ctl.signal,
  );
  await until(() => asked, 10_000, "the first delta");
  const watching = feed.watchers;
  ctl.abort();
  await finishedWithin(piped, 1_000);
  expect(feed.watchers).toBe(watching - 1);
});
