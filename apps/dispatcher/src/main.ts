/**
 * dispatcher main: wires one instance to the environment.
 * Environment: NATS_URL, CHAT_NAMESPACE, DISPATCHER_PORT (health/metrics, default 8091), DISPATCHER_ID,
 * ROUTER_THRESHOLD / ROUTER_* (see routing/config.ts), LADDER_INTERVAL_MS (default 1000),
 * LADDER_MIN_MOVE_MS (default 10000), START_DEADLINE_S / START_DEADLINE_S_<TIER> / SILENCE_S (every accepted
 * message ends: not started within its deadline, default 30 s, it ends with an error; see dispatch/deadlines.ts).
 */
import { hostname } from "node:os";
import { connectNats, names as topologyNames } from "@chat/events";
import { shutdownSignal, startOpsServer } from "@chat/platform";
import { register } from "prom-client";
import { deadlinesFromEnv } from "./dispatch/deadlines.ts";
import { startDispatcher } from "./dispatcher-app.ts";

const instanceId = process.env.DISPATCHER_ID ?? `${hostname()}-${process.pid}`;
const names = topologyNames();
const nc = await connectNats(undefined, `dispatcher-${instanceId}`);
const dispatcher = await startDispatcher({
  nc,
  names,
  instanceId,
  registry: register,
  ladderIntervalMs: Number(process.env.LADDER_INTERVAL_MS ?? 1_000),
  deadlines: deadlinesFromEnv(process.env),
  ...(process.env.LADDER_MIN_MOVE_MS
    ? { ladder: { minMoveIntervalMs: Number(process.env.LADDER_MIN_MOVE_MS) } }
    : {}),
});
const ops = await startOpsServer({
  app: "dispatcher",
  port: Number(process.env.DISPATCHER_PORT ?? 8091),
  health: async () => ({
    ok: !nc.isClosed(),
    detail: {
      instanceId,
      replicas: dispatcher.replicas.snapshot().length,
      rung: dispatcher.ladder.rung.rung,
      busyShare: dispatcher.ladder.lastBusyShare,
      watched: dispatcher.watchdog.open.size,
    },
  }),
});
console.log(`dispatcher ${instanceId} consuming ${names.subjects.kind("submitted")}; ops on :${ops.port}`);

await shutdownSignal();
await dispatcher.stop();
await ops.close();
await nc.drain();
