import { userInfo } from "node:os";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./database.ts";

export const DEFAULT_DATABASE_URL = "postgres://127.0.0.1:5432/chat";

export class DatabaseUrlError extends Error {
  readonly code = "BAD_DATABASE_URL";
}

/** `DATABASE_URL` from the environment, or the default. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** The database name in a postgres URL; throws naming the URL when it has none or an unsafe one. */
export function databaseName(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (err) {
    throw new DatabaseUrlError(`DATABASE_URL is not a URL: "${url}"`, { cause: err });
  }
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  if (!/^[A-Za-z_][A-Za-z0-9_-]{0,62}$/.test(name)) {
    throw new DatabaseUrlError(
      `DATABASE_URL must name a database of letters, digits, _ or - (got "${name}" in "${url}")`,
    );
  }
  return name;
}

/** The same server's URL with another database name (e.g. the `postgres` maintenance database). */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** pg connection settings for `url`; without a user in the URL or PGUSER, the OS user (pg needs $USER). */
export function connectionConfig(url: string): pg.ClientConfig {
  const u = new URL(url);
  // The connection string wins over a separate `user` field in pg, so the user goes into the URL.
  if (!u.username)
    u.username = encodeURIComponent(process.env.PGUSER || process.env.USER || userInfo().username);
  return { connectionString: u.toString() };
}

// int8 (counts, stream sequences) and numeric (costs) as JS numbers instead of strings.
const types = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === 20 || oid === 1700) return (v: string) => (v === null ? null : Number(v));
    return pg.types.getTypeParser(oid, format);
  },
};

/** A pg pool with the project's type parsers. */
export function createPool(url: string, max = 10): pg.Pool {
  databaseName(url);
  const pool = new pg.Pool({ ...connectionConfig(url), max, types: types as pg.CustomTypesConfig });
  // An idle client whose server went away (restart, failover, a dropped test database) is discarded by
  // the pool; without a listener that would crash the process.
  pool.on("error", (err: Error & { code?: string }) => {
    if (err.code !== "57P01") console.error(`postgres: idle connection lost: ${err.message}`);
  });
  // A client checked out for a query has no pool listener: when its server goes away mid-query, pg fails
  // the query (the caller sees it) and also emits `error`, which without this would crash the process.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  return pool;
}

/** A typed kysely handle on `url`; close it with `db.destroy()`. */
export function createDb(url: string = databaseUrl(), opts: { max?: number } = {}): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(url, opts.max) }) });
}

/** Creates the database named in `url` when missing (connecting to `postgres` on the same server). */
export async function ensureDatabase(url: string = databaseUrl()): Promise<{ created: boolean }> {
  const name = databaseName(url);
  const client = new pg.Client(connectionConfig(withDatabase(url, "postgres")));
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `cannot reach Postgres at ${withDatabase(url, "postgres")}: start it or set DATABASE_URL`,
      {
        cause: err,
      },
    );
  }
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return { created: false };
    try {
      await client.query(`create database "${name}"`);
    } catch (err) {
      // Another process created it at the same moment.
      if ((err as { code?: string }).code === "42P04") return { created: false };
      throw err;
    }
    return { created: true };
  } finally {
    await client.end();
  }
}

/** Drops the database named in `url` (for tests), ending its other connections first. */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  const client = new pg.Client(connectionConfig(withDatabase(url, "postgres")));
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
