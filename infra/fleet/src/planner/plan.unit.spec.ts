import { decodeStepSeconds, maxConcurrentSequences, REPLICAS } from "@chat/model";
import { describe, expect, it } from "vitest";
import { DEFAULT_INPUTS, type PlanInputs } from "./inputs.ts";
import { plan } from "./plan.ts";

/** DESIGN's figures are rounded: each row must come out within 10% of it. */
function expectNear(actual: number, design: number, tolerance = 0.1): void {
  expect(Math.abs(actual - design) / design, `${actual} vs DESIGN ${design}`).toBeLessThanOrEqual(tolerance);
}

const GB = 1e9;
const TB = 1e12;

describe("given DESIGN section 2's workload (the default inputs)", () => {
  const p = plan(DEFAULT_INPUTS);
  const large = p.replicas.large;
  const small = p.replicas.small;

  it("when 10 million users send 10 messages each, then 100 M messages a day", () => {
    expectNear(p.traffic.dailyMessages.value, 100e6);
  });

  it("when the peak is 3x the average, then ~1,160/s average and ~3,500/s peak", () => {
    expectNear(p.traffic.averageMessagesPerSecond.value, 1_160);
    expectNear(p.traffic.peakMessagesPerSecond.value, 3_500);
  });

  it("when prompts are ~3,000 tokens, then cold prefill reads all 3,000", () => {
    expect(p.inputs.promptTokens).toBe(3_000);
    expectNear(large.prefillGpuSecondsCold.value, 1.05);
  });

  it("when answers are 400 tokens at the target speed, then about 13 s of streaming at 20-30 tokens/s", () => {
    expectNear(p.traffic.streamSeconds.value, 13);
    expect(large.tokensPerSecondPerAnswer.value).toBeGreaterThanOrEqual(20);
    expect(large.tokensPerSecondPerAnswer.value).toBeLessThanOrEqual(33);
  });

  it("when 3,500 msg/s stream for 13 s, then ~46,000 answers stream at once", () => {
    expectNear(p.traffic.concurrentStreams.value, 46_000);
  });

  it("when 90% of histories are in the prefix cache, then only ~390 new tokens are prefilled", () => {
    expectNear(p.traffic.newPrefillTokens.value, 390);
  });

  it("when a large message is served warm, then ~0.67 GPU-s = 0.53 decode + 0.14 prefill; cold prefill ~1.05", () => {
    expectNear(large.gpuSecondsPerMessage.value, 0.67);
    expectNear(large.decodeGpuSeconds.value, 0.53);
    expectNear(large.prefillGpuSeconds.value, 0.14);
    expectNear(large.prefillGpuSecondsCold.value, 1.05);
  });

  it("when a small message is served, then ~0.18 GPU-s", () => {
    expectNear(small.gpuSecondsPerMessage.value, 0.18);
  });

  it("when everything runs on the large model, then ~2,350 busy GPUs, ~3,000 with 30% headroom, ~3,600 for prefill alone without the cache", () => {
    expectNear(p.largeOnly.busyGpus.value, 2_350);
    expectNear(p.largeOnly.gpus.value, 3_000);
    expectNear(p.largeOnly.large.busyPrefillGpusNoCache.value, 3_600);
  });

  it("when 70% is routed to the small model, then ~1,500 GPUs: the router halves the fleet", () => {
    expectNear(p.routed.gpus.value, 1_500);
    expect(p.routed.gpus.value / p.largeOnly.gpus.value).toBeLessThan(0.55);
  });

  it("when GPUs cost $3/hour, then ~$1.10 per 1,000 messages routed, ~$2.20 large-only, hosted ~$8, break-even ~100,000 users/day", () => {
    expectNear(p.routed.costPerThousandMessages.value, 1.1);
    expectNear(p.largeOnly.costPerThousandMessages.value, 2.2);
    expectNear(p.cost.hostedPerThousandMessages.value, 8);
    expectNear(p.cost.breakEvenDailyUsers.value, 100_000);
  });

  it("when the large model caches K and V, then ~320 KiB per token and ~1.1 GB per 3,400-token conversation", () => {
    expectNear(large.kvBytesPerToken.value, 320 * 1024);
    expectNear(large.kvBytesPerConversation.value, 1.1 * GB);
  });

  it("when one 4-GPU replica holds the large model, then ~100 answers: 140 GB weights + ~110 GB cache in 320 GB", () => {
    expectNear(large.answersAtTargetSpeed.value, 100);
    expectNear(large.weightBytes.value, 140 * GB);
    expectNear(large.kvCacheBytes.value, 110 * GB);
    expectNear(large.memoryBytes.value, 320 * GB);
  });

  it("when a replica decodes ~100 answers, then each streams at ~33 tokens/s and twice the answers fall below 25 tokens/s", () => {
    // DESIGN says "~30 ms, 33 tokens/s"; the shared timing model is calibrated to 30 tokens/s at 100
    // answers (33.1 ms), so the tokens/s figure is the one within 10%.
    expectNear(large.tokensPerSecondPerAnswer.value, 33);
    expect(large.decodeStepSeconds.value).toBeLessThanOrEqual(1 / DEFAULT_INPUTS.targetTokensPerSecond);
    expect(large.tokensPerSecondAtDoubleBatch.value).toBeLessThan(25);
  });

  it("when users pause a minute between turns, then ~210,000 conversations wait with ~230 TB of KV, ~300 GB of host RAM per server", () => {
    expectNear(p.largeOnly.large.conversationsBetweenTurns.value, 210_000);
    expectNear(p.largeOnly.kvHeldBetweenTurns.value, 230 * TB);
    expectNear(p.largeOnly.large.hostRamPerServer.value, 300 * GB);
  });

  it("when each message writes its turn and its answer, then ~6,900 writes/s at peak and ~91 TB a year at 2.5 KB each", () => {
    expectNear(p.store.writesPerSecondAtPeak.value, 6_900);
    expectNear(p.store.bytesPerYear.value, 91 * TB);
  });

  it("when a region has 3,000 GPUs, then ~4,500 msg/s as one large pool, or ~3,000 large + ~5,700 small split 2,000/1,000", () => {
    expectNear(p.region.largePoolMessagesPerSecond.value, 4_500);
    expectNear(p.region.splitLargeMessagesPerSecond.value, 3_000);
    expectNear(p.region.splitSmallMessagesPerSecond.value, 5_700);
  });

  it("when a replica has no prefix cache and no continuous batching, then ~2 msg/s", () => {
    // A static batch: every prompt prefilled in full, then decoding until the longest answer (the 1,000-token
    // cap) stops while finished slots idle.
    expectNear(large.messagesPerSecondPerReplicaStaticNoCache.value, 2);
    expect(large.messagesPerSecondPerReplicaStaticNoCache.value).toBeLessThan(
      large.messagesPerSecondPerReplica.value / 2,
    );
  });

  it("when answers may run longer, then a static batch waits longer for its last one", () => {
    const longer = plan({ ...DEFAULT_INPUTS, maxAnswerTokens: 2_000 }).replicas.large;
    expect(longer.messagesPerSecondPerReplicaStaticNoCache.value).toBeLessThan(
      large.messagesPerSecondPerReplicaStaticNoCache.value,
    );
  });

  it("when a gateway holds 10,000 open streams of 13 s, then it takes ~750 new messages/s", () => {
    expectNear(p.gateway.messagesPerSecondPerInstance.value, 750);
    expect(p.gateway.instances.value).toBe(Math.ceil((p.traffic.concurrentStreams.value * 1.3) / 10_000));
    // At the rates one api core was measured to take, the same streams and their new messages need this many
    // api processes: the two CPU shares add.
    const forStreams = (p.traffic.concurrentStreams.value * 1.3) / DEFAULT_INPUTS.apiStreamsPerCore;
    const forMessages = (p.traffic.peakMessagesPerSecond.value * 1.3) / DEFAULT_INPUTS.apiMessagesPerCore;
    expect(p.gateway.apiCores.value).toBe(Math.ceil(forStreams + forMessages));
    // Twice the door's rate per core takes fewer cores; the streams' share alone stays.
    const fasterDoor = plan({ ...DEFAULT_INPUTS, apiMessagesPerCore: 2 * DEFAULT_INPUTS.apiMessagesPerCore });
    expect(fasterDoor.gateway.apiCores.value).toBe(Math.ceil(forStreams + forMessages / 2));
    expect(p.gateway.apiCores.value).toBeGreaterThan(p.gateway.instances.value);
  });
});

describe("given ten times the users (DESIGN section 10)", () => {
  const p = plan({ ...DEFAULT_INPUTS, dailyUsers: 100_000_000 });

  it("when everything runs on the large model, then ~30,000 GPUs", () => {
    expectNear(p.largeOnly.gpus.value, 30_000);
  });

  it("when 70% is routed small, then ~15,000 GPUs in five regions of 3,000", () => {
    expectNear(p.routed.gpus.value, 15_000);
    expect(p.routed.regions.value).toBe(5);
  });
});

describe("given the shared timing model", () => {
  const p = plan(DEFAULT_INPUTS);

  it("when sizing the batch, then one more answer would break the target speed or the KV cache", () => {
    const large = p.replicas.large;
    const batch = large.answersAtTargetSpeed.value;
    const ctx = 3_000 + 400 / 2;
    const meetsSpeed = (n: number) => decodeStepSeconds(REPLICAS.large, n, ctx) <= 1 / 30;
    const fits = (n: number) => n <= maxConcurrentSequences(REPLICAS.large, 3_400);
    expect(meetsSpeed(batch) && fits(batch)).toBe(true);
    expect(meetsSpeed(batch + 1) && fits(batch + 1)).toBe(false);
  });

  it("when the target speed is lower, then more answers share a replica and decode costs fewer GPU-s", () => {
    const slower = plan({ ...DEFAULT_INPUTS, targetTokensPerSecond: 20 }).replicas.small;
    expect(slower.answersAtTargetSpeed.value).toBeGreaterThan(p.replicas.small.answersAtTargetSpeed.value);
    expect(slower.decodeGpuSeconds.value).toBeLessThan(p.replicas.small.decodeGpuSeconds.value);
  });
});

describe("given inputs away from the defaults", () => {
  const withInputs = (overrides: Partial<PlanInputs>) => plan({ ...DEFAULT_INPUTS, ...overrides });

  it("when no message is routed small, then the routed fleet is the large-only fleet", () => {
    const p = withInputs({ routedSmallShare: 0 });
    expect(p.routed.gpus.value).toBe(p.largeOnly.gpus.value);
    expect(p.routed.small).toBeNull();
  });

  it("when the hosted API is cheaper per message than our GPUs, then self-hosting never breaks even", () => {
    const p = withInputs({
      hostedInputPerMillion: 0,
      hostedCachedInputPerMillion: 0,
      hostedOutputPerMillion: 0.1,
    });
    expect(p.cost.breakEvenDailyUsers.value).toBe(Number.POSITIVE_INFINITY);
  });

  it("when the prefix cache never hits, then every prompt is prefilled in full", () => {
    const p = withInputs({ prefixCacheShare: 0 });
    expect(p.traffic.newPrefillTokens.value).toBe(3_000);
    expect(p.largeOnly.busyGpus.value).toBeCloseTo(p.largeOnly.busyGpusNoCache.value, 6);
  });

  it("when a handful of users remain, then each pool still has one whole replica", () => {
    const p = withInputs({ dailyUsers: 10 });
    expect(p.routed.large.replicas.value).toBe(1);
    expect(p.routed.small?.replicas.value).toBe(1);
    expect(p.routed.gpus.value).toBe(5);
  });
});
