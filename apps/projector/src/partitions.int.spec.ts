/**
 * The projector and the rebuild on a log in several partitions (DESIGN section 10, issue 22): one reader
 * and one position per partition; every user's events in one partition, so each conversation's tree comes
 * out as from one stream; a rebuild under a running projector swaps in the same rows.
 */
import {
  freshDatabase,
  freshNamespace,
  type TestDatabase,
  type TestNamespace,
  waitUntil,
} from "@chat/platform/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workload } from "./fixtures/workload.ts";
import { startProjector } from "./projector.ts";
import { readLog } from "./replay/log.ts";
import { rebuildReadModels } from "./replay/rebuild.ts";
import { readModelSnapshot } from "./replay/snapshot.ts";

const PARTITIONS = 3;
let ns: TestNamespace;
let live: TestDatabase;
let fresh: TestDatabase;

beforeAll(async () => {
  [ns, live, fresh] = await Promise.all([
    freshNamespace({ partitions: PARTITIONS }),
    freshDatabase("pt_live"),
    freshDatabase("pt_fresh"),
  ]);
});
afterAll(async () => {
  await Promise.all([ns?.cleanup(), live?.drop(), fresh?.drop()]);
});

describe("a log in three partitions", () => {
  const events = workload({
    conversations: 60,
    messagesPerConversation: 3,
    users: 12,
    prefix: "p",
    ownedIds: true,
  });

  it("stores each user's events in one partition, and uses every partition", async () => {
    await ns.publishAll(events.slice(0, events.length / 2));
    const perStream = await Promise.all(
      ns.names.log.streams.map(async (s) => (await ns.jsm.streams.info(s)).state.messages),
    );
    expect(perStream.every((m) => m > 0)).toBe(true);
    expect(perStream.reduce((a, b) => a + b, 0)).toBe(events.length / 2);
    const partitionOfUser = new Map<string, number>();
    for await (const e of readLog(ns)) {
      expect(e.event).not.toBeNull();
      const user = e.event!.userId;
      expect(partitionOfUser.get(user) ?? e.partition).toBe(e.partition);
      partitionOfUser.set(user, e.partition);
    }
    expect(new Set(partitionOfUser.values()).size).toBe(PARTITIONS);
  });

  it("projects every partition with a position each, and a rebuild under it swaps in the same rows", async () => {
    const projector = await startProjector({
      js: ns.js,
      jsm: ns.jsm,
      names: ns.names,
      db: live.db,
      maxBatch: 16,
    });
    try {
      const publishing = (async () => {
        for (let i = events.length / 2; i < events.length; i += 40) {
          await Promise.all(events.slice(i, i + 40).map((e) => ns.publisher.publish(e)));
        }
      })();
      const r = await rebuildReadModels({
        js: ns.js,
        jsm: ns.jsm,
        names: ns.names,
        db: live.db,
        batchSize: 50,
      });
      expect(r.swapped).toBe(true);
      expect(r.positions).toHaveLength(PARTITIONS);
      await publishing;
      await waitUntil("the projector to catch up", async () => (await projector.lag()) === 0);
    } finally {
      await projector.stop();
    }
    const a = await readModelSnapshot(live.db);
    expect(a.messages).toHaveLength(60 * 3 * 2);
    expect(a.positions.map((p) => p.projection)).toEqual(["projector.p0", "projector.p1", "projector.p2"]);
    // Each message's parent is in its own conversation, ordered after it: the tree is whole.
    const byId = new Map(a.messages.map((m) => [m.id, m]));
    for (const m of a.messages) {
      if (!m.parent_id) continue;
      const parent = byId.get(m.parent_id);
      expect(parent?.conversation_id).toBe(m.conversation_id);
      expect(Number(parent!.log_seq)).toBeLessThan(Number(m.log_seq));
    }

    await rebuildReadModels({ js: ns.js, jsm: ns.jsm, names: ns.names, db: fresh.db });
    expect(await readModelSnapshot(fresh.db)).toEqual(a);
  }, 60_000);

  it("refuses a sequence range that names no partition, with a clear error", async () => {
    await expect(async () => {
      for await (const _ of readLog(ns, { fromSeq: 5 })) break;
    }).rejects.toThrow(/3 partitions.*name the partition/);
    const rebuildSchemas = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from information_schema.schemata where schema_name like 'rebuild_%'`.execute(
          fresh.db,
        )
      ).rows[0]!.n;
    const schemasBefore = await rebuildSchemas();
    await expect(rebuildReadModels({ ...ns, db: fresh.db, fromSeq: 5 })).rejects.toThrow(/from a time/);
    // Refused before anything was made: no half-built schema left behind.
    expect(await rebuildSchemas()).toBe(schemasBefore);
    let read = 0;
    for await (const e of readLog(ns, { partition: 1, fromSeq: 2, toSeq: 4 })) {
      expect(e.partition).toBe(1);
      read++;
    }
    expect(read).toBe(3);
  });
});
