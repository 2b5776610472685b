import { describe, expect, it } from "vitest";
import { workload } from "./fixtures/workload.ts";
import { project, type RowOp } from "./fold.ts";
import { merge, planBatch } from "./plan.ts";

type GenUpdate = Extract<RowOp, { op: "updateGeneration" }>;
const gen = (logSeq: number, set: GenUpdate["set"], extra: Partial<GenUpdate> = {}): GenUpdate => ({
  op: "updateGeneration",
  messageId: "m1",
  set,
  unlessFinished: true,
  logSeq,
  ...extra,
});

describe("planBatch", () => {
  it("given a whole message's events, then its rows are inserted in bulk and its updates merged", () => {
    const events = workload({ conversations: 1, messagesPerConversation: 2, deltasPerAnswer: 4 });
    const ops = events.flatMap((e, i) => project(e, i + 1));
    const plan = planBatch(ops);
    expect(plan.inserts.conversations).toHaveLength(1);
    expect(plan.inserts.messages).toHaveLength(4);
    expect(plan.inserts.generations).toHaveLength(2);
    expect(plan.inserts.usage_ledger).toHaveLength(2);
    // Per generation: routed+started merged into one (deltas fold to nothing), then the finish; one touch
    // per conversation.
    expect(plan.rest.map((o) => o.op)).toEqual([
      "touchConversation",
      "updateGeneration",
      "updateGeneration",
      "updateGeneration",
      "updateGeneration",
    ]);
    const touch = plan.rest[0];
    const tokens = ops.reduce((s, o) => s + (o.op === "touchConversation" ? o.addTokens : 0), 0);
    expect(touch).toMatchObject({ addTokens: tokens });
  });

  it("given an update before a row's insert, then the insert is not hoisted above it", () => {
    const insert = project(
      workload({ conversations: 1, messagesPerConversation: 1 })[1] as never,
      5,
    )[1] as RowOp;
    const early = gen(
      3,
      { status: "running" },
      { messageId: (insert as { row: { message_id: string } }).row.message_id },
    );
    const plan = planBatch([early, insert]);
    expect(plan.inserts.generations).toEqual([]);
    expect(plan.rest).toEqual([early, insert]);
  });
});

describe("merge", () => {
  it("given an interruption then a resubmission, then one update with the later count and status", () => {
    expect(
      merge(
        gen(1, { status: "interrupted", tokens_sent: 20, attempt: 1 }),
        gen(2, { status: "queued", tokens_sent: 21, attempt: 2 }),
      ),
    ).toEqual(gen(2, { status: "queued", tokens_sent: 21, attempt: 2 }));
  });
  it("given an interruption then a start, then the interruption's count stays", () => {
    expect(
      merge(gen(1, { status: "interrupted", tokens_sent: 20 }), gen(2, { status: "running", attempt: 2 })),
    ).toEqual(gen(2, { status: "running", tokens_sent: 20, attempt: 2 }));
  });
  it("given a finish then a late update, then the finish alone; given an update then a finish, then no merge", () => {
    const fin = gen(1, { status: "finished" }, { unlessFinished: false });
    expect(merge(fin, gen(2, { status: "running" }))).toBe(fin);
    expect(merge(gen(1, { status: "running" }), { ...fin, logSeq: 2 })).toBeNull();
  });
  it("given two touches of a conversation, then tokens add and the latest time wins", () => {
    const t = (logSeq: number, at: string, addTokens: number) =>
      ({ op: "touchConversation", id: "c", at, addTokens, logSeq }) as const;
    expect(merge(t(1, "2025-01-01T00:00:02Z", 3), t(2, "2025-01-01T00:00:01Z", 4))).toEqual(
      t(2, "2025-01-01T00:00:02Z", 7),
    );
  });
});
