/**
 * Wiring: NATS + Postgres + Redis (BullMQ) + the small model's server + GET /healthz and GET /metrics
 * (SUMMARIZER_PORT, 8094). Settings: ./config.ts, plus NATS_URL, DATABASE_URL, REDIS_URL.
 * Stops cleanly on SIGTERM/SIGINT: no new finished events or jobs are taken, the jobs in hand finish
 * (an interrupted one is retried by BullMQ), then the connections close.
 */
import { connectNats, EventPublisher, names as namesOf } from "@chat/events";
import {
  createEngineClient,
  databaseUrl,
  openDatabase,
  serviceUrls,
  shutdownSignal,
  startOpsServer,
} from "@chat/platform";
import { jetstream } from "@nats-io/jetstream";
import { Registry } from "prom-client";
import { summarizerConfig } from "./config.ts";
import { queuePrefix } from "./jobs.ts";
import { summarizerMetrics } from "./metrics.ts";
import { startSummarizer } from "./summarizer.ts";

async function main() {
  const cfg = summarizerConfig();
  const names = namesOf();
  const db = await openDatabase(databaseUrl());
  const nc = await connectNats(undefined, "summarizer");
  const js = jetstream(nc);
  const registry = new Registry();
  const metrics = summarizerMetrics(registry);
  const engine = createEngineClient({ baseUrl: cfg.engineUrl, flavour: cfg.engineFlavour, model: cfg.model });

  const summarizer = await startSummarizer({
    js,
    names,
    publisher: new EventPublisher(js, names),
    db,
    redisUrl: serviceUrls().redis,
    prefix: queuePrefix(names.namespace),
    engine,
    policy: cfg.policy,
    maxSummaryTokens: cfg.maxSummaryTokens,
    concurrency: cfg.concurrency,
    metrics,
    onError: (what, err) => console.error(`summarizer: ${what} failed:`, err),
  }).catch((err) => {
    throw new Error(
      `cannot bind consumer ${names.consumers.summarizer} on ${names.log.streams.join(", ")}: run \`npm run setup\``,
      { cause: err },
    );
  });

  const ops = await startOpsServer({
    app: "summarizer",
    port: cfg.port,
    registry,
    health: async () => {
      const [redis, model] = await Promise.all([
        summarizer.redis.ping().then(
          () => true,
          () => false,
        ),
        engine.healthy().catch(() => false),
      ]);
      // The small model being down delays summaries (jobs retry); it does not make this process unhealthy.
      return { ok: redis && !nc.isClosed(), detail: { redis, model } };
    },
  });
  console.error(
    `summarizer: ${names.consumers.summarizer} -> queue ${queuePrefix(names.namespace)}:summaries -> ${cfg.engineUrl} (threshold ${cfg.policy.thresholdTokens} tokens); ops on :${ops.port}`,
  );

  const signal = await Promise.race([shutdownSignal(), summarizer.trigger.done.then(() => "consumer ended")]);
  console.error(`summarizer: stopping (${signal})`);
  await summarizer.stop();
  await ops.close();
  await nc.drain();
  await db.destroy();
}

main().catch((err) => {
  console.error("summarizer:", err);
  process.exit(1);
});
