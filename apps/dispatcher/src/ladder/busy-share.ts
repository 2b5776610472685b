/**
 * The large pool's busy share: the number the shedding ladder climbs on.
 *
 * Definition: for each fresh report (made within `staleAfterMs`), the share of the replica's KV cache its
 * work demands, capped at 1:
 *   demand = (totalKv - freeKv) x (running + waiting) / running     (running = 0: (totalKv - freeKv))
 *   share  = min(1, demand / totalKv)
 * and the pool's busy share is the mean over fresh replicas.
 *
 * Why KV and not `LoadReport.busy`: with continuous batching an engine is in forward passes whenever one
 * answer runs, so `busy` reads ~100% at light load and cannot tell 10 answers from 100. KV memory is what
 * bounds the batch (a 4-GPU large replica holds ~100 answers), and a full batch is also where decode slows
 * to reading speed, so the KV share in use is the capacity share in use. Waiting requests are work that did
 * not fit: each is counted at the mean KV of a running answer, so a queue pushes the share to 1.
 * Stale replicas are left out (their load is unknown, not zero); with none fresh the share is undefined and
 * the ladder holds its rung.
 */
import type { LoadReport } from "@chat/events";

export type BusyReport = Pick<LoadReport, "freeKvTokens" | "totalKvTokens" | "running" | "waiting" | "at">;

/** One replica's share of capacity in use, 0..1. */
export function replicaBusyShare(report: BusyReport): number {
  if (!(report.totalKvTokens > 0)) return report.running + report.waiting > 0 ? 1 : 0;
  const used = Math.max(0, report.totalKvTokens - report.freeKvTokens);
  const demand = report.running > 0 ? (used * (report.running + report.waiting)) / report.running : used;
  const queued = report.running === 0 && report.waiting > 0 ? 1 : 0;
  return Math.min(1, Math.max(queued, demand / report.totalKvTokens));
}

/** Mean busy share of the fresh reports of one pool, or undefined when none is fresh. */
export function poolBusyShare(
  reports: readonly BusyReport[],
  now: number,
  staleAfterMs = 1_000,
): number | undefined {
  let sum = 0;
  let fresh = 0;
  for (const r of reports) {
    if (now - r.at > staleAfterMs) continue;
    sum += replicaBusyShare(r);
    fresh++;
  }
  return fresh === 0 ? undefined : sum / fresh;
}
