/**
 * @chat/sim: simulated inference servers behind the engines' own HTTP protocol, so the gpu-worker drives
 * them exactly as it drives vLLM or TensorRT-LLM. A chat replica (the step loop with chunked prefill, a
 * paged KV cache with prefix caching, preemption, timings from @chat/model), the guard model, model
 * versions that answer differently, and the judge model. Tools only: no service imports it.
 */
export { intendedAnswerTokens, MEAN_ANSWER_TOKENS } from "./answer-length.ts";
export { HARMFUL_SENTENCE, TURNS_HARMFUL_MARKER } from "./answer-text.ts";
export { conversationTokens } from "./block-hash.ts";
export type { GuardServer } from "./guard-server.ts";
export { createGuardServer } from "./guard-server.ts";
export {
  concurrentAnswers,
  gpuSecondsPerMessage,
  longPromptAmongAnswers,
  queueThroughput,
  samePromptTwice,
} from "./scenarios.ts";
export type { SimServer, SimServerOptions } from "./server.ts";
export { createSimServer } from "./server.ts";
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
export * from "./versions/index.ts";
export type { Arrival, VirtualRunOptions } from "./virtual-run.ts";
export { runVirtual } from "./virtual-run.ts";
