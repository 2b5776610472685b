/**
 * The capacity plan: every number derived from the workload and the hardware (DESIGN section 2).
 * Pure: inputs in, figures out. Each figure carries the formula that produced it.
 */
import { type Figure, figure, num } from "./figure.ts";
import {
  apiCoresFor,
  type Deployment,
  dailyMessages,
  deploy,
  peakMessagesPerSecond,
  SECONDS_PER_DAY,
  type Sizings,
} from "./fleet.ts";
import type { PlanInputs } from "./inputs.ts";
import { type RegionsView, regionsView } from "./regions.ts";
import { newPrefillTokens, type ReplicaSizing, sizeReplica } from "./replica.ts";

export type Plan = {
  inputs: PlanInputs;
  traffic: {
    dailyMessages: Figure;
    averageMessagesPerSecond: Figure;
    peakMessagesPerSecond: Figure;
    peakPlusMessagesPerSecond: Figure;
    streamSeconds: Figure;
    concurrentStreams: Figure;
    newPrefillTokens: Figure;
  };
  replicas: Sizings;
  /** Every message on the large model. */
  largeOnly: Deployment;
  /** `routedSmallShare` of messages on the small model. */
  routed: Deployment;
  cost: {
    hostedPerThousandMessages: Figure;
    breakEvenDailyUsers: Figure;
    breakEvenDailyUsersHardwareOnly: Figure;
  };
  region: {
    largePoolMessagesPerSecond: Figure;
    splitLargeMessagesPerSecond: Figure;
    splitSmallMessagesPerSecond: Figure;
  };
  store: { writesPerSecondAtPeak: Figure; bytesPerYear: Figure };
  gateway: { messagesPerSecondPerInstance: Figure; instances: Figure; apiCores: Figure };
  /** The safety guard's pool, sized like the others from GPU-seconds (not counted in the fleets above). */
  safety: { guardGpuSecondsPerMessage: Figure; guardBusyGpus: Figure };
  /** Per region, when the routed fleet needs more than one (regions.ts); null otherwise. */
  regions: RegionsView | null;
};

export function plan(inputs: PlanInputs): Plan {
  const replicas: Sizings = { large: sizeReplica(inputs, "large"), small: sizeReplica(inputs, "small") };
  const messages = dailyMessages(inputs);
  const average = messages / SECONDS_PER_DAY;
  const peak = peakMessagesPerSecond(inputs);
  const streamSeconds = inputs.answerTokens / inputs.targetTokensPerSecond;
  const largeOnly = deploy(inputs, replicas, 0);
  const routed = deploy(inputs, replicas, inputs.routedSmallShare);
  const hosted = hostedCostPerMessage(inputs);
  const streams = peak * streamSeconds;
  const gateways = Math.ceil((streams * (1 + inputs.headroom)) / inputs.streamsPerGateway);

  return {
    inputs,
    traffic: {
      dailyMessages: figure(
        messages,
        "msg/day",
        `dailyUsers x messagesPerUser = ${num(inputs.dailyUsers)} x ${num(inputs.messagesPerUser)}`,
      ),
      averageMessagesPerSecond: figure(
        average,
        "msg/s",
        `daily messages / 86,400 s = ${num(messages)} / 86,400`,
      ),
      peakMessagesPerSecond: figure(
        peak,
        "msg/s",
        `average x peakFactor = ${num(average)} x ${inputs.peakFactor}`,
      ),
      peakPlusMessagesPerSecond: figure(
        peak * inputs.plusShare,
        "msg/s",
        `peak x plusShare = ${num(peak)} x ${inputs.plusShare}`,
      ),
      streamSeconds: figure(
        streamSeconds,
        "s",
        `answerTokens / targetTokensPerSecond = ${num(inputs.answerTokens)} / ${num(inputs.targetTokensPerSecond)}`,
      ),
      concurrentStreams: figure(
        streams,
        "streams",
        `peak msg/s x streaming seconds = ${num(peak)} x ${num(streamSeconds)}`,
      ),
      newPrefillTokens: newPrefillTokens(inputs),
    },
    replicas,
    largeOnly,
    routed,
    cost: {
      hostedPerThousandMessages: figure(hosted.value * 1000, "$", `1,000 x (${hosted.formula})`),
      breakEvenDailyUsers: breakEven(inputs, replicas, inputs.opsCostPerMonth, hosted.value),
      breakEvenDailyUsersHardwareOnly: breakEven(inputs, replicas, 0, hosted.value),
    },
    region: regionCapacity(inputs, replicas.large, replicas.small),
    store: {
      writesPerSecondAtPeak: figure(
        peak * inputs.writesPerMessage,
        "writes/s",
        `peak msg/s x writesPerMessage = ${num(peak)} x ${inputs.writesPerMessage}`,
      ),
      bytesPerYear: figure(
        messages * inputs.bytesStoredPerMessage * 365,
        "bytes",
        `daily messages x bytesStoredPerMessage x 365 = ${num(messages)} x ${num(inputs.bytesStoredPerMessage)} x 365`,
      ),
    },
    safety: guardPool(inputs, replicas.large.gpuSecondsPerMessage.value, peak),
    regions: routed.regions.value > 1 ? regionsView(inputs, replicas) : null,
    gateway: {
      messagesPerSecondPerInstance: figure(
        inputs.streamsPerGateway / streamSeconds,
        "msg/s",
        `streamsPerGateway / streaming seconds = ${num(inputs.streamsPerGateway)} / ${num(streamSeconds)}`,
      ),
      instances: figure(
        gateways,
        "instances",
        `ceil(concurrent streams x (1 + headroom) / streamsPerGateway) = ceil(${num(streams)} x ${num(1 + inputs.headroom)} / ${num(inputs.streamsPerGateway)})`,
      ),
      apiCores: apiCoresFor(inputs, peak),
    },
  };
}

/** Every message is checked (input, then its answer sentence by sentence), whichever pool answers it. */
function guardPool(inputs: PlanInputs, largeGpuSeconds: number, peak: number): Plan["safety"] {
  const perMessage = inputs.guardGpuShare * largeGpuSeconds;
  return {
    guardGpuSecondsPerMessage: figure(
      perMessage,
      "GPU-s",
      `guardGpuShare x large GPU-s per message = ${num(inputs.guardGpuShare)} x ${num(largeGpuSeconds)}`,
    ),
    guardBusyGpus: figure(
      peak * perMessage,
      "GPUs",
      `peak msg/s x guard GPU-s per message = ${num(peak)} x ${num(perMessage)}`,
    ),
  };
}

/** Hosted API bill for one message; the provider's prompt cache hits as often as ours. */
function hostedCostPerMessage(inputs: PlanInputs): Figure {
  const fresh = newPrefillTokens(inputs).value;
  const cached = inputs.promptTokens - fresh;
  const value =
    (fresh * inputs.hostedInputPerMillion +
      cached * inputs.hostedCachedInputPerMillion +
      inputs.answerTokens * inputs.hostedOutputPerMillion) /
    1e6;
  return figure(
    value,
    "$",
    `(new input ${num(fresh)} x $${inputs.hostedInputPerMillion} + cached input ${num(cached)} x $${inputs.hostedCachedInputPerMillion} + output ${num(inputs.answerTokens)} x $${inputs.hostedOutputPerMillion}) / 1M`,
  );
}

/**
 * The daily users above which self-hosting (the routed fleet, whole replicas, plus a fixed ops cost)
 * costs less per day than the hosted API. Solved numerically because whole replicas make the fleet a
 * step function of users; null when the hosted API is cheaper at any scale.
 */
function breakEven(
  inputs: PlanInputs,
  sizings: Sizings,
  opsCostPerMonth: number,
  hostedPerMessage: number,
): Figure {
  const opsPerDay = (opsCostPerMonth * 12) / 365;
  const savingPerDay = (users: number) =>
    dailyMessages(inputs, users) * hostedPerMessage -
    deploy(inputs, sizings, inputs.routedSmallShare, users).costPerDay.value -
    opsPerDay;
  const formula = `smallest dailyUsers with hosted $/day > fleet $/day + ops $/day (opsCostPerMonth ${num(opsCostPerMonth)} x 12 / 365 = ${num(opsPerDay)}/day), fleet from the routed plan with whole replicas`;
  let high = 1e12;
  if (savingPerDay(high) <= 0) return figure(Number.POSITIVE_INFINITY, "users/day", `${formula}: never`);
  let low = 1;
  if (savingPerDay(low) > 0) return figure(low, "users/day", formula);
  // Bisect in log space: the answer may be anywhere from a handful of users to billions.
  for (let i = 0; i < 80 && high / low > 1.001; i++) {
    const mid = Math.sqrt(low * high);
    if (savingPerDay(mid) > 0) high = mid;
    else low = mid;
  }
  const perUser = inputs.messagesPerUser * hostedPerMessage;
  return figure(
    Math.ceil(high),
    "users/day",
    `${formula}; near it: ${num(high)} users x $${num(perUser)}/user = $${num(high * perUser)} hosted vs $${num(deploy(inputs, sizings, inputs.routedSmallShare, high).costPerDay.value + opsPerDay)} self-hosted`,
  );
}

/** What one region's GPU quota serves at full use (no headroom): as one large pool, and split. */
function regionCapacity(inputs: PlanInputs, large: ReplicaSizing, small: ReplicaSizing): Plan["region"] {
  const quota = inputs.regionGpuQuota;
  const largeGpus = quota * inputs.regionLargeGpuShare;
  const smallGpus = quota - largeGpus;
  const largeCost = large.gpuSecondsPerMessage.value;
  const smallCost = small.gpuSecondsPerMessage.value;
  return {
    largePoolMessagesPerSecond: figure(
      quota / largeCost,
      "msg/s",
      `regionGpuQuota / large GPU-s per message = ${num(quota)} / ${num(largeCost)}`,
    ),
    splitLargeMessagesPerSecond: figure(
      largeGpus / largeCost,
      "msg/s",
      `regionGpuQuota x regionLargeGpuShare / large GPU-s = ${num(largeGpus)} / ${num(largeCost)}`,
    ),
    splitSmallMessagesPerSecond: figure(
      smallGpus / smallCost,
      "msg/s",
      `regionGpuQuota x (1 - regionLargeGpuShare) / small GPU-s = ${num(smallGpus)} / ${num(smallCost)}`,
    ),
  };
}
