/**
 * @chat/model: what the project knows about its models and their hardware, as pure functions: GPU and
 * model profiles, the timing model of a forward pass, offline throughput, the tokenizer and chat template,
 * prompt building, and seeded randomness. No I/O; shared by the services, the simulators and the planner.
 */
export type { ChatMessage, ParsedPrompt, TemplateOptions } from "./chat-template.ts";
export { parsePrompt, renderLlama3 } from "./chat-template.ts";
export type { GpuProfile, ModelProfile, Precision, ReplicaProfile } from "./hardware.ts";
export { GPUS, HARDWARE_FIT, MODELS, REPLICAS, replicaOf, withPrecision } from "./hardware.ts";
export type { TreeNode } from "./prompt/branch.ts";
export { branchTo, newestLeafUnder, siblingsOf, uncoveredBranch } from "./prompt/branch.ts";
export type {
  BuildPromptInput,
  BuildPromptResult,
  CountedText,
  PromptMessage,
  Turn,
} from "./prompt/build-prompt.ts";
export { buildPrompt, countsInPrompt } from "./prompt/build-prompt.ts";
export { hasSpecialTokens, neutralizeSpecialTokens } from "./prompt/special-tokens.ts";
export { exponential, seededRandom } from "./random.ts";
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
export type { ChatTemplateOverhead } from "./tokens.ts";
export { contentTokens, countTokens, LLAMA3_TEMPLATE } from "./tokens.ts";
