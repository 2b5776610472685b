/**
 * The gpu-worker agent beside one model replica: pulls work from its own affinity subject, runs each
 * generation on the local engine, honours stop requests, and heartbeats its load into the replicas bucket.
 */

import { setMaxListeners } from "node:events";
import {
  type ConsumerHandle,
  consumeValidated,
  durableConsumer,
  EventPublisher,
  LoadReport,
  type Names,
  type Pool,
  readGeneration,
  ShadowPublisher,
  WorkItem,
} from "@chat/events";
import { type JetStreamClient, jetstream, jetstreamManager } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import type { EngineClient } from "../engine/index.ts";
import { type GenerationOutcome, runGeneration } from "./generation.ts";

/**
 * A redelivered work item (this worker restarted mid-answer) continues from what the log already holds,
 * so the client sees no repeated text; null when there is nothing left to do.
 */
async function resumeFromLog(js: JetStreamClient, names: Names, item: WorkItem): Promise<WorkItem | null> {
  const state = await readGeneration(js, names, item.messageId);
  if (state.finished || state.attempt > item.attempt) return null;
  if (state.seq <= (item.continueFrom?.seq ?? 0)) return item;
  return { ...item, continueFrom: { text: state.text, tokens: state.tokens, seq: state.seq } };
}

export type AgentConfig = {
  replicaId: string;
  pool: Pool;
  /** Generations handed to the engine at once; the engine's own scheduler queues beyond its batch. */
  maxInFlight: number;
  heartbeatMs: number;
  deltaDelayMs?: number;
};

export type AgentHooks = {
  onFinished?: (item: WorkItem, outcome: GenerationOutcome) => void;
  onDeadLetter?: (reason: string) => void;
};

export type Agent = {
  readonly active: ReadonlyMap<string, AbortController>;
  /** Drains: stops pulling, lets answers in flight finish. */
  stop(): Promise<void>;
  /** Dies at once, as a crashed process would: no more events, no acks, no heartbeats. */
  kill(): Promise<void>;
};

/** The reported rates (paid arrivals, starts) and the free wait are EWMAs over about this many seconds. */
const RATE_SMOOTHING_S = 5;

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
  const consumerName = names.consumers.worker(cfg.replicaId);
  const consumerConfig = durableConsumer(consumerName, names.subjects.work(cfg.pool, cfg.replicaId), {
    ack_wait: 30_000_000_000,
    max_ack_pending: cfg.maxInFlight,
  });
  // Right after a failover a dispatcher may still hold this subject for a moment (a work queue takes one
  // consumer per subject): retry for a few seconds before giving up.
  for (let attempt = 0; ; attempt++) {
    try {
      await jsm.consumers.add(names.streams.work, consumerConfig);
      break;
    } catch (err) {
      if (attempt >= 50 || !/not unique/i.test(String((err as Error).message))) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const active = new Map<string, AbortController>();
  // Paid items taken since the last heartbeat (reported as a rate; see LoadReport.paidArrivalsPerSecond).
  let paidArrivals = 0;
  let paidRate = 0;
  // Generations that got their first token since the last heartbeat (LoadReport.startedPerSecond).
  let started = 0;
  let startedRate = 0;
  // Free requests: the waits to first token of those that started since the last heartbeat, and when each
  // one still waiting reached the engine (LoadReport.freeStartSeconds).
  let freeWaitSum = 0;
  let freeWaitCount = 0;
  let freeWaitEwma = 0;
  const freeWaitingSince = new Map<string, number>();
  const killed = new AbortController();
  // Every generation in flight listens for the kill (generation.ts) and removes its listener when done: up to
  // maxInFlight at once is expected, more would be a leak (node warns past 10 by default).
  setMaxListeners(cfg.maxInFlight + 10, killed.signal);
  const stopSub: Subscription = nc.subscribe(names.subjects.kind("stop"), {
    callback: (_err, msg) => {
      const parsed = names.parseChatSubject(msg.subject);
      if (parsed) active.get(parsed.messageId)?.abort(new Error("stop requested"));
    },
  });

  const consumer: ConsumerHandle = await consumeValidated({
    js,
    names,
    stream: names.streams.work,
    consumer: consumerName,
    schema: WorkItem,
    concurrency: cfg.maxInFlight,
    onDeadLetter: hooks.onDeadLetter,
    handler: async (delivered, ctx) => {
      const item = ctx.deliveryCount > 1 ? await resumeFromLog(js, names, delivered) : delivered;
      if (!item) return; // finished, or moved to another replica, while this delivery waited
      // Shadow answers (the daily check) are no user's: they count as neither paid nor free.
      const isFree = item.tier === "free" && !item.shadowOf;
      if (item.tier !== "free" && !item.shadowOf) paidArrivals++;
      const ctl = new AbortController();
      active.set(item.messageId, ctl);
      const sentAt = Date.now();
      if (isFree) freeWaitingSince.set(item.messageId, sentAt);
      // Long answers outlive ack_wait: tell the server we are still on it.
      const keepAlive = setInterval(() => ctx.working(), 10_000);
      try {
        const outcome = await runGeneration(
          item,
          {
            engine,
            publisher: item.shadowOf ? shadowPublisher : publisher,
            replicaId: cfg.replicaId,
            now: () => new Date(),
            deltaDelayMs: cfg.deltaDelayMs,
            kill: killed.signal,
            onFirstToken: () => {
              started++;
              if (isFree) {
                freeWaitingSince.delete(item.messageId);
                freeWaitSum += (Date.now() - sentAt) / 1000;
                freeWaitCount++;
              }
            },
          },
          ctl.signal,
        );
        hooks.onFinished?.(item, outcome);
      } finally {
        clearInterval(keepAlive);
        active.delete(item.messageId);
        freeWaitingSince.delete(item.messageId);
      }
    },
  });

  const kv = await new Kvm(nc).open(names.buckets.replicas);
  let lastOutput = 0;
  let lastAt = Date.now();
  const beat = async () => {
    try {
      const load = await engine.readLoad();
      const at = Date.now();
      // A few paid items a second arrive one by one: smooth over ~5 s (EWMA) so one heartbeat's 0 or 4 does
      // not swing the dispatcher's wait estimate.
      const dtS = Math.max(1e-3, (at - lastAt) / 1000);
      const smoothing = 1 - Math.exp(-dtS / RATE_SMOOTHING_S);
      paidRate += (paidArrivals / dtS - paidRate) * smoothing;
      startedRate += (started / dtS - startedRate) * smoothing;
      // No free start this interval: no news while some wait (keep the estimate), none wait means 0.
      const freeWaitNow =
        freeWaitCount > 0 ? freeWaitSum / freeWaitCount : freeWaitingSince.size > 0 ? freeWaitEwma : 0;
      freeWaitEwma += (freeWaitNow - freeWaitEwma) * smoothing;
      let oldestFree = at;
      for (const since of freeWaitingSince.values()) oldestFree = Math.min(oldestFree, since);
      const report = LoadReport.parse({
        replicaId: cfg.replicaId,
        pool: cfg.pool,
        model: engine.model,
        queuedPromptTokens: load.queuedPromptTokens,
        freeKvTokens: load.freeKvTokens,
        totalKvTokens: load.totalKvTokens,
        running: load.running,
        waiting: load.waiting,
        decodeTokensPerSecond: Math.max(
          0,
          ((load.outputTokensTotal ?? lastOutput) - lastOutput) / ((at - lastAt) / 1000 || 1),
        ),
        paidArrivalsPerSecond: paidRate,
        startedPerSecond: startedRate,
        freeStartSeconds: Math.max(freeWaitEwma, (at - oldestFree) / 1000),
        busy: Math.min(1, Math.max(0, load.busy ?? (load.running + load.waiting > 0 ? 1 : 0))),
        at,
      });
      paidArrivals = 0;
      started = 0;
      freeWaitSum = 0;
      freeWaitCount = 0;
      lastOutput = load.outputTokensTotal ?? lastOutput;
      lastAt = at;
      await kv.put(cfg.replicaId, JSON.stringify(report));
    } catch {
      // An unreachable engine simply stops heartbeating: the dispatcher takes the replica out.
    }
  };
  await beat();
  const heartbeat = setInterval(beat, cfg.heartbeatMs);

  return {
    active,
    async stop() {
      // Drain: stop pulling, let the answers in flight finish, then stop heartbeating.
      stopSub.unsubscribe();
      await consumer.stop();
      clearInterval(heartbeat);
    },
    async kill() {
      killed.abort(new Error("killed"));
      clearInterval(heartbeat);
      stopSub.unsubscribe();
      await consumer.halt();
    },
  };
}
