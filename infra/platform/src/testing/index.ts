export { consumerBacklog, DRAIN_COLUMNS, drainRow, loadAverageLine, timeBacklogDrain } from "./backlog.ts";
export {
  cpuSecondsByName,
  cpuSecondsOf,
  fmt,
  formatTable,
  listArg,
  machineCpuTimes,
  mean,
  natsCpuSeconds,
  numberArg,
  percentile,
  startCpuProfile,
} from "./bench-stats.ts";
export type { TestDatabase } from "./database.ts";
export { freshDatabase } from "./database.ts";
export { deploymentEnv } from "./deployment.ts";
export type { MachineSpeed } from "./machine-speed.ts";
export { machineSpeed, machineSpeedLine } from "./machine-speed.ts";
export type { TestNamespace } from "./nats.ts";
export { freshNamespace } from "./nats.ts";
export type { TcpProxy } from "./tcp-proxy.ts";
export { hostPort, startTcpProxy } from "./tcp-proxy.ts";
export { waitUntil } from "./wait.ts";
