/**
 * The fleet simulator: the real dispatcher policies (router, replica picker, shedding ladder) against
 * in-process replicas (fast-replica.ts) in virtual time. Deterministic from its seed; no clock, no I/O.
 *
 * Each tick (default 100 ms, a heartbeat interval): every replica reports its load; the ladder takes one
 * round on the large pool's busy share; the tick's arrivals are routed, shaped by the rung, placed and
 * (rung 3) refused or queued; then every replica runs its passes up to the end of the tick. Between
 * reports the dispatcher adds what it placed to its copy of each report, as a real one would.
 *
 * Simulator shortcut in placement: `pickReplica` is called with the conversation's favourite plus the
 * `idlestCandidates` least-queued replicas of the pool (not all ~600), chosen afresh each tick. With every
 * report fresh this gives the same favourite and the same idlest as the full list, except which of several
 * equally idle replicas takes the message. It makes placement O(1) per message instead of O(fleet).
 */
import { REPLICAS, type ReplicaProfile, stepTime } from "@chat/gpu-worker/sim";
import { FastReplica, type SimRequest, type SimTier } from "./fast-replica.ts";
import {
  applyLadder,
  DEFAULT_LADDER,
  expectedWaitSeconds,
  favouriteReplica,
  INITIAL_RUNG,
  type LadderConfig,
  ladderRound,
  ladderSignal,
  pickReplica,
  type ReplicaView,
  type Rung,
  type RungRecord,
  routeMessage,
  shapeByRung,
} from "./policies.ts";
import { exponential, seededRandom } from "./random.ts";
import { type AdmittedAtRung3, admittedAtRung3, summarise, type TierStats } from "./stats.ts";

type SimPool = "large" | "small";

export type FleetConfig = {
  largeReplicas: number;
  smallReplicas: number;
  messagesPerSecond: number;
  durationS: number;
  /** Seconds at the start left out of the figures while queues fill. */
  warmupS: number;
  plusShare: number;
  /** Share of messages the router sends to the small model (the classifier threshold). */
  smallShare: number;
  /** Tier-ordered queues at the replicas. Off: one arrival-ordered queue. */
  paidFirst: boolean;
  /** Highest rung the ladder may reach (0: no ladder). */
  maxRung: Rung;
  ladder: LadderConfig;
  patienceS: number;
  tickS: number;
  seed: number;
  promptTokens: number;
  /** Tokens of each prompt that are new since the last turn (the rest is in the favourite's cache). */
  newPromptTokens: number;
  meanAnswerTokens: number;
  maxAnswerTokens: Record<SimTier, number>;
  /** Distinct conversations; each message continues one at random. */
  conversations: number;
  /** Scale arrivals by 1 + amplitude x sin(2 pi t / period): a compressed daily curve. 0: flat. */
  dailyAmplitude: number;
  idlestCandidates: number;
  largeProfile: ReplicaProfile;
  smallProfile: ReplicaProfile;
};

export const DEFAULT_FLEET: FleetConfig = {
  largeReplicas: 230,
  smallReplicas: 580,
  messagesPerSecond: 7_000,
  durationS: 600,
  warmupS: 30,
  plusShare: 0.1,
  smallShare: 0.7,
  paidFirst: true,
  maxRung: 3,
  ladder: DEFAULT_LADDER,
  patienceS: 10,
  tickS: 0.1,
  seed: 1,
  promptTokens: 3_000,
  newPromptTokens: 390,
  meanAnswerTokens: 400,
  maxAnswerTokens: { free: 1_000, plus: 2_000 },
  conversations: 200_000,
  dailyAmplitude: 0,
  idlestCandidates: 16,
  largeProfile: REPLICAS.large,
  smallProfile: REPLICAS.small,
};

export type RungSample = { t: number; rung: Rung; largeBusy: number; smallBusy: number };

export type FleetResult = {
  config: FleetConfig;
  tiers: Record<SimTier, TierStats>;
  /** GPU time in forward passes over GPU time available, per pool, over the measured window. */
  gpuBusyShare: Record<SimPool, number>;
  rungOverTime: RungSample[];
  ladderMoves: number;
  /** Free messages the full ladder let in (expected wait <= 2 s): how many really started within 2 s. */
  admittedAtRung3: AdmittedAtRung3;
  messages: number;
  wallSeconds?: number;
};

type PoolState = {
  name: SimPool;
  replicas: FastReplica[];
  ids: string[];
  byId: Map<string, FastReplica>;
  views: ReplicaView[];
  viewById: Map<string, LoadView>;
  candidates: LoadView[];
  prefillTokensPerSecond: number;
  lastDecodeTokens: number[];
  busyAtWarmup: number;
};
type LoadView = ReplicaView & {
  pool: SimPool;
  totalKvTokens: number;
  running: number;
  waiting: number;
  decodeTokensPerSecond: number;
};

const EPOCH_MS = 1_700_000_000_000;

export function simulateFleet(overrides: Partial<FleetConfig> = {}): FleetResult {
  const config: FleetConfig = { ...DEFAULT_FLEET, ...overrides };
  validate(config);
  const random = seededRandom(config.seed);
  const done: SimRequest[] = [];
  const onFinish = (req: SimRequest) => {
    if (req.arrivalS >= config.warmupS) done.push(req);
  };
  const pools: Record<SimPool, PoolState> = {
    large: makePool("large", config.largeReplicas, config.largeProfile, config, onFinish),
    small: makePool("small", config.smallReplicas, config.smallProfile, config, onFinish),
  };
  const allViews = [...pools.large.views, ...pools.small.views] as LoadView[];
  const refused: SimRequest[] = [];
  const lastReplica = new Map<string, string>();
  // The fleet does not change during a run, so each conversation's rendezvous favourite is computed once.
  const favourites = new Map<string, string>();
  const ladderConfig: LadderConfig = {
    ...config.ladder,
    upLines: config.ladder.upLines.map((line, i) =>
      i < config.maxRung ? line : Number.POSITIVE_INFINITY,
    ) as [number, number, number],
  };
  let rung: RungRecord = INITIAL_RUNG;
  let ladderMoves = 0;
  const rungOverTime: RungSample[] = [];
  let nextArrivalS = exponential(random, 1 / config.messagesPerSecond);
  let id = 0;
  const drainS = config.patienceS + 5;

  for (let t = 0; t < config.durationS + drainS; t += config.tickS) {
    const nowMs = EPOCH_MS + Math.round(t * 1000);
    if (Math.abs(t - config.warmupS) < config.tickS / 2) {
      for (const pool of Object.values(pools)) pool.busyAtWarmup = busySeconds(pool);
    }
    for (const pool of Object.values(pools)) report(pool, nowMs, config.tickS, config.idlestCandidates);
    // The dispatcher's own reading (ladder-store.ts does the same with the reports it holds).
    const reading = ladderSignal(allViews, nowMs, ladderConfig.signal);
    const largeBusy = reading.large ?? 0;
    const smallBusy = reading.small ?? 0;
    const round = ladderRound(rung, reading.signal, nowMs, "sim", ladderConfig);
    if (round.move) ladderMoves++;
    rung = round.record;
    if (Math.round(t / config.tickS) % Math.round(1 / config.tickS) === 0) {
      rungOverTime.push({ t: Math.round(t), rung: rung.rung, largeBusy, smallBusy });
    }

    const tickEnd = t + config.tickS;
    while (nextArrivalS < tickEnd && nextArrivalS < config.durationS) {
      const req = arrive(nextArrivalS, id++);
      if (req) dispatch(req, nowMs);
      const rate =
        config.messagesPerSecond *
        (1 + config.dailyAmplitude * Math.sin((2 * Math.PI * nextArrivalS) / config.durationS));
      nextArrivalS += exponential(random, 1 / Math.max(rate, 1e-9));
    }
    for (const pool of Object.values(pools)) for (const r of pool.replicas) r.advance(tickEnd);
  }

  function arrive(
    arrivalS: number,
    n: number,
  ): (SimRequest & { conversationId: string; pool: SimPool; cap: number }) | undefined {
    const tier: SimTier = random() < config.plusShare ? "plus" : "free";
    const conversationId = `c${Math.floor(random() * config.conversations)}`;
    const route = routeMessage({
      tier,
      requestedModel: "auto",
      score: { ok: true, value: random() },
      contentTokens: 50,
      hasCode: false,
      threshold: config.smallShare,
    });
    const promptTokens = Math.round(config.promptTokens * (0.5 + random()));
    const answer = Math.max(1, Math.round(exponential(random, config.meanAnswerTokens)));
    return {
      id: n,
      tier,
      arrivalS,
      promptTokens,
      prefillTokens: promptTokens,
      answerTokens: answer,
      conversationId,
      pool: route.pool,
      cap: config.maxAnswerTokens[tier],
    };
  }

  function dispatch(
    req: SimRequest & { conversationId: string; pool: SimPool; cap: number },
    nowMs: number,
  ): void {
    const shaped = shapeByRung({ rung: rung.rung, tier: req.tier, pool: req.pool, maxAnswerTokens: req.cap });
    const pool = pools[shaped.pool];
    const cacheKey = `${pool.name}:${req.conversationId}`;
    let rendezvousFavourite = favourites.get(cacheKey);
    if (rendezvousFavourite === undefined) {
      rendezvousFavourite = favouriteReplica(req.conversationId, pool.ids)!;
      favourites.set(cacheKey, rendezvousFavourite);
    }
    // Before its first turn here, the conversation's history sits on its favourite (it began before the window).
    const favourite = lastReplica.get(cacheKey) ?? rendezvousFavourite;
    const favView = pool.viewById.get(rendezvousFavourite)!;
    const candidates = pool.candidates.includes(favView) ? pool.candidates : [favView, ...pool.candidates];
    const placed = pickReplica({
      conversationId: req.conversationId,
      promptTokens: req.promptTokens,
      replicas: candidates,
      now: nowMs,
    });
    if ("error" in placed) throw new Error(`simulateFleet: no replica in the ${pool.name} pool`);
    const view = pool.viewById.get(placed.replicaId)!;
    const cached = placed.replicaId === favourite ? req.promptTokens - config.newPromptTokens : 0;
    req.prefillTokens = Math.max(1, req.promptTokens - Math.max(0, cached));
    req.answerTokens = Math.min(req.answerTokens, shaped.maxAnswerTokens);
    const expectedWaitS = expectedWaitSeconds(view, req.prefillTokens, {
      prefillTokensPerSecond: pool.prefillTokensPerSecond,
      meanAnswerTokens: config.meanAnswerTokens,
    });
    const outcome = applyLadder({
      rung: rung.rung,
      tier: req.tier,
      pool: shaped.pool,
      maxAnswerTokens: req.cap,
      expectedWaitS,
    });
    req.expectedWaitS = expectedWaitS;
    req.rung = rung.rung;
    if (outcome.refuse) {
      if (req.arrivalS >= config.warmupS) refused.push(req);
      return;
    }
    lastReplica.set(cacheKey, placed.replicaId);
    view.queuedPromptTokens += req.prefillTokens;
    const need = req.promptTokens + req.answerTokens;
    if (view.freeKvTokens >= need) view.freeKvTokens -= need;
    else view.waiting++;
    pool.byId.get(placed.replicaId)!.submit(req);
  }

  const measuredS = config.durationS + drainS - config.warmupS;
  const gpuBusyShare = {
    large: (busySeconds(pools.large) - pools.large.busyAtWarmup) / (config.largeReplicas * measuredS),
    small: (busySeconds(pools.small) - pools.small.busyAtWarmup) / (config.smallReplicas * measuredS),
  };
  return {
    config,
    tiers: summarise(done, refused, config.durationS - config.warmupS),
    admittedAtRung3: admittedAtRung3(done),
    gpuBusyShare,
    rungOverTime,
    ladderMoves,
    messages: id,
  };
}

function makePool(
  name: SimPool,
  count: number,
  profile: ReplicaProfile,
  config: FleetConfig,
  onFinish: (req: SimRequest) => void,
): PoolState {
  const replicas = Array.from(
    { length: count },
    (_, i) =>
      new FastReplica(`${name}-${i}`, profile, {
        paidFirst: config.paidFirst,
        patienceS: config.patienceS,
        onFinish,
      }),
  );
  const chunk = 512;
  const prefillTokensPerSecond = chunk / stepTime(profile, { tokens: chunk, kvTokensRead: 0 }).seconds;
  const views = replicas.map((r) => ({
    replicaId: r.id,
    pool: name,
    queuedPromptTokens: 0,
    freeKvTokens: r.kvCapacity,
    totalKvTokens: r.kvCapacity,
    running: 0,
    waiting: 0,
    decodeTokensPerSecond: 0,
    at: EPOCH_MS,
  }));
  return {
    name,
    replicas,
    ids: replicas.map((r) => r.id),
    byId: new Map(replicas.map((r) => [r.id, r])),
    views,
    viewById: new Map(views.map((v) => [v.replicaId, v])),
    candidates: [],
    prefillTokensPerSecond,
    lastDecodeTokens: replicas.map(() => 0),
    busyAtWarmup: 0,
  };
}

/** Heartbeat: each replica's report replaces the dispatcher's adjusted copy. */
function report(pool: PoolState, nowMs: number, tickS: number, idlestCandidates: number): void {
  pool.replicas.forEach((r, i) => {
    const view = pool.views[i] as LoadView;
    const decoded = r.counters.decodeTokens;
    view.queuedPromptTokens = r.queuedPromptTokens;
    view.freeKvTokens = Math.max(0, r.kvCapacity - r.kvUsed);
    view.running = r.runningCount;
    view.waiting = r.waitingCount;
    view.decodeTokensPerSecond = (decoded - pool.lastDecodeTokens[i]!) / tickS;
    view.at = nowMs;
    pool.lastDecodeTokens[i] = decoded;
  });
  // A fresh shortlist of the least-queued replicas for this tick (see the file header).
  pool.candidates = (pool.views as LoadView[])
    .slice()
    .sort((a, b) => a.queuedPromptTokens - b.queuedPromptTokens || b.freeKvTokens - a.freeKvTokens)
    .slice(0, idlestCandidates);
}

function busySeconds(pool: PoolState): number {
  let sum = 0;
  for (const r of pool.replicas) sum += r.counters.busySeconds;
  return sum;
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
