import type { UsageSettled } from "@chat/events";
import { describe, expect, it } from "vitest";
import { workload } from "../fixtures/workload.ts";
import { BillingExport, formatBilling } from "./billing.ts";
import { EvalPairs } from "./evals.ts";

const period = { from: new Date("2025-01-01T00:00:00Z"), to: new Date("2025-01-02T00:00:00Z") };
const settled = (
  messageId: string,
  userId: string,
  tier: "free" | "plus",
  time: string,
  cost: number,
): UsageSettled => ({
  id: `${messageId}.settled`,
  type: "usage.settled",
  v: 1,
  time,
  userId,
  conversationId: "c1",
  messageId,
  tier,
  usage: { input: 100, cached: 90, output: 10 },
  reservedCost: 5000,
  cost,
  finish: "stop",
});

describe("billing export", () => {
  it("given settlements of two users, when folded, then one line per user and tier with totals", () => {
    const b = new BillingExport(period);
    b.add(settled("m1", "u1", "free", "2025-01-01T01:00:00Z", 59.1));
    b.add(settled("m2", "u1", "free", "2025-01-01T02:00:00Z", 59.2));
    b.add(settled("m3", "u1", "plus", "2025-01-01T03:00:00Z", 1));
    b.add(settled("m4", "u0", "free", "2025-01-01T04:00:00Z", 2));
    expect(b.result().map((l) => [l.userId, l.tier, l.messages, l.cost])).toEqual([
      ["u0", "free", 1, 2],
      ["u1", "free", 2, 118.3],
      ["u1", "plus", 1, 1],
    ]);
    expect(b.totals()).toEqual({
      messages: 4,
      input: 400,
      cached: 360,
      output: 40,
      reservedCost: 20000,
      cost: 121.3,
    });
  });

  it("given a settlement seen twice or outside [from, to), then it counts once or not at all", () => {
    const b = new BillingExport(period);
    expect(b.add(settled("m1", "u1", "free", "2025-01-01T00:00:00Z", 1))).toBe(true);
    expect(b.add(settled("m1", "u1", "free", "2025-01-01T00:00:00Z", 1))).toBe(false);
    expect(b.add(settled("m2", "u1", "free", "2025-01-02T00:00:00Z", 1))).toBe(false);
    expect(b.add(settled("m3", "u1", "free", "2024-12-31T23:59:59.999Z", 1))).toBe(false);
    expect(b.totals().messages).toBe(1);
  });

  it("given a period that ends before it starts, then the error names both ends", () => {
    expect(() => new BillingExport({ from: period.to, to: period.from })).toThrow(
      /from 2025-01-02.* to 2025-01-01/,
    );
  });

  it("formats CSV with a totals line and JSONL with period, lines and totals", () => {
    const b = new BillingExport(period);
    b.add(settled("m1", "u,1", "free", "2025-01-01T01:00:00Z", 3));
    const csv = formatBilling(b.result(), b.totals(), period, "csv").trim().split("\n");
    expect(csv).toEqual([
      "userId,tier,messages,input,cached,output,reservedCost,cost",
      '"u,1","free",1,100,90,10,5000,3',
      '"*TOTAL*","*",1,100,90,10,5000,3',
    ]);
    const jsonl = formatBilling(b.result(), b.totals(), period, "jsonl")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(jsonl.map((j) => j.kind)).toEqual(["period", "usage", "totals"]);
  });
});

describe("eval export", () => {
  it("given a submission and its finish, then one pair of the prompt and the answer", () => {
    const e = new EvalPairs();
    const events = workload({ conversations: 1, messagesPerConversation: 2 });
    const pairs = events.map((ev) => e.add(ev)).filter((p) => p !== null);
    expect(pairs).toHaveLength(2);
    const submitted = events.find((ev) => ev.type === "message.submitted");
    expect(pairs[0]).toMatchObject({
      prompt: submitted?.type === "message.submitted" ? submitted.prompt : null,
      model: "large-70b",
    });
    expect(e.unanswered).toBe(0);
  });
});
