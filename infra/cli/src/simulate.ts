/**
 * Fleet simulator CLI: `npm run simulate -- [options]` (`--help` lists them). Runs the real dispatcher
 * policies against a simulated region in virtual time and prints one table row per configuration and tier;
 * optionally the same as CSV (with the rung and per-window first-token figures over time) and a PNG plot.
 */
import { writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { DEFAULT_LADDER } from "@chat/dispatcher";
import {
  CHECK_SCENARIOS,
  type FleetConfig,
  type FleetResult,
  formatCsv,
  formatDetails,
  formatTable,
  simulateFleet,
  simulateFleetsInParallel,
  writePlot,
} from "@chat/fleet";

const HELP = `npm run simulate -- [options]

Simulates one region in virtual time: the real router, replica picker and shedding ladder from
apps/dispatcher against in-process replicas timed by the gpu-worker's one timing model.

  --scenario check|single  check: DESIGN's four ladder configurations (every rung off, paid-first only,
                           paid-first + rungs 1-2, full ladder); single: one run set by --max-rung and
                           --paid-first (default check)
  --rate N                 arrivals, messages/s (default 7000: twice the 3,500 the region is planned for)
  --duration S             virtual seconds of arrivals (default 600); the run then drains for 15 s
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

Example: npm run simulate -- --duration 120 --csv sim.csv --plot sim.png`;

const { values } = parseArgs({
  options: {
    scenario: { type: "string", default: "check" },
    rate: { type: "string", default: "7000" },
    duration: { type: "string", default: "600" },
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
    help: { type: "boolean", default: false },
  },
});

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

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
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const cpu = process.cpuUsage(since);
  return ((cpu.user + cpu.system) / 1e6).toFixed(1);
};
const load = () => loadavg()[0]!.toFixed(1);
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
