/**
 * Which region serves a conversation (DESIGN section 10): a user has a home region; a NEW conversation spills
 * to the nearest region with headroom when home has none; a running conversation stays where its KV cache is;
 * a conversation whose region is gone restarts elsewhere (one full prefill of its history there).
 *
 * Pure: the headroom each region publishes and the clock come in as arguments. The api calls it when a
 * conversation starts (and when its region stops answering); the fleet simulator calls it the same way.
 *
 * "Headroom" (`hasHeadroom`): the region is alive, has live replicas, its ladder is below `spillAtRung`
 * (DESIGN's rung 2: free answers capped) and its expected first-token wait for the tier is within the
 * tier's budget (DESIGN's first-token SLO: Plus 1 s, Free 2 s). Spilling earlier (at rung 1) would pay a
 * full prefill elsewhere for a move to the small model that costs the user little; at rung 2 the home region
 * is already cutting answers.
 */
import type { Tier } from "../schemas.ts";

/** The shedding ladder's rung (0-3, the dispatcher's `Rung`). */
export type RegionRung = 0 | 1 | 2 | 3;

/** What one region publishes about itself (its dispatchers, every heartbeat). */
export type RegionHeadroom = {
  region: string;
  rung: RegionRung;
  /** Expected first-token wait of a new message there, seconds, by tier ("free", "plus"). */
  expectedWaitS: Readonly<Record<string, number>>;
  /** Replicas that reported recently; 0: the region cannot serve. */
  liveReplicas: number;
  /** When it was published (ms); older than `staleAfterMs` means the region is gone. */
  at: number;
};

export type SpillConfig = {
  /** A home region at this rung or above has no headroom. */
  spillAtRung: RegionRung;
  /** First-token budget per tier, seconds; a tier not listed uses `defaultWaitBudgetS`. */
  waitBudgetS: Readonly<Record<string, number>>;
  defaultWaitBudgetS: number;
  /** A region whose last headroom is older than this is taken as down. */
  staleAfterMs: number;
};

export const DEFAULT_SPILL: SpillConfig = {
  spillAtRung: 2,
  waitBudgetS: { plus: 1, free: 2 },
  defaultWaitBudgetS: 2,
  staleAfterMs: 3_000,
};

export type RegionChoiceInput = {
  home: string;
  tier: Tier;
  regions: readonly RegionHeadroom[];
  /** Round-trip time between regions, ms: `distanceMs[a][b]`. A missing pair counts as far (Infinity). */
  distanceMs: Readonly<Record<string, Readonly<Record<string, number>>>>;
  now: number;
  /** The region the conversation lives in; absent for a new conversation. */
  current?: string;
  /** Regions the caller found unreachable just now (a refused connection), whatever they last published. */
  down?: readonly string[];
};

export type RegionReason =
  /** A new conversation at home. */
  | "home"
  /** A new conversation sent to the nearest region with headroom. */
  | "spill"
  /** No region has headroom: the new conversation stays home, where the ladder sheds. */
  | "home-no-room"
  /** A running conversation stays where its cache is. */
  | "stay"
  /** Its region (or, for a new one, its home) is gone: it starts elsewhere with a full prefill. */
  | "restart";

export type RegionChoice =
  | { ok: true; region: string; reason: RegionReason }
  | { ok: false; reason: "no-region" };

/** The region's published state says it can serve (fresh, live replicas, not reported down). */
export function isRegionUp(
  r: RegionHeadroom,
  now: number,
  config: SpillConfig,
  down?: readonly string[],
): boolean {
  return now - r.at <= config.staleAfterMs && r.liveReplicas > 0 && !(down?.includes(r.region) ?? false);
}

/** Room for one more new conversation of `tier`: below the spill rung and within the tier's wait budget. */
export function hasHeadroom(r: RegionHeadroom, tier: Tier, config: SpillConfig = DEFAULT_SPILL): boolean {
  const budget = config.waitBudgetS[tier] ?? config.defaultWaitBudgetS;
  const wait = r.expectedWaitS[tier] ?? Number.POSITIVE_INFINITY;
  return r.rung < config.spillAtRung && wait <= budget;
}

/**
 * The region for a message's conversation.
 * @example chooseRegion({ home: "eu", tier: "free", regions, distanceMs, now }) // { ok: true, region: "eu", reason: "home" }
 */
export function chooseRegion(input: RegionChoiceInput, config: SpillConfig = DEFAULT_SPILL): RegionChoice {
  const { home, tier, regions, now, down } = input;
  const up = (r: RegionHeadroom) => isRegionUp(r, now, config, down);
  if (input.current !== undefined) {
    const current = regions.find((r) => r.region === input.current);
    if (current && up(current)) return { ok: true, region: current.region, reason: "stay" };
    return elsewhere(input, config, input.current);
  }
  const homeRegion = regions.find((r) => r.region === home);
  if (homeRegion && up(homeRegion)) {
    if (hasHeadroom(homeRegion, tier, config)) return { ok: true, region: home, reason: "home" };
    const spill = nearest(input, (r) => r.region !== home && up(r) && hasHeadroom(r, tier, config));
    if (spill) return { ok: true, region: spill.region, reason: "spill" };
    return { ok: true, region: home, reason: "home-no-room" };
  }
  return elsewhere(input, config, home);
}

/** A conversation whose region (`gone`) is down: the nearest up region with headroom, else the least loaded up one. */
function elsewhere(input: RegionChoiceInput, config: SpillConfig, gone: string): RegionChoice {
  const up = (r: RegionHeadroom) => r.region !== gone && isRegionUp(r, input.now, config, input.down);
  const from = input.current ?? input.home;
  const withRoom = nearest(input, (r) => up(r) && hasHeadroom(r, input.tier, config), from);
  if (withRoom) return { ok: true, region: withRoom.region, reason: "restart" };
  // Nobody has headroom: the lowest rung, then the shortest wait for the tier, then the nearest.
  let best: RegionHeadroom | undefined;
  for (const r of input.regions) {
    if (!up(r)) continue;
    if (best === undefined || loadOrder(r, best, input, from) < 0) best = r;
  }
  return best ? { ok: true, region: best.region, reason: "restart" } : { ok: false, reason: "no-region" };
}

function loadOrder(a: RegionHeadroom, b: RegionHeadroom, input: RegionChoiceInput, from: string): number {
  if (a.rung !== b.rung) return a.rung - b.rung;
  const wa = a.expectedWaitS[input.tier] ?? Number.POSITIVE_INFINITY;
  const wb = b.expectedWaitS[input.tier] ?? Number.POSITIVE_INFINITY;
  if (wa !== wb) return wa < wb ? -1 : 1;
  return distance(input, from, a.region) - distance(input, from, b.region);
}

/** The nearest region (from `from`, default home) passing `ok`; ties by name, so the choice is stable. */
function nearest(
  input: RegionChoiceInput,
  ok: (r: RegionHeadroom) => boolean,
  from = input.home,
): RegionHeadroom | undefined {
  let best: RegionHeadroom | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const r of input.regions) {
    if (!ok(r)) continue;
    const d = distance(input, from, r.region);
    if (best === undefined || d < bestD || (d === bestD && r.region < best.region)) {
      best = r;
      bestD = d;
    }
  }
  return best;
}

function distance(input: RegionChoiceInput, a: string, b: string): number {
  if (a === b) return 0;
  return input.distanceMs[a]?.[b] ?? input.distanceMs[b]?.[a] ?? Number.POSITIVE_INFINITY;
}
