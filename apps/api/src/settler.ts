/**
 * Settlement, driven by the log: a durable consumer on `generation.finished` (every finish reason) settles
 * the user's token bucket with the real usage and records a `usage.settled` event (the ledger's source).
 * Whichever api instance is alive settles, exactly once per message (the limiter's settle is idempotent
 * and the event id is deterministic). A repair job gives back reservations whose message never finished
 * or never reached the log.
 */

import {
  type ConsumerHandle,
  consumeValidated,
  EventPublisher,
  eventIds,
  GenerationFinished,
  type MessageSubmitted,
  type Names,
} from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import type { ReservingLimiter } from "./chat-service.ts";
import type { TokenLimiter } from "./limits/index.ts";
import type { LogReader } from "./stream/log-reader.ts";
import { cost, type TierTable, tierConfig } from "./tiers.ts";

export type SettlerOptions = {
  nc: NatsConnection;
  names: Names;
  log: LogReader;
  limiter: ReservingLimiter | null;
  tiers: TierTable;
  onSettled?: (tier: string, cost: number) => void;
};

export async function startSettler(opts: SettlerOptions): Promise<ConsumerHandle> {
  const js = jetstream(opts.nc);
  const publisher = new EventPublisher(js, opts.names);
  return consumeValidated({
    js,
    names: opts.names,
    stream: opts.names.streams.chat,
    consumer: opts.names.consumers.settler,
    schema: GenerationFinished,
    concurrency: 32,
    handler: async (fin) => {
      const sub = await opts.log.last(fin.messageId, "message.submitted");
      if (!sub) throw new Error(`no submission on the log for ${fin.messageId}`);
      const actualCost = costOf(sub, fin.usage, opts.tiers);
      // Throws while Redis is down: the message is redelivered later and settled then.
      await opts.limiter?.settle({
        userId: sub.userId,
        tier: sub.tier,
        messageId: sub.messageId,
        actualCost,
      });
      await publisher.publish({
        id: eventIds.settled(fin.messageId),
        type: "usage.settled",
        v: 1,
        time: new Date().toISOString(),
        userId: sub.userId,
        conversationId: sub.conversationId,
        messageId: sub.messageId,
        tier: sub.tier,
        usage: fin.usage,
        reservedCost: sub.reservedCost,
        cost: actualCost,
        finish: fin.finish,
      });
      opts.onSettled?.(sub.tier, actualCost);
    },
  });
}

function costOf(sub: MessageSubmitted, usage: GenerationFinished["usage"], tiers: TierTable): number {
  const weights = tierConfig(tiers, sub.tier).costWeights;
  return cost(
    { input: usage.input, cached: Math.min(usage.cached, usage.input), output: usage.output },
    weights,
  );
}

/**
 * Gives back reservations whose settlement never came: an api instance died between reserving and
 * publishing (the message is not on the log), or the settlement consumer could not run. Runs every
 * `everyMs`, looking at reservations older than `olderThanMs`.
 */
export function startReservationRepair(opts: {
  limiter: TokenLimiter;
  log: LogReader;
  tiers: TierTable;
  everyMs?: number;
  olderThanMs?: number;
  onRepaired?: (n: number) => void;
}): { stop(): void } {
  const run = async () => {
    try {
      const report = await opts.limiter.repairStale({
        olderThanMs: opts.olderThanMs ?? 10 * 60_000,
        lookup: async (r) => {
          const [sub, fin] = await Promise.all([
            opts.log.last(r.messageId, "message.submitted"),
            opts.log.last(r.messageId, "generation.finished"),
          ]);
          if (sub && fin) return { state: "finished", actualCost: costOf(sub, fin.usage, opts.tiers) };
          return sub ? { state: "running" } : { state: "unknown" };
        },
      });
      if (report.repaired.length) opts.onRepaired?.(report.repaired.length);
    } catch (err) {
      console.error("reservation repair failed (will retry)", err);
    }
  };
  const timer = setInterval(run, opts.everyMs ?? 60_000);
  return { stop: () => clearInterval(timer) };
}
