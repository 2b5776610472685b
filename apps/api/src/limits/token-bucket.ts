/**
 * Token-bucket arithmetic (DESIGN "Token limits by tier"), pure: the clock comes in as `nowMs`.
 * `token-bucket.lua` does exactly the same arithmetic inside Redis; keep the two in step.
 *
 * A bucket starts full, refills linearly (empty to full in `refillMs`) and never holds more than its
 * capacity. Before a call the worst case is reserved; after it, `settle` gives back what was not used
 * (or takes the overshoot, which may leave the bucket below zero: the user did spend it).
 *
 * @example
 *   const cfg = { capacity: 6_000, refillMs: 60_000 };
 *   let { state, decision } = reserve(null, cfg, 900, now);   // allowed, remaining 5,100
 *   ({ state } = settle(state, cfg, 900, 400, now + 5_000)); // 500 back
 */

export interface BucketConfig {
  capacity: number;
  /** An empty bucket is full again after this many milliseconds. */
  refillMs: number;
}

export interface BucketState {
  tokens: number;
  updatedAtMs: number;
}

export type ReserveDecision =
  | { allowed: true; reason: "ok"; remaining: number; resetMs: number; retryAfterMs: 0 }
  | { allowed: false; reason: "over_limit"; remaining: number; resetMs: number; retryAfterMs: number }
  /** The cost is above the capacity: waiting never helps. */
  | { allowed: false; reason: "exceeds_capacity"; remaining: number; resetMs: number; retryAfterMs: null };

/** The bucket brought up to `nowMs`; a missing bucket is a full one. A clock that steps back refills nothing. */
export function refill(state: BucketState | null, cfg: BucketConfig, nowMs: number): BucketState {
  assertConfig(cfg);
  if (!state) return { tokens: cfg.capacity, updatedAtMs: nowMs };
  const elapsed = Math.max(0, nowMs - state.updatedAtMs);
  return {
    tokens: Math.min(cfg.capacity, state.tokens + (elapsed * cfg.capacity) / cfg.refillMs),
    updatedAtMs: Math.max(state.updatedAtMs, nowMs),
  };
}

/** Milliseconds until the bucket holds `target` tokens (0 if it already does). */
export function msUntil(state: BucketState, cfg: BucketConfig, target: number): number {
  if (state.tokens >= target) return 0;
  return Math.ceil(((target - state.tokens) * cfg.refillMs) / cfg.capacity);
}

/** Takes `cost` if the bucket affords it; otherwise says how long until it would. */
export function reserve(
  state: BucketState | null,
  cfg: BucketConfig,
  cost: number,
  nowMs: number,
): { state: BucketState; decision: ReserveDecision } {
  assertAmount(cost, "cost");
  const current = refill(state, cfg, nowMs);
  const resetMs = msUntil(current, cfg, cfg.capacity);
  if (cost > cfg.capacity) {
    return {
      state: current,
      decision: {
        allowed: false,
        reason: "exceeds_capacity",
        remaining: current.tokens,
        resetMs,
        retryAfterMs: null,
      },
    };
  }
  if (current.tokens < cost) {
    const retryAfterMs = msUntil(current, cfg, cost);
    return {
      state: current,
      decision: { allowed: false, reason: "over_limit", remaining: current.tokens, resetMs, retryAfterMs },
    };
  }
  const next = { tokens: current.tokens - cost, updatedAtMs: current.updatedAtMs };
  return {
    state: next,
    decision: {
      allowed: true,
      reason: "ok",
      remaining: next.tokens,
      resetMs: msUntil(next, cfg, cfg.capacity),
      retryAfterMs: 0,
    },
  };
}

/**
 * Settles a reservation with the real cost: gives back `reservedCost - actualCost` (negative when the
 * answer cost more than reserved), never filling past capacity.
 */
export function settle(
  state: BucketState | null,
  cfg: BucketConfig,
  reservedCost: number,
  actualCost: number,
  nowMs: number,
): { state: BucketState; refunded: number } {
  assertAmount(reservedCost, "reservedCost");
  assertAmount(actualCost, "actualCost");
  const current = refill(state, cfg, nowMs);
  const refunded = reservedCost - actualCost;
  return {
    state: { tokens: Math.min(cfg.capacity, current.tokens + refunded), updatedAtMs: current.updatedAtMs },
    refunded,
  };
}

function assertConfig(cfg: BucketConfig): void {
  if (!(cfg.capacity > 0)) throw new RangeError(`bucket capacity must be positive, got ${cfg.capacity}`);
  if (!(cfg.refillMs > 0)) throw new RangeError(`bucket refillMs must be positive, got ${cfg.refillMs}`);
}

function assertAmount(n: number, name: string): void {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${name} must be a non-negative number, got ${n}`);
}
