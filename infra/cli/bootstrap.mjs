#!/usr/bin/env node
// Runs a TypeScript entry point with tsx after making sure dependencies are installed, so that
// `npm run dev` and `npm test` work on a fresh clone with nothing but Node and npm.
// Plain JavaScript on purpose: it must run before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const [major] = process.versions.node.split(".").map(Number);
if (major < 20) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 20 or newer.`);
  process.exit(1);
}

const marker = join(root, "node_modules", ".package-lock.json");
const lock = join(root, "package-lock.json");
if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  console.log("Installing dependencies (npm ci)...");
  const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) {
    console.error(
      "npm ci failed: check your network access to the npm registry, then run `npm ci` yourself.",
    );
    process.exit(r.status ?? 1);
  }
}

const [, , command, ...args] = process.argv;
const bins = {
  tsx: join(root, "node_modules", ".bin", "tsx"),
  vitest: join(root, "node_modules", ".bin", "vitest"),
};
/** Runs the tool and exits with its code; a SIGINT or SIGTERM sent to this process is passed on to it. */
const run = (bin, argv) => {
  const child = spawn(bins[bin], argv, { cwd: root, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
};

// vitest's global set-up finds (or starts) the services and runs the idempotent set-up.
if (command === "test") run("vitest", ["run", ...args]);
else run("tsx", [command, ...args]);
