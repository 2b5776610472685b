import { PassThrough } from "node:stream";
import { type ChatEvent, eventIds } from "@chat/events";
import { freshDatabase, freshNamespace, type TestDatabase, type TestNamespace } from "@chat/platform/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workload } from "../fixtures/workload.ts";
import { exportBilling, exportEvals } from "./export.ts";
import { rebuildReadModels } from "./rebuild.ts";

let ns: TestNamespace;
let t: TestDatabase;
const start = new Date(Date.now() - 60_000);
const events = workload({ conversations: 12, messagesPerConversation: 3, users: 5, start, prefix: "x" });
const at = start.toISOString();
const settings = (userId: string, trainingOptIn: boolean, n: number): ChatEvent => ({
  id: eventIds.userSettings(userId, `s${n}`),
  type: "user.settings_changed",
  v: 1,
  time: at,
  userId,
  conversationId: userId,
  messageId: userId,
  trainingOptIn,
});
// Users xu0, xu1, xu2 and xu4 opt in before they chat, xu3 never does; xu1 opts out afterwards (its earlier
// messages stay in), and xu4 deletes its conversation xc4 (xu4 owns xc4 and xc9: users are c % 5).
const before = ["xu0", "xu1", "xu2", "xu4"].map((u, i) => settings(u, true, i));
const after: ChatEvent[] = [
  settings("xu1", false, 9),
  {
    id: eventIds.deleted("xc4"),
    type: "conversation.deleted",
    v: 1,
    time: at,
    userId: "xu4",
    conversationId: "xc4",
    messageId: "xc4",
  },
];
// A period cutting through the middle of the workload (its events are 10 ms apart).
const period = { from: new Date(start.getTime() + 1_000), to: new Date(start.getTime() + 4_000) };

beforeAll(async () => {
  [ns, t] = await Promise.all([freshNamespace(), freshDatabase("export")]);
  await ns.publishAll([...before, ...events, ...after]);
  await rebuildReadModels({ js: ns.js, jsm: ns.jsm, names: ns.names, db: t.db });
});
afterAll(async () => {
  await Promise.all([ns?.cleanup(), t?.drop()]);
});

const collect = () => {
  const out = new PassThrough();
  const chunks: string[] = [];
  out.on("data", (c) => chunks.push(String(c)));
  return { out, text: () => chunks.join("") };
};

describe("billing export", () => {
  it("has per-user-and-tier lines and totals equal to the usage ledger of the period", async () => {
    const { out, text } = collect();
    const r = await exportBilling({
      js: ns.js,
      jsm: ns.jsm,
      names: ns.names,
      out,
      ...period,
      format: "jsonl",
    });
    const ledger = await t.db
      .selectFrom("usage_ledger")
      .select([
        "user_id",
        "tier",
        sql<number>`count(*)`.as("messages"),
        sql<number>`sum(input)`.as("input"),
        sql<number>`sum(cached)`.as("cached"),
        sql<number>`sum(output)`.as("output"),
        sql<number>`sum(reserved_cost)`.as("reservedCost"),
        sql<number>`sum(cost)`.as("cost"),
      ])
      .where("settled_at", ">=", period.from)
      .where("settled_at", "<", period.to)
      .groupBy(["user_id", "tier"])
      .orderBy("user_id")
      .orderBy("tier")
      .execute();
    const all = await t.db
      .selectFrom("usage_ledger")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(ledger.length).toBeGreaterThan(1);
    expect(r.totals.messages).toBeLessThan(all.n); // the period really cuts the workload
    expect(r.totals.messages).toBeGreaterThan(0);

    const lines = text()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const usage = lines.filter((l) => l.kind === "usage");
    expect(usage.map((l) => [l.userId, l.tier, l.messages, l.input, l.cached, l.output])).toEqual(
      ledger.map((l) => [l.user_id, l.tier, l.messages, l.input, l.cached, l.output]),
    );
    for (const [i, l] of usage.entries()) expect(l.cost).toBeCloseTo(ledger[i]?.cost ?? -1, 6);
    const totals = lines.find((l) => l.kind === "totals");
    const sum = (k: "messages" | "input" | "cached" | "output" | "cost" | "reservedCost") =>
      ledger.reduce((s, l) => s + l[k], 0);
    expect(totals).toMatchObject({ messages: sum("messages"), input: sum("input"), output: sum("output") });
    expect(totals.cost).toBeCloseTo(sum("cost"), 6);
    expect(totals.reservedCost).toBeCloseTo(sum("reservedCost"), 6);
  });

  it("writes CSV with the same totals", async () => {
    const { out, text } = collect();
    const r = await exportBilling({ js: ns.js, jsm: ns.jsm, names: ns.names, out, ...period, format: "csv" });
    const last = text().trim().split("\n").at(-1);
    expect(last).toBe(
      `"*TOTAL*","*",${r.totals.messages},${r.totals.input},${r.totals.cached},${r.totals.output},${r.totals.reservedCost},${r.totals.cost}`,
    );
  });
});

describe("eval export", () => {
  it("pairs every prompt of consenting users with its answer, model and finish, and never a deleted conversation", async () => {
    const { out, text } = collect();
    const r = await exportEvals({ js: ns.js, jsm: ns.jsm, names: ns.names, out });
    const pairs = text()
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    // 12 conversations x 3 messages: xu3's two conversations lack consent, xc4 is deleted.
    expect(r).toMatchObject({ pairs: 27, noConsent: 6, deleted: 3 });
    expect(pairs).toHaveLength(27);
    expect(new Set(pairs.map((p) => p.userId))).toEqual(new Set(["xu0", "xu1", "xu2", "xu4"]));
    expect(pairs.filter((p) => p.conversationId === "xc4")).toEqual([]);
    expect(pairs.filter((p) => p.conversationId === "xc9")).toHaveLength(3);
    const answers = await t.db.selectFrom("messages").selectAll().where("role", "=", "assistant").execute();
    for (const p of pairs) {
      const a = answers.find((m) => m.id === `${p.messageId}-a`);
      expect(p).toMatchObject({ answer: a?.content, model: a?.model, finish: a?.finish });
      expect(p.prompt.at(-1).role).toBe("user");
    }
  });
});
