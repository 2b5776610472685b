import type { ConversationSummarized } from "@chat/events";
import { describe, expect, it } from "vitest";
import { project } from "./fold.ts";
import { planBatch } from "./plan.ts";

const summarized = (uptoSeq: number): ConversationSummarized => ({
  id: `c1.summarized.${uptoSeq}`,
  type: "conversation.summarized",
  v: 1,
  time: "2025-01-01T00:00:00.000Z",
  userId: "u1",
  conversationId: "c1",
  messageId: "c1",
  summary: `summary up to ${uptoSeq}`,
  summaryTokens: 4,
  uptoSeq,
  foldedMessages: 6,
  model: "llama-3-8b",
});

describe("project conversation.summarized", () => {
  it("given a summary event, when projected, then it sets the summary guarded by its fold point", () => {
    expect(project(summarized(40), 99)).toEqual([
      { op: "setSummary", id: "c1", summary: "summary up to 40", uptoSeq: 40 },
    ]);
  });

  it("given a touch and a summary of one conversation in a batch, when planned, then both stay in log order", () => {
    const touch = {
      op: "touchConversation",
      id: "c1",
      at: "2025-01-01T00:00:00Z",
      addTokens: 5,
      logSeq: 98,
    } as const;
    const ops = [touch, ...project(summarized(40), 99)];
    expect(planBatch(ops).rest).toEqual(ops);
  });
});
