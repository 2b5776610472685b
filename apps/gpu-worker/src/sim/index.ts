export { intendedAnswerTokens, MEAN_ANSWER_TOKENS, seededRandom } from "./answer-length.ts";
export { conversationTokens } from "./block-hash.ts";
export type { GpuProfile, ModelProfile, ReplicaProfile } from "./hardware.ts";
export { GPUS, MODELS, REPLICAS } from "./hardware.ts";
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
export type { StepTime, StepWork } from "./timing.ts";
export {
  decodeStepSeconds,
  kvBytesPerToken,
  kvCacheBytes,
  kvCapacityBlocks,
  maxConcurrentSequences,
  prefillSeconds,
  stepTime,
  weightBytes,
} from "./timing.ts";
export type { Arrival, VirtualRunOptions } from "./virtual-run.ts";
export { runVirtual } from "./virtual-run.ts";
export { HARMFUL_SENTENCE, TURNS_HARMFUL_MARKER } from "./answer-text.ts";
