/** Percentiles, a plain-text table, machine CPU readings and a CPU profiler for the benchmark suites (helpers, not a suite). */
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { Session } from "node:inspector/promises";
import { dirname } from "node:path";

/** CPU time of the whole machine from /proc/stat (Linux): busy share = delta busy / delta total. */
export function machineCpuTimes(): { busy: number; total: number } {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - f[3]! - (f[4] ?? 0), total };
}

/** Nearest-rank percentile of `xs` (0 < p <= 100); NaN for no samples. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN;
}

export const fmt = (x: number, digits = 1): string => (Number.isFinite(x) ? x.toFixed(digits) : "-");

/** Right-aligned columns under a header row. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** Reads `--name=value` from argv, else the env var, else the fallback; must be a positive number. */
export function numberArg(name: string, env: string, fallback: number): number {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  const raw = hit ? hit.slice(name.length + 3) : process.env[env];
  const v = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(v) || v <= 0)
    throw new Error(`--${name} (or ${env}) must be a positive number, got ${raw}`);
  return v;
}

/** `--name=4,32,128` (or the env var) as positive whole numbers, comma-separated; the fallback when absent. */
export function listArg(name: string, env: string, fallback: readonly number[]): number[] {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  const raw = hit ? hit.slice(name.length + 3) : process.env[env];
  if (raw === undefined) return [...fallback];
  const xs = raw.split(",").map(Number);
  if (xs.some((x) => !Number.isInteger(x) || x <= 0))
    throw new Error(`--${name} (or ${env}) must be positive whole numbers, comma-separated; got ${raw}`);
  return xs;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN when it cannot be read. */
export function cpuSecondsOf(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in clock ticks (100/s on Linux)
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by every local process named `comm` (e.g. "postgres": its backends together);
 * NaN when none is found (not local, or not Linux). A process that ended between two readings takes its
 * seconds with it.
 */
export function cpuSecondsByName(comm: string): number {
  let sum = Number.NaN;
  try {
    for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      let name: string;
      try {
        name = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
      } catch {
        continue; // gone meanwhile
      }
      if (name !== comm) continue;
      const s = cpuSecondsOf(Number(pid));
      if (Number.isFinite(s)) sum = (Number.isNaN(sum) ? 0 : sum) + s;
    }
  } catch {
    // not Linux
  }
  return sum;
}

/** CPU seconds used so far by the local nats-server, or NaN when it is not local. */
export const natsCpuSeconds = (): number => cpuSecondsByName("nats-server");

/**
 * The V8 profiler of this process over the inspector, started now: benchmarks profile their measured seconds
 * only (`--cpu-profile=DIR`), not start-up. `stop` writes a .cpuprofile (Chrome DevTools and VS Code read it).
 */
export async function startCpuProfile(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  return {
    async stop(file) {
      const { profile } = await session.post("Profiler.stop");
      session.disconnect();
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(profile));
    },
  };
}
