/**
 * Read your own writes on the conversation list (real NATS and Postgres): a rename or delete is answered once
 * the read model holds it (here the test writes the row as the projector would, a moment later), so the list
 * read right after shows it; with nothing projecting, the answer still comes, at the wait's deadline, and the
 * change stands on the log. (`infra/stack/src/trees.e2e.spec.ts` runs the same against the real projector.)
 */
import { freshDatabase, freshNamespace, type TestDatabase, type TestNamespace } from "@chat/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LogReader } from "../stream/log-reader.ts";
import { Conversations } from "./conversations.ts";
import { TreeReader } from "./tree-reader.ts";

let ns: TestNamespace;
let db: TestDatabase;
let log: LogReader;
const user = { id: "u_list", tier: "free" };
const time = new Date().toISOString();

const service = (projectionWaitMs: number) =>
  new Conversations({
    db: db.db,
    log,
    publisher: ns.publisher,
    tree: new TreeReader(db.db, log),
    now: () => new Date(),
    projectionWaitMs,
  });

beforeAll(async () => {
  [ns, db] = await Promise.all([freshNamespace(), freshDatabase("conversations_list")]);
  log = await LogReader.create(ns.nc, ns.names);
  await db.db
    .insertInto("conversations")
    .values(
      ["c_keep", "c_gone", "c_idle"].map((id) => ({
        id,
        user_id: user.id,
        title: id,
        created_at: time,
        updated_at: time,
        log_seq: 0,
      })),
    )
    .execute();
});
afterAll(async () => {
  await Promise.all([ns?.cleanup(), db?.drop()]);
});

/** Does what the projector does with the change, `afterMs` from now: the row takes it with its position. */
function projectLater(id: string, set: { title?: string; deleted_at?: string }, afterMs: number) {
  return new Promise<void>((resolve, reject) =>
    setTimeout(() => {
      db.db
        .updateTable("conversations")
        .set({ ...set, log_seq: 1_000_000 })
        .where("id", "=", id)
        .execute()
        .then(() => resolve(), reject);
    }, afterMs),
  );
}

describe("conversation list: read your own writes", () => {
  it("answers a rename and a delete once the read model holds them, so the list right after shows both", async () => {
    const conversations = service(10_000);
    const started = Date.now();
    await Promise.all([
      conversations.rename(user, "c_keep", "renamed"),
      projectLater("c_keep", { title: "renamed" }, 300),
    ]);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(290); // it waited for the row...
    expect(took).toBeLessThan(5_000); // ...and not for the deadline
    expect((await conversations.list(user)).conversations.find((c) => c.id === "c_keep")?.title).toBe(
      "renamed",
    );
    await Promise.all([
      conversations.delete(user, "c_gone"),
      projectLater("c_gone", { deleted_at: new Date().toISOString() }, 200),
    ]);
    expect((await conversations.list(user)).conversations.map((c) => c.id).sort()).toEqual([
      "c_idle",
      "c_keep",
    ]);
  });

  it("with nothing projecting, answers at the wait's deadline, not never; the change is on the log", async () => {
    const conversations = service(600);
    const started = Date.now();
    await conversations.rename(user, "c_idle", "while the projector is down");
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(580);
    expect(took).toBeLessThan(3_000);
    const renamed = await log.last("c_idle", "conversation.renamed");
    expect(renamed?.title).toBe("while the projector is down");
  });
});
