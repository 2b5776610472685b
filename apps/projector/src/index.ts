export type { GenerationChange, RowOp, RowOpKind } from "./fold.ts";
export { project } from "./fold.ts";
export type { ProjectorMetrics } from "./metrics.ts";
export { projectorMetrics } from "./metrics.ts";
export type { Projector, ProjectorOptions } from "./projector.ts";
export { startProjector } from "./projector.ts";
export type { ApplyResult, Positioned } from "./store.ts";
export { applyEvents, applyEventsIn, applyOp, lockPosition, PROJECTION, readPosition } from "./store.ts";
