export { intendedAnswerTokens, MEAN_ANSWER_TOKENS, seededRandom } from "./answer-length.ts";
export { HARMFUL_SENTENCE, TURNS_HARMFUL_MARKER } from "./answer-text.ts";
export { conversationTokens } from "./block-hash.ts";
export type { GpuProfile, ModelProfile, Precision, ReplicaProfile } from "./hardware.ts";
export { GPUS, HARDWARE_FIT, MODELS, REPLICAS, replicaOf, withPrecision } from "./hardware.ts";
export type {
  FinishReason,
  ReplicaLoad,
  SequenceView,
  SimRequest,
  StepLoopOptions,
  StepLoopStats,
  StepResult,
} from "./step-loop.ts";
export { StepLoop } from "./step-loop.ts";
export type { OfflineLoad, OfflineThroughput } from "./throughput.ts";
export { offlineThroughput } from "./throughput.ts";
export type { StepTime, StepWork } from "./timing.ts";
export {
  allReduceSeconds,
  decodeStepSeconds,
  kvBytesPerToken,
  kvCacheBytes,
  kvCapacityBlocks,
  maxConcurrentSequences,
  peakFlops,
  prefillSeconds,
  stepTime,
  weightBytes,
} from "./timing.ts";
export type { Arrival, VirtualRunOptions } from "./virtual-run.ts";
export { runVirtual } from "./virtual-run.ts";
