/**
 * @chat/api: the public door (HTTP with SSE, WebSocket), token limits by tier, the live fan-out of answers.
 * What tools (the e2e stack, benches) may use; the rest of src/ is the api's own.
 */
export type { AuthUser } from "./auth.ts";
export { createUser } from "./auth.ts";
export { SUMMARY_LABEL } from "./chat-service.ts";
export { webDistDir } from "./http/static.ts";
export * from "./limits/index.ts";
export type { ApiInstance, ApiOptions } from "./server.ts";
export { DEFAULT_SYSTEM_PROMPT, startApiServer } from "./server.ts";
export * from "./tiers.ts";
