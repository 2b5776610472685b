import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_TIERS, parseTiers } from "../tiers.ts";
import { rateLimitHeaders } from "./headers.ts";
import {
  createLimiterRedis,
  LimitsUnavailableError,
  type ReservationFate,
  TokenLimiter,
} from "./token-limiter.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

// A bucket of 6,000 tokens a minute (the design's check figure) beside the real tiers.
const tiers = parseTiers({
  ...DEFAULT_TIERS,
  minute: {
    ...DEFAULT_TIERS.free,
    promptBudgetTokens: 1_200,
    maxAnswerTokens: 100,
    bucket: { capacity: 6_000, refillSeconds: 60 },
  },
});

const opened: Redis[] = [];
const prefixes: string[] = [];

function limiters(n: number): TokenLimiter[] {
  const keyPrefix = `test:limits:${randomUUID()}:`;
  prefixes.push(keyPrefix);
  return Array.from({ length: n }, () => {
    const redis = createLimiterRedis(REDIS_URL);
    opened.push(redis);
    return new TokenLimiter({ redis, tiers, keyPrefix });
  });
}

afterEach(async () => {
  const cleaner = new Redis(REDIS_URL);
  for (const prefix of prefixes.splice(0)) {
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length) await cleaner.del(...keys);
  }
  await cleaner.quit();
  for (const r of opened.splice(0)) r.disconnect();
});

async function ready(limiter: TokenLimiter, redis = opened.at(-1)!): Promise<TokenLimiter> {
  if (redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
  return limiter;
}

describe("TokenLimiter against Redis", () => {
  it("given two api instances, when 30 requests of 900 arrive at once on 6,000 a minute, then 6 pass, 24 are told to retry after ~3 s", async () => {
    const [a, b] = limiters(2) as [TokenLimiter, TokenLimiter];
    await Promise.all(opened.map((r) => ready(a, r)));

    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? a : b).reserve({ userId: "u1", tier: "minute", messageId: `m${i}`, cost: 900 }),
      ),
    );

    expect(results.every((r) => r.source === "redis")).toBe(true);
    expect(results.filter((r) => r.allowed)).toHaveLength(6);
    const refused = results.filter((r) => !r.allowed);
    expect(refused).toHaveLength(24);
    for (const r of refused) {
      expect(r.code).toBe("over_limit");
      expect(r.retryAfterSeconds).toBeGreaterThan(2.5);
      expect(r.retryAfterSeconds).toBeLessThanOrEqual(3);
      const headers = rateLimitHeaders(r);
      expect(headers).toMatchObject({ "Retry-After": "3", "RateLimit-Limit": "6000" });
      // 600 left after six 900s; the bucket refills 100 tokens a second (Redis TIME), so a slow machine that
      // spreads the 30 calls over tens of milliseconds sees a few more.
      expect(Number(headers["RateLimit-Remaining"])).toBeGreaterThanOrEqual(600);
      expect(Number(headers["RateLimit-Remaining"])).toBeLessThan(650);
    }
  });

  it("given a reservation, when settled with less, then the unused part comes back once and only once", async () => {
    const [limiter] = limiters(1) as [TokenLimiter];
    await ready(limiter);
    const req = { userId: "u2", tier: "minute", messageId: "m1" };

    const reserved = await limiter.reserve({ ...req, cost: 5_000 });
    expect(reserved).toMatchObject({ allowed: true, code: "ok" });
    expect(reserved.remaining).toBeCloseTo(1_000, -1);

    expect(await limiter.settle({ ...req, actualCost: 1_200 })).toEqual({
      settled: true,
      refunded: 3_800,
      reservedCost: 5_000,
    });
    expect(await limiter.settle({ ...req, actualCost: 1_200 })).toEqual({
      settled: false,
      refunded: 0,
      reservedCost: 0,
    });
    // A retried reservation of the same message takes nothing.
    expect((await limiter.reserve({ ...req, cost: 5_000 })).code).toBe("duplicate");
    // ...unless the caller knows it never reached the log (its settled reservation was a repair): it pays again.
    const reopened = await limiter.reserve({ ...req, cost: 1_000, reopenSettled: true });
    expect(reopened.code).toBe("ok");
    expect((await limiter.reserve({ ...req, cost: 1_000, reopenSettled: true })).code).toBe("duplicate");
    expect((await limiter.settle({ ...req, actualCost: 0 })).refunded).toBe(1_000);

    const next = await limiter.reserve({ ...req, messageId: "m2", cost: 0 });
    expect(next.remaining).toBeGreaterThanOrEqual(4_800);
    expect(next.remaining).toBeLessThan(4_900);
  });

  it("given the script cache was flushed, when reserving again, then the script reloads and works", async () => {
    const [limiter] = limiters(1) as [TokenLimiter];
    await ready(limiter);
    await limiter.reserve({ userId: "u3", tier: "minute", messageId: "m1", cost: 100 });

    await opened[0]!.script("FLUSH");

    expect(await limiter.reserve({ userId: "u3", tier: "minute", messageId: "m2", cost: 100 })).toMatchObject(
      {
        allowed: true,
      },
    );
  });

  it("given a cost above the bucket, when reserving, then it is refused with no retry time", async () => {
    const [limiter] = limiters(1) as [TokenLimiter];
    await ready(limiter);

    const r = await limiter.reserve({ userId: "u4", tier: "minute", messageId: "m1", cost: 6_001 });
    expect(r).toMatchObject({ allowed: false, code: "exceeds_capacity", retryAfterSeconds: null });
    expect(rateLimitHeaders(r)["Retry-After"]).toBeUndefined();
  });

  it("given reservations whose settlement never came, when repairing, then the log decides and nothing is left charged", async () => {
    const [limiter] = limiters(1) as [TokenLimiter];
    await ready(limiter);
    for (const m of ["done", "lost", "running", "settled"]) {
      await limiter.reserve({ userId: "u5", tier: "minute", messageId: m, cost: 1_000 });
    }
    await limiter.settle({ userId: "u5", tier: "minute", messageId: "settled", actualCost: 1_000 });
    const fates: Record<string, ReservationFate> = {
      done: { state: "finished", actualCost: 400 },
      lost: { state: "unknown" },
      running: { state: "running" },
    };

    const report = await limiter.repairStale({ olderThanMs: 0, lookup: async (r) => fates[r.messageId]! });

    expect(report.stillRunning).toBe(1);
    expect(report.repaired.map((r) => [r.messageId, r.fate, r.refunded]).sort()).toEqual([
      ["done", "finished", 600],
      ["lost", "unknown", 1_000],
    ]);
    // Repairing again finds only the running one; the real settlement arriving late refunds nothing.
    expect(
      (await limiter.repairStale({ olderThanMs: 0, lookup: async (r) => fates[r.messageId]! })).scanned,
    ).toBe(1);
    expect(
      await limiter.settle({ userId: "u5", tier: "minute", messageId: "done", actualCost: 400 }),
    ).toMatchObject({
      settled: false,
    });
  });

  it("given recent reservations, when repairing with a long age, then none is touched", async () => {
    const [limiter] = limiters(1) as [TokenLimiter];
    await ready(limiter);
    await limiter.reserve({ userId: "u6", tier: "minute", messageId: "m1", cost: 1_000 });

    const report = await limiter.repairStale({
      olderThanMs: 600_000,
      lookup: async () => ({ state: "unknown" }),
    });
    expect(report).toEqual({ scanned: 0, stillRunning: 0, repaired: [] });
  });
});

describe("TokenLimiter with Redis unreachable", () => {
  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it("given no Redis, then Free is refused with limits_unavailable, Plus is served from a local allowance, and nothing crashes", async () => {
    const redis = createLimiterRedis(`redis://127.0.0.1:${await closedPort()}`);
    opened.push(redis);
    const limiter = new TokenLimiter({ redis, tiers, keyPrefix: "test:limits:unreachable:" });

    const started = Date.now();
    const free = await limiter.reserve({ userId: "u1", tier: "free", messageId: "m1", cost: 2_000 });
    expect(free).toMatchObject({
      allowed: false,
      code: "limits_unavailable",
      source: "none",
      retryAfterSeconds: 5,
    });
    expect(rateLimitHeaders(free)["Retry-After"]).toBe("5");

    const plus = await limiter.reserve({ userId: "u1", tier: "plus", messageId: "m2", cost: 20_000 });
    expect(plus).toMatchObject({
      allowed: true,
      code: "ok",
      source: "local",
      limit: 25_000,
      remaining: 5_000,
    });
    const over = await limiter.reserve({ userId: "u1", tier: "plus", messageId: "m3", cost: 20_000 });
    expect(over).toMatchObject({ allowed: false, code: "over_limit", source: "local" });
    expect(Date.now() - started).toBeLessThan(2_000); // fails fast, no offline queue

    // The local reservation settles locally; one made elsewhere must wait for Redis (the consumer retries).
    expect(await limiter.settle({ userId: "u1", tier: "plus", messageId: "m2", actualCost: 5_000 })).toEqual({
      settled: true,
      refunded: 15_000,
      reservedCost: 20_000,
    });
    await expect(
      limiter.settle({ userId: "u1", tier: "free", messageId: "m9", actualCost: 1 }),
    ).rejects.toBeInstanceOf(LimitsUnavailableError);
  });
});
