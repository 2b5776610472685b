import { describe, expect, it } from "vitest";
import type { ConversationTree, StoredNode } from "./tree-reader.ts";
import { conversationView } from "./view.ts";

const at = new Date("2026-01-01T00:00:00Z");
function node(id: string, parentId: string | null, role: StoredNode["role"], logSeq: number): StoredNode {
  return {
    id,
    parentId,
    role,
    content: id,
    tokens: 1,
    finish: role === "assistant" ? "stop" : null,
    logSeq,
    createdAt: at,
    model: null,
  };
}

/** q1 answered twice (m1, r1), continued from r1 by q2 (m2) whose answer is still being written. */
function tree(currentLeaf: string | null): ConversationTree {
  const nodes = [
    node("m1", null, "user", 1),
    node("m1-a", "m1", "assistant", 2),
    node("r1-a", "m1", "assistant", 4),
    node("m2", "r1-a", "user", 5),
  ];
  return {
    conversationId: "c",
    row: {
      user_id: "u",
      title: "T",
      summary: null,
      total_tokens: 4,
      created_at: at,
      updated_at: at,
      current_leaf_id: currentLeaf,
      deleted_at: null,
    },
    nodes: new Map(nodes.map((n) => [n.id, n])),
    generations: new Map([
      ["m1", { replyTo: "m1", status: "finished", submittedAt: at }],
      ["r1", { replyTo: "m1", status: "finished", submittedAt: at }],
      ["m2", { replyTo: "m2", status: "running", submittedAt: at }],
    ]),
    answerOf: new Map([
      ["m1-a", "m1"],
      ["r1-a", "r1"],
      ["m2-a", "m2"],
    ]),
    summaries: new Map(),
  };
}

describe("conversationView (GET /v1/conversations/{id})", () => {
  it("given two answers to one question and an answer being written, when viewed, then siblings, generation ids and the pending answer are shown", () => {
    const v = conversationView(tree("m2-a"), at);
    const byId = Object.fromEntries(v.messages.map((m) => [m.id, m]));
    expect(byId["m1-a"]).toMatchObject({ parentId: "m1", siblings: ["m1-a", "r1-a"], generationId: "m1" });
    expect(byId["r1-a"]).toMatchObject({ siblings: ["m1-a", "r1-a"], generationId: "r1" });
    expect(byId["m2-a"]).toMatchObject({
      parentId: "m2",
      pending: true,
      content: "",
      finish: null,
      generationId: "m2",
    });
    expect(byId.m1).not.toHaveProperty("generationId");
    expect(v.currentLeafId).toBe("m2-a");
    expect(v.conversation).toEqual({
      id: "c",
      title: "T",
      totalTokens: 4,
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    });
  });

  it("given no recorded leaf (a conversation from before trees), when viewed, then it opens at the newest message's branch", () => {
    expect(conversationView(tree(null), at).currentLeafId).toBe("m2-a");
    expect(conversationView(tree("gone"), at).currentLeafId).toBe("m2-a");
  });
});
