/**
 * The latest headroom of every region (published by its dispatchers, `@chat/events` regions), read every
 * `everyMs` with a deadline per read. A region whose record cannot be read keeps its last one, which ages:
 * `chooseRegion` takes a record older than the spill config's `staleAfterMs` as a region that is gone.
 */
import { HEADROOM_KEY, parseHeadroom, type RegionHeadroom } from "@chat/events";
import type { KV } from "@nats-io/kv";
import { withDeadline } from "../errors.ts";

export type WatchedRegion = { name: string; dispatchKv: KV };

export class RegionWatch {
  private readonly latest = new Map<string, RegionHeadroom>();
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly regions: readonly WatchedRegion[],
    private readonly opts: { everyMs?: number; readTimeoutMs?: number } = {},
  ) {}

  /** Reads once (so the first placement has data), then keeps reading. */
  async start(): Promise<void> {
    await this.readAll();
    this.timer = setInterval(() => void this.readAll(), this.opts.everyMs ?? 500);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Every region's last record (regions never heard from are absent, so they count as down). */
  headrooms(): RegionHeadroom[] {
    return [...this.latest.values()];
  }

  /** Called after every round of reads (the feed re-checks the regions of the answers it streams). */
  onRound(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async readAll(): Promise<void> {
    await Promise.all(
      this.regions.map(async (r) => {
        const read = r.dispatchKv.get(HEADROOM_KEY);
        const entry = await withDeadline(read, this.opts.readTimeoutMs ?? 1_000, `region ${r.name}`).catch(
          () => null,
        );
        const headroom = entry && entry.operation === "PUT" ? parseHeadroom(entry.value) : null;
        // The record names its region: one published under another name is not this region's.
        if (headroom && headroom.region === r.name) this.latest.set(r.name, headroom);
      }),
    );
    for (const l of this.listeners) l();
  }
}
