import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { decideRoute } from "./decide-route.ts";
import { createPromRouterMetrics } from "./metrics.ts";

describe("createPromRouterMetrics", () => {
  it("given routed, fallback and timed classifier calls, then /metrics text shows them by tier and pool", async () => {
    const registry = new Registry();
    const metrics = createPromRouterMetrics(registry);
    const ok = { name: "builtin", score: async () => 0.1 };
    const down = { name: "builtin", score: async () => Promise.reject(new Error("down")) };
    const message = { text: "hi", contentTokens: 1, depth: 0, tier: "free", requestedModel: "auto" as const };
    await decideRoute(ok, message, { threshold: 0.3 }, metrics);
    await decideRoute(down, { ...message, tier: "plus" }, { threshold: 0.3 }, metrics);
    const text = await registry.metrics();
    expect(text).toContain('router_routed_total{tier="free",pool="small",reason="score-below-threshold"} 1');
    expect(text).toContain('router_routed_total{tier="plus",pool="small",reason="fallback-short-no-code"} 1');
    expect(text).toContain('router_fallback_total{tier="plus",cause="error"} 1');
    expect(text).toMatch(/router_classifier_seconds_count\{classifier="builtin",outcome="ok"\} 1/);
  });
});
