/**
 * The planner's regions view (DESIGN section 10): when the routed fleet needs more than one region, its users
 * are split over the five regions by time zone (simulator/time-zones.ts, the regions scenario's default) and
 * each region is planned for its own evening peak: GPUs, api instances, and the headroom it must keep to take
 * the whole load of its largest neighbour if that region is lost, at the worst hour of the day for the two
 * together (they peak at different hours, so this is less than the neighbour's peak).
 *
 * A region's neighbours are the regions whose nearest region it is (their conversations restart there first)
 * and its own nearest region. The spill-over rule sends what one region cannot take on to the next nearest,
 * so "absorb its largest neighbour alone" is the conservative bound; the fleet line gives the other bound:
 * the worst single loss spread over every surviving region.
 * Pure: inputs in, figures out.
 */
import { DEFAULT_DISTANCE_MS, DEFAULT_REGION_SHARES, localLoad } from "../simulator/time-zones.ts";
import { type Figure, figure, num } from "./figure.ts";
import { apiCoresFor, deploy, peakMessagesPerSecond, type Sizings } from "./fleet.ts";
import type { PlanInputs } from "./inputs.ts";

export type RegionPlan = {
  name: string;
  utcOffsetHours: number;
  users: Figure;
  peakMessagesPerSecond: Figure;
  /** UTC hour of its evening peak. */
  peakHourUtc: number;
  gpus: Figure;
  apiInstances: Figure;
  /** Api processes at the measured per-core rates (streams held and new messages), one per core. */
  apiCores: Figure;
  /** Log events/s at its peak: every streaming answer's deltas plus each message's other events. */
  logEventsPerSecond: Figure;
  logPartitions: Figure;
  natsServers: Figure;
  /** Events/s the live projector applies at its peak: every message's events besides the deltas. */
  projectorEventsPerSecond: Figure;
  /** The measured rate of one projector (an input), beside the need. */
  projectorRate: Figure;
  /** Partitions the projectors need, one active projector per log partition. */
  projectorPartitions: Figure;
  /** Dispatcher processes for its peak's submissions at the measured rate of one (they share the durables). */
  dispatchers: Figure;
  /** Settlers (one in each api process, sharing the durables) for its peak's answers at the measured rate. */
  settlers: Figure;
  /** Summarizer processes whose triggers consider its peak's finished answers at the measured rate. */
  summarizers: Figure;
  largestNeighbour: string;
  /** Own load plus the neighbour's, at the worst hour of the day for the two together. */
  withNeighbourMessagesPerSecond: Figure;
  withNeighbourHourUtc: number;
  gpusToAbsorbNeighbour: Figure;
  apiInstancesToAbsorbNeighbour: Figure;
  logPartitionsToAbsorbNeighbour: Figure;
  /** Extra GPUs over its own plan, as a share of its own plan. */
  headroomToKeep: Figure;
};

export type RegionsView = {
  regions: RegionPlan[];
  /** The worst single-region loss spread over every other region (in proportion to their GPUs). */
  fleetGpusToLoseAnyRegion: Figure;
  fleetGpus: Figure;
};

/** Quarter hours of one day, UTC. */
const HOURS = Array.from({ length: 96 }, (_, i) => i / 4);

export function regionsView(inputs: PlanInputs, sizings: Sizings): RegionsView {
  const perUser = peakMessagesPerSecond(inputs, 1);
  const streamSeconds = inputs.answerTokens / inputs.targetTokensPerSecond;
  const gpusFor = (rate: number) =>
    deploy(inputs, sizings, inputs.routedSmallShare, rate / perUser).gpus.value;
  const instancesFor = (rate: number) =>
    Math.ceil((rate * streamSeconds * (1 + inputs.headroom)) / inputs.streamsPerGateway);
  const eventsFor = (rate: number) =>
    rate * streamSeconds * (1_000 / inputs.deltaIntervalMs) + rate * inputs.logEventsPerMessage;
  // The read models need no delta (the projector passes them unread): only each message's other events.
  const projectorEventsFor = (rate: number) => rate * inputs.logEventsPerMessage;
  /** Processes of one log consumer for `rate` messages/s at its measured per-process rate (an input). */
  const processesFor = (
    rate: number,
    input: "dispatcherSubmissionsPerSecond" | "settlerAnswersPerSecond" | "summarizerAnswersPerSecond",
    bench: string,
    note = "",
  ) =>
    figure(
      Math.ceil((rate * (1 + inputs.headroom)) / inputs[input]),
      "processes",
      `ceil(peak msg/s x (1 + headroom) / ${input} (measured: npm run bench -- ${bench})) = ceil(${num(rate)} x ${num(1 + inputs.headroom)} / ${num(inputs[input])})${note}`,
    );
  const partitionsFor = (rate: number) =>
    Math.ceil((eventsFor(rate) * (1 + inputs.headroom)) / inputs.logEventsPerPartitionPerSecond);
  const shares = DEFAULT_REGION_SHARES;
  const peaks = shares.map((r) => inputs.dailyUsers * r.share * perUser);
  const load = (i: number, utcHour: number) => peaks[i]! * localLoad(utcHour + shares[i]!.utcOffsetHours);
  const distance = (a: string, b: string) =>
    DEFAULT_DISTANCE_MS[a]?.[b] ?? DEFAULT_DISTANCE_MS[b]?.[a] ?? Infinity;
  const nearest = (i: number) => {
    let best = -1;
    for (let j = 0; j < shares.length; j++) {
      if (
        j !== i &&
        (best < 0 ||
          distance(shares[i]!.name, shares[j]!.name) < distance(shares[i]!.name, shares[best]!.name))
      )
        best = j;
    }
    return best;
  };
  const ownGpus = peaks.map(gpusFor);
  const regions = shares.map((r, i): RegionPlan => {
    const neighbours = shares
      .map((_, j) => j)
      .filter((j) => j !== i && (nearest(j) === i || nearest(i) === j));
    const n = neighbours.reduce((a, b) => (peaks[b]! > peaks[a]! ? b : a), neighbours[0]!);
    let worst = 0;
    let worstHour = 0;
    for (const h of HOURS) {
      const both = load(i, h) + load(n, h);
      if (both > worst) {
        worst = both;
        worstHour = h;
      }
    }
    const absorb = gpusFor(worst);
    const users = inputs.dailyUsers * r.share;
    return {
      name: r.name,
      utcOffsetHours: r.utcOffsetHours,
      users: figure(users, "users", `dailyUsers x share = ${num(inputs.dailyUsers)} x ${r.share}`),
      peakMessagesPerSecond: figure(
        peaks[i]!,
        "msg/s",
        `users x peak msg/s per user = ${num(users)} x ${perUser.toExponential(3)}`,
      ),
      peakHourUtc: (((21 - r.utcOffsetHours) % 24) + 24) % 24,
      gpus: figure(
        ownGpus[i]!,
        "GPUs",
        `the routed fleet for ${num(peaks[i]!)} msg/s at peak, with headroom`,
      ),
      apiInstances: figure(
        instancesFor(peaks[i]!),
        "instances",
        `ceil(peak x streaming s x (1 + headroom) / streamsPerGateway) = ceil(${num(peaks[i]!)} x ${num(streamSeconds)} x ${num(1 + inputs.headroom)} / ${num(inputs.streamsPerGateway)})`,
      ),
      apiCores: apiCoresFor(inputs, peaks[i]!),
      logEventsPerSecond: figure(
        eventsFor(peaks[i]!),
        "events/s",
        `peak x (streaming s x 1000 / deltaIntervalMs + logEventsPerMessage) = ${num(peaks[i]!)} x (${num(streamSeconds)} x ${num(1_000 / inputs.deltaIntervalMs)} + ${inputs.logEventsPerMessage})`,
      ),
      logPartitions: figure(
        partitionsFor(peaks[i]!),
        "partitions",
        `ceil(events/s x (1 + headroom) / logEventsPerPartitionPerSecond) = ceil(${num(eventsFor(peaks[i]!))} x ${num(1 + inputs.headroom)} / ${num(inputs.logEventsPerPartitionPerSecond)})`,
      ),
      natsServers: figure(
        Math.ceil(
          (eventsFor(peaks[i]!) * (1 + inputs.headroom) * inputs.logReplicas) /
            inputs.logEventsPerServerPerSecond,
        ),
        "servers",
        `ceil(events/s x (1 + headroom) x logReplicas / logEventsPerServerPerSecond) = ceil(${num(eventsFor(peaks[i]!))} x ${num(1 + inputs.headroom)} x ${inputs.logReplicas} / ${num(inputs.logEventsPerServerPerSecond)})`,
      ),
      projectorEventsPerSecond: figure(
        projectorEventsFor(peaks[i]!),
        "events/s",
        `peak x logEventsPerMessage (deltas are passed unread) = ${num(peaks[i]!)} x ${inputs.logEventsPerMessage}`,
      ),
      projectorRate: figure(
        inputs.projectorEventsPerSecond,
        "events/s",
        "projectorEventsPerSecond, measured (npm run bench -- replay)",
      ),
      projectorPartitions: figure(
        Math.ceil((projectorEventsFor(peaks[i]!) * (1 + inputs.headroom)) / inputs.projectorEventsPerSecond),
        "partitions",
        `ceil(events to apply x (1 + headroom) / projectorEventsPerSecond) = ceil(${num(projectorEventsFor(peaks[i]!))} x ${num(1 + inputs.headroom)} / ${num(inputs.projectorEventsPerSecond)}): one active projector per log partition`,
      ),
      dispatchers: processesFor(peaks[i]!, "dispatcherSubmissionsPerSecond", "dispatch-rate"),
      settlers: processesFor(
        peaks[i]!,
        "settlerAnswersPerSecond",
        "settle-rate",
        ": the api instances run one each",
      ),
      summarizers: processesFor(peaks[i]!, "summarizerAnswersPerSecond", "summarizer-trigger"),
      largestNeighbour: shares[n]!.name,
      withNeighbourMessagesPerSecond: figure(
        worst,
        "msg/s",
        `max over the day of own + ${shares[n]!.name} (at ${hhmm(worstHour)} UTC: ${num(load(i, worstHour))} + ${num(load(n, worstHour))})`,
      ),
      withNeighbourHourUtc: worstHour,
      gpusToAbsorbNeighbour: figure(
        absorb,
        "GPUs",
        `the routed fleet for ${num(worst)} msg/s, with headroom`,
      ),
      apiInstancesToAbsorbNeighbour: figure(
        instancesFor(worst),
        "instances",
        `as api instances, at ${num(worst)} msg/s`,
      ),
      logPartitionsToAbsorbNeighbour: figure(
        partitionsFor(worst),
        "partitions",
        `as log partitions, at ${num(worst)} msg/s (partitions are fixed: provision for the loss)`,
      ),
      headroomToKeep: figure(
        absorb / ownGpus[i]! - 1,
        "share",
        `GPUs to absorb / own GPUs - 1 = ${num(absorb)} / ${num(ownGpus[i]!)} - 1`,
      ),
    };
  });
  const total = ownGpus.reduce((a, b) => a + b, 0);
  // Losing region f, the others carry the whole load. GPUs grow with the rate, so the worst case is the
  // largest region lost at the hour of the day's largest total (one deploy, not one per hour: each is ~3 ms).
  let all = 0;
  let allHour = 0;
  for (const h of HOURS) {
    const sum = shares.reduce((s, _, i) => s + load(i, h), 0);
    if (sum > all) {
      all = sum;
      allHour = h;
    }
  }
  const f = ownGpus.indexOf(Math.max(...ownGpus));
  const left = total - ownGpus[f]!;
  const worstRatio = gpusFor(all) / left;
  const worstText = `${shares[f]!.name} lost at ${hhmm(allHour)} UTC: the routed fleet for ${num(all)} msg/s on the other regions' ${num(left)} GPUs`;
  return {
    regions,
    fleetGpus: figure(total, "GPUs", "sum of the regions' own plans"),
    fleetGpusToLoseAnyRegion: figure(
      Math.ceil(total * Math.max(1, worstRatio)),
      "GPUs",
      `fleet x max(1, worst ratio) = ${num(total)} x ${num(Math.max(1, worstRatio))} (${worstText})`,
    ),
  };
}

function hhmm(hour: number): string {
  const h = Math.floor(hour);
  const m = Math.round((hour - h) * 60);
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}
