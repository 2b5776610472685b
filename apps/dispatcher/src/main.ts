/**
 * dispatcher: reads submissions, routes, sheds, picks the replica and queues the work on its affinity
 * subject. Several instances may run: they share the durable consumer (each submission handled once),
 * read the same replica reports, and share the ladder's rung through NATS KV.
 *
 * Environment: NATS_URL, CHAT_NAMESPACE, DISPATCHER_PORT (health/metrics, default 8091), DISPATCHER_ID,
 * ROUTER_THRESHOLD / ROUTER_* (see routing/config.ts), LADDER_INTERVAL_MS (default 1000),
 * LADDER_MIN_MOVE_MS (default 10000).
 */
import { hostname } from "node:os";
import {
  connectNats,
  consumeValidated,
  EventPublisher,
  MessageShed,
  MessageSubmitted,
  names as topologyNames,
} from "@chat/events";
import { prefillSeconds, REPLICAS } from "@chat/gpu-worker/sim";
import { shutdownSignal, startOpsServer } from "@chat/infra";
import { jetstream } from "@nats-io/jetstream";
import { Counter, register } from "prom-client";
import { dispatchSubmission } from "./dispatch/dispatcher.ts";
import { LadderStore } from "./dispatch/ladder-store.ts";
import { createDispatchPolicy } from "./dispatch/policy.ts";
import { ReplicaRegistry } from "./dispatch/replica-registry.ts";
import { DEFAULT_LADDER } from "./ladder/index.ts";
import { createClassifier, loadRouterConfig } from "./routing/load.ts";
import { createPromRouterMetrics } from "./routing/metrics.ts";

const instanceId = process.env.DISPATCHER_ID ?? `${hostname()}-${process.pid}`;
const names = topologyNames();
const nc = await connectNats(undefined, `dispatcher-${instanceId}`);
const js = jetstream(nc);
const jsm = await js.jetstreamManager();
const publisher = new EventPublisher(js, names);

const outcomes = new Counter({
  name: "dispatcher_outcomes_total",
  help: "Submissions by outcome",
  labelNames: ["kind", "pool"],
});
const invalidReports = new Counter({
  name: "dispatcher_invalid_load_reports_total",
  help: "Malformed replica reports ignored",
});
const deadLetters = new Counter({ name: "dispatcher_dead_letters_total", help: "Submissions set aside" });

const registry = new ReplicaRegistry();
await registry.watch(nc, names, () => invalidReports.inc());

const ladder = new LadderStore(instanceId, {
  ...DEFAULT_LADDER,
  minMoveIntervalMs: Number(process.env.LADDER_MIN_MOVE_MS ?? DEFAULT_LADDER.minMoveIntervalMs),
});
await ladder.start(
  nc,
  names,
  publisher,
  () => registry.snapshot(),
  Number(process.env.LADDER_INTERVAL_MS ?? 1_000),
);

const routerConfig = loadRouterConfig();
// Prefill speed per pool for the expected wait, from the same timing model the replicas run.
const prefillTokensPerSecond = {
  large: 1 / prefillSeconds(REPLICAS.large, 1),
  small: 1 / prefillSeconds(REPLICAS.small, 1),
};
const policy = createDispatchPolicy({
  classifier: createClassifier(routerConfig),
  routerMetrics: createPromRouterMetrics(register),
  threshold: routerConfig.threshold,
  classifierTimeoutMs: routerConfig.timeoutMs,
  tierChoices: routerConfig.tierChoices,
  rung: () => ladder.rung.rung,
  prefillTokensPerSecond,
  onShed: (sub, rung, decisions) => {
    const ev: MessageShed = {
      id: `shed.${sub.messageId}`,
      time: new Date().toISOString(),
      type: "message.shed",
      v: 1,
      messageId: sub.messageId,
      userId: sub.userId,
      tier: sub.tier,
      rung,
      decisions: decisions.map((d) =>
        d.kind === "to-small-pool"
          ? { kind: d.kind, from: d.from }
          : d.kind === "answer-capped"
            ? { kind: d.kind, from: d.from, to: d.to }
            : {
                kind: d.kind,
                expectedWaitS: Number.isFinite(d.expectedWaitS) ? d.expectedWaitS : null,
                retryAfterS: d.retryAfterS,
              },
      ),
    };
    void publisher
      .publishJson(names.subjects.fleet("shed"), MessageShed, ev, ev.id)
      .catch((err) => console.error("shed event", err));
  },
});

const consumer = await consumeValidated({
  js,
  names,
  stream: names.streams.chat,
  consumer: names.consumers.dispatcher,
  schema: MessageSubmitted,
  concurrency: 64,
  onDeadLetter: () => deadLetters.inc(),
  handler: async (sub, ctx) => {
    await dispatchSubmission(sub, ctx.deliveryCount > 1, {
      names,
      publisher,
      policy,
      replicas: () => registry.snapshot(),
      now: () => Date.now(),
      alreadyRouted: async (id) => {
        const m = await jsm.streams
          .getMessage(names.streams.chat, { last_by_subj: names.subjects.event(id, "generation.routed") })
          .catch(() => null);
        return m !== null;
      },
      onOutcome: (o) => outcomes.inc({ kind: o.kind, pool: "pool" in o ? o.pool : "" }),
    });
  },
});

const ops = await startOpsServer({
  app: "dispatcher",
  port: Number(process.env.DISPATCHER_PORT ?? 8091),
  health: async () => ({
    ok: !nc.isClosed(),
    detail: {
      instanceId,
      replicas: registry.snapshot().length,
      rung: ladder.rung.rung,
      busyShare: ladder.lastBusyShare,
    },
  }),
});
console.log(`dispatcher ${instanceId} consuming ${names.subjects.kind("submitted")}; ops on :${ops.port}`);

await shutdownSignal();
ladder.stop();
registry.stop();
await consumer.stop();
await ops.close();
await nc.drain();
