/** The ops view's read API: numbers (overview.ts), their bounded reads (reader.ts), the route (routes.ts). */
export type { OpsOverview, PoolView, ReplicaView } from "./overview.ts";
export { buildOverview } from "./overview.ts";
export type { OpsReaderOptions } from "./reader.ts";
export { OpsReader } from "./reader.ts";
export type { OpsDeps } from "./routes.ts";
export { mountOps, OPS_TIER, opsTokenFromEnv } from "./routes.ts";
