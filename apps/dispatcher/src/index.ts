/**
 * @chat/dispatcher: routes each message to a pool, shapes it by the shedding ladder, places it on a replica
 * and queues it by affinity subject; fails over dead replicas. The pure policies (routing, ladder,
 * placement) are exported for the fleet simulator, which runs the same code in virtual time.
 */
export type {
  PlacementDecision,
  PlacementInput,
  PlacementOptions,
  PoolTry,
} from "./dispatch/decide-placement.ts";
export { decidePlacement } from "./dispatch/decide-placement.ts";
export { failoverReplica } from "./dispatch/failover.ts";
export { requeueGeneration } from "./dispatch/requeue.ts";
export type { Dispatcher, DispatcherOptions } from "./dispatcher-app.ts";
export { startDispatcher } from "./dispatcher-app.ts";
export * from "./ladder/index.ts";
export * from "./placement/index.ts";
export { publishHeadroom, regionHeadroom } from "./regions/index.ts";
export * from "./routing/index.ts";
