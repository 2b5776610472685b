export type { BusyReport } from "./busy-share.ts";
export { poolBusyShare, replicaBusyShare } from "./busy-share.ts";
export type { WaitOptions, WaitReport } from "./expected-wait.ts";
export { expectedWaitSeconds, LARGE_PREFILL_TOKENS_PER_SECOND } from "./expected-wait.ts";
export type { LadderConfig, LadderMove, Rung, RungRecord } from "./ladder.ts";
export { DEFAULT_LADDER, INITIAL_RUNG, ladderRound, mergeRungRecords, nextRung } from "./ladder.ts";
export type { LadderInput, LadderOutcome, ShedDecision } from "./shedding.ts";
export { applyLadder, FREE_ANSWER_CAP, FREE_START_LIMIT_S, shapeByRung, tierPriority } from "./shedding.ts";
