/**
 * Settlement, driven by the log: a durable consumer on `generation.finished` (every finish reason) writes
 * the `usage.settled` event (the ledger's and the billing export's source) and then refunds the user's
 * token bucket. The two are separate on purpose (DESIGN section 7, issue 14):
 * - `usage.settled` is derived from the log alone (submitted + finished, see `limits/settlement.ts`), so it
 *   is written whether or not Redis answers, with the same id and content by whoever writes it;
 * - the refund is idempotent and retried until Redis answers (`RefundRetrier`); a Redis outage delays it
 *   but never dead-letters the settlement. If this instance dies first, the repair job settles it.
 * Whichever api instance is alive settles; a redelivery, a second instance or the repair job changes
 * nothing twice. The repair job also gives back reservations whose message never reached the log.
 */

import {
  type ConsumerHandle,
  consumeLog,
  EventPublisher,
  GenerationFinished,
  type Names,
  type UsageSettled,
} from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import type { ReservingLimiter } from "./chat-service.ts";
import { LimitsUnavailableError, type RepairReport, type TokenLimiter } from "./limits/index.ts";
import { RefundRetrier } from "./limits/refund-retrier.ts";
import { settlementOf } from "./limits/settlement.ts";
import type { LogReader } from "./stream/log-reader.ts";
import type { TierTable } from "./tiers.ts";

export type SettlerOptions = {
  nc: NatsConnection;
  names: Names;
  log: LogReader;
  limiter: ReservingLimiter | null;
  tiers: TierTable;
  onSettled?: (tier: string, cost: number) => void;
  /** Backoff of the refund while Redis is unreachable (default 500 ms doubling to 10 s). */
  refundRetry?: { firstDelayMs?: number; maxDelayMs?: number };
};

export type Settler = ConsumerHandle & {
  /** Refunds waiting for Redis in this instance. */
  readonly pendingRefunds: number;
};

export async function startSettler(opts: SettlerOptions): Promise<Settler> {
  const js = jetstream(opts.nc);
  const publisher = new EventPublisher(js, opts.names);
  const limiter = opts.limiter;
  const refunds = limiter
    ? new RefundRetrier({
        settle: (r) => limiter.settle(r),
        retryable: (err) => err instanceof LimitsUnavailableError,
        ...opts.refundRetry,
        onDropped: (r, why) =>
          console.error(`refund of ${r.messageId} given up (the repair job remains)`, why),
      })
    : null;
  const handle = await consumeLog({
    js,
    names: opts.names,
    consumer: opts.names.consumers.settler,
    schema: GenerationFinished,
    concurrency: 32,
    handler: async (fin) => {
      const sub = await opts.log.last(fin.messageId, "message.submitted");
      if (!sub) throw new Error(`no submission on the log for ${fin.messageId}`);
      const settled = settlementOf(sub, fin, opts.tiers);
      // The fact first: if the refund below never happens here, the reservation stays pending in Redis
      // and the repair job settles it from the log.
      await publisher.publish(settled);
      await refunds?.submit({
        userId: sub.userId,
        tier: sub.tier,
        messageId: sub.messageId,
        actualCost: settled.cost,
      });
      opts.onSettled?.(sub.tier, settled.cost);
    },
  });
  return {
    done: handle.done,
    get pendingRefunds() {
      return refunds?.pending ?? 0;
    },
    async stop() {
      await handle.stop();
      refunds?.stop();
    },
    async halt() {
      await handle.halt();
      refunds?.stop();
    },
  };
}

export type RepairOptions = {
  limiter: TokenLimiter;
  log: LogReader;
  tiers: TierTable;
  /** Where the repair writes the `usage.settled` of an answer that finished (the same event as the settler's). */
  publisher: Pick<EventPublisher, "publish">;
  /** Reservations older than this are looked at (default 10 min: longer than any answer runs). */
  olderThanMs?: number;
};

/**
 * Settles reservations whose settlement never came, from what the log says: an api instance died between
 * reserving and publishing (the message is not on the log: everything goes back), or the settlement's
 * refund never ran (the instance died, or Redis was down longer than it kept retrying). For an answer
 * that finished it writes `usage.settled` first, then refunds, as the settler does.
 */
export async function repairReservations(opts: RepairOptions): Promise<RepairReport> {
  return opts.limiter.repairStale({
    olderThanMs: opts.olderThanMs ?? 10 * 60_000,
    lookup: async (r) => {
      const [sub, fin] = await Promise.all([
        opts.log.last(r.messageId, "message.submitted"),
        opts.log.last(r.messageId, "generation.finished"),
      ]);
      if (!sub) return { state: "unknown" };
      if (!fin) return { state: "running" };
      const settled: UsageSettled = settlementOf(sub, fin, opts.tiers);
      await opts.publisher.publish(settled);
      return { state: "finished", actualCost: settled.cost };
    },
  });
}

/** Runs `repairReservations` every `everyMs` (default 60 s); a failed run is logged and tried again. */
export function startReservationRepair(
  opts: RepairOptions & { everyMs?: number; onRepaired?: (n: number) => void },
): { stop(): void } {
  const run = async () => {
    try {
      const report = await repairReservations(opts);
      if (report.repaired.length) opts.onRepaired?.(report.repaired.length);
    } catch (err) {
      console.error("reservation repair failed (will retry)", err);
    }
  };
  const timer = setInterval(run, opts.everyMs ?? 60_000);
  return { stop: () => clearInterval(timer) };
}
