/**
 * Debian's Chromium for the browser tests, driven by playwright-core (no browser download). The test
 * set-up installs it when missing (`apt-get install chromium`, as root or with password-less sudo); where
 * that cannot work the browser tests are skipped with a loud message saying what to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const CHROMIUM_HELP = `Chromium is needed for the web app's browser tests and could not be installed.
Install it yourself and run the tests again:
    sudo apt-get update && sudo apt-get install -y chromium
(or point CHROMIUM_PATH at a Chromium/Chrome binary).`;

/** Installs Chromium if it is missing; returns null when it is there, else why it is not. Idempotent. */
export function ensureChromium(log: (line: string) => void = console.log): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  if (process.platform !== "linux" || !existsSync("/usr/bin/apt-get")) return "no apt-get on this machine";
  const root = process.getuid?.() === 0;
  const sudo = root ? "" : "sudo -n ";
  log(`Installing Chromium for the browser tests (${sudo}apt-get install chromium; a minute or two)...`);
  const r = spawnSync(
    "sh",
    [
      "-c",
      `${sudo}apt-get update -q && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -q chromium`,
    ],
    { stdio: ["ignore", "ignore", "pipe"], timeout: 15 * 60_000, encoding: "utf8" },
  );
  if (r.status === 0 && existsSync(CHROMIUM_PATH)) return null;
  return `apt-get failed (${r.error?.message ?? `exit ${r.status}`}): ${(r.stderr ?? "").trim().split("\n").slice(-3).join(" / ")}`;
}
