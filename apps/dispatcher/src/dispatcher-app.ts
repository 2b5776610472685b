/**
 * One dispatcher instance: reads submissions, routes, sheds, picks the replica and queues the work on its
 * affinity subject. Several instances may run: they share the durable consumer (each submission handled
 * once), read the same replica reports, and share the ladder's rung through NATS KV.
 */

import {
  consumeLog,
  EventPublisher,
  LoadReport,
  lastEventOf,
  MessageShed,
  MessageSubmitted,
  type Names,
  pinnedOrCurrent,
  RolloutView,
  replicasForVersions,
  ShadowPublisher,
} from "@chat/events";
import { prefillSeconds, REPLICAS } from "@chat/model";
import { jetstream } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import { Counter, type Registry } from "prom-client";
import { DEFAULT_DEADLINES, type DeadlineConfig } from "./dispatch/deadlines.ts";
import { dispatchSubmission } from "./dispatch/dispatcher.ts";
import { FailoverWatch } from "./dispatch/failover.ts";
import { LadderStore } from "./dispatch/ladder-store.ts";
import { createDispatchPolicy } from "./dispatch/policy.ts";
import { ReplicaRegistry } from "./dispatch/replica-registry.ts";
import { startShadowCheck } from "./dispatch/shadow.ts";
import { startWatchdog, type Watchdog } from "./dispatch/watchdog.ts";
import { DEFAULT_LADDER, HeldBackLoad, type LadderConfig } from "./ladder/index.ts";
import type { PlacementPolicy } from "./placement/index.ts";
import { publishHeadroom, regionHeadroom } from "./regions/headroom.ts";
import { ConversationVersions } from "./rollout/conversation-versions.ts";
import { type JudgeConfig, judgeConfigFromEnv, startRolloutJudge } from "./rollout/judge.ts";
import { requestRolloutShadow } from "./rollout/rollout-shadow.ts";
import { createClassifier, loadRouterConfig } from "./routing/load.ts";
import { createPromRouterMetrics } from "./routing/metrics.ts";
import type { DifficultyClassifier } from "./routing/types.ts";

export type DispatcherOptions = {
  nc: NatsConnection;
  names: Names;
  instanceId: string;
  registry: Registry;
  ladder?: Partial<LadderConfig>;
  ladderIntervalMs?: number;
  /** Overrides the configured classifier (tests). */
  classifier?: DifficultyClassifier;
  noReplicaWaitMs?: number;
  /** Overrides the replica picker (benchmarks compare baselines). */
  placement?: PlacementPolicy;
  /** Share of small-model answers also answered by the large model (default: the router config's). */
  shadowRate?: number;
  /** Dead-replica detection: silent this long means dead (default 2,000 ms), checked every `everyMs`. */
  failover?: { deadAfterMs?: number; everyMs?: number; maxAttempts?: number };
  /** Start deadlines by tier and the silence after which a started answer is looked at (deadlines.ts). */
  deadlines?: DeadlineConfig;
  /** How often the watchdog looks for overdue generations (default 1,000 ms). */
  watchdogEveryMs?: number;
  /** The rollout judge's model endpoint (default: `JUDGE_URL` etc. from the environment; null: no judge). */
  judge?: JudgeConfig | null;
  /** This deployment's region, published with its headroom for the apis' spill-over (default `REGION` or "local"). */
  region?: string;
  /** How often the region's headroom is published (default 1,000 ms; staleness is judged at 3 s). */
  headroomEveryMs?: number;
};

export type Dispatcher = {
  replicas: ReplicaRegistry;
  ladder: LadderStore;
  failover: FailoverWatch;
  watchdog: Watchdog;
  rollouts: RolloutView;
  stop(): Promise<void>;
};

export async function startDispatcher(opts: DispatcherOptions): Promise<Dispatcher> {
  const { nc, names, instanceId } = opts;
  const js = jetstream(nc);
  const jsm = await js.jetstreamManager();
  const publisher = new EventPublisher(js, names);
  const registers = [opts.registry];
  const outcomes = new Counter({
    name: "dispatcher_outcomes_total",
    help: "Submissions by outcome",
    labelNames: ["kind", "pool"],
    registers,
  });
  const invalidReports = new Counter({
    name: "dispatcher_invalid_load_reports_total",
    help: "Malformed replica reports ignored",
    registers,
  });
  const moved = new Counter({
    name: "dispatcher_failover_moves_total",
    help: "Generations moved off a dead replica (to: replica id, or none when they failed)",
    labelNames: ["outcome"],
    registers,
  });
  const deadLetters = new Counter({
    name: "dispatcher_dead_letters_total",
    help: "Submissions set aside",
    registers,
  });

  const registry = new ReplicaRegistry();
  await registry.watch(nc, names, () => invalidReports.inc());

  // What the current rung holds back, counted on this instance's placements (the ladder's down test).
  const heldBack = new HeldBackLoad();
  const ladder = new LadderStore(instanceId, { ...DEFAULT_LADDER, ...opts.ladder }, heldBack);
  // The busy share is defined on what replicas report, not on this dispatcher's corrections to it.
  await ladder.start(nc, names, publisher, () => registry.reported(), opts.ladderIntervalMs ?? 1_000);

  const routerConfig = loadRouterConfig();
  // Prefill speed per pool for the expected wait, from the same timing model the replicas run.
  const prefillTokensPerSecond = {
    large: 1 / prefillSeconds(REPLICAS.large, 1),
    small: 1 / prefillSeconds(REPLICAS.small, 1),
  };
  const policy = createDispatchPolicy({
    classifier: opts.classifier ?? createClassifier(routerConfig),
    routerMetrics: createPromRouterMetrics(opts.registry),
    threshold: routerConfig.threshold,
    classifierTimeoutMs: routerConfig.timeoutMs,
    tierChoices: routerConfig.tierChoices,
    rung: () => ladder.rung.rung,
    heldBack,
    prefillTokensPerSecond,
    ...(opts.placement ? { placement: opts.placement } : {}),
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

  // The region's headroom for every api's placement of new conversations (regions/headroom.ts).
  const region = opts.region ?? process.env.REGION ?? "local";
  const dispatchKv = await new Kvm(nc).open(names.buckets.dispatch);
  const headroomTimer = setInterval(() => {
    const headroom = regionHeadroom({
      region,
      rung: ladder.rung.rung,
      reports: registry.reported(),
      now: Date.now(),
      prefillTokensPerSecond,
    });
    publishHeadroom(dispatchKv, headroom).catch((err) => console.error("headroom", err.message));
  }, opts.headroomEveryMs ?? 1_000);

  const shadow = await startShadowCheck({
    js,
    jsm,
    names,
    registry: opts.registry,
    rate: opts.shadowRate ?? routerConfig.shadowRate,
    rung: () => ladder.rung.rung,
    replicas: () => registry.snapshot(),
    now: () => Date.now(),
  });

  const watchdogActions = new Counter({
    name: "dispatcher_watchdog_actions_total",
    help: "Overdue generations: expired (not started in time), moved, ended (no progress), progressing",
    labelNames: ["action"],
    registers,
  });
  const watchdog = startWatchdog({
    nc,
    js,
    jsm,
    names,
    publisher,
    replicas: () => registry.snapshot(),
    now: () => Date.now(),
    ...(opts.deadlines ? { deadlines: opts.deadlines } : {}),
    ...(opts.watchdogEveryMs ? { everyMs: opts.watchdogEveryMs } : {}),
    ...(opts.placement ? { placement: opts.placement } : {}),
    onAction: (action) => watchdogActions.inc({ action }),
    kv: await new Kvm(nc).open(names.buckets.watch),
  });
  // What a previous dispatcher was watching (a restart, a deploy) is watched again from now on.
  const adopted = await watchdog.adopt();
  if (adopted > 0)
    console.log(`dispatcher ${instanceId}: watching ${adopted} generation(s) left by a predecessor`);

  const rollouts = await RolloutView.open(nc, names);
  const shadowPublisher = new ShadowPublisher(js, names);
  const rolloutShadows = new Counter({
    name: "dispatcher_rollout_shadows_total",
    help: "A rollout's shadow stage: candidate answers queued beside the user's (shadow), else why not",
    labelNames: ["outcome"],
    registers,
  });
  const conversationVersions = new ConversationVersions(jsm, names);

  const startDeadlines = (opts.deadlines ?? DEFAULT_DEADLINES).startDeadlineS;
  const consumer = await consumeLog({
    js,
    names,
    consumer: names.consumers.dispatcher,
    schema: MessageSubmitted,
    concurrency: 64,
    onDeadLetter: () => deadLetters.inc(),
    handler: async (sub, ctx) => {
      // Watched from before its work is queued, so its start is never missed.
      watchdog.track(sub);
      // Placed only on the replicas of the model versions the conversation was pinned to at creation.
      const pinned = pinnedOrCurrent(await conversationVersions.of(sub.conversationId), rollouts.all());
      const outcome = await dispatchSubmission(sub, ctx.deliveryCount > 1, {
        versionIn: (pool) => pinned[pool],
        stopRequested: async (id) =>
          (await lastEventOf(jsm, names, id, "generation.stop_requested")) !== null,
        names,
        publisher,
        policy,
        replicas: () => replicasForVersions(registry.snapshot(), pinned).replicas,
        onPlaced: (replicaId, prefillTokens, kvTokens) =>
          registry.notePlaced(replicaId, prefillTokens, kvTokens),
        now: () => Date.now(),
        noReplicaWaitMs: opts.noReplicaWaitMs,
        startDeadlineMs: (s) => 1_000 * (startDeadlines[s.tier] ?? startDeadlines.default),
        // An outage throws (the submission is retried), never "not routed": that would queue it twice.
        alreadyRouted: async (id) => (await lastEventOf(jsm, names, id, "generation.routed")) !== null,
        onOutcome: (o) => outcomes.inc({ kind: o.kind, pool: "pool" in o ? o.pool : "" }),
        onQueued: async (queuedSub, queued) => {
          await shadow.onQueued(queuedSub, queued);
          await requestRolloutShadow(
            queuedSub,
            { ...queued, version: pinned[queued.pool] },
            {
              names,
              publisher: shadowPublisher,
              rollout: (pool) => rollouts.get(pool),
              rung: () => ladder.rung.rung,
              replicas: () => registry.snapshot(),
              now: () => Date.now(),
              onPlan: (plan) => rolloutShadows.inc({ outcome: plan.shadow ? "shadow" : plan.why }),
            },
          ).catch((err) => {
            // A failed sample never fails the user's message.
            rolloutShadows.inc({ outcome: "error" });
            console.error("rollout shadow", err);
          });
        },
      }).catch((err) => {
        watchdog.untrack(sub.messageId);
        throw err;
      });
      if (outcome.kind !== "queued") watchdog.untrack(sub.messageId);
    },
  });

  const judge = await startRolloutJudge({
    js,
    jsm,
    names,
    registry: opts.registry,
    config: opts.judge === undefined ? judgeConfigFromEnv() : opts.judge,
    now: () => Date.now(),
  });

  const replicasKv = await new Kvm(nc).open(names.buckets.replicas);
  const failover = new FailoverWatch({
    js,
    jsm,
    kv: await new Kvm(nc).open(names.buckets.dispatch),
    names,
    publisher,
    replicas: () => registry.snapshot(),
    watched: () => registry.all(),
    latestReport: async (replicaId) => {
      const entry = await replicasKv.get(replicaId);
      if (entry?.operation !== "PUT") return null;
      const parsed = LoadReport.safeParse(safeJson(entry.string()));
      return parsed.success ? parsed.data : null;
    },
    now: () => Date.now(),
    instanceId,
    deadAfterMs: opts.failover?.deadAfterMs,
    maxAttempts: opts.failover?.maxAttempts,
    placement: opts.placement,
    onMoved: (_from, to) => moved.inc({ outcome: to ? "moved" : "failed" }),
  });
  failover.start(opts.failover?.everyMs ?? 100);

  return {
    replicas: registry,
    ladder,
    failover,
    watchdog,
    rollouts,
    async stop() {
      clearInterval(headroomTimer);
      failover.stop();
      watchdog.stop();
      rollouts.stop();
      ladder.stop();
      registry.stop();
      await consumer.stop();
      await shadow.stop();
      await judge.stop();
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
