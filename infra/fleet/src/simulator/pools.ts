/**
 * One pool of a simulated region: its fast replicas, the dispatcher's view of each (the last report,
 * corrected by what was placed since), each conversation's favourite and last replica, the tick's shortlist
 * of the idlest replicas, and the scratch objects the per-message path reuses. Used by `RegionSim`.
 */
import type { PickInput, ReplicaView, WaitOptions } from "@chat/dispatcher";
import { favouriteFinder } from "@chat/dispatcher";
import { nextLoadReport, type ReportInterval } from "@chat/gpu-worker";
import { stepTime } from "@chat/model";
import type { FleetConfig, SimPool } from "./config.ts";
import { FastReplica } from "./fast-replica.ts";
import type { RequestTable } from "./requests.ts";

export const EPOCH_MS = 1_700_000_000_000;

export type PoolState = {
  name: SimPool;
  replicas: FastReplica[];
  ids: string[];
  indexById: Map<string, number>;
  views: LoadView[];
  candidates: LoadView[];
  withFavourite: LoadView[];
  prefillTokensPerSecond: number;
  lastDecodeTokens: number[];
  lastStarted: number[];
  busyAtWarmup: number;
  /** By conversation: the rendezvous favourite's index, and the replica that answered last (-1: none). */
  favourite: Int32Array;
  /** `favouriteReplica` over this pool's fixed ids, as an index (placement/rendezvous.ts). */
  findFavourite: (conversationId: string) => number;
  lastReplica: Int32Array;
  /** Scratch interval of `report`, reused for every replica. */
  interval: ReportInterval;
  /** Scratch inputs and output of `tryPool`, reused for every message (see there). */
  pickInput: PickInput;
  waitOptions: WaitOptions;
  tried: Tried;
};
export type LoadView = ReplicaView & {
  pool: SimPool;
  totalKvTokens: number;
  running: number;
  waiting: number;
  decodeTokensPerSecond: number;
  /** Paid messages placed here per second, smoothed as the gpu-worker reports it (LoadReport). */
  paidArrivalsPerSecond: number;
  paidSinceReport: number;
  /** Requests started (first token) here per second, smoothed as the gpu-worker reports it (LoadReport). */
  startedPerSecond: number;
  freeWaitEwma: number;
  /** The measured free wait, as the gpu-worker reports it (LoadReport). */
  freeStartSeconds: number;
};
export type Tried = { pool: PoolState; index: number; prefillTokens: number; waitS: number };

export function makePool(
  name: SimPool,
  count: number,
  config: FleetConfig,
  requests: RequestTable,
  onFinish: (slot: number) => void,
): PoolState {
  const profile = name === "large" ? config.largeProfile : config.smallProfile;
  const replicas = Array.from(
    { length: count },
    (_, i) =>
      new FastReplica(`${name}-${i}`, profile, requests, {
        paidFirst: config.paidFirst,
        reserveMaxTokens: config.kvReservation === "max-tokens",
        patienceS: config.patienceS,
        onFinish,
      }),
  );
  const ids = replicas.map((r) => r.id);
  const chunk = 512;
  const prefillTokensPerSecond = chunk / stepTime(profile, { tokens: chunk, kvTokensRead: 0 }).seconds;
  const views: LoadView[] = replicas.map((r) => ({
    replicaId: r.id,
    pool: name,
    queuedPromptTokens: 0,
    freeKvTokens: r.kvCapacity,
    totalKvTokens: r.kvCapacity,
    running: 0,
    waiting: 0,
    decodeTokensPerSecond: 0,
    paidArrivalsPerSecond: 0,
    paidSinceReport: 0,
    startedPerSecond: 0,
    freeWaitEwma: 0,
    freeStartSeconds: 0,
    at: EPOCH_MS,
  }));
  const pool: PoolState = {
    name,
    replicas,
    ids,
    indexById: new Map(replicas.map((r, i) => [r.id, i])),
    views,
    candidates: [],
    withFavourite: [],
    prefillTokensPerSecond,
    lastDecodeTokens: replicas.map(() => 0),
    lastStarted: replicas.map(() => 0),
    busyAtWarmup: 0,
    findFavourite: favouriteFinder(ids),
    favourite: favouritesFor(ids, config.conversations),
    lastReplica: new Int32Array(config.conversations).fill(-1),
    interval: {
      seconds: 0,
      paidArrivals: 0,
      started: 0,
      freeWaitSum: 0,
      freeWaitCount: 0,
      freeWaiting: 0,
      oldestFreeWaitS: 0,
    },
    pickInput: { conversationId: "", promptTokens: 1, replicas: [], now: 0 },
    waitOptions: { prefillTokensPerSecond, meanAnswerTokens: config.meanAnswerTokens },
    tried: { pool: undefined as unknown as PoolState, index: 0, prefillTokens: 0, waitS: 0 },
  };
  pool.tried.pool = pool;
  return pool;
}

/**
 * Each conversation's rendezvous favourite in a pool (-1: not yet computed), shared by every run in this
 * process over the same replica ids: the four configurations of the check rank the same conversations over
 * the same fleet, and ranking ~200,000 conversations over ~800 replicas is most of a run's hashing.
 */
const favouriteTables = new Map<string, Int32Array>();
function favouritesFor(ids: readonly string[], conversations: number): Int32Array {
  const key = `${conversations}|${ids.join(",")}`;
  let table = favouriteTables.get(key);
  if (!table) {
    if (favouriteTables.size >= 4) favouriteTables.clear();
    table = new Int32Array(conversations).fill(-1);
    favouriteTables.set(key, table);
  }
  return table;
}

/** Heartbeat: each replica's report replaces the dispatcher's adjusted copy. */
export function report(pool: PoolState, nowMs: number, tickS: number, idlestCandidates: number): void {
  const nowS = (nowMs - EPOCH_MS) / 1000;
  const interval = pool.interval;
  interval.seconds = tickS;
  pool.replicas.forEach((r, i) => {
    const view = pool.views[i]!;
    const decoded = r.counters.decodeTokens;
    view.queuedPromptTokens = r.queuedPromptTokens;
    view.freeKvTokens = Math.max(0, r.kvCapacity - r.kvUsed);
    view.running = r.runningCount;
    view.waiting = r.waitingCount;
    view.decodeTokensPerSecond = (decoded - pool.lastDecodeTokens[i]!) / tickS;
    // The gpu-worker's own smoothing of its rates and free wait (load-rates.ts).
    const started = r.counters.started;
    const oldestFree = r.oldestFreeWaitS(nowS);
    interval.paidArrivals = view.paidSinceReport;
    interval.started = started - pool.lastStarted[i]!;
    interval.freeWaitSum = r.freeStarts.sum;
    interval.freeWaitCount = r.freeStarts.count;
    interval.freeWaiting = oldestFree >= 0 ? 1 : 0;
    interval.oldestFreeWaitS = Math.max(0, oldestFree);
    nextLoadReport(view, interval);
    view.paidSinceReport = 0;
    r.freeStarts.sum = 0;
    r.freeStarts.count = 0;
    pool.lastStarted[i] = started;
    view.at = nowMs;
    pool.lastDecodeTokens[i] = decoded;
  });
  // A fresh shortlist of the least-queued replicas for this tick (see the file header).
  // Partial selection (insertion into a short sorted list) instead of sorting the whole pool every tick.
  const best = pool.candidates;
  best.length = 0;
  for (const view of pool.views) {
    if (best.length === idlestCandidates && !idler(view, best[best.length - 1]!)) continue;
    let at = best.length === idlestCandidates ? best.length - 1 : best.length;
    while (at > 0 && idler(view, best[at - 1]!)) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = view;
  }
  pool.withFavourite.length = best.length + 1;
  for (let i = 0; i < best.length; i++) pool.withFavourite[i + 1] = best[i]!;
}

/** Fewer queued prompt tokens first, then more free KV: the shortlist's order. */
function idler(a: LoadView, b: LoadView): boolean {
  return (
    a.queuedPromptTokens < b.queuedPromptTokens ||
    (a.queuedPromptTokens === b.queuedPromptTokens && a.freeKvTokens > b.freeKvTokens)
  );
}

export function busySeconds(pool: PoolState): number {
  let sum = 0;
  for (const r of pool.replicas) sum += r.counters.busySeconds;
  return sum;
}
