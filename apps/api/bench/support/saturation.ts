/**
 * What ran out first in a streams bench ramp, decided from one step's figures by fixed rules, and how many
 * streams one api core would hold at the measured cost. Pure: the bench passes in what it measured.
 */

/** One step's figures, as the bench prints them (percentages of one core, or of the machine for busy). */
export type StepFigures = {
  streams: number;
  p99Ms: number;
  /** Deltas received / deltas offered, 0..1. */
  delivered: number;
  apiCpuPct: number;
  apiLoopP99Ms: number;
  machineBusyPct: number;
  natsCpuPct: number;
  genLagP99Ms: number;
  clientLoopP99Ms: number;
  /** The step kept p99 under the limit with enough of the offered deltas delivered. */
  passed: boolean;
};

/**
 * The rules, checked in this order. The machine comes first: when both cores are busy every process on
 * them lags, so a lagging api, NATS or client is then a symptom. Then a process at the end of its one core
 * (Node's event loop and nats-server's hot path each use about one), then a process whose own timers lag.
 */
export const SATURATION_RULES = {
  machineBusyPct: 90,
  apiCpuPct: 90,
  apiLoopP99Ms: 100,
  natsCpuPct: 90,
  genLagP99Ms: 100,
  clientLoopP99Ms: 100,
} as const;

export type Saturated = "machine" | "api" | "NATS" | "load generator" | "clients";

/** What saturated first at `step` and why, or null with the reason when nothing reached its limit. */
export function saturatedFirst(step: StepFigures): { what: Saturated | null; why: string } {
  const r = SATURATION_RULES;
  const pct = (x: number) => `${Math.round(x)}%`;
  const ms = (x: number) => `${Math.round(x)} ms`;
  if (step.machineBusyPct >= r.machineBusyPct)
    return { what: "machine", why: `machine busy ${pct(step.machineBusyPct)} >= ${r.machineBusyPct}%` };
  if (step.apiCpuPct >= r.apiCpuPct)
    return { what: "api", why: `api CPU ${pct(step.apiCpuPct)} of a core >= ${r.apiCpuPct}%` };
  if (step.apiLoopP99Ms > r.apiLoopP99Ms)
    return { what: "api", why: `api event loop p99 ${ms(step.apiLoopP99Ms)} > ${r.apiLoopP99Ms} ms` };
  if (step.natsCpuPct >= r.natsCpuPct)
    return { what: "NATS", why: `NATS CPU ${pct(step.natsCpuPct)} of a core >= ${r.natsCpuPct}%` };
  if (step.genLagP99Ms > r.genLagP99Ms)
    return { what: "load generator", why: `generator lag p99 ${ms(step.genLagP99Ms)} > ${r.genLagP99Ms} ms` };
  if (step.clientLoopP99Ms > r.clientLoopP99Ms)
    return { what: "clients", why: `client loop p99 ${ms(step.clientLoopP99Ms)} > ${r.clientLoopP99Ms} ms` };
  return step.passed
    ? { what: null, why: "nothing yet (raise --steps)" }
    : {
        what: null,
        why:
          `unclear: delivery failed (p99 ${ms(step.p99Ms)}, ${pct(100 * step.delivered)} delivered) ` +
          "with nothing at its limit",
      };
}

/** The bench's "saturated first" line for the ramp's last step. */
export function describeSaturation(last: StepFigures): string {
  const { what, why } = saturatedFirst(last);
  if (!what) return why;
  if (!last.passed) return `${what} (${why}, at ${last.streams} streams)`;
  // The ramp ran out of steps, not of room: name what is already at its limit without calling it the cause.
  return `nothing failed yet at ${last.streams} streams (raise --steps); already at a limit: ${what} (${why})`;
}

/**
 * Streams one api core would hold at the cost measured in the largest step that passed (else the last):
 * `streams` = streams x 100 / api CPU%; `aboveIdle` counts only the CPU above the api's idle share
 * (its timers and connections with no stream open), which dominates small steps:
 * (100 - idle%) x streams / (api CPU% - idle%). Null when no step ran or the api's CPU was not measurable.
 */
export function streamsPerApiCore(
  steps: readonly StepFigures[],
  idleCpuPct: number,
): { streams: number; aboveIdle: number; from: StepFigures } | null {
  const from = steps.filter((s) => s.passed).at(-1) ?? steps.at(-1);
  if (!from || !(from.apiCpuPct > 0)) return null;
  const busy = from.apiCpuPct - idleCpuPct;
  return {
    streams: (from.streams * 100) / from.apiCpuPct,
    aboveIdle: busy > 0 ? ((100 - idleCpuPct) * from.streams) / busy : Number.POSITIVE_INFINITY,
    from,
  };
}
