import {
  freshDatabase,
  freshNamespace,
  type TestDatabase,
  type TestNamespace,
  waitUntil,
} from "@chat/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workload } from "../fixtures/workload.ts";
import { startProjector } from "../projector.ts";
import { readPosition } from "../store.ts";
import { rebuildReadModels } from "./rebuild.ts";
import { readModelSnapshot } from "./snapshot.ts";

let ns: TestNamespace;
let live: TestDatabase;
let fresh: TestDatabase;

beforeAll(async () => {
  [ns, live, fresh] = await Promise.all([
    freshNamespace(),
    freshDatabase("rb_live"),
    freshDatabase("rb_fresh"),
  ]);
});
afterAll(async () => {
  await Promise.all([ns?.cleanup(), live?.drop(), fresh?.drop()]);
});

describe("rebuild with swap", () => {
  it("swaps in under a running projector while events keep arriving, losing and doubling nothing", async () => {
    const events = workload({ conversations: 120, messagesPerConversation: 4, prefix: "r" });
    const third = Math.floor(events.length / 3);
    await ns.publishAll(events.slice(0, third));
    const projector = await startProjector({
      js: ns.js,
      jsm: ns.jsm,
      names: ns.names,
      db: live.db,
      maxBatch: 16,
    });
    try {
      // Publish the rest while the rebuild runs and swaps.
      const publishing = (async () => {
        for (let i = third; i < events.length; i += 50) {
          await Promise.all(events.slice(i, i + 50).map((e) => ns.publisher.publish(e)));
        }
      })();
      const r = await rebuildReadModels({
        js: ns.js,
        jsm: ns.jsm,
        names: ns.names,
        db: live.db,
        batchSize: 100,
      });
      expect(r.swapped).toBe(true);
      await publishing;
      const last = (await ns.jsm.streams.info(ns.names.log.streams[0]!)).state.last_seq;
      await waitUntil(`position ${last}`, async () => (await readPosition(live.db)) === last);
    } finally {
      await projector.stop();
    }
    await rebuildReadModels({ js: ns.js, jsm: ns.jsm, names: ns.names, db: fresh.db });
    const [a, b] = await Promise.all([readModelSnapshot(live.db), readModelSnapshot(fresh.db)]);
    expect(a.messages).toHaveLength(120 * 4 * 2);
    expect(a).toEqual(b);
  }, 60_000);

  it("does not swap in a rebuild from part of the log unless allowed", async () => {
    const before = await readModelSnapshot(fresh.db);
    const r = await rebuildReadModels({ js: ns.js, jsm: ns.jsm, names: ns.names, db: fresh.db, fromSeq: 50 });
    expect(r).toMatchObject({ swapped: false, firstSeq: 50 });
    expect(r.notSwapped).toMatch(/started at sequence 50, not 1/);
    expect(await readModelSnapshot(fresh.db)).toEqual(before);
    await fresh.db.schema.dropSchema(r.schema).cascade().execute();

    const partial = await rebuildReadModels({
      js: ns.js,
      jsm: ns.jsm,
      names: ns.names,
      db: fresh.db,
      fromSeq: 50,
      allowPartial: true,
    });
    expect(partial.swapped).toBe(true);
    const after = await readModelSnapshot(fresh.db);
    expect(after.conversations.length).toBeLessThan(before.conversations.length);
  });
});
