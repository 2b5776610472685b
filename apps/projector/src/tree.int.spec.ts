/**
 * The projector keeps the tree (issue #23): regenerated answers are siblings under their question, a
 * continuation hangs under the answer it follows, the leaf the user chose, renames, branch summaries and
 * deletions; applied one event at a time, all at once, live or by replay, the rows are the same.
 */

import { freshDatabase, freshNamespace, type TestDatabase, type TestNamespace } from "@chat/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { treeEvents } from "./fixtures/tree.ts";
import { startProjector } from "./projector.ts";
import { rebuildReadModels } from "./replay/rebuild.ts";
import { readModelSnapshot } from "./replay/snapshot.ts";
import { applyEvents, readPosition } from "./store.ts";

const events = treeEvents("t");
let ns: TestNamespace;
let live: TestDatabase;
let one: TestDatabase;
let replay: TestDatabase;

beforeAll(async () => {
  [ns, live, one, replay] = await Promise.all([
    freshNamespace(),
    freshDatabase("tree_live"),
    freshDatabase("tree_one"),
    freshDatabase("tree_replay"),
  ]);
});
afterAll(async () => {
  await Promise.all([ns?.cleanup(), live?.drop(), one?.drop(), replay?.drop()]);
});

describe("the projector's tree", () => {
  it("records every branch, the chosen leaf, the rename, the branch summary, the deletion and the data setting, the same live, one by one and by replay", async () => {
    await ns.publishAll(events);
    const projector = await startProjector({ js: ns.js, jsm: ns.jsm, names: ns.names, db: live.db });
    try {
      const deadline = Date.now() + 20_000;
      while ((await readPosition(live.db)) < events.length) {
        if (Date.now() > deadline) throw new Error("the projector did not catch up in time");
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await projector.stop();
    }
    for (const [i, event] of events.entries()) await applyEvents(one.db, [{ event, seq: i + 1 }]);
    await rebuildReadModels({ js: ns.js, jsm: ns.jsm, names: ns.names, db: replay.db });

    const a = await readModelSnapshot(live.db);
    expect(await readModelSnapshot(one.db)).toEqual(a);
    expect(await readModelSnapshot(replay.db)).toEqual(a);

    const parent = Object.fromEntries(a.messages.map((m) => [m.id, m.parent_id]));
    expect(parent).toEqual({
      tm1: null,
      "tm1-a": "tm1",
      "tr1-a": "tm1", // the regenerated answer: a sibling of tm1-a, no second copy of the question
      tm2: "tr1-a",
      "tm2-a": "tm2",
      tm2b: "tr1-a", // the edit: a sibling of tm2
      "tm2b-a": "tm2b",
    });
    const c1 = a.conversations.find((c) => c.id === "tc1")!;
    expect(c1).toMatchObject({ title: "Renamed", current_leaf_id: "tm2-a", deleted_at: null });
    // A regenerate adds no user tokens: 3 questions of 5, 4 answers of 7.
    expect(c1.total_tokens).toBe(3 * 5 + 4 * 7);
    expect(a.summaries).toEqual([
      expect.objectContaining({
        conversation_id: "tc1",
        upto_message_id: "tr1-a",
        summary: "q1 was asked and answered",
      }),
    ]);
    const c2 = a.conversations.find((c) => c.id === "tc2")!;
    expect(c2.deleted_at).not.toBeNull();
    expect(a.messages.filter((m) => m.conversation_id === "tc2")).toEqual([]);
    // The user's data setting, as last changed (the log keeps 30 days; the row keeps it after).
    expect(a.settings).toEqual([expect.objectContaining({ user_id: "tu", training_opt_in: true })]);
    // Billing keeps what the deleted conversation's messages cost (no text there).
    expect(a.generations.filter((g) => g.conversation_id === "tc2")).toHaveLength(1);
  });
});
