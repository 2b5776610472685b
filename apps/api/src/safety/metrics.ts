/**
 * Prometheus figures for the input check: how long each check took (it is on the first token's path) and
 * how many were flagged, by who decided (the guard, or the baseline while the guard was down or slow).
 */
import type { Checker } from "@chat/events/safety";
import { Counter, Histogram, type Registry } from "prom-client";

export function withCheckMetrics(checker: Checker, registry: Registry): Checker {
  const seconds = new Histogram({
    name: "api_safety_check_seconds",
    help: "Input safety check time (after the token reservation, before the message is queued)",
    labelNames: ["decided_by"],
    buckets: [0.002, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5],
    registers: [registry],
  });
  const checks = new Counter({
    name: "api_safety_checks_total",
    help: "Input safety checks by verdict and by who decided",
    labelNames: ["decided_by", "verdict", "category"],
    registers: [registry],
  });
  return {
    async check(stage, conversation) {
      const r = await checker.check(stage, conversation);
      seconds.observe({ decided_by: r.decidedBy }, r.ms / 1000);
      checks.inc({
        decided_by: r.decidedBy,
        verdict: r.flagged ? "unsafe" : "safe",
        category: r.flagged ? (r.category ?? "") : "",
      });
      return r;
    },
  };
}
