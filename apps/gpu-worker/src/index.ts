/**
 * @chat/gpu-worker: the agent beside one inference server. Pulls work by affinity subject, drives the
 * engine (chunked prefill is the engine's), publishes token deltas in batches, checks each sentence with the
 * guard, reports its load, and hands its answers back when its engine dies.
 */
export type { Agent, AgentConfig } from "./worker/agent.ts";
export { startAgent } from "./worker/agent.ts";
export type { ReportInterval, SmoothedRates } from "./worker/load-rates.ts";
export { nextLoadReport } from "./worker/load-rates.ts";
export { SentenceGuard } from "./worker/sentence-guard.ts";
