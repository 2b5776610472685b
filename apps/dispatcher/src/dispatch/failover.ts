/**
 * When a replica dies mid-answer, its answers continue elsewhere (DESIGN section 7).
 *
 * A replica whose last heartbeat is older than `deadAfterMs` (~2 s, two missed beats at most a few
 * hundred ms apart) is dead; one that reports its engine down is dead for its answers. A replica is an
 * incarnation (replica id + the worker's start id): the death of one incarnation, or one engine outage of
 * it, is failed over once, and never when a newer incarnation of the same replica already reports (that
 * worker took over its predecessor's work itself). One dispatcher claims the failover (a KV `create`, so only one wins), takes
 * over the replica's affinity subject (deletes its durable consumer, which releases the work it held
 * unacked, and drains the subject with a consumer of its own), and for every generation there that has
 * not finished: records `interrupted`, queues it on a live replica of the same pool with the text already
 * sent as the start of the answer, and records `resubmitted`. After `maxAttempts` moves it finishes
 * with `error` instead. Everything it writes has a deterministic id, so a repeated failover changes nothing.
 */

import {
  type EventPublisher,
  jsonOf,
  type LoadReport,
  type Names,
  readGeneration,
  WorkItem,
} from "@chat/events";
import { AckPolicy, type JetStreamClient, type JetStreamManager, type JsMsg } from "@nats-io/jetstream";
import type { KV } from "@nats-io/kv";
import type { PlacementPolicy } from "../placement/index.ts";
import { requeueGeneration } from "./requeue.ts";

export type FailoverDeps = {
  js: JetStreamClient;
  jsm: JetStreamManager;
  kv: KV;
  names: Names;
  publisher: EventPublisher;
  /** Serving replicas: where moved answers may go. */
  replicas: () => LoadReport[];
  /** Every replica's latest report, whatever its status: where deaths are seen. Default: `replicas`. */
  watched?: () => LoadReport[];
  /** The replica's report as the bucket holds it now (not as this dispatcher last saw it). */
  latestReport?: (replicaId: string) => Promise<LoadReport | null>;
  now: () => number;
  instanceId: string;
  deadAfterMs?: number;
  maxAttempts?: number;
  placement?: PlacementPolicy;
  onMoved?: (from: string, to: string | null) => void;
};

export type FailoverReport = {
  replicaId: string;
  moved: number;
  failed: number;
  alreadyDone: number;
  /** Left alone: a newer incarnation (or the same one, alive again) reports now. */
  superseded?: boolean;
};

/** Replicas whose last report is older than `deadAfterMs`, or whose engine is down: pure. */
export function deadReplicas(reports: readonly LoadReport[], now: number, deadAfterMs: number): LoadReport[] {
  return reports.filter((r) => now - r.at > deadAfterMs || r.status === "engine-down");
}

/**
 * The one key under which a death is claimed: one per incarnation's death and one per engine outage of it
 * (an older worker without an incarnation: one per last report).
 */
export function deathKey(r: LoadReport, now: number, deadAfterMs: number): string {
  if (!r.incarnation) return `failover.${r.replicaId}.${r.at}`;
  const kind = now - r.at > deadAfterMs ? "dead" : "down";
  return `failover.${r.replicaId}.${r.incarnation}.${kind}.${r.outages ?? 0}`;
}

/**
 * True when the replica's current report says the death seen is over: a newer incarnation reports, or the
 * same one reports fresh and serving again. Pure.
 */
export function deathIsOver(
  dead: LoadReport,
  latest: LoadReport | null,
  now: number,
  deadAfterMs: number,
): boolean {
  if (!latest || now - latest.at > deadAfterMs) return false;
  if (latest.incarnation !== dead.incarnation) return true;
  // Serving again: it took back whatever it had given up itself (it rebinds its consumer on recovery).
  if ((latest.status ?? "serving") === "serving") return true;
  return dead.status === "engine-down" && (latest.outages ?? 0) > (dead.outages ?? 0);
}

export class FailoverWatch {
  private readonly handled = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(private readonly deps: FailoverDeps) {}

  start(everyMs = 100): void {
    this.timer = setInterval(() => void this.tick(), everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async tick(): Promise<FailoverReport[]> {
    if (this.running) return [];
    this.running = true;
    try {
      const out: FailoverReport[] = [];
      const deadAfterMs = this.deps.deadAfterMs ?? 2_000;
      const now = this.deps.now();
      const dead = deadReplicas((this.deps.watched ?? this.deps.replicas)(), now, deadAfterMs);
      for (const r of dead) {
        const key = deathKey(r, now, deadAfterMs);
        if (this.handled.has(key)) continue;
        this.handled.add(key);
        try {
          await this.deps.kv.create(key, this.deps.instanceId);
        } catch {
          continue; // another dispatcher claimed this death
        }
        out.push(await failoverReplica(r, this.deps));
      }
      return out;
    } catch (err) {
      console.error("failover tick failed", err);
      return [];
    } finally {
      this.running = false;
    }
  }
}

export async function failoverReplica(dead: LoadReport, deps: FailoverDeps): Promise<FailoverReport> {
  const { js, jsm, names } = deps;
  const report: FailoverReport = { replicaId: dead.replicaId, moved: 0, failed: 0, alreadyDone: 0 };
  // The registry may be a moment behind: a worker restarted within the window has already said who it is,
  // and its consumer (with its predecessor's unfinished work) is its own to keep.
  const latest = await deps.latestReport?.(dead.replicaId).catch(() => null);
  if (latest !== undefined && deathIsOver(dead, latest, deps.now(), deps.deadAfterMs ?? 2_000)) {
    return { ...report, superseded: true };
  }
  await jsm.consumers.delete(names.streams.work, names.consumers.worker(dead.replicaId)).catch(() => {});
  const takeover = `failover-${dead.replicaId}`.slice(0, 60);
  await jsm.consumers.add(names.streams.work, {
    durable_name: takeover,
    filter_subject: names.subjects.work(dead.pool, dead.replicaId),
    ack_policy: AckPolicy.Explicit,
    ack_wait: 30_000_000_000,
  });
  try {
    const consumer = await js.consumers.get(names.streams.work, takeover);
    // Fetch exactly what is there (a fetch asking for more would wait out its expiry), so the takeover
    // consumer is gone quickly and a restarted worker can bind the subject again.
    for (
      let pending = (await consumer.info()).num_pending;
      pending > 0;
      pending = (await consumer.info()).num_pending
    ) {
      const batch = await consumer.fetch({ max_messages: Math.min(pending, 100), expires: 1_000 });
      // The batch is read whole before any answer is moved: moving one reads its story from the log, and a
      // fetch left waiting meanwhile misses its heartbeats (the items stay unacked until moved).
      const items: JsMsg[] = [];
      for await (const m of batch) items.push(m);
      for (const m of items) {
        const parsed = WorkItem.safeParse(jsonOf(m.data));
        if (!parsed.success) {
          m.term(); // not ours to fix: the worker's dead-letter path would have set it aside too
          continue;
        }
        if (parsed.data.shadowOf) {
          // A daily-check answer nobody waits for: drop it rather than write its story on the chat log.
          m.ack();
          continue;
        }
        const outcome = await moveGeneration(parsed.data, dead, deps);
        report[outcome]++;
        m.ack();
      }
    }
  } finally {
    await jsm.consumers.delete(names.streams.work, takeover).catch(() => {});
  }
  return report;
}

/** Moves one unfinished generation off a dead replica; idempotent. */
export async function moveGeneration(
  item: WorkItem,
  dead: LoadReport,
  deps: FailoverDeps,
): Promise<"moved" | "failed" | "alreadyDone"> {
  const state = await readGeneration(deps.js, deps.names, item.messageId);
  if (state.finished || state.attempt > item.attempt) return "alreadyDone";
  const reason =
    dead.status === "engine-down"
      ? `engine down: ${dead.statusReason ?? "failed health checks"}`
      : "replica stopped heartbeating";
  const outcome = await requeueGeneration(state, { replicaId: dead.replicaId, reason }, deps);
  deps.onMoved?.(dead.replicaId, outcome.kind === "moved" ? outcome.replicaId : null);
  return outcome.kind === "moved" ? "moved" : outcome.kind === "failed" ? "failed" : "alreadyDone";
}
