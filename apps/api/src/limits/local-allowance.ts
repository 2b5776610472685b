/**
 * The per-api-instance allowance used while Redis is unreachable: a small in-memory token bucket per user
 * (same arithmetic as the shared one), only for tiers configured with `allowanceWhenLimitsUnavailable`.
 * It is deliberately small: N instances may each hand out one allowance, so an outage can cost up to N
 * allowances per user, never an unlimited free-for-all. Memory is bounded by `maxUsers` (oldest dropped).
 */
import {
  type BucketConfig,
  type BucketState,
  type ReserveDecision,
  reserve,
  settle,
} from "./token-bucket.ts";

interface LocalReservation {
  key: string;
  cfg: BucketConfig;
  cost: number;
}

export class LocalAllowance {
  readonly #buckets = new Map<string, BucketState>();
  readonly #reservations = new Map<string, LocalReservation>();
  readonly #maxUsers: number;

  constructor(options: { maxUsers?: number } = {}) {
    this.#maxUsers = options.maxUsers ?? 10_000;
  }

  reserve(
    userId: string,
    tier: string,
    messageId: string,
    cfg: BucketConfig,
    cost: number,
    nowMs: number,
  ): ReserveDecision {
    const key = `${tier}:${userId}`;
    const r = reserve(this.#buckets.get(key) ?? null, cfg, cost, nowMs);
    this.#put(key, r.state);
    if (r.decision.allowed) {
      this.#reservations.set(messageId, { key, cfg, cost });
      if (this.#reservations.size > this.#maxUsers * 4)
        this.#reservations.delete(this.#reservations.keys().next().value!);
    }
    return r.decision;
  }

  /** Settles a reservation this instance made locally; null when it made none for `messageId`. */
  settle(messageId: string, actualCost: number, nowMs: number): { refunded: number } | null {
    const held = this.#reservations.get(messageId);
    if (!held) return null;
    this.#reservations.delete(messageId);
    const r = settle(this.#buckets.get(held.key) ?? null, held.cfg, held.cost, actualCost, nowMs);
    this.#put(held.key, r.state);
    return { refunded: r.refunded };
  }

  #put(key: string, state: BucketState): void {
    this.#buckets.delete(key); // re-insert so Map order is least recently used first
    this.#buckets.set(key, state);
    if (this.#buckets.size > this.#maxUsers) this.#buckets.delete(this.#buckets.keys().next().value!);
  }
}
