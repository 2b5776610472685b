export type { GpuProfile, ModelProfile, ReplicaProfile } from "./hardware.ts";
export { GPUS, MODELS, REPLICAS } from "./hardware.ts";
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
