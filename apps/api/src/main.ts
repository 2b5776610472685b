/**
 * api: the only public door. Environment: API_PORT (default 8080), NATS_URL, DATABASE_URL, REDIS_URL,
 * CHAT_NAMESPACE, TIERS_FILE (extra tiers), SYSTEM_PROMPT.
 */
import { connectNats, names as topologyNames } from "@chat/events";
import { shutdownSignal } from "@chat/infra";
import { openDatabase } from "@chat/infra/db";
import { startApiServer } from "./server.ts";
import { loadTiers } from "./tiers.ts";

const nc = await connectNats(undefined, "api");
const db = await openDatabase();
const api = await startApiServer({
  nc,
  names: topologyNames(),
  db,
  port: Number(process.env.API_PORT ?? 8080),
  tiers: loadTiers(),
  ...(process.env.SYSTEM_PROMPT ? { systemPrompt: process.env.SYSTEM_PROMPT } : {}),
});
console.log(`api listening on ${api.url} (WebSocket: ${api.url.replace("http", "ws")}/v1/ws)`);

await shutdownSignal();
await api.close();
await nc.drain();
await db.destroy();
