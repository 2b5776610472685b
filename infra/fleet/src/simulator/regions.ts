/**
 * The regions scenario (DESIGN section 10): several `RegionSim`s in step, one per region, each with the real
 * dispatcher policies, and the spill-over rule (`chooseRegion` from @chat/dispatcher, the api's rule) between
 * them. Each home region's users send messages at their local time of day (time-zones.ts); a message starts a
 * new conversation with probability 1 / `turnsPerConversation`, which `chooseRegion` places (home, or the
 * nearest region with headroom); every later message of it goes where it was placed. A region can fail at a
 * chosen time: what it held is retried elsewhere, and each of its conversations restarts, at its next
 * message, in the region `chooseRegion` gives (full prefill there). Deterministic from its seed; no I/O.
 */
import { chooseRegion, DEFAULT_SPILL, type RegionHeadroom, type SpillConfig } from "@chat/events";
import { exponential, seededRandom } from "@chat/model";
import { DEFAULT_INPUTS, mergeInputs, parsePlanInputs } from "../planner/inputs.ts";
import { plan } from "../planner/plan.ts";
import { DEFAULT_FLEET, type FleetConfig } from "./config.ts";
import { exponentialMeanForCappedMean, validate } from "./fleet.ts";
import {
  type FleetResult,
  type Interrupted,
  MOVED_NONE,
  MOVED_RESTART,
  MOVED_SPILL,
  type Moved,
  type MovedStats,
  RegionSim,
  virtualNowMs,
} from "./region.ts";
import type { SimTier } from "./requests.ts";
import { DEFAULT_DISTANCE_MS, defaultRegions, localLoad, type RegionSpec } from "./time-zones.ts";

export type RegionsConfig = {
  regions: RegionSpec[];
  /** Round trips between regions, ms (`chooseRegion`'s nearest). */
  distanceMs: Record<string, Record<string, number>>;
  /** Virtual seconds of arrivals; each region then drains as `simulateFleet` does. */
  durationS: number;
  warmupS: number;
  /** Virtual seconds per 24 hours of the users' day (the day is compressed, as `dailyAmplitude` does). */
  dayS: number;
  /** UTC hour at virtual second 0. */
  startHourUtc: number;
  /** Messages per second per daily user at the evening peak (DESIGN: 3,500 per 10 M). */
  peakPerUser: number;
  turnsPerConversation: number;
  /** Conversations kept per home region, per message/s of its peak (DESIGN: ~60 s between turns at peak). */
  conversationsPerPeakRate: number;
  /** A region that goes down at `atS` (virtual seconds) and stays down. */
  fail?: { region: string; atS: number };
  /**
   * The clients of what the dead region held retry uniformly within this many seconds (jittered back-off);
   * 0: all at once, in the tick of the failure (the worst case, and the default).
   */
  retryWithinS?: number;
  /** Off: every conversation stays home (what spill-over is compared against); a dead region's still move. */
  spillOver: boolean;
  spill: SpillConfig;
  /** Knobs shared by every region's `simulateFleet` configuration (tier share, router, ladder, ...). */
  fleet: Partial<FleetConfig>;
  seed: number;
};

export type RegionResult = {
  name: string;
  spec: RegionSpec;
  result: FleetResult;
  moved: MovedStats;
  /** Messages served here in the measured window, by tier and by where their conversation came from. */
  served: Record<SimTier, { all: number; spilledIn: number; restartedIn: number }>;
  /** This region's users: new conversations in the window and how many started elsewhere. */
  home: { newConversations: number; spilledOut: number; restartedOut: number };
  /** Messages per second by bucket (`bucketS`) arriving here, for the plot. */
  arrivalsSeries: number[];
  /** Extra prefill GPU-seconds by bucket (`bucketS`): moved conversations reading their whole prompt here. */
  extraPrefill: number[];
};

export type RegionsResult = {
  config: RegionsConfig;
  regions: RegionResult[];
  messages: number;
  wallSeconds?: number;
};

const ORIGIN_HOME = 0;
const ORIGIN_SPILLED = 1;
const ORIGIN_RESTARTED = 2;

export function simulateRegions(config: RegionsConfig): RegionsResult {
  const n = config.regions.length;
  if (n === 0) throw new Error("simulateRegions: no regions");
  const names = config.regions.map((r) => r.name);
  if (new Set(names).size !== n) throw new Error(`simulateRegions: region names repeat: ${names.join(", ")}`);
  if (config.fail && !names.includes(config.fail.region))
    throw new Error(
      `simulateRegions: --fail names no region: ${config.fail.region} (regions: ${names.join(", ")})`,
    );
  if (!(config.turnsPerConversation >= 1))
    throw new Error("simulateRegions: turnsPerConversation must be >= 1");
  const base: FleetConfig = {
    ...DEFAULT_FLEET,
    ...config.fleet,
    durationS: config.durationS,
    warmupS: config.warmupS,
  };
  const peakRate = config.regions.map((r) => r.users * config.peakPerUser);
  // Each home region owns a block of conversation numbers; every region's tables are indexed by them all.
  const ringSize = peakRate.map((rate) => Math.max(100, Math.round(rate * config.conversationsPerPeakRate)));
  const ringBase = ringSize.map((_, i) => ringSize.slice(0, i).reduce((a, b) => a + b, 0));
  const conversations = ringSize.reduce((a, b) => a + b, 0);
  const answerDrawMean = exponentialMeanForCappedMean(base.meanAnswerTokens, base.maxAnswerTokens.free);
  const sims = config.regions.map((spec, i) => {
    const fleet: FleetConfig = {
      ...base,
      largeReplicas: spec.largeReplicas,
      smallReplicas: spec.smallReplicas,
      messagesPerSecond: Math.max(1, peakRate[i]!),
      conversations,
      seed: config.seed * 1_000 + i,
    };
    validate(fleet);
    return new RegionSim(fleet, answerDrawMean, spec.name);
  });
  const random = seededRandom(config.seed);
  // By conversation: the region serving it, its tier, and whether its next message must read its whole prompt.
  const convRegion = new Int8Array(conversations);
  const convTier = new Uint8Array(conversations);
  const convOrigin = new Uint8Array(conversations);
  const convPending = new Uint8Array(conversations);
  for (let h = 0; h < n; h++) convRegion.fill(h, ringBase[h]!, ringBase[h]! + ringSize[h]!);
  for (let c = 0; c < conversations; c++) convTier[c] = random() < base.plusShare ? 1 : 0;
  const ringNext = new Array<number>(n).fill(0);
  const served = names.map(() => ({
    free: { all: 0, spilledIn: 0, restartedIn: 0 },
    plus: { all: 0, spilledIn: 0, restartedIn: 0 },
  }));
  const home = names.map(() => ({ newConversations: 0, spilledOut: 0, restartedOut: 0 }));
  const arrivalsSeries = names.map(() => [] as number[]);
  const down: string[] = [];
  const headrooms: RegionHeadroom[] = sims.map((s) => s.headroom(virtualNowMs(0)));
  const pNew = 1 / config.turnsPerConversation;
  const rateAt = (h: number, t: number) =>
    peakRate[h]! *
    localLoad(config.startHourUtc + config.regions[h]!.utcOffsetHours + (24 * t) / config.dayS);
  const nextArrival = peakRate.map((_, h) => exponential(random, 1 / Math.max(rateAt(h, 0), 1e-9)));
  const inWindow = (t: number) => t >= config.warmupS && t < config.durationS;
  let messages = 0;
  let failed = false;
  const retries: { at: number; lost: Interrupted }[] = [];
  let retried = 0;

  const place = (
    h: number,
    tier: SimTier,
    current: number | undefined,
    nowMs: number,
  ): { region: number; moved: Moved } => {
    const choice = chooseRegion(
      {
        home: names[h]!,
        tier,
        regions: headrooms,
        distanceMs: config.distanceMs,
        now: nowMs,
        current: current === undefined ? undefined : names[current],
        down,
      },
      config.spill,
    );
    if (!choice.ok) throw new Error("simulateRegions: every region is down");
    const region = names.indexOf(choice.region);
    if (!config.spillOver && choice.reason === "spill") return { region: h, moved: MOVED_NONE };
    const moved =
      choice.reason === "spill" ? MOVED_SPILL : choice.reason === "restart" ? MOVED_RESTART : MOVED_NONE;
    return { region, moved };
  };

  /** One message of conversation `c` (home `h`) at `arrivalS`, sent where the conversation lives. */
  const send = (c: number, h: number, arrivalS: number, nowMs: number, isNew: boolean, keep?: Lost) => {
    const tier: SimTier = convTier[c] === 1 ? "plus" : "free";
    let r = convRegion[c]!;
    if (isNew) {
      const placed = place(h, tier, undefined, nowMs);
      r = placed.region;
      convRegion[c] = r;
      convOrigin[c] =
        placed.moved === MOVED_SPILL
          ? ORIGIN_SPILLED
          : placed.moved === MOVED_RESTART
            ? ORIGIN_RESTARTED
            : ORIGIN_HOME;
      convPending[c] = placed.moved;
      if (inWindow(arrivalS)) {
        home[h]!.newConversations++;
        if (placed.moved === MOVED_SPILL) home[h]!.spilledOut++;
        if (placed.moved === MOVED_RESTART) home[h]!.restartedOut++;
      }
    } else if (sims[r]!.dead) {
      const placed = place(h, tier, r, nowMs);
      r = placed.region;
      convRegion[c] = r;
      convOrigin[c] = ORIGIN_RESTARTED;
      convPending[c] = MOVED_RESTART;
    }
    const moved = convPending[c] as Moved;
    convPending[c] = MOVED_NONE;
    const sim = sims[r]!;
    const req = sim.arrive(arrivalS, tier, c, moved);
    if (keep) {
      req.promptTokens = keep.promptTokens;
      req.answerTokens = keep.answerTokens;
    }
    sim.dispatch(req, nowMs);
    messages++;
    const bucket = Math.floor(arrivalS / base.bucketS);
    const series = arrivalsSeries[r]!;
    while (series.length <= bucket) series.push(0);
    series[bucket]! += 1 / base.bucketS;
    if (inWindow(arrivalS)) {
      const s = served[r]![tier];
      s.all++;
      if (convOrigin[c] === ORIGIN_SPILLED) s.spilledIn++;
      else if (convOrigin[c] === ORIGIN_RESTARTED) s.restartedIn++;
    }
  };

  const drainS = base.patienceS + 5;
  for (let tick = 0; tick * base.tickS < config.durationS + drainS; tick++) {
    const t = tick * base.tickS;
    const nowMs = virtualNowMs(t);
    const tickEnd = t + base.tickS;
    for (const sim of sims) if (!sim.dead) sim.beginTick(tick, t, nowMs);
    for (let r = 0; r < n; r++) if (!sims[r]!.dead) headrooms[r] = sims[r]!.headroom(nowMs);
    if (config.fail && !failed && t >= config.fail.atS) {
      failed = true;
      const f = names.indexOf(config.fail.region);
      down.push(config.fail.region);
      // The clients of what it held retry (at once, or jittered); the retry lands in the conversation's new region.
      const within = config.retryWithinS ?? 0;
      for (const lost of sims[f]!.fail(t)) retries.push({ at: t + random() * within, lost });
      retries.sort((a, b) => a.at - b.at);
    }
    while (retried < retries.length && retries[retried]!.at < tickEnd) {
      const { at, lost } = retries[retried++]!;
      send(lost.conversation, homeOf(lost.conversation, ringBase, ringSize), at, nowMs, false, lost);
    }
    for (let h = 0; h < n; h++) {
      while (nextArrival[h]! < tickEnd && nextArrival[h]! < config.durationS) {
        const arrivalS = nextArrival[h]!;
        const isNew = random() < pNew;
        let c: number;
        if (isNew) {
          c = ringBase[h]! + ringNext[h]!;
          ringNext[h] = (ringNext[h]! + 1) % ringSize[h]!;
        } else {
          c = ringBase[h]! + Math.floor(random() * ringSize[h]!);
        }
        send(c, h, arrivalS, nowMs, isNew);
        nextArrival[h] = arrivalS + exponential(random, 1 / Math.max(rateAt(h, arrivalS), 1e-9));
      }
    }
    for (const sim of sims) if (!sim.dead) sim.advance(tickEnd);
  }

  return {
    config,
    messages,
    regions: sims.map((sim, i) => ({
      name: names[i]!,
      spec: config.regions[i]!,
      result: sim.result(),
      moved: sim.movedStats(),
      served: served[i]!,
      home: home[i]!,
      arrivalsSeries: arrivalsSeries[i]!,
      extraPrefill: sim.extraPrefillSeries,
    })),
  };
}

type Lost = { promptTokens: number; answerTokens: number };

function homeOf(c: number, ringBase: number[], ringSize: number[]): number {
  for (let h = 0; h < ringBase.length; h++) if (c < ringBase[h]! + ringSize[h]!) return h;
  throw new Error(`simulateRegions: conversation ${c} has no home`);
}

/**
 * The default scenario: the planner's ten-times fleet (DESIGN section 10: 100 M daily users, its routed
 * fleet) split over five regions like their users (time-zones.ts), 14:00-02:00 UTC compressed into 300
 * virtual seconds (a day in 600: the run's cost grows with GPUs x virtual seconds, ~0.03 ms of CPU per
 * GPU-second), and Europe failing at 20:00 UTC (150 s), its evening peak. `scale` multiplies users and
 * replicas alike (a smaller copy of the same scenario, for tests and quick looks).
 */
export function defaultRegionsConfig(scale = 1): RegionsConfig {
  const parsed = parsePlanInputs(mergeInputs(DEFAULT_INPUTS, { dailyUsers: TEN_TIMES_USERS }));
  if (!parsed.success) throw new Error(parsed.error);
  const p = plan(parsed.data);
  const small = p.routed.small?.replicas.value ?? 0;
  return {
    regions: defaultRegions(TEN_TIMES_USERS * scale, p.routed.large.replicas.value * scale, small * scale),
    distanceMs: DEFAULT_DISTANCE_MS,
    durationS: 300,
    warmupS: 60,
    dayS: 600,
    startHourUtc: 14,
    peakPerUser: p.traffic.peakMessagesPerSecond.value / TEN_TIMES_USERS,
    turnsPerConversation: 5,
    conversationsPerPeakRate: 30,
    fail: { region: "europe", atS: 150 },
    spillOver: true,
    spill: DEFAULT_SPILL,
    fleet: {},
    seed: 1,
  };
}

const TEN_TIMES_USERS = 100_000_000;
