export { createRoundRobin, leastLoaded, stickyWithoutLoadCheck } from "./baselines.ts";
export { fnv1a32, fnv1a32Continue } from "./fnv1a.ts";
export type {
  PickInput,
  PickReason,
  PickResult,
  Placement,
  PlacementPolicy,
  ReplicaView,
} from "./pick-replica.ts";
export { DEFAULT_DEAD_AFTER_MS, DEFAULT_STALE_AFTER_MS, pickReplica } from "./pick-replica.ts";
export { notePlaced, type PlacedView } from "./placed-since-report.ts";
export {
  favouriteFinder,
  favouriteReplica,
  fmix32,
  rankReplicas,
  rendezvousWeight,
} from "./rendezvous.ts";
