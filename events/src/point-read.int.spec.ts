/**
 * Point reads against the real log: direct gets where the stream allows them (the topology's log streams),
 * the JetStream API where it does not (a stream made before), the same answers either way; set-up turns
 * direct gets on for a log made without them.
 */
import { randomBytes } from "node:crypto";
import { jetstream, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { connectNats } from "./connection.ts";
import { ensureTopology } from "./ensure.ts";
import { lastEventOf, storedMessage } from "./point-read.ts";
import { EventPublisher } from "./publisher.ts";
import { eventIds } from "./schemas.ts";
import { names } from "./subjects.ts";
import { streamConfigs } from "./topology.ts";

let nc: NatsConnection;
const made: string[] = [];

beforeAll(async () => {
  nc = await connectNats(undefined, "point-read-test");
});
afterAll(async () => {
  const jsm = await jetstreamManager(nc);
  for (const s of made) await jsm.streams.delete(s).catch(() => {});
  await nc.close();
});

const stopRequested = (messageId: string) => ({
  id: eventIds.stop(messageId),
  type: "generation.stop_requested" as const,
  v: 1 as const,
  time: new Date().toISOString(),
  userId: "u1",
  conversationId: "c1",
  messageId,
  reason: "user",
});

/** A namespace whose log streams are made as the topology makes them, or without direct gets. */
async function logOf(allowDirect: boolean) {
  const n = names(`t${randomBytes(5).toString("hex")}`);
  const jsm = await jetstreamManager(nc);
  for (const cfg of streamConfigs(n)) {
    await jsm.streams.add(n.log.streams.includes(cfg.name) ? { ...cfg, allow_direct: allowDirect } : cfg);
    made.push(cfg.name);
  }
  await new EventPublisher(jetstream(nc), n).publish(stopRequested("m1"));
  return { n, jsm };
}

describe("point reads", () => {
  it.each([
    [true, "direct gets"],
    [false, "the API (a stream made before direct gets)"],
  ])("given a log with allow_direct %s, then reads go through %s and answer the same", async (allow) => {
    const { n, jsm } = await logOf(allow);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const direct = vi.spyOn(jsm.direct, "getMessage");
    try {
      const hit = await lastEventOf(jsm, n, "m1", "generation.stop_requested");
      expect(hit?.id).toBe(eventIds.stop("m1"));
      const fromLeader = await lastEventOf(jsm, n, "m1", "generation.stop_requested", "leader");
      expect(fromLeader).toEqual(hit);
      expect(await lastEventOf(jsm, n, "m1", "generation.finished")).toBeNull();
      expect(await lastEventOf(jsm, n, "m2", "generation.stop_requested")).toBeNull();
      // By sequence too (the walk of a generation's events), with or without a direct get.
      const stream = n.log.streamOf("m1");
      for (const d of [true, false]) {
        const m = await storedMessage(jsm, stream, { seq: 1, next_by_subj: n.subjects.generation("m1") }, d);
        expect(m?.seq).toBe(1);
      }
      expect(direct.mock.calls.length > 0).toBe(allow);
      expect(warn.mock.calls.length > 0).toBe(!allow);
    } finally {
      warn.mockRestore();
      direct.mockRestore();
    }
  });

  it("given a log made without direct gets, when set-up runs, then its streams allow them", async () => {
    const { n, jsm } = await logOf(false);
    await ensureTopology(nc, n);
    for (const s of n.log.streams) expect((await jsm.streams.info(s)).config.allow_direct).toBe(true);
  });

  it("given a stream that does not exist, then a read says so (not a timeout, not a silent null)", async () => {
    const jsm = await jetstreamManager(nc);
    const started = Date.now();
    await expect(
      storedMessage(jsm, `NOPE_${randomBytes(4).toString("hex")}`, { last_by_subj: "x.y" }, true),
    ).rejects.toThrow(/stream not found/i);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
