/**
 * The real dispatcher policies the simulator runs. One seam: when apps/dispatcher/package.json exports
 * "./placement", "./ladder" and "./routing" (asked of the lead), these become package imports.
 */
export {
  applyLadder,
  DEFAULT_LADDER,
  expectedWaitSeconds,
  INITIAL_RUNG,
  type LadderConfig,
  ladderRound,
  ladderSignal,
  poolBusyShare,
  type Rung,
  type RungRecord,
  shapeByRung,
  tierPriority,
} from "../../../apps/dispatcher/src/ladder/index.ts";
export {
  favouriteReplica,
  pickReplica,
  type ReplicaView,
} from "../../../apps/dispatcher/src/placement/index.ts";
export { routeMessage } from "../../../apps/dispatcher/src/routing/decision.ts";
