/**
 * The gpu-worker agent beside one model replica: pulls work from its own affinity subject, runs each
 * generation on the local engine, honours stop requests, and heartbeats its load into the replicas bucket.
 *
 * Lifecycle (DESIGN section 7):
 * - Each start is an incarnation (a random id in every heartbeat). A new incarnation takes over the work its
 *   predecessor held unacked at once (it rebinds its durable consumer), so a quick restart loses nothing and
 *   waits for no ack timeout; a dispatcher fails over a dead incarnation only, never a newer live one.
 * - It reports `serving` only while its work loop pulls (its consumer exists and its loop runs) and its
 *   engine answers. A consumer that disappears is rebuilt within about `watchMs`.
 * - An engine failure mid-answer is this replica's death for its answers: every generation in hand is given
 *   up (what was published stays on the log), the replica reports `engine-down`, a dispatcher moves those
 *   answers to another replica with the text already sent, and the worker serves again, without a restart,
 *   once its engine is healthy.
 */

import { randomBytes } from "node:crypto";
import { setMaxListeners } from "node:events";
import {
  type ConsumerHandle,
  consumeValidated,
  DEFAULT_VERSION,
  durableConsumer,
  EventPublisher,
  LoadReport,
  type Names,
  type Pool,
  probeGeneration,
  readGeneration,
  ShadowPublisher,
  WorkItem,
} from "@chat/events";
import type { Checker } from "@chat/events/safety";
import type { EngineClient } from "@chat/platform";
import { EngineError, EngineErrorCodes, EngineRejectedError } from "@chat/platform";
import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import { finishUnrun, type GenerationOutcome, runGeneration } from "./generation.ts";
import { LoadRates } from "./load-rates.ts";

/**
 * Where a work item stands on the log before it runs: skip it (finished, or a later attempt took over),
 * finish it as stopped (a stop came while it was queued), or run it, continuing after the text the log
 * already holds when an earlier delivery of this attempt had started (a restart, a rebind).
 */
async function prepare(
  js: JetStreamClient,
  jsm: JetStreamManager,
  names: Names,
  item: WorkItem,
): Promise<{ action: "skip" } | { action: "stop" } | { action: "run"; item: WorkItem }> {
  if (item.shadowOf) return { action: "run", item }; // shadow answers are not on the chat log
  const probe = await probeGeneration(jsm, names, item.messageId);
  if (probe.finished || probe.startedAttempt > item.attempt) return { action: "skip" };
  if (probe.stopRequested) return { action: "stop" };
  if (probe.startedAttempt < item.attempt) return { action: "run", item };
  const state = await readGeneration(js, names, item.messageId);
  if (state.finished || state.attempt > item.attempt) return { action: "skip" };
  if (state.seq <= (item.continueFrom?.seq ?? 0)) return { action: "run", item };
  return {
    action: "run",
    item: { ...item, continueFrom: { text: state.text, tokens: state.tokens, seq: state.seq } },
  };
}

export type AgentConfig = {
  replicaId: string;
  pool: Pool;
  /** Generations handed to the engine at once; the engine's own scheduler queues beyond its batch. */
  maxInFlight: number;
  heartbeatMs: number;
  deltaDelayMs?: number;
  /** How often the agent checks its consumer (and, while down, its engine). Default 1,000 ms. */
  watchMs?: number;
  /**
   * After an engine outage, how long the replica reports `engine-down` at least before it takes work again,
   * so a dispatcher's failover of the answers it gave up runs first. Default 2,000 ms.
   */
  outageHoldMs?: number;
  /** Longest wait for the engine's health check. Default 1,000 ms. */
  healthTimeoutMs?: number;
  /** The model version its engine serves (a rollout places conversations by it). Default: the pool's default. */
  version?: string;
  /** The output safety check, sentence by sentence (`GuardClient`); absent: answers are not checked. */
  outputCheck?: Checker;
  /** Delay the output check added to a sentence, ms (for metrics). */
  onSentenceDelay?: (ms: number) => void;
};

/** Things an operator wants in the log and in metrics. */
export type AgentEvent =
  | { kind: "consumer-rebuilt"; reason: string }
  | { kind: "engine-down"; reason: string; gaveUp: number }
  | { kind: "engine-up"; downForMs: number };

export type AgentHooks = {
  onFinished?: (item: WorkItem, outcome: GenerationOutcome) => void;
  onDeadLetter?: (reason: string) => void;
  onEvent?: (event: AgentEvent) => void;
  /** An answer's first token came, `waitedS` after the dispatcher queued it. */
  onFirstToken?: (item: WorkItem, waitedS: number) => void;
};

export type AgentStatus = NonNullable<LoadReport["status"]>;

export type Agent = {
  readonly active: ReadonlyMap<string, AbortController>;
  readonly incarnation: string;
  readonly status: AgentStatus;
  /** Drains: stops pulling, lets answers in flight finish. */
  stop(): Promise<void>;
  /** Dies at once, as a crashed process would: no more events, no acks, no heartbeats. */
  kill(): Promise<void>;
};

/** Errors that say the engine itself may be gone (as opposed to a bad request or a stop). */
function mayBeEngineDown(err: unknown): boolean {
  if (err instanceof EngineRejectedError) return err.status >= 500;
  if (!(err instanceof EngineError)) return true;
  return err.code !== EngineErrorCodes.BadRequest && err.code !== EngineErrorCodes.Aborted;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startAgent(
  nc: NatsConnection,
  names: Names,
  engine: EngineClient,
  cfg: AgentConfig,
  hooks: AgentHooks = {},
): Promise<Agent> {
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const publisher = new EventPublisher(js, names);
  // The daily check's second answer goes to the SHADOW stream: no user, bill or history may see it.
  const shadowPublisher = new ShadowPublisher(js, names);
  const kv = await new Kvm(nc).open(names.buckets.replicas);
  const incarnation = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  const watchMs = cfg.watchMs ?? 1_000;
  const consumerName = names.consumers.worker(cfg.replicaId);
  const workSubject = names.subjects.work(cfg.pool, cfg.replicaId);
  const consumerConfig = durableConsumer(consumerName, workSubject, {
    ack_wait: 30_000_000_000,
    max_ack_pending: cfg.maxInFlight,
  });

  let status: AgentStatus = "starting";
  let statusReason = "binding its work consumer";
  let outages = 0;
  let outageSince = 0;
  let closed = false;
  const rates = new LoadRates();
  const active = new Map<string, AbortController>();
  /** Runs in hand by message id: a redelivery of one of them (after a rebind) waits for it. */
  const running = new Map<string, Promise<void>>();
  const killed = new AbortController();
  /** Replaced after each engine outage: aborting it gives up every answer in hand. */
  let abandon = new AbortController();
  // Every generation in flight listens for these (generation.ts) and removes its listener when done: up to
  // maxInFlight at once is expected, more would be a leak (node warns past 10 by default).
  setMaxListeners(cfg.maxInFlight + 10, killed.signal);
  setMaxListeners(cfg.maxInFlight + 10, abandon.signal);

  // -- heartbeat -------------------------------------------------------------------------------------------
  const put = async (report: LoadReport) => {
    if (!killed.signal.aborted && !closed) await kv.put(cfg.replicaId, JSON.stringify(report));
  };
  const beat = async () => {
    let report: LoadReport;
    try {
      const load = status === "engine-down" ? null : await engine.readLoad();
      // A heartbeat means "pulling": no word of the consumer for a few checks and the replica says so.
      const pulling = Date.now() - consumerSeenAt <= 3 * watchMs + cfg.heartbeatMs;
      const reported: AgentStatus = status === "serving" && !pulling ? "starting" : status;
      const reason = reported === status ? statusReason : "its work consumer has not been seen for a while";
      report = LoadReport.parse({
        replicaId: cfg.replicaId,
        pool: cfg.pool,
        model: engine.model,
        ...rates.report(load, Date.now()),
        incarnation,
        ...(cfg.version ? { version: cfg.version } : {}),
        status: reported,
        outages,
        ...(reported === "serving" ? {} : { statusReason: reason }),
      });
    } catch (err) {
      // The engine does not answer its load: no work may be placed here until it does.
      if (status === "serving")
        void engineDown(`load poll failed: ${String((err as Error)?.message ?? err)}`);
      return;
    }
    await put(report).catch(() => {});
  };

  // -- the work consumer -----------------------------------------------------------------------------------
  /**
   * (Re)creates this replica's durable consumer. With `takeOver`, work still held unacked by a previous
   * incarnation (or by this one before an outage) is released at once by recreating the consumer, instead
   * of waiting out its ack timeout: nothing else can be holding it, since this is the replica's one worker.
   */
  const bindConsumer = async (takeOver: boolean) => {
    const info = await jsm.consumers.info(names.streams.work, consumerName).catch(() => null);
    if (info && takeOver && info.num_ack_pending > 0) {
      await jsm.consumers.delete(names.streams.work, consumerName).catch(() => {});
    }
    // Right after a failover a dispatcher may still hold this subject for a moment (a work queue takes one
    // consumer per subject): retry for a while before giving up.
    const until = Date.now() + 15_000;
    for (;;) {
      try {
        await jsm.consumers.add(names.streams.work, consumerConfig);
        return;
      } catch (err) {
        if (Date.now() > until || !/not unique|overlap|in use/i.test(String((err as Error).message)))
          throw err;
        await sleep(200);
      }
    }
  };

  const handle = async (delivered: WorkItem, working: () => void) => {
    const ctl = new AbortController();
    // Registered before the log is read: a stop that arrives from now on aborts it.
    active.set(delivered.messageId, ctl);
    const gaveUp = abandon.signal;
    const deps = {
      engine,
      publisher: delivered.shadowOf ? shadowPublisher : publisher,
      replicaId: cfg.replicaId,
      now: () => new Date(),
    };
    try {
      const prepared = await prepare(js, jsm, names, delivered);
      if (prepared.action === "skip") return;
      if (prepared.action === "stop" || ctl.signal.aborted) {
        const outcome = await finishUnrun(delivered, deps, "stopped", "stopped before it started");
        hooks.onFinished?.(delivered, outcome);
        return;
      }
      const item = prepared.item;
      const tracked = rates.taken(item);
      // Long answers outlive ack_wait: tell the server we are still on it.
      const keepAlive = setInterval(working, 10_000);
      try {
        const outcome = await runGeneration(
          item,
          {
            ...deps,
            deltaDelayMs: cfg.deltaDelayMs,
            // Unset, a replica serves the default version (events rollout.ts: `versionOf`).
            version: cfg.version ?? DEFAULT_VERSION,
            ...(cfg.outputCheck ? { outputCheck: cfg.outputCheck } : {}),
            ...(cfg.onSentenceDelay ? { onSentenceDelay: cfg.onSentenceDelay } : {}),
            kill: killed.signal,
            abandon: gaveUp,
            engineFailed: async (err) => {
              if (!mayBeEngineDown(err) || (await healthy())) return false;
              void engineDown(`engine failed mid-answer: ${String((err as Error)?.message ?? err)}`);
              return true;
            },
            onFirstToken: () => {
              rates.firstToken(tracked);
              hooks.onFirstToken?.(item, (Date.now() - Date.parse(item.queuedAt)) / 1000);
            },
          },
          ctl.signal,
        );
        hooks.onFinished?.(item, outcome);
      } finally {
        clearInterval(keepAlive);
        rates.done(tracked);
      }
    } finally {
      if (active.get(delivered.messageId) === ctl) active.delete(delivered.messageId);
    }
  };

  let consumer: ConsumerHandle | null = null;
  let consumerSeenAt = 0;
  const startConsuming = async () => {
    consumer = await consumeValidated({
      js,
      names,
      stream: names.streams.work,
      consumer: consumerName,
      schema: WorkItem,
      concurrency: cfg.maxInFlight,
      onDeadLetter: hooks.onDeadLetter,
      handler: async (item, ctx) => {
        const inHand = running.get(item.messageId);
        if (inHand) return inHand; // delivered again after a rebind: the run in hand answers for both
        const run = handle(item, ctx.working);
        running.set(item.messageId, run);
        try {
          await run;
        } finally {
          if (running.get(item.messageId) === run) running.delete(item.messageId);
        }
      },
    });
    consumerSeenAt = Date.now();
  };

  const healthy = async () => {
    const t = cfg.healthTimeoutMs ?? 1_000;
    return Promise.race([engine.healthy().catch(() => false), sleep(t).then(() => false)]);
  };

  /** Gives up every answer in hand (they are moved elsewhere) and stops pulling until the engine is back. */
  const engineDown = async (reason: string) => {
    if (status !== "serving" || closed) return;
    status = "engine-down";
    statusReason = reason.slice(0, 200);
    outages++;
    outageSince = Date.now();
    const gaveUp = running.size;
    abandon.abort(new Error(reason));
    await consumer?.halt().catch(() => {});
    // Every answer given up has put its last deltas on the log before the replica says it is down.
    await Promise.allSettled([...running.values()]);
    console.error(`gpu-worker ${cfg.replicaId}: engine down (${reason}); gave up ${gaveUp} answer(s)`);
    hooks.onEvent?.({ kind: "engine-down", reason, gaveUp });
    await beat();
  };

  /** Set while the consumer must be bound again; `watch` retries until it is. */
  let rebind: { takeOver: boolean; why: AgentEvent } | null = null;
  const bindAgain = async () => {
    if (!rebind) return;
    const { takeOver, why } = rebind;
    await bindConsumer(takeOver);
    await startConsuming();
    rebind = null;
    status = "serving";
    console.error(`gpu-worker ${cfg.replicaId}: serving again (${why.kind})`);
    hooks.onEvent?.(why);
    await beat();
  };

  const freshAbandon = () => {
    abandon = new AbortController();
    setMaxListeners(cfg.maxInFlight + 10, abandon.signal);
  };

  const engineUp = async () => {
    status = "starting";
    statusReason = "engine healthy again: rebinding its work consumer";
    freshAbandon();
    rebind = { takeOver: true, why: { kind: "engine-up", downForMs: Date.now() - outageSince } };
    await bindAgain();
  };

  /** A consumer deleted under us (a failover that took us for dead) is rebuilt; its work was moved. */
  const rebuildConsumer = async (reason: string) => {
    status = "starting";
    statusReason = `rebuilding its work consumer: ${reason}`;
    console.error(`gpu-worker ${cfg.replicaId}: ${statusReason}`);
    // Whoever deleted the consumer is moving the answers it held: stop publishing them at once.
    abandon.abort(new Error(reason));
    await consumer?.halt().catch(() => {});
    freshAbandon();
    rebind = { takeOver: false, why: { kind: "consumer-rebuilt", reason } };
    await bindAgain();
  };

  let watching = false;
  const watch = async () => {
    if (watching || closed || killed.signal.aborted) return;
    watching = true;
    try {
      if (status === "engine-down") {
        if (Date.now() - outageSince >= (cfg.outageHoldMs ?? 2_000) && (await healthy())) await engineUp();
        return;
      }
      if (rebind) return await bindAgain();
      if (status !== "serving") return;
      const info = await jsm.consumers.info(names.streams.work, consumerName).catch((err: Error) => err);
      if (info instanceof Error) {
        if (/not found/i.test(info.message)) await rebuildConsumer("its consumer was deleted");
        return; // NATS unreachable: nothing to decide; the heartbeat goes stale on its own
      }
      consumerSeenAt = Date.now();
    } catch (err) {
      console.error(`gpu-worker ${cfg.replicaId}: watch failed (will retry)`, err);
    } finally {
      watching = false;
    }
  };

  // -- start -----------------------------------------------------------------------------------------------
  // Say who we are before touching the consumer: a dispatcher that still sees the previous incarnation's
  // last report now sees this one instead and leaves the consumer alone.
  await put(
    LoadReport.parse({
      replicaId: cfg.replicaId,
      pool: cfg.pool,
      model: engine.model,
      ...rates.report(null, Date.now()),
      incarnation,
      ...(cfg.version ? { version: cfg.version } : {}),
      status,
      outages,
      statusReason,
    }),
  );
  if (await healthy()) {
    await bindConsumer(true);
    await startConsuming();
    status = "serving";
  } else {
    // Its engine is not up yet (started together, or still loading weights): pull nothing until it is;
    // the watch binds the consumer as soon as the engine answers.
    status = "engine-down";
    statusReason = "waiting for its engine to answer health checks";
    outageSince = 0;
    console.error(`gpu-worker ${cfg.replicaId}: ${statusReason}`);
  }

  const stopSub: Subscription = nc.subscribe(names.subjects.kind("stop"), {
    callback: (_err, msg) => {
      const parsed = names.parseChatSubject(msg.subject);
      if (parsed) active.get(parsed.messageId)?.abort(new Error("stop requested"));
    },
  });

  await beat();
  const heartbeat = setInterval(() => void beat(), cfg.heartbeatMs);
  const watcher = setInterval(() => void watch(), watchMs);

  return {
    active,
    incarnation,
    get status() {
      return status;
    },
    async stop() {
      // Drain: stop pulling, let the answers in flight finish, then stop heartbeating.
      clearInterval(watcher);
      stopSub.unsubscribe();
      await consumer?.stop();
      closed = true;
      clearInterval(heartbeat);
    },
    async kill() {
      killed.abort(new Error("killed"));
      closed = true;
      clearInterval(heartbeat);
      clearInterval(watcher);
      stopSub.unsubscribe();
      await consumer?.halt();
    },
  };
}
