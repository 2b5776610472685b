import { describe, expect, it } from "vitest";
import { budgetShare, noticeForDone, noticeForHttp, noticeForStoredAnswer, retryIn } from "./outcome.ts";

describe("outcome", () => {
  it("shows an answer read back as its done did, but a busy refusal without its old retry hint", () => {
    const refusal = "Sorry, I can't help with that request: it falls under (indiscriminate weapons, S9).";
    expect(noticeForStoredAnswer({ finish: "refused", detail: refusal, category: "S9" })).toEqual({
      kind: "safety",
      text: refusal,
    });
    const busy = noticeForStoredAnswer({
      finish: "refused",
      detail: "busy, try again soon",
      retryAfterSeconds: 20,
    });
    expect(busy?.kind).toBe("busy");
    expect(busy?.text).not.toMatch(/20 s|right now/);
    expect(noticeForStoredAnswer({ finish: "error", detail: "The model server failed." })).toEqual({
      kind: "error",
      text: "The model server failed.",
    });
    expect(noticeForStoredAnswer({ finish: "stop" })).toBeNull();
    expect(noticeForStoredAnswer({ finish: null })).toBeNull();
  });

  it("tells a busy refusal from a safety refusal, neither as an error", () => {
    expect(noticeForDone({ finish: "refused", retryAfterSeconds: 20 })).toEqual({
      kind: "busy",
      text: "The service is busy right now. Please try again in 20 s.",
      retryAfterSeconds: 20,
    });
    // A safety refusal whose category the guard could not name in time is still a safety refusal.
    expect(noticeForDone({ finish: "refused", detail: "I can't help with that." })?.kind).toBe("safety");
    expect(noticeForDone({ finish: "refused", category: "S9", detail: "I can't help with that." })).toEqual({
      kind: "safety",
      text: "I can't help with that.",
    });
    expect(noticeForDone({ finish: "stop" })).toBeNull();
    expect(noticeForDone({ finish: "stopped" })?.kind).toBe("stopped");
    expect(noticeForDone({ finish: "error", detail: "not started within 30 s" })?.kind).toBe("error");
  });

  it("shows a 429 with its time to retry", () => {
    expect(noticeForHttp(429, "rate_limited", "x", 3_840)).toEqual({
      kind: "limit",
      text: "You have reached your message limit for now. Try again in 64 min.",
      retryAfterSeconds: 3_840,
    });
    expect(noticeForHttp(429, "too_many_streams", "x", 1).text).toContain("Too many answers");
    expect(noticeForHttp(503, "log_unavailable", "x", 5).kind).toBe("busy");
    expect(noticeForHttp(400, "bad_request", "body.content: must not be empty", null)).toEqual({
      kind: "error",
      text: "body.content: must not be empty",
    });
  });

  it("words retry times and reads the budget headers", () => {
    expect([retryIn(null), retryIn(0), retryIn(3), retryIn(600), retryIn(10_800)]).toEqual([
      " soon",
      " soon",
      " in 3 s",
      " in 10 min",
      " in 3 h",
    ]);
    expect(budgetShare("25000", "5000")).toBe(0.2);
    expect(budgetShare(null, "1")).toBeNull();
  });
});
