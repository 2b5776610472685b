/**
 * Read-your-writes along a branch (real NATS and Postgres): the first exchange is projected, the rest is
 * only on the log (the projector lags); the branch behind a new message joins the two and never takes a
 * sibling's answer, and ids a client may name resolve to the right generation.
 */
import { type ChatEvent, eventIds } from "@chat/events";
import { freshDatabase, freshNamespace, type TestDatabase, type TestNamespace } from "@chat/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LogReader } from "../stream/log-reader.ts";
import { TreeReader } from "./tree-reader.ts";

let ns: TestNamespace;
let db: TestDatabase;
let reader: TreeReader;
const conv = "c_tree";
const userId = "u_tree";
const time = new Date().toISOString();

function exchange(
  messageId: string,
  parentId: string | null,
  content: string,
  regenerationOf?: string,
): ChatEvent[] {
  const base = { time, userId, conversationId: conv, messageId, v: 1 as const };
  return [
    {
      ...base,
      id: eventIds.submitted(messageId),
      type: "message.submitted",
      tier: "free",
      requestedModel: "auto",
      parentId,
      ...(regenerationOf ? { regenerationOf } : {}),
      content,
      contentTokens: 3,
      prompt: [{ role: "user", content }],
      promptTokens: 10,
      droppedTurns: 0,
      maxAnswerTokens: 100,
      reservedCost: 0,
    },
    {
      ...base,
      id: eventIds.finished(messageId),
      type: "generation.finished",
      finish: "stop",
      usage: { input: 10, cached: 0, output: 4 },
      text: `answer ${messageId}`,
      model: "m",
      replicaId: "r1",
    },
  ];
}

beforeAll(async () => {
  [ns, db] = await Promise.all([freshNamespace(), freshDatabase("tree_reader")]);
  reader = new TreeReader(db.db, await LogReader.create(ns.nc, ns.names));
  // Projected: the first question and its answer (as the projector writes them).
  await db.db
    .insertInto("conversations")
    .values({ id: conv, user_id: userId, title: "t", created_at: time, updated_at: time, log_seq: 1 })
    .execute();
  const row = { conversation_id: conv, user_id: userId, model: null, created_at: time };
  await db.db
    .insertInto("messages")
    .values([
      { ...row, id: "m1", parent_id: null, role: "user", content: "q1", tokens: 3, finish: null, log_seq: 2 },
      {
        ...row,
        id: "m1-a",
        parent_id: "m1",
        role: "assistant",
        content: "answer m1",
        tokens: 4,
        finish: "stop",
        log_seq: 3,
      },
    ])
    .execute();
  await db.db
    .insertInto("generations")
    .values({
      message_id: "m1",
      user_id: userId,
      conversation_id: conv,
      status: "finished",
      submitted_at: time,
      log_seq: 3,
      reply_to: "m1",
    })
    .execute();
  // Only on the log: a regenerate of q1, a continuation from it, and a sibling continuation of m1-a.
  await ns.publishAll([
    ...exchange("m1", null, "q1"),
    ...exchange("r1", null, "q1", "m1"),
    ...exchange("m2", "r1", "q2"),
    ...exchange("x2", "m1", "q2 on the first answer"),
  ]);
});
afterAll(async () => {
  await Promise.all([ns?.cleanup(), db?.drop()]);
});

describe("TreeReader", () => {
  it("given turns the projector has not written, when reading a branch, then it joins Postgres and the log along the parent chain", async () => {
    const tree = await reader.load(conv);
    const chain = await reader.branch(tree, "m2");
    expect(chain.map((n) => [n.id, n.parentId, n.content])).toEqual([
      ["m1", null, "q1"],
      ["r1-a", "m1", "answer r1"],
      ["m2", "r1-a", "q2"],
      ["m2-a", "m2", "answer m2"],
    ]);
    // The other branch from the projected answer.
    expect((await reader.branch(tree, "x2")).map((n) => n.id)).toEqual(["m1", "m1-a", "x2", "x2-a"]);
    expect(await reader.branch(tree, null)).toEqual([]);
  });

  it("resolves what a client names: an answer, a user message, a generation on the log; nothing from elsewhere", async () => {
    const tree = await reader.load(conv);
    expect(await reader.parentGeneration(tree, "m1-a")).toBe("m1");
    expect(await reader.parentGeneration(tree, "m1")).toBe("m1");
    expect(await reader.parentGeneration(tree, "r1")).toBe("r1");
    expect(await reader.parentGeneration(tree, "nope")).toBeNull();
    // Answers finished on the log whose rows the projector has not written (a read serves them from the log).
    expect(await reader.parentGeneration(tree, "r1-a")).toBe("r1");
    expect(await reader.parentGeneration(tree, "m2-a")).toBe("m2");
    expect(await reader.parentGeneration(tree, "nope-a")).toBeNull();
    expect(await reader.regenerateTarget(tree, "m1-a")).toMatchObject({
      userMessageId: "m1",
      content: "q1",
      parentGeneration: null,
    });
    // A regenerate of a regenerated answer answers the same question again.
    expect(await reader.regenerateTarget(tree, "r1")).toMatchObject({ userMessageId: "m1", content: "q1" });
    expect(await reader.regenerateTarget(tree, "m2")).toMatchObject({
      userMessageId: "m2",
      content: "q2",
      parentGeneration: "r1",
    });
    expect(await reader.conversationOf("m2")).toEqual({ conversationId: conv, userId });
  });
});
