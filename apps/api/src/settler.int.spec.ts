/**
 * Settlement survives what fails, in whatever order (issue 14 item 5), against the real NATS and Redis:
 * the settler run twice, Redis unreachable for the limiter only (a TCP proxy cut; the machine's Redis
 * stays up for everyone else), and the repair job after an api instance died between settle and refund.
 * Each answer has exactly one `usage.settled` on the log and its bucket is refunded exactly once.
 */
import { randomUUID } from "node:crypto";
import { type ChatEvent, readGenerationEvents } from "@chat/events";
import {
  freshNamespace,
  hostPort,
  startTcpProxy,
  type TcpProxy,
  type TestNamespace,
} from "@chat/platform/testing";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { type AnswerIds, finished, submitted } from "./fixtures/answer-events.ts";
import { until } from "./fixtures/door-api.ts";
import { createLimiterRedis, TokenLimiter } from "./limits/index.ts";
import { repairReservations, type Settler, startSettler } from "./settler.ts";
import { LogReader } from "./stream/log-reader.ts";
import { DEFAULT_TIERS, parseTiers } from "./tiers.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
// Plus with a refill so slow (0.025 tokens/s) that the bucket reads exactly what was charged.
const tiers = parseTiers({
  ...DEFAULT_TIERS,
  plus: { ...DEFAULT_TIERS.plus, bucket: { capacity: 250_000, refillSeconds: 10_000_000 } },
});
const CAPACITY = 250_000;
const RESERVED = 3_000;
const COST = 760; // the fixture's usage in Plus weights: 200 + 0.1 x 800 + 4 x 120

let ns: TestNamespace;
let proxy: TcpProxy;
let log: LogReader;
const keyPrefix = `test:settle:${randomUUID()}:`;
const redisConns: Redis[] = [];
const settlers: Settler[] = [];

beforeAll(async () => {
  ns = await freshNamespace();
  proxy = await startTcpProxy(hostPort(REDIS_URL, 6379));
  log = await LogReader.create(ns.nc, ns.names);
});
afterEach(async () => {
  for (const s of settlers.splice(0)) await s.stop();
  proxy.restore();
});
afterAll(async () => {
  const cleaner = new Redis(REDIS_URL);
  const keys = await cleaner.keys(`${keyPrefix}*`);
  if (keys.length) await cleaner.del(...keys);
  await cleaner.quit();
  for (const r of redisConns) r.disconnect();
  await proxy?.close();
  await ns?.cleanup();
});

/** A limiter whose Redis goes through the proxy (`direct`: straight to Redis, for reading the truth). */
async function limiter(direct = false): Promise<TokenLimiter> {
  const redis = createLimiterRedis(direct ? REDIS_URL : proxy.url("redis"));
  redisConns.push(redis);
  await until(() => redis.status === "ready", 5_000, "redis ready");
  return new TokenLimiter({ redis, tiers, keyPrefix });
}

async function settler(l: TokenLimiter): Promise<Settler> {
  const s = await startSettler({
    nc: ns.nc,
    names: ns.names,
    log,
    limiter: l,
    tiers,
    refundRetry: { firstDelayMs: 100, maxDelayMs: 1_000 },
  });
  settlers.push(s);
  return s;
}

function answer(): AnswerIds {
  return {
    userId: `u${randomUUID().slice(0, 8)}`,
    conversationId: "c1",
    messageId: `m${randomUUID().slice(0, 8)}`,
  };
}

/** Reserves like the api, then puts the submission and the finish on the log. */
async function runAnswer(l: TokenLimiter, ids: AnswerIds): Promise<void> {
  const r = await l.reserve({ userId: ids.userId, tier: "plus", messageId: ids.messageId, cost: RESERVED });
  expect(r).toMatchObject({ allowed: true, source: "redis" });
  await ns.publishAll([submitted(ids, { reservedCost: RESERVED }), finished(ids, "High tide.")]);
}

async function settledEvents(messageId: string): Promise<ChatEvent[]> {
  const out: ChatEvent[] = [];
  for await (const ev of readGenerationEvents(ns.js, ns.names, messageId)) {
    if (ev.type === "usage.settled") out.push(ev);
  }
  return out;
}

/** What is left in the user's bucket, read through the public API (a zero-cost reservation, released). */
async function remaining(l: TokenLimiter, userId: string): Promise<number> {
  const messageId = `probe${randomUUID().slice(0, 8)}`;
  const r = await l.reserve({ userId, tier: "plus", messageId, cost: 0 });
  await l.settle({ userId, tier: "plus", messageId, actualCost: 0 });
  return r.remaining;
}

async function deadLettered(): Promise<number> {
  return (await ns.jsm.streams.info(ns.names.streams.dlq)).state.messages;
}

it("given two settlers and the finish delivered twice, then one usage.settled and one refund", async () => {
  const l = await limiter();
  const truth = await limiter(true);
  const ids = answer();
  await settler(l);
  await settler(l);

  await runAnswer(l, ids);
  // The same finish again under another Nats-Msg-Id: a second delivery, as a redelivery after a crash.
  const fin = finished(ids, "High tide.");
  await ns.publisher.publishRaw(
    ns.names.subjects.event(ids.messageId, fin.type),
    JSON.stringify(fin),
    "again",
  );

  await until(async () => (await remaining(truth, ids.userId)) > CAPACITY - RESERVED, 10_000, "the refund");
  await new Promise((r) => setTimeout(r, 500)); // room for a wrong second refund or event to show
  const events = await settledEvents(ids.messageId);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ cost: COST, reservedCost: RESERVED, time: fin.time });
  expect(await remaining(truth, ids.userId)).toBeCloseTo(CAPACITY - COST, 0);
  expect(await deadLettered()).toBe(0);
});

it("given Redis unreachable for the limiter, then usage.settled is written at once and the refund lands when Redis is back", async () => {
  const l = await limiter();
  const truth = await limiter(true);
  const s = await settler(l);
  const answers = [answer(), answer(), answer()];
  for (const ids of answers) {
    await l.reserve({ userId: ids.userId, tier: "plus", messageId: ids.messageId, cost: RESERVED });
  }

  proxy.cut();
  for (const ids of answers) {
    await ns.publishAll([submitted(ids, { reservedCost: RESERVED }), finished(ids, "Low tide.")]);
  }
  // Written without Redis, within seconds.
  for (const ids of answers) {
    await until(async () => (await settledEvents(ids.messageId)).length === 1, 10_000, "usage.settled");
  }
  await until(() => s.pendingRefunds === answers.length, 5_000, "refunds waiting for Redis");
  // Longer than the consumer's whole redelivery budget (about 6 s): before, these were dead-lettered.
  await new Promise((r) => setTimeout(r, 8_000));
  for (const ids of answers) expect(await remaining(truth, ids.userId)).toBeCloseTo(CAPACITY - RESERVED, 0);

  proxy.restore();
  await until(() => s.pendingRefunds === 0, 15_000, "refunds after Redis is back");
  for (const ids of answers) {
    expect(await remaining(truth, ids.userId)).toBeCloseTo(CAPACITY - COST, 0);
    expect(await settledEvents(ids.messageId)).toHaveLength(1);
  }
  expect(await deadLettered()).toBe(0);
}, 60_000);

it("given the instance died after writing usage.settled but before its refund, then the repair job refunds once and writes the same event", async () => {
  const l = await limiter();
  const truth = await limiter(true);
  const died = answer(); // settled on the log, refund lost with its instance
  const lost = answer(); // reserved, never reached the log
  const unrun = answer(); // reserved and finished, no settler ever ran for it
  for (const ids of [died, lost, unrun]) {
    await l.reserve({ userId: ids.userId, tier: "plus", messageId: ids.messageId, cost: RESERVED });
  }
  const dying = await settler(l);
  proxy.cut();
  await ns.publishAll([submitted(died, { reservedCost: RESERVED }), finished(died, "Spring tide.")]);
  await until(() => dying.pendingRefunds === 1, 10_000, "the refund waiting for Redis");
  await dying.halt(); // the instance dies: its queued refund is gone
  settlers.splice(settlers.indexOf(dying), 1);
  proxy.restore();
  // Only now the third answer reaches the log, with no settler running anywhere.
  await ns.publishAll([submitted(unrun, { reservedCost: RESERVED }), finished(unrun, "Neap tide.")]);

  const report = await repairReservations({
    limiter: truth,
    log,
    tiers,
    publisher: ns.publisher,
    olderThanMs: 0,
  });

  expect(report.repaired.map((r) => [r.messageId, r.fate, r.refunded]).sort()).toEqual(
    [
      [died.messageId, "finished", RESERVED - COST],
      [lost.messageId, "unknown", RESERVED],
      [unrun.messageId, "finished", RESERVED - COST],
    ].sort(),
  );
  expect(await remaining(truth, died.userId)).toBeCloseTo(CAPACITY - COST, 0);
  expect(await remaining(truth, lost.userId)).toBeCloseTo(CAPACITY, 0);
  expect(await remaining(truth, unrun.userId)).toBeCloseTo(CAPACITY - COST, 0);
  expect(await settledEvents(lost.messageId)).toHaveLength(0);

  // A settler starting late settles `unrun` again: same event (deduped), no second refund.
  await settler(truth);
  await new Promise((r) => setTimeout(r, 1_000));
  for (const ids of [died, unrun]) {
    const events = await settledEvents(ids.messageId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ cost: COST, reservedCost: RESERVED });
    expect(await remaining(truth, ids.userId)).toBeCloseTo(CAPACITY - COST, 0);
  }
  expect(
    (await repairReservations({ limiter: truth, log, tiers, publisher: ns.publisher, olderThanMs: 0 }))
      .scanned,
  ).toBe(0);
}, 60_000);
