/** DESIGN's four check configurations of the shedding ladder, as fleet-simulator overrides. */
import type { FleetConfig } from "./config.ts";

export const CHECK_SCENARIOS: { name: string; overrides: Partial<FleetConfig> }[] = [
  { name: "every rung off", overrides: { paidFirst: false, maxRung: 0 } },
  { name: "paid-first only", overrides: { paidFirst: true, maxRung: 0 } },
  { name: "paid-first + rungs 1-2", overrides: { paidFirst: true, maxRung: 2 } },
  { name: "full ladder", overrides: { paidFirst: true, maxRung: 3 } },
];
