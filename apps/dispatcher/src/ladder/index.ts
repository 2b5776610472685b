export type { BusyReport } from "./busy-share.ts";
export { poolBusyShare, replicaBusyShare } from "./busy-share.ts";
export type { WaitOptions, WaitReport } from "./expected-wait.ts";
export { expectedWaitSeconds, LARGE_PREFILL_TOKENS_PER_SECOND } from "./expected-wait.ts";
export type { PlacedCost, RungCostsInput } from "./held-back.ts";
export {
  belowRungSignal,
  costsNowAndBelow,
  expectedAnswerTokens,
  HeldBackLoad,
  messageCost,
} from "./held-back.ts";
export type { LadderConfig, LadderMove, Rung, RungRecord } from "./ladder.ts";
export { DEFAULT_LADDER, INITIAL_RUNG, ladderRound, mergeRungRecords, nextRung } from "./ladder.ts";
export type { PoolChoiceInput, PoolWaits } from "./pool-choice.ts";
export { freePoolAtRung, movesToSmall } from "./pool-choice.ts";
export type { LadderInput, LadderOutcome, ShedDecision } from "./shedding.ts";
export { applyLadder, FREE_ANSWER_CAP, FREE_START_LIMIT_S, shapeByRung, tierPriority } from "./shedding.ts";
export type { LadderSignal, SignalReading, SignalReport } from "./signal.ts";
export { ladderSignal } from "./signal.ts";
