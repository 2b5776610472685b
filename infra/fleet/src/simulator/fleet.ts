/**
 * The fleet simulator for one region: `RegionSim` (region.ts: the real dispatcher policies against
 * in-process replicas in virtual time) driven by its own arrivals, Poisson at `messagesPerSecond` (times an
 * optional compressed daily curve), each message continuing one of `conversations` at random.
 * Deterministic from its seed; no clock, no I/O.
 */

import { expectedAnswerTokens } from "@chat/dispatcher";
import { exponential } from "@chat/model";
import { DEFAULT_FLEET, type FleetConfig } from "./config.ts";
import { type FleetResult, RegionSim, virtualNowMs } from "./region.ts";
import type { SimTier } from "./requests.ts";

export { DEFAULT_FLEET, type FleetConfig } from "./config.ts";
export type { FleetResult, RungSample } from "./region.ts";

export function simulateFleet(overrides: Partial<FleetConfig> = {}): FleetResult {
  const config: FleetConfig = { ...DEFAULT_FLEET, ...overrides };
  validate(config);
  // Answers are exponential, cut at the tier's cap; the draw's mean is set so Free answers average
  // `meanAnswerTokens` after the cut (DESIGN's ~400), not below it.
  const region = new RegionSim(
    config,
    exponentialMeanForCappedMean(config.meanAnswerTokens, config.maxAnswerTokens.free),
  );
  const random = region.random;
  let nextArrivalS = exponential(random, 1 / config.messagesPerSecond);
  const drainS = config.patienceS + 5;
  for (let tick = 0; tick * config.tickS < config.durationS + drainS; tick++) {
    const t = tick * config.tickS;
    const nowMs = virtualNowMs(t);
    region.beginTick(tick, t, nowMs);
    const tickEnd = t + config.tickS;
    while (nextArrivalS < tickEnd && nextArrivalS < config.durationS) {
      const tier: SimTier = random() < config.plusShare ? "plus" : "free";
      const conversation = Math.floor(random() * config.conversations);
      region.dispatch(region.arrive(nextArrivalS, tier, conversation), nowMs);
      const rate =
        config.messagesPerSecond *
        (1 + config.dailyAmplitude * Math.sin((2 * Math.PI * nextArrivalS) / config.durationS));
      nextArrivalS += exponential(random, 1 / Math.max(rate, 1e-9));
    }
    region.advance(tickEnd);
  }
  return region.result();
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

export function validate(config: FleetConfig): void {
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
