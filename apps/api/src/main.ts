/**
 * api: the only public door. Environment: API_PORT (default 8080), NATS_URL, DATABASE_URL, REDIS_URL,
 * CHAT_NAMESPACE, TIERS_FILE (extra tiers), SYSTEM_PROMPT, GUARD_URL / GUARD_MODEL / GUARD_BUDGET_MS (input check),
 * REGION / REGION_PEERS (several regions: regions/config.ts).
 */
import { connectNats, EventPublisher, names as topologyNames } from "@chat/events";
import { GuardClient, SHIPPED_THRESHOLDS } from "@chat/events/safety";
import { openDatabase, shutdownSignal } from "@chat/platform";
import { jetstream } from "@nats-io/jetstream";
import { createLimiterRedis, TokenLimiter } from "./limits/index.ts";
import { regionsFromEnv } from "./regions/config.ts";
import { startApiServer } from "./server.ts";
import { startReservationRepair } from "./settler.ts";
import { LogReader } from "./stream/log-reader.ts";
import { loadTiers } from "./tiers.ts";

let regionsConfig: ReturnType<typeof regionsFromEnv>;
try {
  regionsConfig = regionsFromEnv(process.env);
} catch (err) {
  console.error(`api: ${(err as Error).message}`);
  process.exit(1);
}
const nc = await connectNats(undefined, "api");
const db = await openDatabase();
const names = topologyNames();
const tiers = loadTiers();
const redis = createLimiterRedis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", (err) =>
  console.error(`redis: ${err.message} (limits fall back: see apps/api/src/limits)`),
);
const limiter = new TokenLimiter({ redis, tiers });
// GUARD_URL: an OpenAI-compatible guard server (Llama Guard 3 style); unset: the lexical baseline decides.
const guard = new GuardClient({
  baseUrl: process.env.GUARD_URL || null,
  ...(process.env.GUARD_MODEL ? { model: process.env.GUARD_MODEL } : {}),
  thresholds: SHIPPED_THRESHOLDS,
  budgetMs: { input: Number(process.env.GUARD_BUDGET_MS ?? 250) },
});
// The other regions' logs and read models (a connection each; on one NATS server they share nothing else).
const peers = await Promise.all(
  (regionsConfig?.peers ?? []).map(async (p) => ({
    name: p.name,
    nc: await connectNats(p.natsUrl, `api-${p.name}`),
    names: topologyNames(p.namespace),
    db: await openDatabase(p.databaseUrl),
    distanceMs: p.distanceMs,
  })),
);
const log = await LogReader.create(nc, names);
const publisher = new EventPublisher(jetstream(nc), names);
const repair = startReservationRepair({ limiter, log, tiers, publisher });
const api = await startApiServer({
  nc,
  names,
  db,
  limiter,
  port: Number(process.env.API_PORT ?? 8080),
  tiers,
  guard,
  ...(regionsConfig
    ? {
        regions: {
          home: regionsConfig.home,
          peers,
          distanceMs: Object.fromEntries(peers.map((p) => [p.name, p.distanceMs])),
        },
      }
    : {}),
  ...(process.env.SYSTEM_PROMPT ? { systemPrompt: process.env.SYSTEM_PROMPT } : {}),
});
console.log(`api listening on ${api.url} (WebSocket: ${api.url.replace("http", "ws")}/v1/ws)`);
if (regionsConfig) {
  console.log(
    `api: region ${regionsConfig.home}, spilling new conversations to ${peers.map((p) => p.name).join(", ")}`,
  );
}

await shutdownSignal();
repair.stop();
await api.close();
redis.disconnect();
await nc.drain();
await db.destroy();
for (const p of peers) {
  await p.nc.drain();
  await p.db.destroy();
}
