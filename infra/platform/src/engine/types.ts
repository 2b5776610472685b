/**
 * The gpu-worker's view of an inference server: one client for trtllm-serve, vLLM and the simulator,
 * chosen by configuration only.
 *
 * @example
 *   const engine = createEngineClient({ baseUrl: "http://127.0.0.1:8100", flavour: "vllm", model: "llama-3-70b" });
 *   for await (const c of engine.stream({ requestId, messages, maxTokens: 1000, priority: 1, signal })) {
 *     if (c.type === "text") write(c.text); else settle(c.usage);
 *   }
 */
export type EngineFlavour = "vllm" | "trtllm";

export type EngineConfig = {
  /** Server root, e.g. http://127.0.0.1:8000 (no /v1). */
  baseUrl: string;
  flavour: EngineFlavour;
  /** Served model name sent in every request. */
  model: string;
  /** Longest wait for the response to start and between two chunks. Default 60 s. */
  requestTimeoutMs?: number;
};

export type EngineMessage = { role: "system" | "user" | "assistant"; content: string };

export type EngineRequest = {
  requestId: string;
  messages: EngineMessage[];
  maxTokens: number;
  /** higher = sooner */
  priority: number;
  stop?: string[];
  /** text already streamed by an earlier attempt: continue after it */
  continueFrom?: string;
  signal?: AbortSignal;
};

export type EngineUsage = { input: number; cached: number; output: number };

export type EngineChunk =
  | { type: "text"; text: string; tokens: number }
  | { type: "end"; finish: "stop" | "length"; usage: EngineUsage };

export type EngineLoad = {
  queuedPromptTokens: number;
  freeKvTokens: number;
  totalKvTokens: number;
  running: number;
  waiting: number;
  /** Answer tokens the engine produced since it started (vLLM), or since this client first polled (trtllm). */
  outputTokensTotal?: number;
  /** Share of wall time spent in forward passes since the previous poll, 0..1, where the server tells it. */
  busy?: number;
};

export interface EngineClient {
  readonly model: string;
  stream(req: EngineRequest): AsyncIterable<EngineChunk>;
  readLoad(): Promise<EngineLoad>;
  healthy(): Promise<boolean>;
}
