/**
 * Bearer tokens: random, shown once, stored only as a sha256 hash.
 *
 * Lookups are guarded so that a flood of unknown tokens cannot queue real users' lookups behind it:
 * known tokens are answered from memory (and, while Postgres is slow or down, from a stale entry for a
 * few minutes); unknown ones are remembered as unknown; each address gets a small budget of unknown
 * tokens per window (then 429 without a query); at most a few lookups reach Postgres at once, each with
 * a deadline, and a full queue answers 503 at once instead of waiting.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@chat/platform";
import type { Kysely } from "kysely";
import { tooManyRequests, unavailable, withDeadline } from "./errors.ts";

export type AuthUser = { id: string; tier: string };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => `sk-${randomBytes(24).toString("base64url")}`;

export type AuthLimits = {
  /** A known token is trusted from memory this long (ms). */
  ttlMs: number;
  /** ...and, when Postgres cannot answer, served stale this long. */
  staleMs: number;
  /** An unknown token is remembered as unknown this long. */
  negativeTtlMs: number;
  /** Most tokens remembered either way. */
  maxEntries: number;
  /** Unknown tokens one address may try per window before it is answered 429 without a lookup. */
  unknownPerWindow: number;
  windowMs: number;
  /** Lookups in Postgres at once, lookups waiting, and each lookup's deadline (ms). */
  maxLookups: number;
  maxWaiting: number;
  lookupDeadlineMs: number;
};

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  ttlMs: 30_000,
  staleMs: 300_000,
  negativeTtlMs: 60_000,
  maxEntries: 50_000,
  unknownPerWindow: 20,
  windowMs: 10_000,
  maxLookups: 4,
  maxWaiting: 64,
  lookupDeadlineMs: 2_000,
};

/** Longest token accepted for a lookup: real ones are 51 characters. */
const MAX_TOKEN_CHARS = 256;

type Entry = { user: AuthUser | null; at: number };

export class Authenticator {
  private readonly cache = new Map<string, Entry>();
  private readonly failures = new Map<string, { n: number; since: number }>();
  private readonly inflight = new Map<string, Promise<AuthUser | null>>();
  private readonly waiting: Array<() => void> = [];
  private running = 0;
  private readonly limits: AuthLimits;

  constructor(
    private readonly db: Kysely<Database>,
    limits: Partial<AuthLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_AUTH_LIMITS, ...limits };
  }

  /** Postgres queries made so far (tests check that a flood of one unknown token makes one). */
  lookups = 0;

  /**
   * The user of `header` ("Bearer <token>"), or null when there is none or it is unknown. Throws 429 when
   * `client` (its address) has tried too many unknown tokens, 503 when Postgres cannot answer in time.
   */
  async authenticate(header: string | undefined | null, client = "unknown"): Promise<AuthUser | null> {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token || token.length > MAX_TOKEN_CHARS) return null;
    const key = hashToken(token);
    const now = this.now();
    const hit = this.cache.get(key);
    if (hit?.user && now - hit.at < this.limits.ttlMs) return hit.user;
    if (hit && !hit.user && now - hit.at < this.limits.negativeTtlMs) return this.unknown(client, now);
    // A token known a moment ago is not a guess: the budget for unknown tokens does not apply to it.
    if (!hit?.user) this.checkBudget(client, now);
    let user: AuthUser | null;
    try {
      user = await this.lookupOnce(key);
    } catch (err) {
      if (hit?.user && now - hit.at < this.limits.staleMs) return hit.user;
      throw err;
    }
    this.remember(key, user);
    return user ?? this.unknown(client, this.now());
  }

  private unknown(client: string, now: number): null {
    const f = this.failures.get(client);
    if (!f || now - f.since >= this.limits.windowMs) {
      if (this.failures.size >= this.limits.maxEntries) this.failures.clear();
      this.failures.set(client, { n: 1, since: now });
    } else f.n++;
    return null;
  }

  private checkBudget(client: string, now: number) {
    const f = this.failures.get(client);
    if (f && now - f.since < this.limits.windowMs && f.n >= this.limits.unknownPerWindow) {
      const wait = Math.max(1, Math.ceil((f.since + this.limits.windowMs - now) / 1000));
      throw tooManyRequests(
        `too many unknown tokens from this address; retry after ${wait} s`,
        wait,
        "too_many_auth_failures",
      );
    }
  }

  private remember(key: string, user: AuthUser | null) {
    // Oldest first: Map keeps insertion order, so deleting before setting moves the key to the end.
    this.cache.delete(key);
    if (this.cache.size >= this.limits.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, { user, at: this.now() });
  }

  /** One query per token at a time, whoever asks. */
  private lookupOnce(key: string): Promise<AuthUser | null> {
    const running = this.inflight.get(key);
    if (running) return running;
    const p = this.lookup(key).finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  private async lookup(key: string): Promise<AuthUser | null> {
    if (this.running >= this.limits.maxLookups) {
      if (this.waiting.length >= this.limits.maxWaiting)
        throw unavailable("auth_busy", "too many sign-ins are being checked right now; retry shortly", 1);
      // The finishing lookup hands its slot over (running stays the same).
      await new Promise<void>((r) => this.waiting.push(r));
    } else this.running++;
    try {
      this.lookups++;
      const row = await withDeadline(
        this.db.selectFrom("users").select(["id", "tier"]).where("token_hash", "=", key).executeTakeFirst(),
        this.limits.lookupDeadlineMs,
        "the user store",
      );
      return row ? { id: row.id, tier: row.tier } : null;
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** Creates a user of a tier (callers check the tier is configured) and returns its one-time token. */
export async function createUser(db: Kysely<Database>, tier: string): Promise<{ id: string; token: string }> {
  const token = newToken();
  const id = `u_${randomBytes(8).toString("hex")}`;
  await db
    .insertInto("users")
    .values({ id, tier, token_hash: hashToken(token) })
    .execute();
  return { id, token };
}
