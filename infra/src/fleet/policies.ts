/** The real dispatcher policies the simulator runs (never re-implemented here). */
export {
  applyLadder,
  belowRungSignal,
  costsNowAndBelow,
  DEFAULT_LADDER,
  expectedAnswerTokens,
  expectedWaitSeconds,
  freePoolAtRung,
  HeldBackLoad,
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
  type WaitOptions,
} from "@chat/dispatcher/ladder";
export {
  favouriteFinder,
  notePlaced,
  type PickInput,
  pickReplica,
  type ReplicaView,
} from "@chat/dispatcher/placement";
export { routeMessage } from "@chat/dispatcher/routing";
