/** The real dispatcher policies the simulator runs (never re-implemented here). */
export {
  applyLadder,
  DEFAULT_LADDER,
  expectedWaitSeconds,
  freePoolAtRung,
  INITIAL_RUNG,
  type LadderConfig,
  ladderRound,
  ladderSignal,
  movesToSmall,
  type PoolWaits,
  poolBusyShare,
  type Rung,
  type RungRecord,
  shapeByRung,
  tierPriority,
} from "@chat/dispatcher/ladder";
export { favouriteReplica, pickReplica, type ReplicaView } from "@chat/dispatcher/placement";
export { routeMessage } from "@chat/dispatcher/routing";
