export type { ServiceUrls } from "./config.ts";
export { serviceUrls } from "./config.ts";
export type { HealthCheck } from "./ops-server.ts";
export { shutdownSignal, startOpsServer } from "./ops-server.ts";
export type { ServiceCheck } from "./services.ts";
export { checkServices, describeMissing } from "./services.ts";
