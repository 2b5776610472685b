/**
 * Fleet simulator CLI: `npm run simulate -- [options]` (`--help` lists them). Runs the real dispatcher
 * policies against a simulated region in virtual time and prints one table row per configuration and tier;
 * optionally the same as CSV (with the rung and per-window first-token figures over time) and a PNG plot.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { DEFAULT_LADDER } from "@chat/dispatcher";
import {
  CHECK_SCENARIOS,
  defaultRegionsConfig,
  type FleetConfig,
  type FleetResult,
  formatCsv,
  formatDetails,
  formatRegionsCsv,
  formatRegionsDetails,
  formatRegionsTable,
  formatTable,
  type RegionSpec,
  type RegionsConfig,
  simulateFleet,
  simulateFleetsInParallel,
  simulateRegions,
  writePlot,
  writeRegionsPlot,
} from "@chat/fleet";

const HELP = `npm run simulate -- [options]

Simulates one region in virtual time: the real router, replica picker and shedding ladder from
apps/dispatcher against in-process replicas timed by the gpu-worker's one timing model.

  --scenario check|single|regions
                           check: DESIGN's four ladder configurations (every rung off, paid-first only,
                           paid-first + rungs 1-2, full ladder); single: one run set by --max-rung and
                           --paid-first; regions: five regions and the spill-over rule, one failing
                           (options below; default check)
  --rate N                 arrivals, messages/s (default 7000: twice the 3,500 the region is planned for)
  --duration S             virtual seconds of arrivals (default 600; regions: 300); the run then drains
                           for 15 s
  --warmup S               seconds left out of the table (default 60: the ladder's climb to rung 3 takes
                           at least 30 s); the CSV and the plot include them
  --large N                large replicas, 4 GPUs each (default 230)
  --small N                small replicas, 1 GPU each (default 580; with 230 large: 1,500 GPUs)
  --plus-share X           share of messages from Plus users, 0..1 (default 0.1)
  --small-share X          share the router sends to the small model (default 0.7, DESIGN's split)
  --signal max|large       what the ladder climbs on: max = the busier pool's busy share (default, see
                           apps/dispatcher/src/ladder/signal.ts); large = DESIGN's literal large pool
  --rung1 sooner|literal   rung 1's pool for a free message routed large: sooner = where it would start
                           sooner (default; ladder/pool-choice.ts); literal = always small (DESIGN's text)
  --down rung-below|measured
                           what the ladder's down test reads: rung-below = the busy share the rung below
                           would see (default; apps/dispatcher/src/ladder/held-back.ts); measured = the
                           measured share, DESIGN's literal rule (cycles under a steady overload)
  --kv-reserve answer|max-tokens
                           KV an answer holds from admission: answer = its length, allocated as it grows
                           (vLLM; DESIGN's ~100 answers per replica; default); max-tokens = prompt +
                           max_tokens up front (TensorRT-LLM's GUARANTEED_NO_EVICT)
  --max-rung 0..3          highest rung (single only; default 3)
  --paid-first on|off      tier-ordered replica queues (single only; default on)
  --daily X                daily-curve amplitude: rate x (1 + X sin(2 pi t / duration)) (default 0)
  --seed N                 random seed; a run is deterministic from it (default 1)
  --jobs N                 configurations simulated at once, one worker thread each (default: the
                           machine's cores, at most the number of configurations); 1 runs them in turn
                           and prints each one's CPU seconds
  --csv PATH               write the table, the rung over time and per-window figures as CSV
  --plot PATH              write a PNG: per configuration, rung and first-token p50/p95 per tier over time
  --help                   this text

Regions (--scenario regions; --duration, --warmup, --seed, the ladder and tier flags apply too; --rate,
--large, --small, --daily do not: each region's load follows its users' local time of day):
  --regions PATH           JSON { "regions": [{ "name", "utcOffsetHours", "users", "largeReplicas",
                           "smallReplicas" }], "distanceMs"?: { a: { b: ms } } } (default: the planner's
                           ten-times fleet, 100 M users, split over americas, europe, east-asia, south-asia,
                           south-america like their users; infra/fleet/src/simulator/time-zones.ts)
  --scale X                multiply users and replicas (default 1; 0.1 for a quick look)
  --fail REGION@S|none     the region that goes down at virtual second S (default europe@150: 20:00 UTC,
                           its evening peak)
  --retry-within S         the dead region's clients retry uniformly within S seconds (default 0: all
                           in the tick of the failure, the worst case)
  --spill on|off           the spill-over rule between regions (default on; off: new conversations stay
                           home; a dead region's conversations still restart elsewhere)
  --day S                  virtual seconds per 24 hours of the users' day (default 600: the default 300 s
                           are 12 hours, 14:00-02:00 UTC, every region's evening peak but east-asia's)
  --start-hour H           UTC hour at virtual second 0 (default 14)
  --turns N                messages per conversation, mean (default 5)

Example: npm run simulate -- --duration 120 --csv sim.csv --plot sim.png
         npm run simulate -- --scenario regions --plot regions.png`;

const { values } = parseArgs({
  options: {
    scenario: { type: "string", default: "check" },
    rate: { type: "string", default: "7000" },
    // No parse default: the check runs 600 s, the regions scenario 300 s (see `duration` below).
    duration: { type: "string" },
    warmup: { type: "string", default: "60" },
    large: { type: "string", default: "230" },
    small: { type: "string", default: "580" },
    "plus-share": { type: "string", default: "0.1" },
    "small-share": { type: "string", default: "0.7" },
    signal: { type: "string", default: "max" },
    "kv-reserve": { type: "string", default: "answer" },
    down: { type: "string", default: "rung-below" },
    rung1: { type: "string", default: "sooner" },
    "max-rung": { type: "string", default: "3" },
    "paid-first": { type: "string", default: "on" },
    daily: { type: "string", default: "0" },
    seed: { type: "string", default: "1" },
    jobs: { type: "string", default: String(availableParallelism()) },
    csv: { type: "string" },
    plot: { type: "string" },
    regions: { type: "string" },
    scale: { type: "string", default: "1" },
    fail: { type: "string", default: "europe@150" },
    spill: { type: "string", default: "on" },
    "retry-within": { type: "string", default: "0" },
    day: { type: "string", default: "600" },
    "start-hour": { type: "string", default: "14" },
    turns: { type: "string", default: "5" },
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}
values.duration ??= values.scenario === "regions" ? "300" : "600";

function num(name: keyof typeof values): number {
  const raw = values[name];
  const n = Number(raw);
  if (typeof raw !== "string" || !Number.isFinite(n))
    throw new Error(`--${name} must be a number, got ${String(raw)}`);
  return n;
}

if (values.signal !== "large" && values.signal !== "max")
  throw new Error(`--signal must be large or max, got ${values.signal}`);
if (values.rung1 !== "sooner" && values.rung1 !== "literal")
  throw new Error(`--rung1 must be sooner or literal, got ${values.rung1}`);
if (values.down !== "rung-below" && values.down !== "measured")
  throw new Error(`--down must be rung-below or measured, got ${values.down}`);
if (values["kv-reserve"] !== "answer" && values["kv-reserve"] !== "max-tokens")
  throw new Error(`--kv-reserve must be answer or max-tokens, got ${values["kv-reserve"]}`);
if (values["paid-first"] !== "on" && values["paid-first"] !== "off")
  throw new Error(`--paid-first must be on or off, got ${values["paid-first"]}`);
const maxRung = num("max-rung");
if (![0, 1, 2, 3].includes(maxRung)) throw new Error(`--max-rung must be 0..3, got ${maxRung}`);
const base: Partial<FleetConfig> = {
  messagesPerSecond: num("rate"),
  durationS: num("duration"),
  warmupS: Math.min(num("warmup"), num("duration") / 2),
  largeReplicas: num("large"),
  smallReplicas: num("small"),
  plusShare: num("plus-share"),
  smallShare: num("small-share"),
  ladder: { ...DEFAULT_LADDER, signal: values.signal, downTest: values.down },
  kvReservation: values["kv-reserve"],
  rung1: values.rung1,
  dailyAmplitude: num("daily"),
  seed: num("seed"),
  // DESIGN: ~210,000 conversations between turns at 3,500 msg/s of ~13 s answers; scale with the rate.
  conversations: Math.max(1_000, Math.round(num("rate") * 30)),
};
if (values.scenario === "regions") {
  runRegions(base);
  process.exit(0);
}
const runs =
  values.scenario === "check"
    ? CHECK_SCENARIOS
    : values.scenario === "single"
      ? [
          {
            name: "single",
            overrides: { maxRung: maxRung as 0 | 1 | 2 | 3, paidFirst: values["paid-first"] === "on" },
          },
        ]
      : (() => {
          throw new Error(`--scenario must be check or single, got ${values.scenario}`);
        })();

const gpus = num("large") * 4 + num("small");
console.log(
  `fleet: ${num("large")} large (4 GPUs) + ${num("small")} small (1 GPU) = ${gpus} GPUs; ${num("rate")} msg/s for ${num("duration")} s virtual, figures after ${base.warmupS} s; ladder signal: ${values.signal}`,
);
const jobs = Math.min(num("jobs"), runs.length);
if (!(Number.isInteger(jobs) && jobs >= 1))
  throw new Error(`--jobs must be a positive integer, got ${values.jobs}`);
const named: { name: string; result: FleetResult }[] = [];
// CPU seconds beside wall: on a shared machine wall time says more about the neighbours than the simulator.
function cpuSeconds(since: NodeJS.CpuUsage): string {
  const cpu = process.cpuUsage(since);
  return ((cpu.user + cpu.system) / 1e6).toFixed(1);
}
function load(): string {
  return loadavg()[0]!.toFixed(1);
}
const checkStarted = performance.now();
const cpuAtStart = process.cpuUsage();
if (jobs === 1) {
  for (const run of runs) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = simulateFleet({ ...base, ...run.overrides });
    result.wallSeconds = (performance.now() - started) / 1000;
    named.push({ name: run.name, result });
    console.error(
      `  ${run.name}: ${result.messages} messages in ${result.wallSeconds.toFixed(1)} s wall, ${cpuSeconds(cpuBefore)} s CPU (load average ${load()})`,
    );
  }
} else {
  const results = await simulateFleetsInParallel(
    runs.map((run) => ({ ...base, ...run.overrides })),
    jobs,
    (i, result) =>
      console.error(
        `  ${runs[i]!.name}: ${result.messages} messages in ${result.wallSeconds!.toFixed(1)} s wall (worker thread)`,
      ),
  );
  for (const [i, result] of results.entries()) named.push({ name: runs[i]!.name, result });
}
console.error(
  `  ${runs.length} configuration(s), ${jobs} at a time: ${((performance.now() - checkStarted) / 1000).toFixed(1)} s wall, ${cpuSeconds(cpuAtStart)} s CPU in all (load average ${load()})`,
);
console.log(formatTable(named));
console.log(formatDetails(named));
if (values.csv) {
  writeFileSync(values.csv, formatCsv(named));
  console.log(`csv: ${values.csv}`);
}
if (values.plot) {
  writePlot(values.plot, named);
  console.log(`plot: ${values.plot}`);
}

/** `--scenario regions`: five regions in step with the spill-over rule; one fails (regions.ts). */
function runRegions(fleet: Partial<FleetConfig>): void {
  const scale = num("scale");
  if (!(scale > 0)) throw new Error(`--scale must be positive, got ${values.scale}`);
  const config: RegionsConfig = {
    ...defaultRegionsConfig(scale),
    durationS: num("duration"),
    warmupS: Math.min(num("warmup"), num("duration") / 2),
    dayS: num("day"),
    startHourUtc: num("start-hour"),
    turnsPerConversation: num("turns"),
    retryWithinS: num("retry-within"),
    seed: num("seed"),
    fleet: {
      plusShare: fleet.plusShare,
      smallShare: fleet.smallShare,
      ladder: fleet.ladder,
      kvReservation: fleet.kvReservation,
      rung1: fleet.rung1,
    },
  };
  if (values.regions) {
    const file = JSON.parse(readFileSync(values.regions, "utf8")) as {
      regions?: RegionSpec[];
      distanceMs?: Record<string, Record<string, number>>;
    };
    if (!Array.isArray(file.regions) || file.regions.length === 0)
      throw new Error(`--regions ${values.regions}: needs a non-empty "regions" array`);
    config.regions = file.regions.map((r) => ({
      ...r,
      users: r.users * scale,
      largeReplicas: Math.max(1, Math.round(r.largeReplicas * scale)),
      smallReplicas: Math.max(1, Math.round(r.smallReplicas * scale)),
    }));
    if (file.distanceMs) config.distanceMs = file.distanceMs;
  }
  if (values.spill !== "on" && values.spill !== "off")
    throw new Error(`--spill must be on or off, got ${values.spill}`);
  config.spillOver = values.spill === "on";
  if (values.fail === "none") config.fail = undefined;
  else {
    const [region, at] = (values.fail ?? "").split("@");
    if (!region || !(Number(at) >= 0))
      throw new Error(`--fail must be REGION@SECONDS or none, got ${values.fail}`);
    config.fail = { region, atS: Number(at) };
  }
  const gpus = config.regions.reduce((sum, r) => sum + r.largeReplicas * 4 + r.smallReplicas, 0);
  console.log(
    `regions: ${config.regions.map((r) => r.name).join(", ")}; ${gpus} GPUs; ${config.durationS} s virtual = ${((24 * config.durationS) / config.dayS).toFixed(1)} h from ${config.startHourUtc}:00 UTC; ` +
      `spill-over ${config.spillOver ? "on" : "off"}; ${config.fail ? `${config.fail.region} fails at ${config.fail.atS} s` : "no failure"}`,
  );
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = simulateRegions(config);
  result.wallSeconds = (performance.now() - started) / 1000;
  console.error(
    `  regions: ${result.messages} messages in ${result.wallSeconds.toFixed(1)} s wall, ${cpuSeconds(cpuBefore)} s CPU (load average ${load()})`,
  );
  console.log(formatRegionsTable(result));
  console.log(formatRegionsDetails(result));
  if (values.csv) {
    writeFileSync(values.csv, formatRegionsCsv(result));
    console.log(`csv: ${values.csv}`);
  }
  if (values.plot) {
    writeRegionsPlot(values.plot, result);
    console.log(`plot: ${values.plot}`);
  }
}
