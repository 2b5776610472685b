/** Formats the regions scenario: one row per region and tier, one line per home region, and the same as CSV. */
import type { RegionsResult } from "./regions.ts";

const COLUMNS = [
  "region",
  "tier",
  "messages",
  "spilled_in",
  "restarted_in",
  "within_slo",
  "refused",
  "timed_out",
  "interrupted",
  "ttft_p50_s",
  "ttft_p95_s",
  "extra_prefill_gpu_s",
  "max_rung",
  "peak_msg_s",
] as const;

export function regionsRows(result: RegionsResult): string[][] {
  const rows: string[][] = [];
  for (const r of result.regions) {
    const maxRung = Math.max(0, ...r.result.rungOverTime.map((s) => s.rung));
    for (const tier of ["plus", "free"] as const) {
      const s = r.result.tiers[tier];
      const served = r.served[tier];
      const share = (x: number) => (served.all === 0 ? "-" : pct(x / served.all));
      rows.push([
        r.name,
        tier,
        String(s.messages),
        share(served.spilledIn),
        share(served.restartedIn),
        pct(s.startedWithinSlo),
        pct(s.refused),
        pct(s.timedOut),
        String(r.moved[tier].interrupted),
        fixed(s.firstTokenP50S),
        fixed(s.firstTokenP95S),
        r.moved[tier].extraPrefillGpuSeconds.toFixed(0),
        String(maxRung),
        Math.max(0, ...r.arrivalsSeries).toFixed(0),
      ]);
    }
  }
  return rows;
}

export function formatRegionsTable(result: RegionsResult): string {
  const rows = [COLUMNS.slice() as string[], ...regionsRows(result)];
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "))
    .join("\n");
}

/** Per home region: its users' new conversations and where they started; then the totals of what moving cost. */
export function formatRegionsDetails(result: RegionsResult): string {
  const out: string[] = [];
  let extra = 0;
  let interrupted = 0;
  for (const r of result.regions) {
    const h = r.home;
    const share = (x: number) => (h.newConversations === 0 ? "-" : pct(x / h.newConversations));
    const peakExtra = Math.max(0, ...r.result.series.map((_, i) => extraPerSecond(result, r.name, i)));
    out.push(
      `${r.name} (UTC${r.spec.utcOffsetHours >= 0 ? "+" : ""}${r.spec.utcOffsetHours}, ${(r.spec.users / 1e6).toFixed(0)} M users, ` +
        `${r.spec.largeReplicas} large + ${r.spec.smallReplicas} small = ${r.spec.largeReplicas * 4 + r.spec.smallReplicas} GPUs): ` +
        `${h.newConversations} new conversations of its users, ${share(h.spilledOut)} spilled out, ${share(h.restartedOut)} started elsewhere (home down); ` +
        `peak extra prefill here ${peakExtra.toFixed(1)} GPU-s/s`,
    );
    for (const tier of ["plus", "free"] as const) {
      extra += r.moved[tier].extraPrefillGpuSeconds;
      interrupted += r.moved[tier].interrupted;
    }
  }
  const f = result.config.fail;
  out.push(
    `all regions: ${result.messages} messages; extra prefill from moved conversations ${extra.toFixed(0)} GPU-s; ` +
      (f
        ? `${f.region} failed at ${f.atS} s, ${interrupted} requests it held retried elsewhere`
        : "no region failed"),
  );
  return out.join("\n");
}

/** Extra prefill GPU-seconds per second in region `name`'s bucket `i`. */
export function extraPerSecond(result: RegionsResult, name: string, i: number): number {
  const r = result.regions.find((x) => x.name === name);
  if (!r) return 0;
  return (r.extraPrefill[i] ?? 0) / r.result.config.bucketS;
}

export function formatRegionsCsv(result: RegionsResult): string {
  const lines = [COLUMNS.join(",")];
  for (const row of regionsRows(result)) lines.push(row.join(","));
  lines.push("");
  lines.push(
    "region,t_s,rung,arrivals_per_s,extra_prefill_gpu_s_per_s,plus_ttft_p95_s,free_ttft_p95_s,free_refused",
  );
  for (const r of result.regions) {
    const bucketS = r.result.config.bucketS;
    r.result.series.forEach((w, i) => {
      const rung = r.result.rungOverTime.find((s) => s.t >= w.t)?.rung ?? 0;
      lines.push(
        [
          r.name,
          w.t,
          rung,
          (r.arrivalsSeries[i] ?? 0).toFixed(0),
          ((r.extraPrefill[i] ?? 0) / bucketS).toFixed(2),
          fixed(w.tiers.plus.firstTokenP95S, 3),
          fixed(w.tiers.free.firstTokenP95S, 3),
          pct(w.tiers.free.refused),
        ].join(","),
      );
    });
  }
  return `${lines.join("\n")}\n`;
}

function fixed(x: number, digits = 2): string {
  return Number.isFinite(x) ? x.toFixed(digits) : "-";
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}
