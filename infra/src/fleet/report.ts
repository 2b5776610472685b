/** Formats fleet-simulation results: one table row per configuration and tier, and the same as CSV. */
import type { FleetResult } from "./fleet.ts";

const COLUMNS = [
  "config",
  "tier",
  "messages",
  "within_slo",
  "timed_out",
  "refused",
  "ttft_p50_s",
  "ttft_p95_s",
  "answer_tok_s",
  "output_tok_s",
  "gpu_busy_large",
  "gpu_busy_small",
  "ladder_moves",
  "wall_s",
] as const;

export function resultRows(named: { name: string; result: FleetResult }[]): string[][] {
  const rows: string[][] = [];
  for (const { name, result } of named) {
    for (const tier of ["plus", "free"] as const) {
      const s = result.tiers[tier];
      rows.push([
        name,
        tier,
        String(s.messages),
        pct(s.startedWithinSlo),
        pct(s.timedOut),
        pct(s.refused),
        s.firstTokenP50S.toFixed(2),
        s.firstTokenP95S.toFixed(2),
        s.answerTokensPerSecond.toFixed(1),
        s.outputTokensPerSecond.toFixed(0),
        pct(result.gpuBusyShare.large),
        pct(result.gpuBusyShare.small),
        String(result.ladderMoves),
        (result.wallSeconds ?? 0).toFixed(1),
      ]);
    }
  }
  return rows;
}

export function formatTable(named: { name: string; result: FleetResult }[]): string {
  const rows = [COLUMNS.slice() as string[], ...resultRows(named)];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "))
    .join("\n");
}

export function formatCsv(named: { name: string; result: FleetResult }[]): string {
  const lines = [COLUMNS.join(",")];
  for (const row of resultRows(named)) lines.push(row.map((c) => (c.includes(",") ? `"${c}"` : c)).join(","));
  lines.push("");
  lines.push("config,t_s,rung,large_busy,small_busy");
  for (const { name, result } of named) {
    for (const s of result.rungOverTime)
      lines.push([name, s.t, s.rung, s.largeBusy.toFixed(3), s.smallBusy.toFixed(3)].join(","));
  }
  return `${lines.join("\n")}\n`;
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}
