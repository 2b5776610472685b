/**
 * `npm run gate`: the release gate (DESIGN section 9). Judges a candidate model version against the current
 * one on 2,000 prompts in 12 categories, checks safety, factual accuracy and load, prints a PASS/FAIL
 * verdict with its reasons and exits 1 on FAIL. Runs against simulated servers it starts itself.
 *
 *   npm run gate                                   the demo candidate (v2-demo, regresses code): FAIL
 *   npm run gate -- --candidate v1                 a candidate equal to the current: PASS
 *   npm run gate -- --candidate v2 --current v1 [--per-category 50] [--seed 1] [--json]
 *   npm run gate -- --write-data                   regenerate infra/gate/src/data/*.jsonl from the templates
 */

import { formatReport, runGate, writeData } from "@chat/gate";
import { CURRENT_VERSION, DEMO_CANDIDATE, versionNames } from "@chat/sim";

const USAGE = `usage: npm run gate -- [--candidate V] [--current V] [--per-category N] [--seed N] [--json] [--write-data]
versions: ${versionNames().join(", ")} (default: --candidate ${DEMO_CANDIDATE} --current ${CURRENT_VERSION})`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const flags = new Map<string, string>();
const switches = new Set<string>();
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (!a.startsWith("--")) fail(`unexpected argument ${a}`);
  const [name, inline] = a.slice(2).split("=", 2) as [string, string | undefined];
  if (["json", "write-data", "help"].includes(name)) switches.add(name);
  else if (["candidate", "current", "per-category", "seed"].includes(name)) {
    const v = inline ?? args[++i];
    if (v === undefined) fail(`--${name} needs a value`);
    flags.set(name, v);
  } else fail(`unknown flag --${name}`);
}
if (switches.has("help")) {
  console.log(USAGE);
  process.exit(0);
}
if (switches.has("write-data")) {
  console.log(writeData());
  process.exit(0);
}
const int = (name: string) => {
  const v = flags.get(name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive integer, got ${v}`);
  return n;
};
const known = versionNames();
const candidate = flags.get("candidate") ?? DEMO_CANDIDATE;
const current = flags.get("current") ?? CURRENT_VERSION;
for (const v of [candidate, current]) if (!known.includes(v)) fail(`unknown model version "${v}"`);

let report: Awaited<ReturnType<typeof runGate>>;
try {
  report = await runGate({
    candidate,
    current,
    ...(int("per-category") ? { perCategory: int("per-category")! } : {}),
    ...(int("seed") ? { seed: int("seed")! } : {}),
  });
} catch (err) {
  // Exit 2, not 1: the gate could not judge, which is not a FAIL verdict.
  console.error(`gate could not run: ${(err as Error).message}`);
  process.exit(2);
}
console.log(switches.has("json") ? JSON.stringify(report, null, 2) : formatReport(report));
process.exit(report.verdict.pass ? 0 : 1);
