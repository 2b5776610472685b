import { describe, expect, it } from "vitest";
import { DEFAULT_INPUTS } from "./inputs.ts";
import { plan } from "./plan.ts";

const tenTimes = plan({ ...DEFAULT_INPUTS, dailyUsers: 100_000_000 });
const view = tenTimes.regions!;
const region = (name: string) => view.regions.find((r) => r.name === name)!;

describe("the planner's regions view", () => {
  it("given DESIGN's one region (10 M users), then there is no regions view", () => {
    expect(plan(DEFAULT_INPUTS).regions).toBeNull();
  });

  it("given ten times the users, then five regions share the users and about the routed fleet", () => {
    expect(view.regions).toHaveLength(5);
    expect(view.regions.reduce((s, r) => s + r.users.value, 0)).toBeCloseTo(100_000_000, -2);
    const peaks = view.regions.reduce((s, r) => s + r.peakMessagesPerSecond.value, 0);
    expect(peaks).toBeCloseTo(tenTimes.traffic.peakMessagesPerSecond.value, 0);
    // Whole replicas per region round up a little more than one fleet does.
    expect(view.fleetGpus.value).toBeGreaterThanOrEqual(tenTimes.routed.gpus.value);
    expect(view.fleetGpus.value).toBeLessThan(tenTimes.routed.gpus.value * 1.01);
  });

  it("the log is sized from tokens: a delta per streaming answer every 50 ms, partitions and servers from measured rates", () => {
    const r = region("americas");
    const streaming = DEFAULT_INPUTS.answerTokens / DEFAULT_INPUTS.targetTokensPerSecond;
    const events = r.peakMessagesPerSecond.value * (streaming * 20 + 4);
    expect(r.logEventsPerSecond.value).toBeCloseTo(events, 0);
    // DESIGN 10 at 10 M users: ~46,000 answers streaming, ~900,000 deltas/s; americas is 30 M of 100 M users.
    expect(r.logEventsPerSecond.value).toBeGreaterThan(2_000_000);
    expect(r.logPartitions.value).toBe(Math.ceil((events * 1.3) / 38_000));
    expect(r.natsServers.value).toBe(Math.ceil((events * 1.3 * 3) / 38_000));
    // Taking the largest neighbour's load needs more partitions, fixed in advance.
    expect(r.logPartitionsToAbsorbNeighbour.value).toBeGreaterThan(r.logPartitions.value);
    expect(region("south-america").logPartitions.value).toBeLessThan(r.logPartitions.value);
  });

  it("the api cores per region add up to the whole plan's (each region rounds up once)", () => {
    const sum = view.regions.reduce((n, r) => n + r.apiCores.value, 0);
    expect(sum).toBeGreaterThanOrEqual(tenTimes.gateway.apiCores.value);
    expect(sum).toBeLessThanOrEqual(tenTimes.gateway.apiCores.value + view.regions.length);
    // One api core holds fewer streams than DESIGN's instance: more cores than instances in every region.
    for (const r of view.regions) expect(r.apiCores.value).toBeGreaterThan(r.apiInstances.value);
  });

  it("the dispatchers, settlers and summarizers come from their measured rates at the region's own peak", () => {
    for (const r of view.regions) {
      const peak = r.peakMessagesPerSecond.value;
      expect(r.dispatchers.value).toBe(
        Math.ceil((peak * 1.3) / DEFAULT_INPUTS.dispatcherSubmissionsPerSecond),
      );
      expect(r.settlers.value).toBe(Math.ceil((peak * 1.3) / DEFAULT_INPUTS.settlerAnswersPerSecond));
      expect(r.summarizers.value).toBe(Math.ceil((peak * 1.3) / DEFAULT_INPUTS.summarizerAnswersPerSecond));
      // A settler is cheaper than a dispatcher: never more of them.
      expect(r.settlers.value).toBeLessThanOrEqual(r.dispatchers.value);
    }
  });

  it("the projector applies only the events besides deltas, and its partitions come from its measured rate", () => {
    const r = region("americas");
    const toApply = r.peakMessagesPerSecond.value * DEFAULT_INPUTS.logEventsPerMessage;
    expect(r.projectorEventsPerSecond.value).toBeCloseTo(toApply, 6);
    // A few percent of the log: the deltas (20 per streaming second) are passed unread.
    expect(r.projectorEventsPerSecond.value / r.logEventsPerSecond.value).toBeLessThan(0.02);
    expect(r.projectorRate.value).toBe(DEFAULT_INPUTS.projectorEventsPerSecond);
    expect(r.projectorPartitions.value).toBe(
      Math.ceil((toApply * 1.3) / DEFAULT_INPUTS.projectorEventsPerSecond),
    );
    expect(r.projectorPartitions.value).toBeGreaterThan(1);
    // Twice the measured rate halves the partitions (up to rounding).
    const faster = plan({
      ...DEFAULT_INPUTS,
      dailyUsers: 100_000_000,
      projectorEventsPerSecond: DEFAULT_INPUTS.projectorEventsPerSecond * 2,
    }).regions!.regions.find((x) => x.name === "americas")!;
    expect(faster.projectorPartitions.value).toBe(
      Math.ceil((toApply * 1.3) / (2 * DEFAULT_INPUTS.projectorEventsPerSecond)),
    );
  });

  it("each region is sized for its own peak: GPUs and api instances grow with its users", () => {
    expect(region("americas").gpus.value).toBeGreaterThan(region("europe").gpus.value);
    expect(region("europe").gpus.value).toBeGreaterThan(region("south-america").gpus.value);
    expect(region("americas").apiInstances.value).toBeGreaterThan(region("south-america").apiInstances.value);
    expect(region("europe").peakHourUtc).toBe(20);
  });

  it("a region's largest neighbour peaks at another hour, so absorbing it costs less than both peaks", () => {
    const americas = region("americas");
    expect(americas.largestNeighbour).toBe("europe");
    const both = americas.peakMessagesPerSecond.value + region("europe").peakMessagesPerSecond.value;
    expect(americas.withNeighbourMessagesPerSecond.value).toBeLessThan(both * 0.9);
    expect(americas.withNeighbourMessagesPerSecond.value).toBeGreaterThan(
      region("europe").peakMessagesPerSecond.value,
    );
    expect(americas.gpusToAbsorbNeighbour.value).toBeGreaterThan(americas.gpus.value);
    expect(americas.headroomToKeep.value).toBeCloseTo(
      americas.gpusToAbsorbNeighbour.value / americas.gpus.value - 1,
      6,
    );
  });

  it("a small region next to a large one must keep the most headroom; spread over every region a loss costs little", () => {
    const most = view.regions.reduce((a, b) => (b.headroomToKeep.value > a.headroomToKeep.value ? b : a));
    expect(most.name).toBe("south-america");
    expect(view.fleetGpusToLoseAnyRegion.value).toBeGreaterThanOrEqual(view.fleetGpus.value);
    const perRegion = view.regions.reduce((s, r) => s + r.gpusToAbsorbNeighbour.value, 0);
    expect(view.fleetGpusToLoseAnyRegion.value).toBeLessThan(perRegion);
  });
});
