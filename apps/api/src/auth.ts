/** Bearer tokens: random, shown once, stored only as a sha256 hash. */
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@chat/infra/db";
import type { Kysely } from "kysely";

export type AuthUser = { id: string; tier: string };

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => `sk-${randomBytes(24).toString("base64url")}`;

/** Looks a token up, with a small cache so the hot path does not hit Postgres on every request. */
export class Authenticator {
  private readonly cache = new Map<string, { user: AuthUser; until: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = 30_000,
  ) {}

  async authenticate(header: string | undefined | null): Promise<AuthUser | null> {
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return null;
    const key = hashToken(token);
    const hit = this.cache.get(key);
    if (hit && hit.until > Date.now()) return hit.user;
    const row = await this.db
      .selectFrom("users")
      .select(["id", "tier"])
      .where("token_hash", "=", key)
      .executeTakeFirst();
    if (!row) return null;
    const user = { id: row.id, tier: row.tier };
    this.cache.set(key, { user, until: Date.now() + this.ttlMs });
    return user;
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
