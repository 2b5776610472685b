import { describe, expect, it } from "vitest";
import { DEFAULT_INPUTS } from "./inputs.ts";
import { plan } from "./plan.ts";

describe("the safety guard's pool", () => {
  it("given the measured share, then the guard's busy GPUs are peak x share x a warm large message's GPU-s", () => {
    const p = plan(DEFAULT_INPUTS);
    const large = p.replicas.large.gpuSecondsPerMessage.value;
    expect(p.safety.guardGpuSecondsPerMessage.value).toBeCloseTo(DEFAULT_INPUTS.guardGpuShare * large, 9);
    expect(p.safety.guardBusyGpus.value).toBeCloseTo(
      p.traffic.peakMessagesPerSecond.value * DEFAULT_INPUTS.guardGpuShare * large,
      6,
    );
    // Small next to the chat fleet (~7% of the large-only fleet's busy GPUs), and zero without a guard.
    expect(p.safety.guardBusyGpus.value / p.largeOnly.busyGpus.value).toBeLessThan(0.1);
    expect(plan({ ...DEFAULT_INPUTS, guardGpuShare: 0 }).safety.guardBusyGpus.value).toBe(0);
  });

  it("given the guard share changes, then no other figure of the plan moves", () => {
    const a = plan(DEFAULT_INPUTS);
    const b = plan({ ...DEFAULT_INPUTS, guardGpuShare: 0.5 });
    expect(b.routed.gpus.value).toBe(a.routed.gpus.value);
    expect(b.largeOnly.busyGpus.value).toBe(a.largeOnly.busyGpus.value);
  });
});
