/**
 * @chat/platform: the adapters every service shares. Configuration and the service check, the ops server
 * (health, readiness, metrics), Postgres (Kysely, migrations, the read-model tables), the idempotent set-up
 * of databases, streams and buckets, and the client of an inference engine (vLLM, TensorRT-LLM or the
 * simulator) over its OpenAI-compatible protocol. Test helpers live under `@chat/platform/testing`.
 */
export type { ServiceUrls } from "./config.ts";
export { serviceUrls } from "./config.ts";
export * from "./db/index.ts";
export * from "./engine/index.ts";
export type { HealthCheck } from "./ops-server.ts";
export { shutdownSignal, startOpsServer } from "./ops-server.ts";
export type { ServiceCheck } from "./services.ts";
export { checkServices, describeMissing } from "./services.ts";
export { runSetup, ServicesMissingError } from "./setup.ts";
