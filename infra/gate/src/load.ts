/**
 * The load check: the candidate's replicas at the planned peak, in the fleet simulator (the real dispatcher
 * policies, every pass timed by the one timing model). The planner sizes the routed fleet for DESIGN's
 * peak; the gate runs a slice of it (`1 / scale` of the replicas and of the traffic, so each replica sees
 * the planned load) for `durationS` of virtual time.
 */

import { DEFAULT_INPUTS, plan, simulateFleet } from "@chat/fleet";
import { REPLICAS } from "@chat/model";
import type { VersionProfile } from "@chat/sim";

export type LoadFigures = {
  messagesPerSecond: number;
  largeReplicas: number;
  smallReplicas: number;
  /** The worse tier's first-token p95 and the slower tier's mean tokens/s per answer. */
  firstTokenP95S: number;
  tokensPerSecond: number;
  timedOut: number;
  largeBusy: number;
};

export function loadCheck(
  profile: VersionProfile,
  opts: { scale?: number; durationS?: number; seed?: number } = {},
) {
  const scale = opts.scale ?? 20;
  const p = plan(DEFAULT_INPUTS);
  const largeReplicas = Math.max(1, Math.round(p.routed.large.replicas.value / scale));
  const smallReplicas = Math.max(1, Math.round((p.routed.small?.replicas.value ?? 0) / scale));
  // The slice's share of the planned peak: as many messages per replica as the whole fleet.
  const messagesPerSecond =
    (p.traffic.peakMessagesPerSecond.value * largeReplicas) / p.routed.large.replicas.value;
  const r = simulateFleet({
    largeReplicas,
    smallReplicas,
    messagesPerSecond,
    durationS: opts.durationS ?? 90,
    warmupS: 30,
    conversations: 20_000,
    seed: opts.seed ?? 1,
    largeProfile: REPLICAS[profile.replica],
  });
  const tiers = [r.tiers.plus, r.tiers.free];
  return {
    messagesPerSecond,
    largeReplicas,
    smallReplicas,
    firstTokenP95S: Math.max(...tiers.map((t) => t.firstTokenP95S)),
    tokensPerSecond: Math.min(...tiers.map((t) => t.answerTokensPerSecond)),
    timedOut: Math.max(...tiers.map((t) => t.timedOut)),
    largeBusy: r.gpuBusyShare.large,
  } satisfies LoadFigures;
}
