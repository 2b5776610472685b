import type { EventOf } from "@chat/events";
import { describe, expect, it } from "vitest";
import { project } from "./fold.ts";
import { planBatch } from "./plan.ts";

const base = { userId: "u1", conversationId: "c1", v: 1 as const, time: "2026-01-01T00:00:00.000Z" };
function submitted(
  messageId: string,
  parentId: string | null,
  extra: Partial<EventOf<"message.submitted">> = {},
) {
  return {
    ...base,
    id: `${messageId}.submitted`,
    type: "message.submitted",
    messageId,
    tier: "free",
    requestedModel: "auto",
    parentId,
    content: "q",
    contentTokens: 3,
    prompt: [{ role: "user", content: "q" }],
    promptTokens: 10,
    droppedTurns: 0,
    maxAnswerTokens: 100,
    reservedCost: 0,
    ...extra,
  } satisfies EventOf<"message.submitted">;
}

describe("the projector's fold of a conversation tree", () => {
  it("given a message that follows an answer, when projected, then its parent is that answer's row and it becomes the current leaf", () => {
    const ops = project(submitted("m2", "m1"), 5);
    expect(ops[0]).toMatchObject({ op: "insertMessage", row: { id: "m2", parent_id: "m1-a", role: "user" } });
    expect(ops.find((o) => o.op === "touchConversation")).toMatchObject({ leafId: "m2-a", addTokens: 3 });
    expect(ops.find((o) => o.op === "insertGeneration")).toMatchObject({ row: { reply_to: "m2" } });
  });

  it("given a regenerate, when projected, then no user row is added and the generation answers the original message", () => {
    const ops = project(submitted("r1", null, { regenerationOf: "m1" }), 7);
    expect(ops.map((o) => o.op)).toEqual(["insertGeneration", "touchConversation"]);
    expect(ops[0]).toMatchObject({ row: { message_id: "r1", reply_to: "m1" } });
    expect(ops[1]).toMatchObject({ leafId: "r1-a", addTokens: 0 });
  });

  it("given a finished answer, when projected, then its row is linked to the user message its generation answers", () => {
    const ops = project(
      {
        ...base,
        id: "r1.finished",
        type: "generation.finished",
        messageId: "r1",
        finish: "stop",
        usage: { input: 1, cached: 0, output: 2 },
        text: "a",
        model: "m",
        replicaId: null,
      },
      9,
    );
    expect(ops.at(-1)).toEqual({ op: "linkAnswer", generationId: "r1", answerId: "r1-a" });
    const plan = planBatch(ops);
    expect(plan.links).toEqual([{ generationId: "r1", answerId: "r1-a" }]);
    expect(plan.rest.some((o) => o.op === "linkAnswer")).toBe(false);
  });

  it("given a submission then its answer in one batch, when planned, then the merged touch keeps the new leaf", () => {
    const finished = project(
      {
        ...base,
        id: "m2.finished",
        type: "generation.finished",
        messageId: "m2",
        finish: "stop",
        usage: { input: 1, cached: 0, output: 4 },
        text: "a",
        model: "m",
        replicaId: null,
      },
      6,
    );
    const plan = planBatch([...project(submitted("m2", "m1"), 5), ...finished]);
    expect(plan.rest.filter((o) => o.op === "touchConversation")).toEqual([
      expect.objectContaining({ leafId: "m2-a", addTokens: 7, logSeq: 6 }),
    ]);
  });

  it("given rename, branch switch and delete, when projected, then each is one conversation operation in log order", () => {
    const conv = { ...base, messageId: "c1" };
    expect(project({ ...conv, id: "c1.renamed.k", type: "conversation.renamed", title: "Trip" }, 3)).toEqual([
      { op: "setTitle", id: "c1", title: "Trip", logSeq: 3 },
    ]);
    expect(
      project({ ...conv, id: "c1.branch.k", type: "conversation.branch_selected", leafId: "m1-a" }, 4),
    ).toEqual([{ op: "setLeaf", id: "c1", leafId: "m1-a", logSeq: 4 }]);
    expect(project({ ...conv, id: "c1.deleted", type: "conversation.deleted" }, 5)).toEqual([
      { op: "deleteConversation", id: "c1", at: base.time, logSeq: 5 },
    ]);
    expect(
      project(
        {
          ...base,
          conversationId: "u1",
          messageId: "u1",
          id: "u1.settings.k",
          type: "user.settings_changed",
          trainingOptIn: true,
        },
        6,
      ),
    ).toEqual([{ op: "setUserSettings", userId: "u1", trainingOptIn: true, at: base.time, logSeq: 6 }]);
  });

  it("given a branch summary, when projected, then it is kept for that branch beside the conversation's latest", () => {
    const ops = project(
      {
        ...base,
        messageId: "c1",
        id: "c1.summarized.40",
        type: "conversation.summarized",
        summary: "s",
        summaryTokens: 1,
        uptoSeq: 40,
        foldedMessages: 6,
        model: "small",
        uptoMessageId: "m3-a",
      },
      41,
    );
    expect(ops.map((o) => o.op)).toEqual(["setSummary", "insertSummary"]);
    expect(ops[1]).toMatchObject({ conversationId: "c1", uptoMessageId: "m3-a", uptoSeq: 40, logSeq: 41 });
  });
});
