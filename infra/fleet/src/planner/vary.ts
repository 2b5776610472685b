/** `--vary input=from..to`: how the fleet and the cost scale with one input, the rest held fixed. */
import { num, PlannerInputError } from "./figure.ts";
import {
  flagForPath,
  isWholeNumberInput,
  numericInputPaths,
  type PlanInputs,
  parsePlanInputs,
  withInput,
} from "./inputs.ts";
import { plan } from "./plan.ts";

export type VarySpec = { path: string; from: number; to: number };

export type VaryRow = {
  value: number;
  peakMessagesPerSecond: number;
  largeOnlyGpus: number;
  routedGpus: number;
  routedRegions: number;
  largeOnlyCostPerThousand: number;
  routedCostPerThousand: number;
  hostedCostPerThousand: number;
};

/** Resolves an input named by dotted path or by flag name (`dailyUsers`, `daily-users`, `--daily-users`). */
export function resolveInputPath(name: string): string {
  const bare = name.replace(/^--/, "");
  const path = numericInputPaths().find((p) => p === bare || flagForPath(p) === bare);
  if (!path) throw new PlannerInputError("--vary", `unknown input "${name}" (see --help for the inputs)`);
  return path;
}

export function parseVary(spec: string): VarySpec {
  const [name, range = ""] = spec.split("=", 2);
  const [fromText, toText] = range.split("..");
  const from = Number(fromText?.replaceAll("_", "") || Number.NaN);
  const to = Number(toText?.replaceAll("_", "") || Number.NaN);
  if (!name || !Number.isFinite(from) || !Number.isFinite(to)) {
    throw new PlannerInputError(
      "--vary",
      `expected input=from..to (e.g. dailyUsers=1e6..1e8), got "${spec}"`,
    );
  }
  return { path: resolveInputPath(name), from, to };
}

/** Evenly spaced values; geometric when the range spans a factor of 10 or more. */
export function varyValues(from: number, to: number, steps: number, whole = false): number[] {
  if (!Number.isInteger(steps) || steps < 2)
    throw new PlannerInputError("--steps", `must be a whole number >= 2`);
  const geometric = from > 0 && to > 0 && Math.max(from, to) / Math.min(from, to) >= 10;
  return Array.from({ length: steps }, (_, i) => {
    const t = i / (steps - 1);
    const value = geometric ? from * (to / from) ** t : from + (to - from) * t;
    // toPrecision drops float noise (1e5 x 10^1 = 999,999.9999...).
    return whole ? Math.round(value) : Number(value.toPrecision(12));
  });
}

export function varyPlans(inputs: PlanInputs, spec: VarySpec, steps = 5): VaryRow[] {
  return varyValues(spec.from, spec.to, steps, isWholeNumberInput(spec.path)).map((value) => {
    const parsed = parsePlanInputs(withInput(inputs, spec.path, value));
    if (!parsed.success) throw new PlannerInputError(spec.path, `at ${value}: ${parsed.error}`);
    const p = plan(parsed.data);
    return {
      value,
      peakMessagesPerSecond: p.traffic.peakMessagesPerSecond.value,
      largeOnlyGpus: p.largeOnly.gpus.value,
      routedGpus: p.routed.gpus.value,
      routedRegions: p.routed.regions.value,
      largeOnlyCostPerThousand: p.largeOnly.costPerThousandMessages.value,
      routedCostPerThousand: p.routed.costPerThousandMessages.value,
      hostedCostPerThousand: p.cost.hostedPerThousandMessages.value,
    };
  });
}

export function renderVary(spec: VarySpec, rows: VaryRow[]): string {
  const header = [
    spec.path,
    "peak msg/s",
    "GPUs large-only",
    "GPUs routed",
    "regions",
    "$/1k large",
    "$/1k routed",
    "$/1k hosted",
  ];
  const body = rows.map((r) => [
    num(r.value),
    num(r.peakMessagesPerSecond),
    num(r.largeOnlyGpus),
    num(r.routedGpus),
    num(r.routedRegions),
    `$${r.largeOnlyCostPerThousand.toFixed(2)}`,
    `$${r.routedCostPerThousand.toFixed(2)}`,
    `$${r.hostedCostPerThousand.toFixed(2)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join("  ");
  return [line(header), ...body.map(line)].join("\n");
}
