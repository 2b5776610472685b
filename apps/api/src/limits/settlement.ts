/**
 * The settlement of one answer as a fact of the log alone: `message.submitted` + `generation.finished`
 * give the `usage.settled` event, byte for byte the same whoever derives it and whenever (the settler, a
 * retry of it, the repair job, another api instance). Its id dedupes a repeat within JetStream's window;
 * past it, the ledger (keyed by message id) and the billing export (one per message id, period by the
 * event's own time) still count it once, because time and amounts never differ between repeats.
 *
 * @example
 *   const ev = settlementOf(submitted, finished, tiers); // { type: "usage.settled", id: "m1.settled", ... }
 */
import { eventIds, type GenerationFinished, type MessageSubmitted, type UsageSettled } from "@chat/events";
import { cost, type TierTable, tierConfig } from "../tiers.ts";

export function settlementOf(sub: MessageSubmitted, fin: GenerationFinished, tiers: TierTable): UsageSettled {
  return {
    id: eventIds.settled(sub.messageId),
    type: "usage.settled",
    v: 1,
    // The answer's end, not the wall clock: a settlement derived again later must land in the same period.
    time: fin.time,
    userId: sub.userId,
    conversationId: sub.conversationId,
    messageId: sub.messageId,
    tier: sub.tier,
    usage: fin.usage,
    reservedCost: sub.reservedCost,
    cost: actualCost(sub, fin.usage, tiers),
    finish: fin.finish,
  };
}

/** What the answer really cost, in the tier's weights (cached input never above the whole input). */
export function actualCost(
  sub: MessageSubmitted,
  usage: GenerationFinished["usage"],
  tiers: TierTable,
): number {
  const weights = tierConfig(tiers, sub.tier).costWeights;
  return cost(
    { input: usage.input, cached: Math.min(usage.cached, usage.input), output: usage.output },
    weights,
  );
}
