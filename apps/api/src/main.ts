/**
 * api: the only public door. Environment: API_PORT (default 8080), NATS_URL, DATABASE_URL, REDIS_URL,
 * CHAT_NAMESPACE, TIERS_FILE (extra tiers), SYSTEM_PROMPT, GUARD_URL / GUARD_MODEL / GUARD_BUDGET_MS (input check).
 */
import { connectNats, EventPublisher, names as topologyNames } from "@chat/events";
import { GuardClient, SHIPPED_THRESHOLDS } from "@chat/events/safety";
import { openDatabase, shutdownSignal } from "@chat/platform";
import { jetstream } from "@nats-io/jetstream";
import { createLimiterRedis, TokenLimiter } from "./limits/index.ts";
import { startApiServer } from "./server.ts";
import { startReservationRepair } from "./settler.ts";
import { LogReader } from "./stream/log-reader.ts";
import { loadTiers } from "./tiers.ts";

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
  ...(process.env.SYSTEM_PROMPT ? { systemPrompt: process.env.SYSTEM_PROMPT } : {}),
});
console.log(`api listening on ${api.url} (WebSocket: ${api.url.replace("http", "ws")}/v1/ws)`);

await shutdownSignal();
repair.stop();
await api.close();
redis.disconnect();
await nc.drain();
await db.destroy();
