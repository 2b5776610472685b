/**
 * The shedding ladder's rung, shared by every dispatcher instance through the `dispatch` KV bucket.
 * Each instance runs a round every `intervalMs`: read the record, compute the busy share from the
 * replicas' reports (`ladderSignal`, mode from the config), and compare-and-set the next record (the pure `ladderRound`). A conflict means
 * another instance moved first: re-read and run the round again. Moves are published as fleet events.
 */

import { type EventPublisher, LadderMoved, type LoadReport, type Names } from "@chat/events";
import { type KV, Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import {
  belowRungSignal,
  DEFAULT_LADDER,
  type HeldBackLoad,
  INITIAL_RUNG,
  type LadderConfig,
  ladderRound,
  ladderSignal,
  type RungRecord,
  type SignalReading,
} from "../ladder/index.ts";

const KEY = "ladder";

export class LadderStore {
  private record: RungRecord = INITIAL_RUNG;
  private timer: NodeJS.Timeout | null = null;
  private kv: KV | null = null;
  /** The last round's reading: each pool's busy share and the signal the ladder used. */
  lastReading: SignalReading = {};

  /** The busy share the last round climbed on (undefined: no fresh report). */
  get lastBusyShare(): number | undefined {
    return this.lastReading.signal;
  }

  constructor(
    private readonly instanceId: string,
    private readonly config: LadderConfig = DEFAULT_LADDER,
    /** This instance's count of what the current rung holds back; without it the down test reads the measured share. */
    private readonly heldBack?: HeldBackLoad,
  ) {}

  get rung(): RungRecord {
    return this.record;
  }

  async start(
    nc: NatsConnection,
    names: Names,
    publisher: EventPublisher,
    reports: () => LoadReport[],
    intervalMs = 1_000,
  ): Promise<void> {
    this.kv = await new Kvm(nc).open(names.buckets.dispatch);
    const round = async () => {
      try {
        await this.round(names, publisher, reports());
      } catch (err) {
        console.error("ladder round failed", err);
      }
    };
    await round();
    this.timer = setInterval(round, intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async round(names: Names, publisher: EventPublisher, reports: LoadReport[]): Promise<void> {
    const kv = this.kv!;
    const now = Date.now();
    const reading = ladderSignal(reports, now, this.config.signal);
    this.lastReading = reading;
    const busy = reading.signal;
    for (let attempt = 0; attempt < 3; attempt++) {
      const entry = await kv.get(KEY);
      const stored = entry && entry.operation === "PUT" ? (entry.json() as RungRecord) : undefined;
      const below = this.heldBack
        ? belowRungSignal(reading, this.heldBack.ratios(now, stored?.rung ?? 0), this.config.signal)
        : undefined;
      const r = ladderRound(stored, busy, now, this.instanceId, this.config, below);
      if (!r.write) {
        this.record = r.record;
        return;
      }
      try {
        if (entry) await kv.update(KEY, JSON.stringify(r.record), entry.revision);
        else await kv.create(KEY, JSON.stringify(r.record));
      } catch {
        continue; // another dispatcher wrote first: re-read
      }
      this.record = r.record;
      if (r.move) {
        const ev: LadderMoved = {
          id: `ladder.${now}.${this.instanceId}`,
          time: new Date(now).toISOString(),
          type: "ladder.moved",
          v: 1,
          from: r.move.from,
          to: r.move.to,
          busyShare: r.move.busyShare,
          line: r.move.line,
          by: this.instanceId,
        };
        await publisher.publishJson(names.subjects.fleet("ladder"), LadderMoved, ev, ev.id);
      }
      return;
    }
  }
}
