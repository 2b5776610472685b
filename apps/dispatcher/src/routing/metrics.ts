/**
 * Prometheus backing for RouterMetrics. Share routed small by tier, in PromQL:
 *   sum by (tier) (rate(router_routed_total{pool="small"}[5m])) / sum by (tier) (rate(router_routed_total[5m]))
 */
import { Counter, Histogram, type Registry } from "prom-client";
import type { RouterMetrics } from "./types.ts";

export function createPromRouterMetrics(registry: Registry): RouterMetrics {
  const routed = new Counter({
    name: "router_routed_total",
    help: "Messages routed, by tier, pool and reason",
    labelNames: ["tier", "pool", "reason"] as const,
    registers: [registry],
  });
  const fallback = new Counter({
    name: "router_fallback_total",
    help: "Messages routed by the fallback rule because the classifier failed or was slow",
    labelNames: ["tier", "cause"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "router_classifier_seconds",
    help: "Time to get a difficulty score, by classifier and outcome",
    labelNames: ["classifier", "outcome"] as const,
    buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
    registers: [registry],
  });
  return {
    routed: (tier, pool, reason) => routed.inc({ tier, pool, reason }),
    fallback: (tier, cause) => fallback.inc({ tier, cause }),
    classifierLatency: (classifier, seconds, outcome) => latency.observe({ classifier, outcome }, seconds),
  };
}
