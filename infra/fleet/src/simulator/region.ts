/**
 * One simulated region: the real dispatcher policies (router, replica picker, shedding ladder, rung 1's pool
 * choice) against in-process replicas (fast-replica.ts) in virtual time. `simulateFleet` drives one region
 * with its own arrivals; the regions scenario (regions.ts) drives several in step and moves conversations
 * between them. No clock, no I/O; deterministic from its seed.
 *
 * Each tick (default 100 ms, a heartbeat interval), the driver calls `beginTick` (every replica reports its
 * load; the ladder takes one round on the reports, as ladder-store.ts does), then `dispatch` for the tick's
 * arrivals (routed, shaped by the rung, placed and, at rung 3, refused or queued), then `advance` (every
 * replica runs its passes up to the end of the tick). Between reports the dispatcher adds what it placed to
 * its copy of each report (`notePlaced`, as the real one does).
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
  expectedWaitSeconds,
  HeldBackLoad,
  INITIAL_RUNG,
  type LadderConfig,
  ladderRound,
  ladderSignal,
  notePlaced,
  type PlacementInput,
  pickReplica,
  type Rung,
  type RungRecord,
  routeMessage,
  type WaitOptions,
} from "@chat/dispatcher";
import type { RegionHeadroom } from "@chat/events";
import { exponential, seededRandom } from "@chat/model";
import type { FleetConfig, SimPool } from "./config.ts";
import {
  busySeconds,
  EPOCH_MS,
  type LoadView,
  makePool,
  type PoolState,
  report,
  type Tried,
} from "./pools.ts";
import { RequestTable, type SimTier, TIER_FREE, TIER_NAMES, TIER_PLUS } from "./requests.ts";
import { type AdmittedAtRung3, Recorder, type TierStats, type WindowStats } from "./stats.ts";

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

/** Why a message's prompt is read in full where it runs (regions scenario); NONE: its history is cached. */
export const MOVED_NONE = 0;
/** The first message of a new conversation sent away from its home region. */
export const MOVED_SPILL = 1;
/** The first message of a conversation in the region it moved to when its own region died. */
export const MOVED_RESTART = 2;
export type Moved = typeof MOVED_NONE | typeof MOVED_SPILL | typeof MOVED_RESTART;

/** What moving conversations cost one region, per tier, over the measured window (and, for the plot, over time). */
export type MovedStats = Record<
  SimTier,
  { spilled: number; restarted: number; extraPrefillGpuSeconds: number; interrupted: number }
>;

/** A message as the dispatcher sees it on arrival (one reused object: its fields are copied to its slot). */
export type Arrival = {
  slot: number;
  tier: SimTier;
  conversation: number;
  promptTokens: number;
  /** The answer it would give without any cap but its tier's. */
  answerTokens: number;
  pool: SimPool;
  cap: number;
  moved: Moved;
};

/** A request the region held when it failed: the client retries it elsewhere. */
export type Interrupted = { tier: SimTier; conversation: number; promptTokens: number; answerTokens: number };

/** Virtual seconds to the dispatcher's clock (ms). */
export function virtualNowMs(t: number): number {
  return EPOCH_MS + Math.round(t * 1000);
}

export class RegionSim {
  readonly random: () => number;
  /** Set by `fail`: the region takes no more work and its replicas stop. */
  dead = false;
  private readonly recorder: Recorder;
  private readonly requests = new RequestTable();
  private readonly pools: Record<SimPool, PoolState>;
  private readonly allViews: LoadView[];
  private readonly conversationIds: string[] = [];
  private readonly ladderConfig: LadderConfig;
  private rung: RungRecord = INITIAL_RUNG;
  private readonly heldBack: HeldBackLoad;
  private ladderMoves = 0;
  /** Messages dispatched here (refused ones included). */
  private dispatched = 0;
  private readonly rung1 = { candidates: 0, toSmall: 0 };
  private readonly rungOverTime: RungSample[] = [];
  private readonly ticksPerSample: number;
  private readonly arrival: Arrival = {
    slot: 0,
    tier: "free",
    conversation: 0,
    promptTokens: 0,
    answerTokens: 0,
    pool: "large",
    cap: 0,
    moved: MOVED_NONE,
  };
  // decidePlacement's input and its look at a pool, reused for every message (no per-message closures).
  private readonly placementInput: PlacementInput = {
    rung: 0,
    tier: "free",
    pool: "large",
    maxAnswerTokens: 1,
    promptTokens: 1,
  };
  private readonly placementOptions: { literalRung1: boolean; meanAnswerTokens: number };
  private current: Arrival;
  private currentNowMs = EPOCH_MS;
  private readonly tryPoolFor: (pool: SimPool, maxTokens: number) => Tried;
  /** The answers' exponential draw: its mean is set so Free answers average `meanAnswerTokens` after the cut. */
  private readonly answerDrawMean: number;
  private readonly moved: MovedStats = {
    free: { spilled: 0, restarted: 0, extraPrefillGpuSeconds: 0, interrupted: 0 },
    plus: { spilled: 0, restarted: 0, extraPrefillGpuSeconds: 0, interrupted: 0 },
  };
  /** Extra prefill GPU-seconds by arrival bucket (`bucketS`), every message (the plot's prefill spike). */
  readonly extraPrefillSeries: number[] = [];
  private readonly headroomOut: RegionHeadroom;
  private readonly headroomWait: WaitOptions;

  constructor(
    readonly config: FleetConfig,
    answerDrawMean: number,
    readonly name = "region",
  ) {
    this.random = seededRandom(config.seed);
    this.answerDrawMean = answerDrawMean;
    this.recorder = new Recorder(config.warmupS, config.durationS, config.bucketS);
    const onFinish = (slot: number) => {
      this.recorder.finished(this.requests, slot);
      this.requests.release(slot);
    };
    this.pools = {
      large: makePool("large", config.largeReplicas, config, this.requests, onFinish),
      small: makePool("small", config.smallReplicas, config, this.requests, onFinish),
    };
    this.allViews = [...this.pools.large.views, ...this.pools.small.views];
    this.ladderConfig = {
      ...config.ladder,
      upLines: config.ladder.upLines.map((line, i) =>
        i < config.maxRung ? line : Number.POSITIVE_INFINITY,
      ) as [number, number, number],
    };
    this.heldBack = new HeldBackLoad(this.ladderConfig.minMoveIntervalMs);
    this.ticksPerSample = Math.max(1, Math.round(1 / config.tickS));
    this.placementOptions = { literalRung1: config.rung1 === "literal", meanAnswerTokens: answerDrawMean };
    this.current = this.arrival;
    this.tryPoolFor = (pool: SimPool, maxTokens: number): Tried =>
      this.tryPool(this.pools[pool], this.current, this.currentNowMs, maxTokens);
    this.headroomOut = {
      region: name,
      rung: 0,
      expectedWaitS: { free: 0, plus: 0 },
      liveReplicas: config.largeReplicas + config.smallReplicas,
      at: EPOCH_MS,
    };
    this.headroomWait = {
      prefillTokensPerSecond: 0,
      meanAnswerTokens: config.meanAnswerTokens,
      answerTokens: config.maxAnswerTokens.free,
      tier: "free",
      paidArrivalsPerSecond: 0,
    };
  }

  get currentRung(): Rung {
    return this.rung.rung;
  }

  /** Reports, the ladder's round and the rung's sample at virtual second `t` (tick number `tick`). */
  beginTick(tick: number, t: number, nowMs: number): void {
    const config = this.config;
    if (Math.abs(t - config.warmupS) < config.tickS / 2) {
      for (const pool of Object.values(this.pools)) pool.busyAtWarmup = busySeconds(pool);
    }
    for (const pool of Object.values(this.pools)) report(pool, nowMs, config.tickS, config.idlestCandidates);
    // The dispatcher's own reading (ladder-store.ts does the same with the reports it holds).
    const reading = ladderSignal(this.allViews, nowMs, this.ladderConfig.signal);
    const below = belowRungSignal(
      reading,
      this.heldBack.ratios(nowMs, this.rung.rung),
      this.ladderConfig.signal,
    );
    const round = ladderRound(this.rung, reading.signal, nowMs, "sim", this.ladderConfig, below);
    if (round.move) this.ladderMoves++;
    this.rung = round.record;
    if (tick % this.ticksPerSample === 0) {
      this.rungOverTime.push({
        t: Math.round(t),
        rung: this.rung.rung,
        largeBusy: reading.large ?? 0,
        smallBusy: reading.small ?? 0,
      });
    }
  }

  /** Every replica's passes up to `tickEnd`. */
  advance(tickEnd: number): void {
    for (const pool of Object.values(this.pools)) for (const r of pool.replicas) r.advance(tickEnd);
  }

  /**
   * A message of `conversation` arriving at `arrivalS`: draws its route, prompt and answer from the region's
   * random (in that order). Returns the region's one reused arrival, valid until the next call.
   */
  arrive(arrivalS: number, tier: SimTier, conversation: number, moved: Moved = MOVED_NONE): Arrival {
    const { config, random, requests, arrival } = this;
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
    requests.conversation[slot] = conversation;
    arrival.slot = slot;
    arrival.tier = tier;
    arrival.conversation = conversation;
    arrival.promptTokens = Math.round(config.promptTokens * (0.5 + random()));
    arrival.answerTokens = Math.max(1, Math.round(exponential(random, this.answerDrawMean)));
    arrival.pool = route.pool;
    arrival.cap = config.maxAnswerTokens[tier];
    arrival.moved = moved;
    return arrival;
  }

  private conversationId(n: number): string {
    let cid = this.conversationIds[n];
    if (cid === undefined) {
      cid = `c${n}`;
      this.conversationIds[n] = cid;
    }
    return cid;
  }

  /**
   * The replica `req` would take in `pool` (the real picker) and the dispatcher's expected wait there.
   * Returns the pool's scratch `tried` (valid until the next call for the same pool): the policies keep no
   * reference to their inputs, so ~4 million messages need no per-message objects here.
   */
  private tryPool(pool: PoolState, req: Arrival, nowMs: number, maxTokens: number): Tried {
    const config = this.config;
    const cid = this.conversationId(req.conversation);
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
    // Before its first turn here, the conversation's history sits on its favourite (it began before the
    // window), unless it has just moved here from another region: then nothing here holds it.
    const last = pool.lastReplica[req.conversation]!;
    const cached =
      req.moved === MOVED_NONE && index === (last >= 0 ? last : favourite)
        ? req.promptTokens - config.newPromptTokens
        : 0;
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

  /** The dispatcher's placement chain for `req` at `nowMs`; only the look at a pool (tryPool) is the simulator's. */
  dispatch(req: Arrival, nowMs: number): void {
    const { placementInput, requests, rung } = this;
    placementInput.rung = rung.rung;
    placementInput.tier = req.tier;
    placementInput.pool = req.pool;
    placementInput.maxAnswerTokens = req.cap;
    placementInput.promptTokens = req.promptTokens;
    this.current = req;
    this.currentNowMs = nowMs;
    this.dispatched++;
    const d = decidePlacement(placementInput, this.tryPoolFor, this.placementOptions);
    if (d.kind === "wait") throw new Error(`simulateFleet: no replica in the ${d.pool} pool`);
    const { chosen, outcome } = d;
    if (d.rung1Candidate) {
      this.rung1.candidates++;
      if (d.pool === "small") this.rung1.toSmall++;
    }
    const slot = req.slot;
    requests.promptTokens[slot] = req.promptTokens;
    requests.prefillTokens[slot] = chosen.prefillTokens;
    requests.answerTokens[slot] = Math.min(req.answerTokens, outcome.maxAnswerTokens);
    requests.maxTokens[slot] = outcome.maxAnswerTokens;
    requests.expectedWaitS[slot] = chosen.waitS;
    requests.rung[slot] = rung.rung;
    this.heldBack.record(nowMs, rung.rung, d.costs.now, d.costs.below);
    if (req.moved !== MOVED_NONE) this.countMoved(req, chosen.pool);
    if (outcome.refuse) {
      this.recorder.refused(requests, slot);
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

  /** A moved message reads its whole prompt: the part its old region had cached is the extra prefill. */
  private countMoved(req: Arrival, pool: PoolState): void {
    const config = this.config;
    const profile = pool.name === "large" ? config.largeProfile : config.smallProfile;
    const extraTokens = Math.max(0, req.promptTokens - config.newPromptTokens);
    const gpuSeconds = (extraTokens / pool.prefillTokensPerSecond) * profile.gpus;
    const arrivalS = this.requests.arrivalS[req.slot]!;
    const bucket = Math.floor(arrivalS / config.bucketS);
    while (this.extraPrefillSeries.length <= bucket) this.extraPrefillSeries.push(0);
    this.extraPrefillSeries[bucket]! += gpuSeconds;
    if (arrivalS < config.warmupS || arrivalS >= config.durationS) return;
    const m = this.moved[req.tier];
    if (req.moved === MOVED_SPILL) m.spilled++;
    else m.restarted++;
    m.extraPrefillGpuSeconds += gpuSeconds;
  }

  /**
   * What this region publishes for the spill-over rule (`chooseRegion`): its rung, and per tier the expected
   * wait of a full new prompt on the idlest replica of the slower pool. One reused object.
   */
  headroom(nowMs: number): RegionHeadroom {
    const out = this.headroomOut;
    const waits = out.expectedWaitS as Record<SimTier, number>;
    out.rung = this.rung.rung;
    out.at = nowMs;
    out.liveReplicas = this.dead ? 0 : this.config.largeReplicas + this.config.smallReplicas;
    const wait = this.headroomWait;
    for (const tier of TIER_NAMES) {
      let worst = 0;
      for (const pool of Object.values(this.pools)) {
        const view = pool.candidates[0];
        if (!view) continue;
        wait.prefillTokensPerSecond = pool.prefillTokensPerSecond;
        wait.tier = tier === "plus" ? "paid" : "free";
        wait.answerTokens = this.config.maxAnswerTokens[tier];
        wait.paidArrivalsPerSecond = view.paidArrivalsPerSecond;
        worst = Math.max(worst, expectedWaitSeconds(view, this.config.promptTokens, wait));
      }
      waits[tier] = worst;
    }
    return out;
  }

  /**
   * The region goes down at `t`: every request it holds (queued, being read or streaming) is lost and
   * returned for the client to retry elsewhere; the region takes no more work.
   */
  fail(t: number): Interrupted[] {
    this.dead = true;
    const requests = this.requests;
    const lost: Interrupted[] = [];
    for (const slot of requests.liveSlots()) {
      const tier = TIER_NAMES[requests.tier[slot]!]!;
      if (requests.arrivalS[slot]! >= this.config.warmupS && requests.arrivalS[slot]! < t)
        this.moved[tier].interrupted++;
      lost.push({
        tier,
        conversation: requests.conversation[slot]!,
        promptTokens: requests.promptTokens[slot]!,
        answerTokens: requests.answerTokens[slot]!,
      });
    }
    return lost;
  }

  result(): FleetResult {
    const config = this.config;
    const pools = this.pools;
    const drainS = config.patienceS + 5;
    const measuredS = config.durationS + drainS - config.warmupS;
    const gpuBusyShare = {
      large: (busySeconds(pools.large) - pools.large.busyAtWarmup) / (config.largeReplicas * measuredS),
      small: (busySeconds(pools.small) - pools.small.busyAtWarmup) / (config.smallReplicas * measuredS),
    };
    return {
      config,
      tiers: this.recorder.tiers(),
      series: this.recorder.series(),
      admittedAtRung3: this.recorder.admittedAtRung3(),
      gpuBusyShare,
      rungOverTime: this.rungOverTime,
      ladderMoves: this.ladderMoves,
      rung1: this.rung1,
      messages: this.dispatched,
    };
  }

  /** Per tier: moved messages and their extra prefill over the measured window, and requests lost in a failure. */
  movedStats(): MovedStats {
    return this.moved;
  }
}
