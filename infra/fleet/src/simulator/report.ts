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
  lines.push("");
  lines.push("config,window_start_s,tier,messages,ttft_p50_s,ttft_p95_s,refused,timed_out");
  for (const { name, result } of named) {
    for (const w of result.series) {
      for (const tier of ["plus", "free"] as const) {
        const s = w.tiers[tier];
        lines.push(
          [
            name,
            w.t,
            tier,
            s.messages,
            s.firstTokenP50S.toFixed(3),
            s.firstTokenP95S.toFixed(3),
            pct(s.refused),
            pct(s.timedOut),
          ].join(","),
        );
      }
    }
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Per configuration: all messages' outcome, where rung 1 sent free messages, how well the expected wait
 * foretold the start of the free messages rung 3 let in, and the rung's path.
 */
export function formatDetails(named: { name: string; result: FleetResult }[]): string {
  const out: string[] = [];
  for (const { name, result } of named) {
    const all = result.tiers.plus.messages + result.tiers.free.messages;
    const share = (k: "timedOut" | "refused") =>
      all === 0
        ? 0
        : (result.tiers.plus[k] * result.tiers.plus.messages +
            result.tiers.free[k] * result.tiers.free.messages) /
          all;
    const r1 = result.rung1;
    const a3 = result.admittedAtRung3;
    const rungs = result.rungOverTime.map((s) => s.rung);
    const at = (r: number) => rungs.filter((x) => x === r).length;
    out.push(
      `${name}: all messages timed out ${pct(share("timedOut"))}, refused ${pct(share("refused"))}; ` +
        `rung-1 free to small ${r1.candidates === 0 ? "-" : pct(r1.toSmall / r1.candidates)}; ` +
        `free let in at rung 3: ${a3.messages} (started <= 2 s ${pct(a3.withinSlo)}, median start - estimate ${Number.isNaN(a3.medianErrorS) ? "-" : `${a3.medianErrorS.toFixed(2)} s`}); ` +
        `seconds at rung 0/1/2/3: ${at(0)}/${at(1)}/${at(2)}/${at(3)}`,
    );
  }
  return out.join("\n");
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}
