/**
 * @chat/stack: the whole assistant in one process (api, dispatcher, gpu-workers beside simulated engines,
 * projector, summarizer) on a fresh NATS namespace and database, with clients that speak its protocols.
 * For the end-to-end tests, the browser tests of the web app and the benches.
 */
export type { SseEvent } from "./clients.ts";
export { answerText, ChatApi, collectSse, eventually, newMessageId, readSse, WsClient } from "./clients.ts";
export type { Stack, StackOptions, StackReplica } from "./stack.ts";
export { startStack, storedEvents } from "./stack.ts";
