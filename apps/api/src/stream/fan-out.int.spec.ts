/**
 * Fan-out by interest (issue 22, item 1), against the real NATS: three api instances (three feeds on their
 * own connections), each watching a third of the answers being written. With a subscription per watched
 * message each instance receives only the events its clients read (received per delivered ~1.0); the old
 * wildcard subscription made each receive every answer's events (~3.0 here, N with N instances). Text and
 * ids stay exact either way.
 */
import { randomUUID } from "node:crypto";
import { connectNats } from "@chat/events";
import { freshNamespace, type TestNamespace } from "@chat/platform/testing";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { delta, finished, submitted } from "../fixtures/answer-events.ts";
import { AnswerFeed, decodeLive } from "./answer-feed.ts";
import type { ClientEvent } from "./client-events.ts";

const NATS_URL = process.env.NATS_URL ?? "nats://127.0.0.1:4222";
const INSTANCES = 3;
const ANSWERS_PER_INSTANCE = 4;
const DELTAS = 30;
let ns: TestNamespace;
const conns: NatsConnection[] = [];

beforeAll(async () => {
  ns = await freshNamespace();
  for (let i = 0; i < INSTANCES; i++) conns.push(await connectNats(NATS_URL, `api-${i}`));
});
afterAll(async () => {
  for (const nc of conns) await nc.close();
  await ns?.cleanup();
});

/** Every instance watches its own answers while all of them stream; returns each feed and what its clients got. */
async function run(fanOut: "interest" | "wildcard") {
  const feeds = conns.map((nc) => new AnswerFeed(nc, ns.names, { fanOut }));
  const answers = feeds.map(() =>
    Array.from({ length: ANSWERS_PER_INSTANCE }, () => ({
      userId: "u1",
      conversationId: "c1",
      messageId: `m${randomUUID().replaceAll("-", "").slice(0, 12)}`,
    })),
  );
  const all = answers.flat();
  await ns.publishAll(all.map((a) => submitted(a)));
  const got = feeds.map((feed, i) =>
    answers[i]!.map(async (a) => {
      const events: ClientEvent[] = [];
      for await (const ce of feed.open(a.messageId, 0)) events.push(ce);
      return events;
    }),
  );
  await new Promise((r) => setTimeout(r, 300)); // every client is attached before the first delta
  for (let seq = 1; seq <= DELTAS; seq++) await ns.publishAll(all.map((a) => delta(a, seq, `t${seq} `)));
  const text = Array.from({ length: DELTAS }, (_, i) => `t${i + 1} `).join("");
  await ns.publishAll(all.map((a) => finished(a, text)));
  const results = await Promise.all(got.map((g) => Promise.all(g)));
  for (const f of feeds) f.close();
  return { feeds, results, text };
}

describe("answer fan-out across api instances", () => {
  it("by interest: each instance receives about only what its clients read, and every client gets the whole answer", async () => {
    const { feeds, results, text } = await run("interest");
    for (const events of results.flat()) {
      expect(events.map((e) => (e.event === "delta" ? e.data.text : "")).join("")).toBe(text);
      expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    }
    for (const f of feeds) {
      console.log(`interest: received ${f.received}, delivered ${f.delivered}`);
      expect(f.delivered).toBeGreaterThan(0);
      // Deltas and the finish; `received` may count the odd non-client kind on the same subject.
      expect(f.received / f.delivered).toBeLessThan(1.1);
    }
  }, 30_000);

  it("by wildcard (the earlier design): each instance receives every answer's events", async () => {
    const { feeds } = await run("wildcard");
    for (const f of feeds) {
      console.log(`wildcard: received ${f.received}, delivered ${f.delivered}`);
      expect(f.received / f.delivered).toBeGreaterThan(INSTANCES - 0.5);
    }
  }, 30_000);
});

describe("decodeLive", () => {
  const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
  const ids = { userId: "u1", conversationId: "c1", messageId: "m_abc" };
  it("passes a delta with what a client reads, and refuses one that lies about its message or lacks its text", () => {
    expect(decodeLive(enc(delta(ids, 1, "hi")), "delta", "m_abc")).toMatchObject({ seq: 1, text: "hi" });
    expect(decodeLive(enc(delta(ids, 1, "hi")), "delta", "m_other")).toBeNull();
    expect(decodeLive(enc({ ...delta(ids, 1, "hi"), text: 42 }), "delta", "m_abc")).toBeNull();
    expect(decodeLive(enc({ ...delta(ids, 1, "hi"), seq: 0 }), "delta", "m_abc")).toBeNull();
    expect(decodeLive(new TextEncoder().encode("{not json"), "delta", "m_abc")).toBeNull();
  });
  it("parses a finish in full", () => {
    expect(decodeLive(enc(finished(ids, "all")), "finished", "m_abc")).toMatchObject({ text: "all" });
    expect(decodeLive(enc({ ...finished(ids, "all"), usage: null }), "finished", "m_abc")).toBeNull();
  });
});
