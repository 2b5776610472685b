/**
 * Benchmark: token-limit reserve+settle pairs per second from one process against the local Redis,
 * side by side with rate-limiter-flexible's RateLimiterRedis doing the same number of checks (one
 * `consume` each). Prints a table; asserts nothing about speed.
 *
 *   npx tsx apps/api/bench/limits.ts            (or: npm run bench -- limits)
 *   BENCH_OPS=50000 npx tsx apps/api/bench/limits.ts
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { createLimiterRedis, TokenLimiter } from "../src/limits/token-limiter.ts";
import { DEFAULT_TIERS, parseTiers } from "../src/tiers.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const OPS = Number(process.env.BENCH_OPS ?? 20_000);
const USERS = 1_000;
const CONCURRENCY = [1, 16, 128];
if (!Number.isInteger(OPS) || OPS <= 0)
  throw new Error(`BENCH_OPS must be a positive integer, got ${process.env.BENCH_OPS}`);

// A bucket nobody can empty, so every check does the full allowed path on both sides.
const tiers = parseTiers({
  ...DEFAULT_TIERS,
  bench: { ...DEFAULT_TIERS.plus, bucket: { capacity: 1e12, refillSeconds: 10_800 } },
});

/** Runs `op(i)` for i in [0, OPS) with `concurrency` in flight; returns operations per second. */
async function measure(concurrency: number, op: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < OPS) await op(next++);
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return OPS / seconds;
}

async function main(): Promise<void> {
  const prefix = `bench:limits:${randomUUID()}:`;
  const ours = createLimiterRedis(REDIS_URL);
  const theirs = new Redis(REDIS_URL, { enableOfflineQueue: false });
  await Promise.all([ours, theirs].map((r) => new Promise((resolve) => r.once("ready", resolve))));
  const limiter = new TokenLimiter({ redis: ours, tiers, keyPrefix: `${prefix}ours:` });
  const flexible = new RateLimiterRedis({
    storeClient: theirs,
    keyPrefix: `${prefix}flexible`,
    points: 1e12,
    duration: 10_800,
  });

  const rows: string[][] = [];
  try {
    // Warm-up: loads the script and opens both paths.
    await limiter.reserve({ userId: "warm", tier: "bench", messageId: "warm", cost: 1 });
    await flexible.consume("warm", 1);

    for (const concurrency of CONCURRENCY) {
      const run = randomUUID().slice(0, 8);
      const pairs = await measure(concurrency, async (i) => {
        const req = { userId: `u${i % USERS}`, tier: "bench", messageId: `${run}-${i}` };
        await limiter.reserve({ ...req, cost: 7_000 });
        await limiter.settle({ ...req, actualCost: 2_250 });
      });
      const checks = await measure(concurrency, (i) => flexible.consume(`u${i % USERS}`, 7_000));
      rows.push([
        String(concurrency),
        String(OPS),
        pairs.toFixed(0),
        checks.toFixed(0),
        (pairs / checks).toFixed(2),
      ]);
    }
  } finally {
    for (const pattern of [`${prefix}*`]) {
      let cursor = "0";
      do {
        const [nextCursor, keys] = await theirs.scan(cursor, "MATCH", pattern, "COUNT", 1_000);
        cursor = nextCursor;
        if (keys.length) await theirs.unlink(...keys);
      } while (cursor !== "0");
    }
    await Promise.all([ours.quit(), theirs.quit()]);
  }

  const header = [
    "in flight",
    "operations",
    "ours: reserve+settle pairs/s",
    "rate-limiter-flexible: consume/s",
    "ratio (ours/theirs)",
  ];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padStart(widths[c]!)).join("  ");
  console.log(`limits bench: one process, ${REDIS_URL}, ${USERS} users, every check allowed`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  console.log("A pair is two atomic scripts (reserve, then settle); a consume is one.");
}

await main();
