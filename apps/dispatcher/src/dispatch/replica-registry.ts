/**
 * The dispatcher's view of the fleet: the latest load report of every replica, kept current by watching
 * the replicas KV bucket, and corrected by what this dispatcher placed on a replica since its last report
 * (`notePlaced`, placement/placed-since-report.ts). Staleness is judged by each report's own timestamp (KV
 * on 2.9 has no per-key TTL).
 */

import { LoadReport, type Names } from "@chat/events";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import { notePlaced } from "../placement/placed-since-report.ts";

/** A report without a status comes from an older worker, which reported only while serving. */
const serving = (r: LoadReport) => (r.status ?? "serving") === "serving";

export class ReplicaRegistry {
  private readonly reports = new Map<string, LoadReport>();
  /** A replica's report corrected by this dispatcher's placements since it came; dropped by the next one. */
  private readonly corrected = new Map<string, LoadReport>();
  private stopWatch: (() => void) | null = null;

  /**
   * Latest report of every replica that can take work, corrected (including stale ones: the picker decides
   * what stale means). A replica starting or with its engine down is left out: nothing is placed there.
   */
  snapshot(): LoadReport[] {
    const out: LoadReport[] = [];
    for (const [id, r] of this.reports) if (serving(r)) out.push(this.corrected.get(id) ?? r);
    return out;
  }

  /** Latest report per serving replica exactly as the replicas sent it (the ladder's busy share reads these). */
  reported(): LoadReport[] {
    return [...this.reports.values()].filter(serving);
  }

  /** Every replica's latest report whatever its status (failover reads these: engine-down is a death). */
  all(): LoadReport[] {
    return [...this.reports.values()];
  }

  get(replicaId: string): LoadReport | undefined {
    return this.corrected.get(replicaId) ?? this.reports.get(replicaId);
  }

  /** A message this dispatcher just placed on `replicaId`: counted until the replica's next report. */
  notePlaced(replicaId: string, prefillTokens: number, kvTokens: number): void {
    const report = this.reports.get(replicaId);
    if (!report) return;
    let view = this.corrected.get(replicaId);
    if (!view) {
      view = { ...report };
      this.corrected.set(replicaId, view);
    }
    notePlaced(view, prefillTokens, kvTokens);
  }

  /** Applies one raw KV value; malformed reports are ignored (and counted by the caller). */
  apply(key: string, raw: string | null): boolean {
    if (raw === null) {
      this.reports.delete(key);
      this.corrected.delete(key);
      return true;
    }
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return false;
    }
    const parsed = LoadReport.safeParse(value);
    if (!parsed.success) return false;
    this.reports.set(key, parsed.data);
    this.corrected.delete(key);
    return true;
  }

  async watch(nc: NatsConnection, names: Names, onInvalid: (key: string) => void = () => {}): Promise<void> {
    const kv = await new Kvm(nc).open(names.buckets.replicas);
    const iter = await kv.watch();
    this.stopWatch = () => iter.stop();
    void (async () => {
      for await (const e of iter) {
        const ok = this.apply(e.key, e.operation === "PUT" ? e.string() : null);
        if (!ok) onInvalid(e.key);
      }
    })();
  }

  stop(): void {
    this.stopWatch?.();
  }
}
