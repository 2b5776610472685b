/**
 * Token limits by tier, shared by every api instance: one bucket per user in Redis, changed in one atomic
 * step by `token-bucket.lua` on Redis's own clock.
 *
 * Lifecycle of one message:
 *   reserve  before anything is queued, with the worst case `worstCaseCost(promptTokens, tier)`;
 *   settle   after the durable `generation.finished` consumer has written `usage.settled`, with
 *            `cost(usage, tier.costWeights)`, whatever the finish (stop, length, stopped, refused, error);
 *            idempotent per message id, so at-least-once delivery refunds exactly once;
 *   repair   `repairStale` finds reservations whose settlement never came (an instance died between reserve
 *            and publishing `message.submitted`, or before its refund) and settles them from the log.
 *
 * Redis unreachable (decision): a reserve for a tier with `allowanceWhenLimitsUnavailable` (Plus) is served
 * from a small per-instance in-memory allowance; other tiers (Free) are refused with `limits_unavailable`.
 * `settle` throws `LimitsUnavailableError`; the settler's `RefundRetrier` retries it until Redis answers.
 * Nothing here ever crashes the process on a Redis outage.
 *
 * @example
 *   const limiter = new TokenLimiter({ redis: createLimiterRedis(env.REDIS_URL), tiers: loadTiers() });
 *   const r = await limiter.reserve({ userId, tier, messageId, cost: worstCaseCost(promptTokens, tierCfg) });
 *   if (!r.allowed) return reply(r.code === "limits_unavailable" ? 503 : 429, rateLimitHeaders(r));
 */
import { Redis, type RedisOptions } from "ioredis";
import { type TierTable, tierConfig } from "../tiers.ts";
import type { LimitView } from "./headers.ts";
import { LocalAllowance } from "./local-allowance.ts";
import { RedisScript } from "./redis-script.ts";
import type { BucketConfig, ReserveDecision } from "./token-bucket.ts";

const tokenBucket = new RedisScript(new URL("./token-bucket.lua", import.meta.url));

export type ReserveCode = "ok" | "duplicate" | "over_limit" | "exceeds_capacity" | "limits_unavailable";

export interface ReserveResult extends LimitView {
  code: ReserveCode;
  /** Where the decision came from: the shared bucket, this instance's outage allowance, or nowhere. */
  source: "redis" | "local" | "none";
}

export interface SettleResult {
  /** Tokens given back (negative: the answer cost more than reserved and the overshoot was taken). */
  refunded: number;
  /** False when there was no open reservation (unknown, or already settled): nothing changed. */
  settled: boolean;
  /** What had been reserved (for the `usage.settled` event); 0 when nothing was settled. */
  reservedCost: number;
}

export interface StaleReservation {
  userId: string;
  messageId: string;
  tier: string;
  reservedCost: number;
  reservedAtMs: number;
}

/** What the event log says about a message: the lead's lookup reads `message.submitted`/`generation.finished`. */
export type ReservationFate =
  | { state: "finished"; actualCost: number }
  | { state: "running" }
  /** Never reached the log (the instance died before publishing): nothing ran, everything goes back. */
  | { state: "unknown" };

export interface RepairReport {
  scanned: number;
  stillRunning: number;
  repaired: Array<StaleReservation & { fate: "finished" | "unknown"; actualCost: number; refunded: number }>;
}

export class LimitsUnavailableError extends Error {
  readonly code = "limits_unavailable";
  constructor(cause: unknown) {
    super("the token-limit store (Redis) is unreachable", { cause });
    this.name = "LimitsUnavailableError";
  }
}

export interface TokenLimiterOptions {
  redis: Redis;
  tiers: TierTable;
  /** Prefix of every key; tests use a unique one. Default "limits:". */
  keyPrefix?: string;
  /** How long a reservation record is kept (and a settled one remembered). Default 7 days. */
  recordTtlMs?: number;
  /** Retry-After given with `limits_unavailable`. Default 5 s. */
  unavailableRetryAfterSeconds?: number;
  /** Clock of the in-memory outage allowance only; the shared buckets use Redis's clock. */
  now?: () => number;
  localAllowance?: LocalAllowance;
}

/** ioredis settings for the limiter: fail fast while disconnected, keep reconnecting, never hang a request. */
export const limiterRedisOptions: RedisOptions = {
  enableOfflineQueue: false, // a command while disconnected fails at once instead of queueing
  maxRetriesPerRequest: 1,
  commandTimeout: 500,
  connectTimeout: 2_000,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000), // reconnect forever, backing off to 2 s
};

/** A Redis connection for the limiter; `onError` sees connection errors (default: ignored, they are retried). */
export function createLimiterRedis(url: string, onError: (err: Error) => void = () => {}): Redis {
  const redis = new Redis(url, limiterRedisOptions);
  redis.on("error", onError);
  return redis;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export class TokenLimiter {
  readonly #redis: Redis;
  readonly #tiers: TierTable;
  readonly #prefix: string;
  readonly #recordTtlMs: number;
  readonly #unavailableRetryAfter: number;
  readonly #now: () => number;
  readonly #local: LocalAllowance;

  constructor(options: TokenLimiterOptions) {
    this.#redis = options.redis;
    this.#tiers = options.tiers;
    this.#prefix = options.keyPrefix ?? "limits:";
    this.#recordTtlMs = options.recordTtlMs ?? 7 * 24 * 3_600_000;
    this.#unavailableRetryAfter = options.unavailableRetryAfterSeconds ?? 5;
    this.#now = options.now ?? Date.now;
    this.#local = options.localAllowance ?? new LocalAllowance();
  }

  async reserve(req: {
    userId: string;
    tier: string;
    messageId: string;
    cost: number;
    /**
     * The caller knows the message is not on the log: a reservation of it that was settled since (a failed
     * publish whose reservation the repair job returned) is taken anew, so a late retry is not free.
     */
    reopenSettled?: boolean;
  }): Promise<ReserveResult> {
    const cfg = this.#bucketConfig(req.tier);
    checkIds(req.userId, req.messageId);
    checkAmount(req.cost, "cost");
    let reply: string[];
    try {
      reply = await this.#run(
        "reserve",
        req.userId,
        req.messageId,
        req.tier,
        cfg,
        req.cost,
        req.reopenSettled,
      );
    } catch (err) {
      if (!isUnavailable(err)) throw err;
      return this.#reserveWhileUnavailable(req, cfg);
    }
    const [code, remaining, resetMs, retryAfterMs] = reply;
    const allowed = code === "ok" || code === "duplicate";
    return {
      allowed,
      code: code as ReserveCode,
      source: "redis",
      limit: cfg.capacity,
      remaining: Number(remaining),
      resetSeconds: Number(resetMs) / 1000,
      retryAfterSeconds: code === "over_limit" ? Number(retryAfterMs) / 1000 : null,
    };
  }

  /** Gives back what the reservation did not use; a second settle of the same message refunds nothing. */
  async settle(req: {
    userId: string;
    tier: string;
    messageId: string;
    actualCost: number;
  }): Promise<SettleResult> {
    const cfg = this.#bucketConfig(req.tier);
    checkIds(req.userId, req.messageId);
    checkAmount(req.actualCost, "actualCost");
    const local = this.#local.settle(req.messageId, req.actualCost, this.#now());
    if (local) {
      // A reserve whose reply was lost to a timeout may also have charged Redis: settle that too when we
      // can; otherwise repairStale will, from the log.
      await this.#run("settle", req.userId, req.messageId, req.tier, cfg, req.actualCost).catch(
        () => undefined,
      );
      return { refunded: local.refunded, settled: true, reservedCost: req.actualCost + local.refunded };
    }
    try {
      const [code, , , , refunded] = await this.#run(
        "settle",
        req.userId,
        req.messageId,
        req.tier,
        cfg,
        req.actualCost,
      );
      const settled = code === "settled";
      return {
        settled,
        refunded: Number(refunded),
        reservedCost: settled ? req.actualCost + Number(refunded) : 0,
      };
    } catch (err) {
      if (isUnavailable(err)) throw new LimitsUnavailableError(err);
      throw err;
    }
  }

  /**
   * Settles reservations older than `olderThanMs` (longer than any answer can run) that were never settled,
   * by asking `lookup` what the log says. Returns what it did, so the caller can publish `usage.settled`.
   */
  async repairStale(options: {
    olderThanMs: number;
    lookup: (r: StaleReservation) => Promise<ReservationFate>;
    limit?: number;
  }): Promise<RepairReport> {
    const [seconds, micros] = await this.#redis.time();
    const cutoff = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - options.olderThanMs;
    const pendingKey = this.#pendingKey();
    const members = await this.#redis.zrangebyscore(
      pendingKey,
      "-inf",
      cutoff,
      "LIMIT",
      0,
      options.limit ?? 100,
    );
    const report: RepairReport = { scanned: members.length, stillRunning: 0, repaired: [] };
    for (const member of members) {
      const [userId = "", messageId = ""] = member.split(":");
      const [state, cost, at, tier] = await this.#redis.hmget(
        this.#recordKey(userId, messageId),
        "state",
        "cost",
        "at",
        "tier",
      );
      if (state !== "reserved" || !tier || !this.#tiers[tier]) {
        await this.#redis.zrem(pendingKey, member); // expired record or unknown tier: nothing left to give back
        continue;
      }
      const stale = { userId, messageId, tier, reservedCost: Number(cost), reservedAtMs: Number(at) };
      const fate = await options.lookup(stale);
      if (fate.state === "running") {
        report.stillRunning++;
        continue;
      }
      const actualCost = fate.state === "finished" ? fate.actualCost : 0;
      const settled = await this.settle({ userId, tier, messageId, actualCost });
      if (settled.settled)
        report.repaired.push({ ...stale, fate: fate.state, actualCost, refunded: settled.refunded });
    }
    return report;
  }

  #reserveWhileUnavailable(
    req: { userId: string; tier: string; messageId: string; cost: number },
    cfg: BucketConfig,
  ): ReserveResult {
    const allowance = tierConfig(this.#tiers, req.tier).allowanceWhenLimitsUnavailable;
    if (allowance === null || allowance <= 0) {
      return {
        allowed: false,
        code: "limits_unavailable",
        source: "none",
        limit: cfg.capacity,
        remaining: 0,
        resetSeconds: 0,
        retryAfterSeconds: this.#unavailableRetryAfter,
      };
    }
    const localCfg = { capacity: allowance, refillMs: cfg.refillMs };
    const d = this.#local.reserve(req.userId, req.tier, req.messageId, localCfg, req.cost, this.#now());
    return { ...fromDecision(d, localCfg.capacity), source: "local" };
  }

  async #run(
    op: "reserve" | "settle",
    userId: string,
    messageId: string,
    tier: string,
    cfg: BucketConfig,
    amount: number,
    reopen = false,
  ): Promise<string[]> {
    const keys = [this.#bucketKey(userId), this.#recordKey(userId, messageId), this.#pendingKey()];
    const args = [op, cfg.capacity, cfg.refillMs, amount, `${userId}:${messageId}`, tier, this.#recordTtlMs];
    if (reopen) args.push("reopen");
    return (await tokenBucket.run(this.#redis, keys, args)) as string[];
  }

  #bucketConfig(tier: string): BucketConfig {
    const t = tierConfig(this.#tiers, tier);
    return { capacity: t.bucket.capacity, refillMs: t.bucket.refillSeconds * 1000 };
  }

  // `{userId}` is a Redis Cluster hash tag: a user's bucket and records share a slot. The pending set is
  // global; on a cluster it would need sharding (one per slot range) to stay in the script.
  #bucketKey(userId: string): string {
    return `${this.#prefix}{${userId}}:bucket`;
  }
  #recordKey(userId: string, messageId: string): string {
    return `${this.#prefix}{${userId}}:m:${messageId}`;
  }
  #pendingKey(): string {
    return `${this.#prefix}pending`;
  }
}

function fromDecision(d: ReserveDecision, limit: number): Omit<ReserveResult, "source"> {
  return {
    allowed: d.allowed,
    code: d.reason,
    limit,
    remaining: d.remaining,
    resetSeconds: d.resetMs / 1000,
    retryAfterSeconds: d.retryAfterMs === null || d.allowed ? null : d.retryAfterMs / 1000,
  };
}

/** Connection trouble and Redis's own "not now" replies; anything else (a script bug) is rethrown. */
function isUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name !== "ReplyError") return true;
  return /^(OOM|LOADING|READONLY|MASTERDOWN|BUSY|CLUSTERDOWN|TRYAGAIN)\b/.test(err.message);
}

function checkIds(userId: string, messageId: string): void {
  if (!ID.test(userId))
    throw new RangeError(`userId must be 1-64 characters of A-Z, a-z, 0-9, _ or -, got "${userId}"`);
  if (!ID.test(messageId))
    throw new RangeError(`messageId must be 1-64 characters of A-Z, a-z, 0-9, _ or -, got "${messageId}"`);
}

function checkAmount(n: number, name: string): void {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`${name} must be a non-negative number, got ${n}`);
}
