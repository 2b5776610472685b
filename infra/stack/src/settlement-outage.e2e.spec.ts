/**
 * Settlement survives a Redis outage (issue 14 item 5), on the whole stack: the api's limiter reaches Redis
 * through a TCP proxy that is cut for 60 s (the machine's Redis stays up for everyone else) while answers
 * finish, and while Plus keeps sending on the outage allowance. Usage reaches the ledger during the outage
 * already, the ledger and the billing export are complete and exact (one row per answer, the cost the log
 * implies), nothing is dead-lettered, and once Redis is back every bucket is refunded exactly once.
 */

import { Writable } from "node:stream";
import { DEFAULT_TIERS, parseTiers, settlementOf, TokenLimiter } from "@chat/api";
import { lastEventOf, type UsageSettled } from "@chat/events";
import { hostPort, startTcpProxy, type TcpProxy } from "@chat/platform/testing";
import { exportBilling, readPosition } from "@chat/projector";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ChatApi, collectSse, eventually, newMessageId } from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const OUTAGE_MS = 60_000;
// Buckets that refill so slowly (capacity per 10^7 s) that they read exactly what was charged.
const slow = (t: (typeof DEFAULT_TIERS)[string]) => ({
  ...t,
  bucket: { ...t.bucket, refillSeconds: 10_000_000 },
});
const tiers = parseTiers({ free: slow(DEFAULT_TIERS.free!), plus: slow(DEFAULT_TIERS.plus!) });

let proxy: TcpProxy;
let stack: Stack;
let truth: Redis;

beforeAll(async () => {
  proxy = await startTcpProxy(hostPort(REDIS_URL, 6379));
  // Only the stack's limiter goes through the proxy (this file runs in its own process).
  process.env.REDIS_URL = proxy.url("redis");
  stack = await startStack({ large: 1, small: 1, timeScale: 20, apis: 2, limits: true, tiers });
  process.env.REDIS_URL = REDIS_URL;
  truth = new Redis(REDIS_URL);
}, 60_000);
afterAll(async () => {
  proxy?.restore();
  // The stack's own clean-up goes through the proxy: wait for its connection to come back.
  await eventually(async () => !stack?.redis || stack.redis.status === "ready", 10_000).catch(() => {});
  await stack?.stop();
  truth?.disconnect();
  await proxy?.close();
});

type Sent = { messageId: string; userId: string; tier: "free" | "plus"; viaRedis: boolean };

it("given Redis unreachable for 60 s while answers finish, then the ledger and billing are complete and exact, and every bucket is refunded once Redis is back", async () => {
  const users = await Promise.all(
    (["plus", "plus", "free", "free"] as const).map(async (tier) => {
      const u = await stack.user(tier);
      const api = new ChatApi(stack.apis[0]!.url, u.token);
      return { ...u, tier, api, conv: await api.conversation() };
    }),
  );
  const sent: Sent[] = [];
  const streams: Array<Promise<unknown>> = [];
  const send = async (u: (typeof users)[number], viaRedis: boolean) => {
    const res = await u.api.send(u.conv, newMessageId(), "Explain tides in a few sentences, please.");
    if (res.status === 200) {
      streams.push(
        collectSse(res).then((events) => {
          // The answer's id on the log, as the stream names it.
          const meta = events.find((e) => e.event === "meta");
          sent.push({ messageId: meta!.data.messageId as string, userId: u.id, tier: u.tier, viaRedis });
          expect(events.at(-1)?.event).toBe("done");
        }),
      );
    }
    return res.status;
  };

  // Reserved in Redis; the answers run and finish after the cut.
  const before = await Promise.all(users.flatMap((u) => [send(u, true), send(u, true)]));
  expect(before).toEqual(Array(8).fill(200));
  proxy.cut();
  const cutAt = Date.now();
  // During the outage Plus is served from the instance's allowance, Free is told to retry.
  expect(await send(users[0]!, false)).toBe(200);
  expect(await send(users[1]!, false)).toBe(200);
  expect(await send(users[2]!, false)).toBe(503);
  await eventually(async () => sent.length === streams.length, 60_000); // every answer streamed to `done`
  await Promise.all(streams);
  expect(sent).toHaveLength(10);

  // The ledger is complete while Redis is still down.
  const expected = new Map<string, UsageSettled>();
  for (const s of sent) {
    const [sub, fin] = await Promise.all([
      lastEventOf(stack.ns.jsm, stack.ns.names, s.messageId, "message.submitted"),
      lastEventOf(stack.ns.jsm, stack.ns.names, s.messageId, "generation.finished"),
    ]);
    const ev = settlementOf(sub!, fin!, tiers);
    expected.set(s.messageId, ev);
  }
  const ledger = () => stack.db.db.selectFrom("usage_ledger").selectAll().execute();
  await eventually(async () => (await ledger()).length === sent.length, 20_000);

  expect(Date.now() - cutAt).toBeLessThan(OUTAGE_MS);
  expect(proxy.isCut).toBe(true);

  await new Promise((r) => setTimeout(r, Math.max(0, cutAt + OUTAGE_MS - Date.now())));
  proxy.restore();

  // Once Redis answers, every reservation made there is refunded to exactly what the answers cost.
  const prefix = await limiterPrefix(users[0]!.id);
  const limiter = new TokenLimiter({ redis: truth, tiers, keyPrefix: prefix });
  const remaining = async (userId: string, tier: string) => {
    const messageId = newMessageId();
    const r = await limiter.reserve({ userId, tier, messageId, cost: 0 });
    await limiter.settle({ userId, tier, messageId, actualCost: 0 });
    return r.remaining;
  };
  await eventually(async () => (await truth.zcard(`${prefix}pending`)) === 0, 30_000);
  for (const u of users) {
    const charged = sent
      .filter((s) => s.userId === u.id && s.viaRedis)
      .reduce((sum, s) => sum + expected.get(s.messageId)!.cost, 0);
    // Exact but for the slow refill over the test (< 5 tokens); a missing or doubled refund is thousands.
    const over = (await remaining(u.id, u.tier)) - (tiers[u.tier]!.bucket.capacity - charged);
    expect(over).toBeGreaterThanOrEqual(0);
    expect(over).toBeLessThan(5);
  }

  // Exactly once: one row per answer with the cost the log implies, the same in the billing export.
  const rows = await ledger();
  expect(rows.map((r) => r.message_id).sort()).toEqual(sent.map((s) => s.messageId).sort());
  for (const r of rows) {
    const e = expected.get(r.message_id)!;
    expect(Number(r.cost)).toBeCloseTo(e.cost, 6);
    expect(Number(r.reserved_cost)).toBeCloseTo(e.reservedCost, 6);
    expect(new Date(r.settled_at).toISOString()).toBe(e.time);
  }
  // A settlement repeated past JetStream's dedupe window (here: under another Nats-Msg-Id) is stored
  // again, and still counts once in the ledger and the export.
  const repeat = expected.get(sent[0]!.messageId)!;
  const ack = await stack.ns.publisher.publishRaw(
    stack.ns.names.subjects.event(repeat.messageId, repeat.type),
    JSON.stringify(repeat),
    `${repeat.id}.late`,
  );
  await eventually(async () => (await readPosition(stack.db.db)) >= ack.seq, 20_000);
  expect(await ledger()).toHaveLength(sent.length);

  const totalCost = [...expected.values()].reduce((sum, e) => sum + e.cost, 0);
  const billing = await exportBilling({
    js: stack.ns.js,
    jsm: stack.ns.jsm,
    names: stack.ns.names,
    out: new Writable({ write: (_c, _e, done) => done() }),
    from: new Date(cutAt - 3_600_000),
    to: new Date(Date.now() + 3_600_000),
    format: "jsonl",
  });
  expect(billing.totals.messages).toBe(sent.length);
  expect(billing.totals.cost).toBeCloseTo(totalCost, 4);
  const dlq = await stack.ns.jsm.streams.info(stack.ns.names.streams.dlq);
  expect(dlq.state.messages).toBe(0);
}, 180_000);

/** The stack's limiter key prefix, found from a user's bucket key (`<prefix>{<userId>}:bucket`). */
async function limiterPrefix(userId: string): Promise<string> {
  const keys = await eventually(async () => {
    const k = await truth.keys(`*{${userId}}:bucket`);
    return k.length ? k : null;
  }, 10_000);
  return keys[0]!.slice(0, keys[0]!.indexOf(`{${userId}}`));
}
