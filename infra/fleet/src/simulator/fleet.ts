/**
 * The fleet simulator: the real dispatcher policies (router, replica picker, shedding ladder, rung 1's pool
 * choice) against in-process replicas (fast-replica.ts) in virtual time. Deterministic from its seed; no
 * clock, no I/O.
 *
 * Each tick (default 100 ms, a heartbeat interval): every replica reports its load; the ladder takes one
 * round on the reports (`ladderSignal`, as ladder-store.ts does); the tick's arrivals are routed, shaped by
 * the rung, placed and (rung 3) refused or queued; then every replica runs its passes up to the end of the
 * tick. Between reports the dispatcher adds what it placed to its copy of each report (`notePlaced`, as the
 * real one does).
 * Each message goes through the dispatcher's own placement chain (`decidePlacement`: shape by rung, both
 * pools compared at rung >= 1, the ladder, the held-back costs); only the look at a pool is the simulator's.
 *
 * Simulator shortcuts, neither of which changes a decision:
 * - `pickReplica` is called with the conversation's favourite plus the `idlestCandidates` least-queued
 *   replicas of the pool (not all ~600), chosen afresh each tick. With every report fresh this gives the
 *   same favourite and the same idlest as the full list, except which of several equally idle replicas
 *   takes the message. It makes placement O(1) per message instead of O(fleet).
 * - The fleet does not change during a run, so each conversation's rendezvous favourite in each pool is
 *   computed once (`favouriteFinder`) and kept in an array by conversation: the ranking only changes when
 *   the replica set does. Uncached, hashing was a third of the run.
 */

import {
  belowRungSignal,
  decidePlacement,
  expectedAnswerTokens,
  expectedWaitSeconds,
  favouriteFinder,
  HeldBackLoad,
  INITIAL_RUNG,
  type LadderConfig,
  ladderRound,
  ladderSignal,
  notePlaced,
  type PickInput,
  type PlacementInput,
  pickReplica,
  type ReplicaView,
  type Rung,
  type RungRecord,
  routeMessage,
  type WaitOptions,
} from "@chat/dispatcher";
import { nextLoadReport, type ReportInterval } from "@chat/gpu-worker";
import { exponential, seededRandom, stepTime } from "@chat/model";
import { DEFAULT_FLEET, type FleetConfig, type SimPool } from "./config.ts";
import { FastReplica } from "./fast-replica.ts";
import { RequestTable, type SimTier, TIER_FREE, TIER_PLUS } from "./requests.ts";
import { type AdmittedAtRung3, Recorder, type TierStats, type WindowStats } from "./stats.ts";

export { DEFAULT_FLEET, type FleetConfig } from "./config.ts";

export type RungSample = { t: number; rung: Rung; largeBusy: number; smallBusy: number };

export type FleetResult = {
  config: FleetConfig;
  /** Messages that arrived after the warm-up. */
  tiers: Record<SimTier, TierStats>;
  /** Every message, by arrival time bucket (`bucketS`), warm-up included. */
  series: WindowStats[];
  /** GPU time in forward passes over GPU time available, per pool, over the measured window. */
  gpuBusyShare: Record<SimPool, number>;
  rungOverTime: RungSample[];
  ladderMoves: number;
  /** Free messages the full ladder let in (expected wait <= 2 s): how many really started within 2 s. */
  admittedAtRung3: AdmittedAtRung3;
  /** Free messages rung 1 could move: how many went to the small pool. */
  rung1: { candidates: number; toSmall: number };
  messages: number;
  wallSeconds?: number;
};

type PoolState = {
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
type LoadView = ReplicaView & {
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
/** A message as the dispatcher sees it on arrival (one reused object: its fields are copied to its slot). */
type Arrival = {
  slot: number;
  tier: SimTier;
  conversation: number;
  promptTokens: number;
  /** The answer it would give without any cap but its tier's. */
  answerTokens: number;
  pool: SimPool;
  cap: number;
};
type Tried = { pool: PoolState; index: number; prefillTokens: number; waitS: number };

const EPOCH_MS = 1_700_000_000_000;

export function simulateFleet(overrides: Partial<FleetConfig> = {}): FleetResult {
  const config: FleetConfig = { ...DEFAULT_FLEET, ...overrides };
  validate(config);
  const random = seededRandom(config.seed);
  const recorder = new Recorder(config.warmupS, config.durationS, config.bucketS);
  const requests = new RequestTable();
  const onFinish = (slot: number) => {
    recorder.finished(requests, slot);
    requests.release(slot);
  };
  const pools: Record<SimPool, PoolState> = {
    large: makePool("large", config.largeReplicas, config, requests, onFinish),
    small: makePool("small", config.smallReplicas, config, requests, onFinish),
  };
  const allViews = [...pools.large.views, ...pools.small.views];
  const conversationIds: string[] = [];
  const ladderConfig: LadderConfig = {
    ...config.ladder,
    upLines: config.ladder.upLines.map((line, i) =>
      i < config.maxRung ? line : Number.POSITIVE_INFINITY,
    ) as [number, number, number],
  };
  let rung: RungRecord = INITIAL_RUNG;
  const heldBack = new HeldBackLoad(ladderConfig.minMoveIntervalMs);
  let ladderMoves = 0;
  const rung1 = { candidates: 0, toSmall: 0 };
  const rungOverTime: RungSample[] = [];
  // Answers are exponential, cut at the tier's cap; the draw's mean is set so Free answers average
  // `meanAnswerTokens` after the cut (DESIGN's ~400), not below it.
  const answerDrawMean = exponentialMeanForCappedMean(config.meanAnswerTokens, config.maxAnswerTokens.free);
  let nextArrivalS = exponential(random, 1 / config.messagesPerSecond);
  let id = 0;
  const arrival: Arrival = {
    slot: 0,
    tier: "free",
    conversation: 0,
    promptTokens: 0,
    answerTokens: 0,
    pool: "large",
    cap: 0,
  };
  const drainS = config.patienceS + 5;
  const ticksPerSample = Math.max(1, Math.round(1 / config.tickS));

  // decidePlacement's input and its look at a pool, reused for every message (no per-message closures).
  const placementInput: PlacementInput = {
    rung: 0,
    tier: "free",
    pool: "large",
    maxAnswerTokens: 1,
    promptTokens: 1,
  };
  const placementOptions = { literalRung1: config.rung1 === "literal", meanAnswerTokens: answerDrawMean };
  let current: Arrival = arrival;
  let currentNowMs = EPOCH_MS;
  const tryPoolFor = (pool: SimPool, maxTokens: number): Tried =>
    tryPool(pools[pool], current, currentNowMs, maxTokens);

  for (let tick = 0; tick * config.tickS < config.durationS + drainS; tick++) {
    const t = tick * config.tickS;
    const nowMs = EPOCH_MS + Math.round(t * 1000);
    if (Math.abs(t - config.warmupS) < config.tickS / 2) {
      for (const pool of Object.values(pools)) pool.busyAtWarmup = busySeconds(pool);
    }
    for (const pool of Object.values(pools)) report(pool, nowMs, config.tickS, config.idlestCandidates);
    // The dispatcher's own reading (ladder-store.ts does the same with the reports it holds).
    const reading = ladderSignal(allViews, nowMs, ladderConfig.signal);
    const below = belowRungSignal(reading, heldBack.ratios(nowMs, rung.rung), ladderConfig.signal);
    const round = ladderRound(rung, reading.signal, nowMs, "sim", ladderConfig, below);
    if (round.move) ladderMoves++;
    rung = round.record;
    if (tick % ticksPerSample === 0) {
      rungOverTime.push({
        t: Math.round(t),
        rung: rung.rung,
        largeBusy: reading.large ?? 0,
        smallBusy: reading.small ?? 0,
      });
    }

    const tickEnd = t + config.tickS;
    while (nextArrivalS < tickEnd && nextArrivalS < config.durationS) {
      currentNowMs = nowMs;
      dispatch(arrive(nextArrivalS), nowMs);
      id++;
      const rate =
        config.messagesPerSecond *
        (1 + config.dailyAmplitude * Math.sin((2 * Math.PI * nextArrivalS) / config.durationS));
      nextArrivalS += exponential(random, 1 / Math.max(rate, 1e-9));
    }
    for (const pool of Object.values(pools)) for (const r of pool.replicas) r.advance(tickEnd);
  }

  function arrive(arrivalS: number): Arrival {
    const tier: SimTier = random() < config.plusShare ? "plus" : "free";
    const conversation = Math.floor(random() * config.conversations);
    const route = routeMessage({
      tier,
      requestedModel: "auto",
      score: { ok: true, value: random() },
      contentTokens: 50,
      hasCode: false,
      threshold: config.smallShare,
    });
    const slot = requests.allocate();
    requests.arrivalS[slot] = arrivalS;
    requests.tier[slot] = tier === "plus" ? TIER_PLUS : TIER_FREE;
    arrival.slot = slot;
    arrival.tier = tier;
    arrival.conversation = conversation;
    arrival.promptTokens = Math.round(config.promptTokens * (0.5 + random()));
    arrival.answerTokens = Math.max(1, Math.round(exponential(random, answerDrawMean)));
    arrival.pool = route.pool;
    arrival.cap = config.maxAnswerTokens[tier];
    return arrival;
  }

  function conversationId(n: number): string {
    let cid = conversationIds[n];
    if (cid === undefined) {
      cid = `c${n}`;
      conversationIds[n] = cid;
    }
    return cid;
  }

  /**
   * The replica `req` would take in `pool` (the real picker) and the dispatcher's expected wait there.
   * Returns the pool's scratch `tried` (valid until the next call for the same pool): the policies keep no
   * reference to their inputs, so ~4 million messages need no per-message objects here.
   */
  function tryPool(pool: PoolState, req: Arrival, nowMs: number, maxTokens: number): Tried {
    const cid = conversationId(req.conversation);
    let favourite = pool.favourite[req.conversation]!;
    if (favourite < 0) {
      favourite = pool.findFavourite(cid);
      pool.favourite[req.conversation] = favourite;
    }
    const favView = pool.views[favourite]!;
    let candidates = pool.candidates;
    if (!candidates.includes(favView)) {
      // The shortlist with the favourite in front (slot 0 is this message's; pickReplica keeps no reference).
      candidates = pool.withFavourite;
      candidates[0] = favView;
    }
    const pick = pool.pickInput;
    pick.conversationId = cid;
    pick.promptTokens = req.promptTokens;
    pick.replicas = candidates;
    pick.now = nowMs;
    const placed = pickReplica(pick);
    if ("error" in placed) throw new Error(`simulateFleet: no replica in the ${pool.name} pool`);
    const index = pool.indexById.get(placed.replicaId)!;
    // Before its first turn here, the conversation's history sits on its favourite (it began before the window).
    const last = pool.lastReplica[req.conversation]!;
    const cached = index === (last >= 0 ? last : favourite) ? req.promptTokens - config.newPromptTokens : 0;
    const prefillTokens = Math.max(1, req.promptTokens - Math.max(0, cached));
    const view = pool.views[index]!;
    const wait = pool.waitOptions;
    wait.answerTokens = maxTokens;
    wait.tier = req.tier === "plus" ? "paid" : "free";
    wait.paidArrivalsPerSecond = view.paidArrivalsPerSecond;
    const tried = pool.tried;
    tried.index = index;
    tried.prefillTokens = prefillTokens;
    tried.waitS = expectedWaitSeconds(view, prefillTokens, wait);
    return tried;
  }

  function dispatch(req: Arrival, nowMs: number): void {
    // The dispatcher's own placement chain; only the look at a pool (tryPool) is the simulator's.
    placementInput.rung = rung.rung;
    placementInput.tier = req.tier;
    placementInput.pool = req.pool;
    placementInput.maxAnswerTokens = req.cap;
    placementInput.promptTokens = req.promptTokens;
    current = req;
    const d = decidePlacement(placementInput, tryPoolFor, placementOptions);
    if (d.kind === "wait") throw new Error(`simulateFleet: no replica in the ${d.pool} pool`);
    const { chosen, outcome } = d;
    if (d.rung1Candidate) {
      rung1.candidates++;
      if (d.pool === "small") rung1.toSmall++;
    }
    const slot = req.slot;
    requests.promptTokens[slot] = req.promptTokens;
    requests.prefillTokens[slot] = chosen.prefillTokens;
    requests.answerTokens[slot] = Math.min(req.answerTokens, outcome.maxAnswerTokens);
    requests.maxTokens[slot] = outcome.maxAnswerTokens;
    requests.expectedWaitS[slot] = chosen.waitS;
    requests.rung[slot] = rung.rung;
    heldBack.record(nowMs, rung.rung, d.costs.now, d.costs.below);
    if (outcome.refuse) {
      recorder.refused(requests, slot);
      requests.release(slot);
      return;
    }
    const { pool, index } = chosen;
    pool.lastReplica[req.conversation] = index;
    const view = pool.views[index]!;
    if (req.tier === "plus") view.paidSinceReport++;
    const replica = pool.replicas[index]!;
    // The dispatcher's correction until the next report (the real one's, placed-since-report.ts). The KV it
    // takes is what this replica holds from admission (its kvNeed: the answer's final length is known here).
    notePlaced(view, chosen.prefillTokens, replica.kvNeed(slot));
    replica.submit(slot);
  }

  const measuredS = config.durationS + drainS - config.warmupS;
  const gpuBusyShare = {
    large: (busySeconds(pools.large) - pools.large.busyAtWarmup) / (config.largeReplicas * measuredS),
    small: (busySeconds(pools.small) - pools.small.busyAtWarmup) / (config.smallReplicas * measuredS),
  };
  return {
    config,
    tiers: recorder.tiers(),
    series: recorder.series(),
    admittedAtRung3: recorder.admittedAtRung3(),
    gpuBusyShare,
    rungOverTime,
    ladderMoves,
    rung1,
    messages: id,
  };
}

function makePool(
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
function report(pool: PoolState, nowMs: number, tickS: number, idlestCandidates: number): void {
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

function busySeconds(pool: PoolState): number {
  let sum = 0;
  for (const r of pool.replicas) sum += r.counters.busySeconds;
  return sum;
}

/**
 * The mean `m` of an exponential whose values cut at `cap` average `mean` (`expectedAnswerTokens` inverted).
 * @example exponentialMeanForCappedMean(400, 1_000) // ~449
 */
export function exponentialMeanForCappedMean(mean: number, cap: number): number {
  if (!(mean > 0 && cap > mean)) throw new Error(`need 0 < mean < cap, got mean ${mean}, cap ${cap}`);
  let low = mean;
  let high = mean * 100;
  for (let i = 0; i < 60; i++) {
    const m = (low + high) / 2;
    if (expectedAnswerTokens(cap, m) < mean) low = m;
    else high = m;
  }
  return (low + high) / 2;
}

function validate(config: FleetConfig): void {
  const positive: (keyof FleetConfig)[] = [
    "largeReplicas",
    "smallReplicas",
    "messagesPerSecond",
    "durationS",
    "tickS",
    "conversations",
  ];
  for (const key of positive) {
    const value = config[key];
    if (typeof value !== "number" || !(value > 0))
      throw new Error(`simulateFleet: ${key} must be positive, got ${String(value)}`);
  }
  if (!(config.plusShare >= 0 && config.plusShare <= 1))
    throw new Error(`simulateFleet: plusShare must be in 0..1, got ${config.plusShare}`);
  if (config.warmupS >= config.durationS) throw new Error(`simulateFleet: warmupS must be below durationS`);
}
