export { createEngineClient } from "./client.ts";
export type { EngineErrorCode } from "./errors.ts";
export {
  EngineAbortedError,
  EngineBadRequestError,
  EngineError,
  EngineErrorCodes,
  EngineProtocolError,
  EngineRejectedError,
  EngineTimeoutError,
  EngineUnavailableError,
} from "./errors.ts";
export { loadFromTrtllmStats, loadFromVllmMetrics } from "./load.ts";
export type {
  EngineChunk,
  EngineClient,
  EngineConfig,
  EngineFlavour,
  EngineLoad,
  EngineMessage,
  EngineRequest,
  EngineUsage,
} from "./types.ts";
