import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type TestDatabase } from "../testing/database.ts";
import { createDb, databaseName, dropDatabase, ensureDatabase, withDatabase } from "./connect.ts";
import type { UserTier } from "./database.ts";
import { answerRowId } from "./ids.ts";
import { migrateToLatest } from "./migrate.ts";
import * as m0003 from "./migrations/0003_conversation_trees.ts";

describe("database", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase("db");
  });
  afterAll(() => t?.drop());

  it("creates every table, and migrating again applies nothing", async () => {
    const tables = await t.db.introspection.getTables();
    expect(tables.map((x) => x.name).sort()).toEqual([
      "conversation_summaries",
      "conversations",
      "generations",
      "messages",
      "projection_positions",
      "usage_ledger",
      "user_settings",
      "users",
    ]);
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it("enforces the tier name's shape (tiers are configuration) and the unique token hash", async () => {
    await t.db.insertInto("users").values({ id: "u1", tier: "free", token_hash: "h1" }).execute();
    await expect(
      t.db.insertInto("users").values({ id: "u2", tier: "free", token_hash: "h1" }).execute(),
    ).rejects.toThrow(/unique/);
    await expect(
      t.db
        .insertInto("users")
        .values({ id: "u3", tier: "Gold tier!" as UserTier, token_hash: "h3" })
        .execute(),
    ).rejects.toThrow(/check/);
    await t.db.insertInto("users").values({ id: "u4", tier: "team", token_hash: "h4" }).execute();
    const u = await t.db.selectFrom("users").selectAll().where("id", "=", "u1").executeTakeFirstOrThrow();
    expect(u.created_at).toBeInstanceOf(Date);
  });

  it("reads bigint and numeric columns as numbers", async () => {
    await t.db
      .insertInto("usage_ledger")
      .values({
        message_id: "m1",
        user_id: "u1",
        tier: "free",
        input: 10,
        cached: 5,
        output: 3,
        reserved_cost: 1234.5,
        cost: 17.5,
        finish: "stop",
        settled_at: new Date(),
        log_seq: 9_000_000_000,
      })
      .execute();
    const row = await t.db.selectFrom("usage_ledger").selectAll().executeTakeFirstOrThrow();
    expect(row.log_seq).toBe(9_000_000_000);
    expect(row.cost).toBe(17.5);
  });

  it("ensureDatabase creates a missing database once", async () => {
    const url = withDatabase(t.url, `${t.name}_x`);
    expect(await ensureDatabase(url)).toEqual({ created: true });
    expect(await ensureDatabase(url)).toEqual({ created: false });
    const db = createDb(url);
    await db.destroy();
    await dropDatabase(url);
  });

  it("names the bad input in a bad DATABASE_URL", () => {
    expect(() => databaseName("not a url")).toThrow(/not a URL: "not a url"/);
    expect(() => databaseName("postgres://h/")).toThrow(/must name a database/);
  });

  it("answer rows are addressed by the message id", () => {
    expect(answerRowId("m-42")).toBe("m-42-a");
  });
});

describe("migration 0003 (conversation trees)", () => {
  it("re-points a legacy user message at the answer it followed, and goes back down", async () => {
    const t = await freshDatabase("db_trees");
    try {
      await m0003.down(t.db);
      const row = {
        conversation_id: "c",
        user_id: "u",
        content: "x",
        tokens: 1,
        model: null,
        finish: null,
        created_at: new Date(),
        log_seq: 1,
      };
      await t.db
        .insertInto("messages")
        .values([
          { ...row, id: "g1", parent_id: null, role: "user" },
          { ...row, id: "g1-a", parent_id: "g1", role: "assistant" },
          { ...row, id: "g2", parent_id: "g1", role: "user" },
        ])
        .execute();
      await m0003.up(t.db);
      const parents = await t.db.selectFrom("messages").select(["id", "parent_id"]).orderBy("id").execute();
      expect(parents).toEqual([
        { id: "g1", parent_id: null },
        { id: "g1-a", parent_id: "g1" },
        { id: "g2", parent_id: "g1-a" },
      ]);
    } finally {
      await t.drop();
    }
  });
});
