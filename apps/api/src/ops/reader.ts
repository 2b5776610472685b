/**
 * Reads what the ops view shows, each part bounded: the replicas' last reports (KV, at most 1,000 keys),
 * the ladder's record (KV), its moves and the first placements of the last minutes (ordered consumers from
 * a start time, at most `maxEvents` each) and the judge's verdicts of the last day. Every part has a
 * deadline; a part that misses it is named in `partial` and the rest is still answered. One read at a
 * time, its result reused for `cacheMs`, so any number of open ops pages cost one read per second.
 */
import {
  ApiInstanceReport,
  type EventKind,
  GenerationFinished,
  GenerationRouted,
  LadderMoved,
  LoadReport,
  type Names,
  Pool,
  type RegionHeadroom,
  type Rollout,
  readRollout,
  ShadowEvent,
} from "@chat/events";
import { DeliverPolicy, type JetStreamClient, jetstream } from "@nats-io/jetstream";
import { type KV, Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import { z } from "zod";
import { buildOverview, type OpsOverview, type OverviewInput, type RolloutVerdict } from "./overview.ts";

export type OpsReaderOptions = {
  nc: NatsConnection;
  names: Names;
  instanceId: string;
  /** Answers streamed by this instance now. */
  streams: () => number;
  /** With several regions: their last headroom and whether each counts as up (RegionalChat). */
  regions?: () => { headroom: RegionHeadroom; up: boolean }[];
  /** The ladder and the router over this window (default 10 min); verdicts over `verdictWindowMs` (1 day). */
  windowMs?: number;
  verdictWindowMs?: number;
  /** Each part's deadline (default 1,500 ms) and the most events one part reads (default 5,000). */
  deadlineMs?: number;
  maxEvents?: number;
  cacheMs?: number;
  now?: () => number;
};

const RungStored = z.object({ rung: z.number().int().min(0).max(3), movedAt: z.number() });
const MAX_REPLICAS = 1_000;

export class OpsReader {
  private readonly js: JetStreamClient;
  private buckets: Promise<{ replicas: KV; apis: KV; dispatch: KV }> | null = null;
  private last: { at: number; value: Promise<OpsOverview> } | null = null;
  private readonly o: Required<Omit<OpsReaderOptions, "nc" | "names" | "instanceId" | "streams" | "regions">>;

  constructor(private readonly opts: OpsReaderOptions) {
    this.js = jetstream(opts.nc);
    this.o = {
      windowMs: opts.windowMs ?? 10 * 60_000,
      verdictWindowMs: opts.verdictWindowMs ?? 24 * 60 * 60_000,
      deadlineMs: opts.deadlineMs ?? 1_500,
      maxEvents: opts.maxEvents ?? 5_000,
      cacheMs: opts.cacheMs ?? 1_000,
      now: opts.now ?? Date.now,
    };
  }

  /** The overview now (or from under `cacheMs` ago). */
  overview(): Promise<OpsOverview> {
    const now = this.o.now();
    if (this.last && now - this.last.at < this.o.cacheMs) return this.last.value;
    const value = this.read(now);
    this.last = { at: now, value };
    // A failed read is not kept.
    value.catch(() => {
      if (this.last?.value === value) this.last = null;
    });
    return value;
  }

  private async read(now: number): Promise<OpsOverview> {
    const { names } = this.opts;
    const partial: string[] = [];
    const part = <T>(name: string, p: Promise<T>, fallback: T): Promise<T> =>
      deadline(p, this.o.deadlineMs).catch((err) => {
        partial.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
        return fallback;
      });
    const since = new Date(now - this.o.windowMs);
    const [reports, apis, ladderNow, moves, routed, verdicts, rollouts, finished] = await Promise.all([
      part("replicas", this.reports(), []),
      part("api instances", this.apis(), []),
      part("ladder", this.rung(), null),
      part(
        "ladder moves",
        this.events(names.streams.fleet, names.subjects.fleet("ladder"), since, (v) => {
          const r = LadderMoved.safeParse(v);
          return r.success ? r.data : null;
        }),
        [],
      ),
      part(
        "router",
        this.logEvents(
          "routed",
          since,
          (v, storedAt) => {
            const r = GenerationRouted.safeParse(v);
            return r.success && r.data.attempt === 1 ? { at: storedAt, pool: r.data.pool } : null;
          },
          (why) => partial.push(`router: ${why}`),
        ),
        [],
      ),
      part(
        "judge",
        this.events(
          names.streams.shadow,
          names.subjects.shadow("*", "verdict"),
          new Date(now - this.o.verdictWindowMs),
          (v) => {
            const r = ShadowEvent.safeParse(v);
            return r.success && r.data.type === "rollout.verdict" ? (r.data as RolloutVerdict) : null;
          },
        ),
        [],
      ),
      part("rollouts", this.rollouts(), []),
      part(
        "versions",
        this.logEvents("finished", since, (v) => {
          const r = GenerationFinished.safeParse(v);
          // Ended by the dispatcher (refused at the door, no replica) or by an older worker: no version.
          if (!r.success || r.data.version === undefined) return null;
          return {
            version: r.data.version,
            finish: r.data.finish,
            ...(r.data.firstTokenMs !== undefined ? { firstTokenMs: r.data.firstTokenMs } : {}),
          };
        }),
        [],
      ),
    ]);
    const input: OverviewInput = {
      reports,
      apis,
      ladder: { now: ladderNow, moves },
      routed,
      verdicts,
      rollouts,
      finished,
      streams: this.opts.streams(),
      ...(this.opts.regions ? { regions: this.opts.regions() } : {}),
      instanceId: this.opts.instanceId,
      windowMs: this.o.windowMs,
      partial,
    };
    return buildOverview(input, now);
  }

  private kv() {
    this.buckets ??= (async () => {
      const kvm = new Kvm(this.opts.nc);
      return {
        replicas: await kvm.open(this.opts.names.buckets.replicas),
        apis: await kvm.open(this.opts.names.buckets.apis),
        dispatch: await kvm.open(this.opts.names.buckets.dispatch),
      };
    })().catch((err) => {
      this.buckets = null;
      throw err;
    });
    return this.buckets;
  }

  /**
   * Each replica's last report: the keys from the bucket stream's subject list (one request, whatever is
   * written meanwhile), then each key's value. (The KV key listing follows updates as they come, so under
   * reports arriving every few hundred milliseconds it repeats keys and may not end; an ordered consumer
   * from the last value per key redelivers under the same writes.)
   */
  private async reports(): Promise<LoadReport[]> {
    const { replicas } = await this.kv();
    return this.latestValues(replicas, this.opts.names.buckets.replicas, (v) => {
      const r = LoadReport.safeParse(v);
      return r.success ? r.data : null;
    });
  }

  /** Every api instance's last heartbeat (ops/heartbeat.ts). */
  private async apis(): Promise<ApiInstanceReport[]> {
    const { apis } = await this.kv();
    return this.latestValues(apis, this.opts.names.buckets.apis, (v) => {
      const r = ApiInstanceReport.safeParse(v);
      return r.success ? r.data : null;
    });
  }

  private async latestValues<T>(kv: KV, bucket: string, parse: (v: unknown) => T | null): Promise<T[]> {
    const prefix = `$KV.${bucket}.`;
    const jsm = await this.js.jetstreamManager();
    const info = await jsm.streams.info(`KV_${bucket}`, { subjects_filter: `${prefix}>` });
    const keys = Object.keys(info.state.subjects ?? {})
      .map((subject) => subject.slice(prefix.length))
      .slice(0, MAX_REPLICAS);
    const out: Array<T | null> = await Promise.all(
      keys.map(async (k): Promise<T | null> => {
        const e = await kv.get(k);
        return e?.operation === "PUT" ? parse(safeJson(e.string())) : null;
      }),
    );
    return out.filter((r): r is T => r !== null);
  }

  private async rung(): Promise<{ rung: number; movedAt: number } | null> {
    const { dispatch } = await this.kv();
    const e = await dispatch.get("ladder");
    if (e?.operation !== "PUT") return null;
    const r = RungStored.safeParse(safeJson(e.string()));
    return r.success ? r.data : null;
  }

  private async rollouts(): Promise<Rollout[]> {
    const { dispatch } = await this.kv();
    return Promise.all(Pool.options.map(async (p) => (await readRollout(dispatch, p)).rollout));
  }

  /** `events` of every partition of the chat log (each partition read up to `maxEvents`), in partition order. */
  private async logEvents<T>(
    kind: EventKind,
    since: Date,
    map: (value: unknown, storedAtMs: number) => T | null,
    onTrimmed?: (why: string) => void,
  ): Promise<T[]> {
    const parts = await Promise.all(
      this.opts.names.log.streams.map((stream, p) =>
        this.events(stream, this.opts.names.subjects.kind(kind, p), since, map, onTrimmed),
      ),
    );
    return parts.flat();
  }

  /**
   * The events on `subject` stored since `since`, mapped (null: skipped), at most `maxEvents` of them: an
   * ordered consumer read up to what was stored when the read began.
   */
  private async events<T>(
    stream: string,
    subject: string,
    since: Date,
    map: (value: unknown, storedAtMs: number) => T | null,
    onTrimmed?: (why: string) => void,
  ): Promise<T[]> {
    const open = (from: Date) =>
      this.js.consumers.get(stream, {
        filter_subjects: subject,
        deliver_policy: DeliverPolicy.StartTime,
        opt_start_time: from.toISOString(),
      });
    const out: T[] = [];
    let consumer = await open(since);
    let pending = (await consumer.info()).num_pending;
    if (pending > this.o.maxEvents) {
      // More than one read may take: read the newest part instead, assuming an even rate over the window.
      const now = this.o.now();
      const from = new Date(now - ((now - since.getTime()) * this.o.maxEvents) / pending);
      onTrimmed?.(`${pending} events since ${since.toISOString()}, the last ${this.o.maxEvents} or so read`);
      await consumer.delete().catch(() => {});
      consumer = await open(from);
      pending = (await consumer.info()).num_pending;
    }
    if (pending === 0) {
      await consumer.delete().catch(() => {});
      return out;
    }
    const messages = await consumer.consume({ max_messages: Math.min(1_000, this.o.maxEvents) });
    const decoder = new TextDecoder();
    // An ordered consumer that resets may hand a message over again: each stream sequence counts once.
    const seen = new Set<number>();
    try {
      let read = 0;
      for await (const m of messages) {
        if (seen.has(m.info.streamSequence)) continue;
        seen.add(m.info.streamSequence);
        const v = map(safeJson(decoder.decode(m.data)), Math.floor(m.info.timestampNanos / 1_000_000));
        if (v !== null) out.push(v);
        if (++read >= this.o.maxEvents || m.info.pending === 0) break;
      }
    } finally {
      await messages.close();
    }
    return out;
  }
}

function deadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
