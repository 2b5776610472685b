/**
 * `npm run bench` runs every benchmark suite; `npm run bench -- <suite> [...]` runs the named ones.
 * A suite is a file `<package>/bench/<suite>.ts` that prints its figures (it asserts nothing about speed).
 * `npm run bench -- --list` lists them. Other `--flags` are passed to the suites
 * (e.g. `npm run bench -- placement --kv-blocks=450`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const packageDirs = [
  "events",
  ...["infra", "apps"].flatMap((top) => readdirSync(join(root, top)).map((d) => join(top, d))),
];
const suites = new Map<string, string>();
for (const dir of packageDirs) {
  const benchDir = join(root, dir, "bench");
  if (!existsSync(benchDir)) continue;
  for (const f of readdirSync(benchDir)
    .filter((f) => f.endsWith(".ts"))
    .sort()) {
    suites.set(basename(f, ".ts"), join(benchDir, f));
  }
}

const argv = process.argv.slice(2);
const args = argv.filter((a) => !a.startsWith("--"));
const flags = argv.filter((a) => a.startsWith("--") && a !== "--list");
if (argv.includes("--list")) {
  for (const [name, file] of suites) console.log(`${name.padEnd(16)} ${relative(root, file)}`);
  process.exit(0);
}
const unknown = args.filter((a) => !suites.has(a));
if (unknown.length) {
  console.error(`unknown suite(s): ${unknown.join(", ")}. Suites: ${[...suites.keys()].join(", ")}`);
  process.exit(2);
}
const chosen = args.length ? args : [...suites.keys()];
let failed = 0;
for (const name of chosen) {
  const file = suites.get(name)!;
  console.log(`\n=== bench: ${name} (${relative(root, file)}) ===`);
  const r = spawnSync(join(root, "node_modules", ".bin", "tsx"), [file, ...flags], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) {
    console.error(`bench ${name} failed with exit code ${r.status}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
