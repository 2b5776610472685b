/**
 * Fleet simulator CLI: `npm run simulate -- [options]`.
 *
 *   --scenario check|single  check: DESIGN's four ladder configurations (default); single: one run
 *   --rate N                 messages/s (default 7000: twice the 3,500 planned)
 *   --duration S             virtual seconds (default 600)
 *   --large N --small N      replicas per pool (default 230 x 4 GPUs + 580 x 1 GPU = 1,500 GPUs)
 *   --plus-share X           default 0.1
 *   --signal large|max       what the ladder climbs on (default max: the busier pool; large: DESIGN's literal rule)
 *   --max-rung N --paid-first on|off   for --scenario single
 *   --daily X                daily-curve amplitude (default 0)
 *   --seed N --csv PATH
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type FleetConfig, type FleetResult, simulateFleet } from "../fleet/fleet.ts";
import { DEFAULT_LADDER } from "../fleet/policies.ts";
import { formatCsv, formatTable } from "../fleet/report.ts";
import { CHECK_SCENARIOS } from "../fleet/scenarios.ts";

const { values } = parseArgs({
  options: {
    scenario: { type: "string", default: "check" },
    rate: { type: "string", default: "7000" },
    duration: { type: "string", default: "600" },
    large: { type: "string", default: "230" },
    small: { type: "string", default: "580" },
    "plus-share": { type: "string", default: "0.1" },
    signal: { type: "string", default: "max" },
    "max-rung": { type: "string", default: "3" },
    "paid-first": { type: "string", default: "on" },
    daily: { type: "string", default: "0" },
    seed: { type: "string", default: "1" },
    csv: { type: "string" },
  },
});

function num(name: keyof typeof values): number {
  const raw = values[name];
  const n = Number(raw);
  if (typeof raw !== "string" || !Number.isFinite(n))
    throw new Error(`--${name} must be a number, got ${String(raw)}`);
  return n;
}

if (values.signal !== "large" && values.signal !== "max")
  throw new Error(`--signal must be large or max, got ${values.signal}`);
const maxRung = num("max-rung");
if (![0, 1, 2, 3].includes(maxRung)) throw new Error(`--max-rung must be 0..3, got ${maxRung}`);
const base: Partial<FleetConfig> = {
  messagesPerSecond: num("rate"),
  durationS: num("duration"),
  largeReplicas: num("large"),
  smallReplicas: num("small"),
  plusShare: num("plus-share"),
  ladder: { ...DEFAULT_LADDER, signal: values.signal },
  dailyAmplitude: num("daily"),
  seed: num("seed"),
  conversations: Math.max(1_000, Math.round(num("rate") * 30)),
};
const runs =
  values.scenario === "check"
    ? CHECK_SCENARIOS
    : values.scenario === "single"
      ? [{ name: "single", overrides: { maxRung: maxRung as 0, paidFirst: values["paid-first"] !== "off" } }]
      : (() => {
          throw new Error(`--scenario must be check or single, got ${values.scenario}`);
        })();

const gpus = num("large") * 4 + num("small");
console.log(
  `fleet: ${num("large")} large (4 GPUs) + ${num("small")} small (1 GPU) = ${gpus} GPUs; ${num("rate")} msg/s for ${num("duration")} s virtual; ladder signal: ${values.signal}`,
);
const named: { name: string; result: FleetResult }[] = [];
for (const run of runs) {
  const started = performance.now();
  const result = simulateFleet({ ...base, ...run.overrides });
  result.wallSeconds = (performance.now() - started) / 1000;
  named.push({ name: run.name, result });
  console.error(`  ${run.name}: ${result.messages} messages in ${result.wallSeconds.toFixed(1)} s wall`);
}
console.log(formatTable(named));
if (values.csv) {
  writeFileSync(values.csv, formatCsv(named));
  console.log(`csv: ${values.csv}`);
}
