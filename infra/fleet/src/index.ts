/**
 * @chat/fleet: the fleet simulator (the dispatcher's own policies against thousands of simulated replicas
 * in virtual time: `npm run simulate`) and the capacity planner (GPUs from tokens: `npm run plan`).
 */
export * from "./planner/index.ts";
export type { FleetConfig, SimPool } from "./simulator/config.ts";
export { DEFAULT_FLEET } from "./simulator/config.ts";
export type { FleetResult, RungSample } from "./simulator/fleet.ts";
export { simulateFleet } from "./simulator/fleet.ts";
export { writePlot } from "./simulator/plot.ts";
export type { RegionResult, RegionsConfig, RegionsResult } from "./simulator/regions.ts";
export { defaultRegionsConfig, simulateRegions } from "./simulator/regions.ts";
export { writeRegionsPlot } from "./simulator/regions-plot.ts";
export { formatRegionsCsv, formatRegionsDetails, formatRegionsTable } from "./simulator/regions-report.ts";
export { formatCsv, formatDetails, formatTable, resultRows } from "./simulator/report.ts";
export { simulateFleetsInParallel } from "./simulator/run-in-worker.ts";
export { CHECK_SCENARIOS } from "./simulator/scenarios.ts";
export type { RegionSpec } from "./simulator/time-zones.ts";
export { DEFAULT_DISTANCE_MS, localLoad } from "./simulator/time-zones.ts";
