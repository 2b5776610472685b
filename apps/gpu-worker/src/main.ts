/**
 * gpu-worker: one agent beside each model replica.
 *
 * Environment: REPLICA_ID (required), POOL (large|small), ENGINE_URL (the inference server, e.g.
 * http://127.0.0.1:8100), ENGINE_FLAVOUR (vllm|trtllm; the simulator speaks both), ENGINE_MODEL,
 * WORKER_PORT (health/metrics, default 0 = any), MAX_IN_FLIGHT (default 256), HEARTBEAT_MS (default 300),
 * MODEL_VERSION (the model version it serves, for rollouts; default: the pool's default version), NATS_URL, CHAT_NAMESPACE, GUARD_URL / GUARD_MODEL / GUARD_BUDGET_MS (the output check's guard model;
 * unset GUARD_URL: the lexical baseline checks every sentence).
 *
 * Each start is a new incarnation of the replica (see worker/agent.ts): it takes over the work its
 * predecessor left unacked, so a restart (a crash loop, a deploy) loses nothing.
 */
import { connectNats, DEFAULT_VERSION, Pool, names as topologyNames } from "@chat/events";
import { GuardClient, SHIPPED_THRESHOLDS } from "@chat/events/safety";
import { createEngineClient, shutdownSignal, startOpsServer } from "@chat/platform";
import { Counter, Histogram } from "prom-client";
import { startAgent } from "./worker/agent.ts";

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required (see apps/gpu-worker/src/main.ts for the variables)`);
  return v;
}

const replicaId = required("REPLICA_ID");
const pool = Pool.parse(process.env.POOL ?? "large");
const engine = createEngineClient({
  baseUrl: process.env.ENGINE_URL ?? "http://127.0.0.1:8100",
  flavour: (process.env.ENGINE_FLAVOUR ?? "vllm") as "vllm" | "trtllm",
  model: process.env.ENGINE_MODEL ?? (pool === "large" ? "llama-3-70b" : "llama-3-8b"),
});

// The model version this replica serves (a rollout places conversations by it); labels every metric below
// so the ops view compares versions: messages, refusals and errors by finish, first-token time.
const version = process.env.MODEL_VERSION || undefined;
const versionLabel = version ?? DEFAULT_VERSION;
const finished = new Counter({
  name: "worker_generations_total",
  help: "Generations by finish and model version",
  labelNames: ["finish", "version"],
});
const firstToken = new Histogram({
  name: "worker_first_token_seconds",
  help: "Time from the dispatcher queueing an answer to its first token, by model version",
  labelNames: ["version"],
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
});
const deadLettered = new Counter({ name: "worker_dead_letters_total", help: "Work items set aside" });
const lifecycle = new Counter({
  name: "worker_lifecycle_events_total",
  help: "Engine outages (engine-down), recoveries (engine-up) and work consumers rebuilt (consumer-rebuilt)",
  labelNames: ["kind"],
});

const sentenceDelay = new Histogram({
  name: "worker_sentence_check_delay_seconds",
  help: "Delay the output safety check added to a sentence (complete -> released)",
  buckets: [0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5],
});
const outputCheck = new GuardClient({
  baseUrl: process.env.GUARD_URL || null,
  ...(process.env.GUARD_MODEL ? { model: process.env.GUARD_MODEL } : {}),
  thresholds: SHIPPED_THRESHOLDS,
  budgetMs: { output: Number(process.env.GUARD_BUDGET_MS ?? 250) },
});

const nc = await connectNats(undefined, `gpu-worker-${replicaId}`);
const names = topologyNames();
const agent = await startAgent(
  nc,
  names,
  engine,
  {
    replicaId,
    pool,
    maxInFlight: Number(process.env.MAX_IN_FLIGHT ?? 256),
    heartbeatMs: Number(process.env.HEARTBEAT_MS ?? 300),
    outputCheck,
    onSentenceDelay: (ms) => sentenceDelay.observe(ms / 1000),
    ...(version ? { version } : {}),
  },
  {
    onFinished: (item, o) => {
      if (!item.shadowOf) finished.inc({ finish: o.finish, version: versionLabel });
    },
    onFirstToken: (item, waitedS) => {
      if (!item.shadowOf) firstToken.observe({ version: versionLabel }, waitedS);
    },
    onDeadLetter: () => deadLettered.inc(),
    onEvent: (e) => lifecycle.inc({ kind: e.kind }),
  },
);
const ops = await startOpsServer({
  app: "gpu-worker",
  port: Number(process.env.WORKER_PORT ?? 0),
  // Healthy means serving: pulling work with an engine that answers (a supervisor may restart it otherwise).
  health: async () => ({
    ok: agent.status === "serving" && (await engine.healthy()),
    detail: {
      replicaId,
      pool,
      incarnation: agent.incarnation,
      version: versionLabel,
      status: agent.status,
      active: agent.active.size,
    },
  }),
});
console.log(
  `gpu-worker ${replicaId} (${pool}) pulling ${names.subjects.work(pool, replicaId)}; ops on :${ops.port}`,
);

await shutdownSignal();
await agent.stop();
await ops.close();
await nc.drain();
