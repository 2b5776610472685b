/**
 * The ops view's numbers, folded from what the fleet records (pure: the reads are in reader.ts, `now` is
 * passed in). `GET /v1/ops/overview` answers with an `OpsOverview`.
 *
 * @example
 *   buildOverview({ reports, ladder: { now: { rung: 1, movedAt }, moves }, routed, verdicts, ... }, Date.now())
 *   // { pools: [{ pool: "large", busyShare: 0.82, ... }], ladder: { rung: 1, series: [...] }, router: {...}, ... }
 */
import {
  type ApiInstanceReport,
  DEFAULT_VERSION,
  type LadderMoved,
  type LoadReport,
  type Pool,
  type RegionHeadroom,
  type Rollout,
  type ShadowEvent,
  tally,
  winRate,
} from "@chat/events";

export type RolloutVerdict = Extract<ShadowEvent, { type: "rollout.verdict" }>;

/** A report older than this is stale: the dispatcher's failover calls such a replica dead (2 s). */
export const STALE_AFTER_MS = 2_000;
/** An api instance beats every 2 s (ops/heartbeat.ts): silent for this long, it is shown as stale. */
const API_STALE_MS = 10_000;

export type FinishedSample = {
  version: string;
  finish: string;
  /** Queueing to first token, ms; absent when none came. */
  firstTokenMs?: number;
};

export type VersionView = {
  version: string;
  messages: number;
  refused: number;
  errors: number;
  /** Of the answers that had a first token; null when none had. */
  firstTokenP95Ms: number | null;
};

export type OverviewInput = {
  /** Each replica's last report (the `replicas` KV bucket). */
  reports: readonly LoadReport[];
  /** The rung stored now (the `dispatch` bucket), and the moves recorded on FLEET since `windowMs` ago. */
  ladder: { now: { rung: number; movedAt: number } | null; moves: readonly LadderMoved[] };
  /** First placements (`generation.routed`, attempt 1) since `windowMs` ago: when and on which pool. */
  routed: readonly { at: number; pool: Pool }[];
  /** The rollout judge's verdicts (SHADOW), newest window. */
  verdicts: readonly RolloutVerdict[];
  /** Answers that ended since `windowMs` ago (`generation.finished`), by the version that wrote them. */
  finished?: readonly FinishedSample[];
  rollouts: readonly Rollout[];
  /** Answers streamed by this api instance now. */
  streams: number;
  instanceId: string;
  /** Every api instance's last heartbeat (the `apis` bucket). */
  apis?: ApiInstanceReport[];
  windowMs: number;
  /** Parts that could not be read in time (the rest is still shown). */
  partial: readonly string[];
  /** With several regions: each region's last published headroom and whether this api counts it up. */
  regions?: readonly { headroom: RegionHeadroom; up: boolean }[];
};

export type ReplicaView = {
  replicaId: string;
  pool: Pool;
  version: string;
  status: "serving" | "starting" | "engine-down" | "stale";
  running: number;
  /** Requests waiting in the engine's queue, and their prompt tokens not yet prefilled. */
  waiting: number;
  queuedPromptTokens: number;
  /** Share of the KV cache in use, 0..1. */
  kvUse: number;
  /** The engine's own busy share (time in forward passes), 0..1. */
  busy: number;
  heartbeatAgeMs: number;
};

export type PoolView = {
  pool: Pool;
  replicas: number;
  serving: number;
  /**
   * Mean of the fresh replicas' own busy share (time in forward passes, as engines report it) and KV use;
   * null when none is fresh. The ladder climbs on a KV-demand share of its own (the dispatcher's
   * ladder/busy-share.ts); its value at each move is in `ladder.lastMove`.
   */
  busyShare: number | null;
  kvUse: number | null;
  waiting: number;
};

export type OpsOverview = {
  at: number;
  windowS: number;
  instance: { id: string; streams: number };
  /** Streams per api instance, from their heartbeats; `stale` after 10 s of silence. */
  apis: Array<{ id: string; streams: number; heartbeatAgeMs: number; stale: boolean }>;
  pools: PoolView[];
  replicas: ReplicaView[];
  /** The rung now and a step series over the window (one point at its start, one per move, one now). */
  ladder: {
    rung: number | null;
    movedAt: number | null;
    series: { at: number; rung: number }[];
    /** The window's last move: the busy share the ladder read and the line it crossed. */
    lastMove: { at: number; from: number; to: number; busyShare: number; line: number } | null;
  };
  /** First placements per pool over the window, and per minute. */
  /** Per model version over the window: answers ended, refused, errors, first-token p95 (queue -> token). */
  versions: VersionView[];
  router: {
    small: number;
    large: number;
    smallShare: number | null;
    series: { at: number; small: number; large: number }[];
  };
  /** Per candidate version under rollout: the judge's tally and win rate (a tie is half a win). */
  judge: {
    pool: Pool;
    candidateVersion: string;
    currentVersion: string;
    n: number;
    wins: number;
    ties: number;
    losses: number;
    agreed: number;
    winRate: number | null;
  }[];
  rollouts: { pool: Pool; current: string; candidate: string | null; stage: string }[];
  /**
   * Each region this api places conversations in (empty with one region): up or gone (no fresh headroom),
   * its ladder's rung, the expected first-token wait per tier, live replicas, and the headroom's age.
   */
  regions: RegionView[];
  partial: string[];
};

export type RegionView = {
  region: string;
  up: boolean;
  rung: number;
  expectedWaitS: Record<string, number>;
  liveReplicas: number;
  ageMs: number;
};

const POOLS: readonly Pool[] = ["large", "small"];
const MINUTE = 60_000;

export function replicaView(r: LoadReport, now: number): ReplicaView {
  const age = Math.max(0, now - r.at);
  return {
    replicaId: r.replicaId,
    pool: r.pool,
    version: r.version ?? DEFAULT_VERSION,
    status: age > STALE_AFTER_MS ? "stale" : (r.status ?? "serving"),
    running: r.running,
    waiting: r.waiting,
    queuedPromptTokens: r.queuedPromptTokens,
    kvUse: r.totalKvTokens > 0 ? clamp01((r.totalKvTokens - r.freeKvTokens) / r.totalKvTokens) : 0,
    busy: r.busy,
    heartbeatAgeMs: age,
  };
}

export function buildOverview(input: OverviewInput, now: number): OpsOverview {
  const replicas = input.reports
    .map((r) => replicaView(r, now))
    .sort((a, b) => a.pool.localeCompare(b.pool) || a.replicaId.localeCompare(b.replicaId));
  const pools = POOLS.map((pool): PoolView => {
    const mine = replicas.filter((r) => r.pool === pool);
    const fresh = mine.filter((r) => r.status !== "stale");
    return {
      pool,
      replicas: mine.length,
      serving: mine.filter((r) => r.status === "serving").length,
      busyShare: fresh.length ? mean(fresh.map((r) => r.busy)) : null,
      kvUse: fresh.length ? mean(fresh.map((r) => r.kvUse)) : null,
      waiting: mine.reduce((s, r) => s + r.waiting, 0),
    };
  });
  return {
    at: now,
    windowS: Math.round(input.windowMs / 1000),
    instance: { id: input.instanceId, streams: input.streams },
    apis: (input.apis ?? [])
      .map((a) => ({
        id: a.instanceId,
        // This instance's own count is now; the others' as of their last beat.
        streams: a.instanceId === input.instanceId ? input.streams : a.streams,
        heartbeatAgeMs: Math.max(0, now - a.at),
        stale: now - a.at > API_STALE_MS,
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    pools,
    replicas,
    ladder: ladderSeries(input.ladder, now - input.windowMs, now),
    versions: versionViews(input.finished ?? []),
    router: routerShare(input.routed, now - input.windowMs, now),
    judge: judgeTally(input.verdicts),
    rollouts: input.rollouts
      .filter((r) => r.candidate !== null || r.stage !== "off")
      .map((r) => ({ pool: r.pool, current: r.current, candidate: r.candidate, stage: r.stage })),
    regions: (input.regions ?? [])
      .map(({ headroom: h, up }) => ({
        region: h.region,
        up,
        rung: h.rung,
        expectedWaitS: { ...h.expectedWaitS },
        liveReplicas: h.liveReplicas,
        ageMs: Math.max(0, now - h.at),
      }))
      .sort((a, b) => a.region.localeCompare(b.region)),
    partial: [...input.partial],
  };
}

/** The rung as a step series from `from` to `now`: the rung before the window's first move, each move, now. */
export function ladderSeries(
  ladder: OverviewInput["ladder"],
  from: number,
  now: number,
): OpsOverview["ladder"] {
  const moves = ladder.moves
    .map((m) => ({ at: Date.parse(m.time), from: m.from, to: m.to, busyShare: m.busyShare, line: m.line }))
    .filter((m) => m.at >= from && m.at <= now)
    .sort((a, b) => a.at - b.at);
  const current = ladder.now?.rung ?? moves.at(-1)?.to ?? null;
  if (current === null) return { rung: null, movedAt: null, series: [], lastMove: null };
  const series = [{ at: from, rung: moves[0]?.from ?? current }];
  for (const m of moves) series.push({ at: m.at, rung: m.to });
  series.push({ at: now, rung: current });
  return { rung: current, movedAt: ladder.now?.movedAt || null, series, lastMove: moves.at(-1) ?? null };
}

/** Placements per pool over the window and per minute (oldest first); the small share of all of them. */
/** Answers per version: counts by how they ended, and the nearest-rank p95 of their first tokens. */
export function versionViews(finished: readonly FinishedSample[]): VersionView[] {
  const by = new Map<string, { messages: number; refused: number; errors: number; firsts: number[] }>();
  for (const f of finished) {
    let v = by.get(f.version);
    if (!v) {
      v = { messages: 0, refused: 0, errors: 0, firsts: [] };
      by.set(f.version, v);
    }
    v.messages++;
    if (f.finish === "refused") v.refused++;
    if (f.finish === "error") v.errors++;
    if (f.firstTokenMs !== undefined) v.firsts.push(f.firstTokenMs);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([version, v]) => {
      const s = v.firsts.sort((a, b) => a - b);
      return {
        version,
        messages: v.messages,
        refused: v.refused,
        errors: v.errors,
        firstTokenP95Ms: s.length ? s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]! : null,
      };
    });
}

export function routerShare(
  routed: OverviewInput["routed"],
  from: number,
  now: number,
): OpsOverview["router"] {
  const buckets = Math.max(1, Math.ceil((now - from) / MINUTE));
  const series = Array.from({ length: buckets }, (_, i) => ({ at: from + i * MINUTE, small: 0, large: 0 }));
  let small = 0;
  let large = 0;
  for (const r of routed) {
    if (r.at < from || r.at > now) continue;
    const b = series[Math.min(buckets - 1, Math.floor((r.at - from) / MINUTE))]!;
    b[r.pool]++;
    if (r.pool === "small") small++;
    else large++;
  }
  return { small, large, smallShare: small + large > 0 ? small / (small + large) : null, series };
}

/** The judge's verdicts tallied per pool and candidate version (one verdict per pair, the last one kept). */
export function judgeTally(verdicts: readonly RolloutVerdict[]): OpsOverview["judge"] {
  const byPair = new Map<string, RolloutVerdict>();
  for (const v of verdicts) byPair.set(v.shadowId, v);
  const groups = new Map<string, RolloutVerdict[]>();
  for (const v of byPair.values()) {
    const key = `${v.pool}\u0000${v.candidateVersion}\u0000${v.currentVersion}`;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return [...groups.values()]
    .map((vs) => {
      const t = tally(vs);
      const first = vs[0]!;
      const rate = winRate(t);
      return {
        pool: first.pool,
        candidateVersion: first.candidateVersion,
        currentVersion: first.currentVersion,
        ...t,
        winRate: Number.isNaN(rate) ? null : rate,
      };
    })
    .sort((a, b) => a.pool.localeCompare(b.pool) || a.candidateVersion.localeCompare(b.candidateVersion));
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
