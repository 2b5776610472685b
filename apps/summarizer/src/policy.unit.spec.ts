import { describe, expect, it } from "vitest";
import { checkPolicy, type HistoryMessage, planSummary, type SummaryPolicy } from "./policy.ts";

const policy: SummaryPolicy = { thresholdTokens: 1_000, keepRecentTokens: 300, maxInputTokens: 5_000 };

/** `n` exchanges of `tokens` each (user then assistant), log_seqs 10, 20, 30... */
function exchanges(n: number, tokens: number, firstSeq = 10): HistoryMessage[] {
  return Array.from({ length: 2 * n }, (_, i) => ({
    role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
    content: `turn ${i}`,
    tokens,
    finish: i % 2 === 0 ? null : "stop",
    logSeq: firstSeq + 10 * i,
  }));
}
const none = { summaryTokens: 0, summaryUptoSeq: null };

describe("planSummary", () => {
  it("given history at the threshold, when planned, then it waits (the prefix must change rarely)", () => {
    const plan = planSummary(none, exchanges(5, 100), policy);
    expect(plan).toEqual({ action: "skip", reason: "below-threshold", uncoveredTokens: 1_000 });
  });

  it("given history past the threshold, when planned, then the oldest turns fold and the newest that fit stay", () => {
    const msgs = exchanges(6, 100); // 1,200 tokens, seqs 10..120
    const plan = planSummary(none, msgs, policy);
    expect(plan.action).toBe("summarize");
    if (plan.action !== "summarize") return;
    // 300 tokens kept: the last three turns, but the kept part must start with a question, so two stay.
    expect(plan.fold.map((m) => m.logSeq)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(plan.uptoSeq).toBe(100);
    expect(plan.foldedMessages).toBe(10);
    expect(plan.foldedTokens).toBe(1_000);
    expect(plan.uncoveredTokens).toBe(1_200);
  });

  it("given a summary up to seq 60, when planned, then only later messages count and fold", () => {
    const msgs = exchanges(12, 100); // seqs 10..240
    const plan = planSummary({ summaryTokens: 200, summaryUptoSeq: 60 }, msgs, policy);
    if (plan.action !== "summarize") throw new Error(`expected summarize, got ${plan.reason}`);
    expect(plan.fold[0]!.logSeq).toBe(70);
    expect(plan.uncoveredTokens).toBe(1_800);
    expect(plan.uptoSeq).toBe(220);
  });

  it("given the same rows twice, when planned, then the fold point is the same (duplicate jobs collapse)", () => {
    const msgs = exchanges(8, 100);
    const a = planSummary(none, msgs, policy);
    const b = planSummary(none, [...msgs].reverse(), policy);
    expect(b).toEqual(a);
  });

  it("given refused answers, when planned, then they cost nothing and are not folded, but the fold point passes them", () => {
    const msgs = exchanges(5, 100).map((m, i) => (i === 1 ? { ...m, finish: "refused", tokens: 5_000 } : m));
    const plan = planSummary(none, msgs, policy);
    expect(plan).toEqual({ action: "skip", reason: "below-threshold", uncoveredTokens: 900 });
    const more = planSummary(none, [...msgs, ...exchanges(1, 100, 110)], policy);
    if (more.action !== "summarize") throw new Error("expected summarize");
    expect(more.fold.some((m) => m.finish === "refused")).toBe(false);
    expect(more.foldedMessages).toBe(more.fold.length + 1);
  });

  it("given a backlog beyond one job's input, when planned, then it folds the oldest whole exchanges that fit", () => {
    const plan = planSummary({ summaryTokens: 150, summaryUptoSeq: null }, exchanges(20, 100), {
      ...policy,
      maxInputTokens: 700,
    });
    if (plan.action !== "summarize") throw new Error("expected summarize");
    // 150 + 5 turns = 650 fits, 6 would not; cut back to the end of the last answer: 4 turns.
    expect(plan.fold).toHaveLength(4);
    expect(plan.fold.at(-1)!.role).toBe("assistant");
  });

  it("given one turn larger than a job's input, when planned, then it is folded alone rather than never", () => {
    const msgs = exchanges(3, 100).map((m, i) => (i === 0 ? { ...m, tokens: 9_000 } : m));
    const plan = planSummary(none, msgs, policy);
    if (plan.action !== "summarize") throw new Error("expected summarize");
    expect(plan.fold.map((m) => m.logSeq)).toEqual([10]);
  });
});

describe("checkPolicy", () => {
  it("given keepRecentTokens above the threshold, when checked, then it says why it cannot work", () => {
    expect(() => checkPolicy({ ...policy, keepRecentTokens: 2_000 })).toThrow(
      /must be below thresholdTokens/,
    );
  });
  it("given a non-integer, when checked, then it names the field", () => {
    expect(() => checkPolicy({ ...policy, thresholdTokens: Number.NaN })).toThrow(/thresholdTokens/);
  });
});
