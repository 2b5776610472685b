/**
 * Wiring: NATS + Postgres + the live projector + GET /healthz and GET /metrics (PROJECTOR_PORT, 8093).
 * Stops cleanly on SIGTERM/SIGINT: the consumer stops pulling, the event in hand finishes, then
 * the connections close.
 */
import { connectNats, names as namesOf } from "@chat/events";
import { databaseUrl, openDatabase, shutdownSignal, startOpsServer } from "@chat/platform";
import { jetstream, jetstreamManager } from "@nats-io/jetstream";
import { Registry } from "prom-client";
import { projectorMetrics } from "./metrics.ts";
import { startProjector } from "./projector.ts";

export function projectorPort(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PROJECTOR_PORT ?? "8093";
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PROJECTOR_PORT must be a port number 0-65535 (got "${raw}")`);
  }
  return port;
}

async function main() {
  const port = projectorPort();
  const names = namesOf();
  const db = await openDatabase(databaseUrl());
  const nc = await connectNats(undefined, "projector");
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const registry = new Registry();
  const metrics = projectorMetrics(registry);

  const projector = await startProjector({
    js,
    jsm,
    names,
    db,
    metrics,
    onError: (err) => console.error("projector: event failed, will be redelivered:", err),
  }).catch((err) => {
    throw new Error(`cannot read the log (${names.log.streams.join(", ")}): run \`npm run setup\``, {
      cause: err,
    });
  });

  const ops = await startOpsServer({
    app: "projector",
    port,
    registry,
    health: async () => {
      const lag = await projector.lag().catch(() => null);
      return { ok: lag !== null && !nc.isClosed(), detail: { lag } };
    },
  });
  console.error(`projector: reading ${names.log.streams.join(", ")} into Postgres; ops on :${ops.port}`);

  const signal = await Promise.race([shutdownSignal(), projector.done.then(() => "consumer ended")]);
  console.error(`projector: stopping (${signal})`);
  await projector.stop();
  await ops.close();
  await nc.drain();
  await db.destroy();
}

main().catch((err) => {
  console.error("projector:", err);
  process.exit(1);
});
