/**
 * From traffic and per-message GPU-seconds to a fleet: busy GPUs at peak, whole replicas with headroom,
 * regions and cost, for one split between the pools (a "deployment").
 */
import { bytes, type Figure, figure, num } from "./figure.ts";
import type { PlanInputs, PoolName } from "./inputs.ts";
import type { ReplicaSizing } from "./replica.ts";

export const SECONDS_PER_DAY = 86_400;

export type PoolPlan = {
  pool: PoolName;
  share: number;
  peakMessagesPerSecond: Figure;
  busyPrefillGpus: Figure;
  busyDecodeGpus: Figure;
  busyGpus: Figure;
  busyPrefillGpusNoCache: Figure;
  busyGpusNoCache: Figure;
  replicas: Figure;
  gpus: Figure;
  conversationsBetweenTurns: Figure;
  kvHeldBetweenTurns: Figure;
  hostRamPerServer: Figure;
};

export type Deployment = {
  /** Share of messages sent to the small pool. */
  smallShare: number;
  large: PoolPlan;
  small: PoolPlan | null;
  busyGpus: Figure;
  busyGpusNoCache: Figure;
  gpus: Figure;
  regions: Figure;
  costPerDay: Figure;
  costPerThousandMessages: Figure;
  kvHeldBetweenTurns: Figure;
  plusOnlyBusyGpus: Figure;
};

export type Sizings = Record<PoolName, ReplicaSizing>;

export function dailyMessages(inputs: PlanInputs, dailyUsers = inputs.dailyUsers): number {
  return dailyUsers * inputs.messagesPerUser;
}

export function peakMessagesPerSecond(inputs: PlanInputs, dailyUsers = inputs.dailyUsers): number {
  return (dailyMessages(inputs, dailyUsers) / SECONDS_PER_DAY) * inputs.peakFactor;
}

/**
 * Api cores for `rate` new messages/s at the measured per-core rates: holding the streams (each answer open
 * for its streaming seconds) and taking the new messages spend the same cores' CPU, so their shares add.
 */
export function apiCoresFor(inputs: PlanInputs, rate: number): Figure {
  const streamSeconds = inputs.answerTokens / inputs.targetTokensPerSecond;
  const streams = rate * streamSeconds;
  const forStreams = (streams * (1 + inputs.headroom)) / inputs.apiStreamsPerCore;
  const forMessages = (rate * (1 + inputs.headroom)) / inputs.apiMessagesPerCore;
  return figure(
    Math.ceil(forStreams + forMessages),
    "cores",
    `ceil((concurrent streams / apiStreamsPerCore + msg/s / apiMessagesPerCore) x (1 + headroom)), both measured = ceil((${num(streams)} / ${num(inputs.apiStreamsPerCore)} + ${num(rate)} / ${num(inputs.apiMessagesPerCore)}) x ${num(1 + inputs.headroom)}) = ceil(${num(forStreams)} + ${num(forMessages)}): one api process per core`,
  );
}

function planPool(inputs: PlanInputs, sizing: ReplicaSizing, share: number, peak: number): PoolPlan {
  const name = sizing.pool;
  const rate = peak * share;
  const rateText = `${num(peak)} x ${num(share)}`;
  const busyPrefill = rate * sizing.prefillGpuSeconds.value;
  const busyDecode = rate * sizing.decodeGpuSeconds.value;
  const busyPrefillCold = rate * sizing.prefillGpuSecondsCold.value;
  const busy = busyPrefill + busyDecode;
  const g = sizing.gpusPerReplica;
  // Whole replicas; a pool that takes any traffic has at least one.
  const replicas = rate > 0 ? Math.max(1, Math.ceil((busy * (1 + inputs.headroom)) / g)) : 0;
  const waiting = rate * inputs.secondsBetweenTurns;
  const kvHeld = waiting * sizing.kvBytesPerConversation.value;
  return {
    pool: name,
    share,
    peakMessagesPerSecond: figure(rate, "msg/s", `peak msg/s x ${name} share = ${rateText}`),
    busyPrefillGpus: figure(
      busyPrefill,
      "GPUs",
      `${name} peak msg/s x prefill GPU-s = ${num(rate)} x ${num(sizing.prefillGpuSeconds.value)}`,
    ),
    busyDecodeGpus: figure(
      busyDecode,
      "GPUs",
      `${name} peak msg/s x decode GPU-s = ${num(rate)} x ${num(sizing.decodeGpuSeconds.value)}`,
    ),
    busyGpus: figure(busy, "GPUs", `prefill + decode = ${num(busyPrefill)} + ${num(busyDecode)}`),
    busyPrefillGpusNoCache: figure(
      busyPrefillCold,
      "GPUs",
      `${name} peak msg/s x cold prefill GPU-s = ${num(rate)} x ${num(sizing.prefillGpuSecondsCold.value)}`,
    ),
    busyGpusNoCache: figure(
      busyPrefillCold + busyDecode,
      "GPUs",
      `cold prefill + decode = ${num(busyPrefillCold)} + ${num(busyDecode)}`,
    ),
    replicas: figure(
      replicas,
      "replicas",
      `ceil(busy x (1 + headroom) / gpusPerReplica) = ceil(${num(busy)} x ${num(1 + inputs.headroom)} / ${g})`,
    ),
    gpus: figure(replicas * g, "GPUs", `replicas x gpusPerReplica = ${num(replicas)} x ${g}`),
    conversationsBetweenTurns: figure(
      waiting,
      "conversations",
      `Little's law: ${name} peak msg/s x secondsBetweenTurns = ${num(rate)} x ${num(inputs.secondsBetweenTurns)}`,
    ),
    kvHeldBetweenTurns: figure(
      kvHeld,
      "bytes",
      `waiting conversations x KV per conversation = ${num(waiting)} x ${bytes(sizing.kvBytesPerConversation.value)}`,
    ),
    // A server is the host of one replica: its idle conversations' KV lives in that host's RAM.
    hostRamPerServer: figure(
      replicas > 0 ? kvHeld / replicas : 0,
      "bytes",
      `KV held between turns / ${name} replicas (one replica per server) = ${bytes(kvHeld)} / ${num(replicas)}`,
    ),
  };
}

function sum(label: string, unit: string, parts: Figure[]): Figure {
  const value = parts.reduce((total, part) => total + part.value, 0);
  return figure(value, unit, `${label} = ${parts.map((part) => num(part.value)).join(" + ")}`);
}

/** The fleet for `smallShare` of messages on the small pool, at `dailyUsers` (default: the input's). */
export function deploy(
  inputs: PlanInputs,
  sizings: Sizings,
  smallShare: number,
  dailyUsers = inputs.dailyUsers,
): Deployment {
  const peak = peakMessagesPerSecond(inputs, dailyUsers);
  const large = planPool(inputs, sizings.large, 1 - smallShare, peak);
  const small = smallShare > 0 ? planPool(inputs, sizings.small, smallShare, peak) : null;
  const pools = small ? [large, small] : [large];
  const gpus = sum(
    "large + small GPUs",
    "GPUs",
    pools.map((p) => p.gpus),
  );
  const costPerDay = gpus.value * inputs.gpu.pricePerHour * 24;
  const messages = dailyMessages(inputs, dailyUsers);
  const busyGpus = sum(
    "busy GPUs",
    "GPUs",
    pools.map((p) => p.busyGpus),
  );
  return {
    smallShare,
    large,
    small,
    busyGpus,
    busyGpusNoCache: sum(
      "busy GPUs without prefix cache",
      "GPUs",
      pools.map((p) => p.busyGpusNoCache),
    ),
    gpus,
    regions: figure(
      Math.ceil(gpus.value / inputs.regionGpuQuota),
      "regions",
      `ceil(fleet GPUs / regionGpuQuota) = ceil(${num(gpus.value)} / ${num(inputs.regionGpuQuota)})`,
    ),
    // The fleet is sized for the peak and paid for all day.
    costPerDay: figure(
      costPerDay,
      "$/day",
      `fleet GPUs x price/hour x 24 = ${num(gpus.value)} x ${num(inputs.gpu.pricePerHour)} x 24`,
    ),
    costPerThousandMessages: figure(
      messages > 0 ? (costPerDay / messages) * 1000 : 0,
      "$",
      `cost per day / daily messages x 1,000 = ${num(costPerDay)} / ${num(messages)} x 1,000`,
    ),
    kvHeldBetweenTurns: sum(
      "KV held between turns",
      "bytes",
      pools.map((p) => p.kvHeldBetweenTurns),
    ),
    plusOnlyBusyGpus: figure(
      busyGpus.value * inputs.plusShare,
      "GPUs",
      `busy GPUs x plusShare = ${num(busyGpus.value)} x ${inputs.plusShare} (the floor the shedding ladder protects)`,
    ),
  };
}
