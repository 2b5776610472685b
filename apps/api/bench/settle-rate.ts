/**
 * Issue 22, item 6: how many answers a second one api instance's settler settles (reads the submission,
 * writes `usage.settled`, refunds the token bucket in Redis), beside the region's ~3,500/s at peak. A
 * backlog of `--answers` finished answers is put on the log first (each message its own user, each with its
 * reservation taken in Redis as the api takes it), then the settler starts in this process and works it off;
 * timed from its first settlement to its last (`timeBacklogDrain`).
 *
 *   npm run bench -- settle-rate
 *   npx tsx apps/api/bench/settle-rate.ts [--answers=10000] [--runs=2]
 *
 * Prints answers settled per second, this process's CPU per answer (the settler's: nothing else runs here
 * while it drains) and NATS's CPU. Asserts nothing.
 */
import { randomBytes } from "node:crypto";
import { scopedMessageId } from "@chat/events";
import {
  DRAIN_COLUMNS,
  drainRow,
  formatTable,
  freshNamespace,
  loadAverageLine,
  numberArg,
} from "@chat/platform/testing";
import { Redis } from "ioredis";
import { finished, submitted } from "../src/fixtures/answer-events.ts";
import { TokenLimiter } from "../src/limits/index.ts";
import { startSettler } from "../src/settler.ts";
import { LogReader } from "../src/stream/log-reader.ts";
import { DEFAULT_TIERS } from "../src/tiers.ts";

const ANSWERS = numberArg("answers", "BENCH_ANSWERS", 10_000);
const RUNS = numberArg("runs", "BENCH_RUNS", 2);

async function run(redis: Redis): Promise<string[]> {
  const ns = await freshNamespace();
  const keyPrefix = `bench:${randomBytes(4).toString("hex")}:`;
  const limiter = new TokenLimiter({ redis, tiers: DEFAULT_TIERS, keyPrefix });
  // Filled in by the drain's start callback (a `let` assigned there would read as never set below).
  const started: { settler?: Awaited<ReturnType<typeof startSettler>> } = {};
  try {
    const ids = Array.from({ length: ANSWERS }, (_, i) => {
      const userId = `u_bench${i}`;
      return { userId, conversationId: `c_bench${i}`, messageId: scopedMessageId(userId, `k${i}`, false) };
    });
    for (let i = 0; i < ids.length; i += 256) {
      await Promise.all(
        ids.slice(i, i + 256).map(async (a) => {
          await limiter.reserve({ userId: a.userId, tier: "plus", messageId: a.messageId, cost: 3_000 });
          await ns.publisher.publish(submitted(a));
          await ns.publisher.publish(finished(a, "Tides come from the moon's pull."));
        }),
      );
    }
    const log = await LogReader.create(ns.nc, ns.names);
    return await drainRow(ns.jsm, ns.names.log.streams, ns.names.consumers.settler, async () => {
      started.settler = await startSettler({
        nc: ns.nc,
        names: ns.names,
        log,
        limiter,
        tiers: DEFAULT_TIERS,
      });
    });
  } finally {
    await started.settler?.stop();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await ns.cleanup();
  }
}

const redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 2 });
try {
  const rows: string[][] = [];
  for (let i = 0; i < RUNS; i++) rows.push(await run(redis));
  console.log(
    `settle-rate: one settler working off a backlog of ${ANSWERS} finished answers (Redis refunds)`,
  );
  console.log(formatTable(DRAIN_COLUMNS("answer"), rows));
  console.log(loadAverageLine());
} finally {
  redis.disconnect();
}
