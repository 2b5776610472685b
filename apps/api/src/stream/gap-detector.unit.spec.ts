import { describe, expect, it } from "vitest";
import { delta, finished } from "../fixtures/answer-events.ts";
import { GapDetector } from "./gap-detector.ts";

const ids = { userId: "u1", conversationId: "c1", messageId: "m1" };
const t0 = 1_000_000;

/** A detector that has handed the client deltas 1..n ("a", "b", ...). */
function after(n: number): GapDetector {
  const g = new GapDetector({ silenceMs: 3_000, nowMs: t0 });
  for (let seq = 1; seq <= n; seq++) g.delivered(delta(ids, seq, "x"));
  return g;
}

describe("GapDetector", () => {
  it("given deltas in order, then nothing is read from the log", () => {
    const g = after(0);
    for (let seq = 1; seq <= 5; seq++) {
      const ev = delta(ids, seq, "x");
      expect(g.live(ev, t0 + seq)).toBe("none");
      g.delivered(ev);
    }
    expect(g.live(finished(ids, "xxxxx"), t0 + 6)).toBe("none");
    expect(g.lastDeltaSeq).toBe(5);
  });

  it("given delta 3 was missed, when delta 4 arrives live, then the log is replayed", () => {
    const g = after(2);

    expect(g.live(delta(ids, 4, "x"), t0)).toBe("replay");
  });

  it("given a repeated delta (a retried publish), then it is not a gap", () => {
    const g = after(3);

    expect(g.live(delta(ids, 2, "x"), t0)).toBe("none");
  });

  it("given the last deltas were missed, when the finish arrives with more text than delivered, then the log is probed first", () => {
    const g = after(2);

    expect(g.live(finished(ids, "xxxx"), t0)).toBe("probe");
    // The log has deltas 3 and 4: replay. Had it none beyond 2 (a refusal's text), the finish is delivered as is.
    expect(g.probed({ lastDeltaSeq: 4, finished: true })).toBe("replay");
    expect(g.probed({ lastDeltaSeq: 2, finished: true })).toBe("none");
  });

  it("given silence while unfinished, then a probe every silenceMs, and a replay only when the log is ahead", () => {
    const g = after(3);

    expect(g.tick(t0 + 2_999)).toBe("none");
    expect(g.tick(t0 + 3_000)).toBe("probe");
    expect(g.probed({ lastDeltaSeq: 3, finished: false })).toBe("none");
    expect(g.tick(t0 + 3_001)).toBe("none"); // the next probe is a full silence later
    expect(g.tick(t0 + 6_000)).toBe("probe");
    expect(g.probed({ lastDeltaSeq: 3, finished: true })).toBe("replay"); // the finish was missed
    expect(g.probed({ lastDeltaSeq: 5, finished: false })).toBe("replay");
  });

  it("given live events keep coming, then silence never triggers", () => {
    const g = after(1);

    g.live(delta(ids, 2, "x"), t0 + 2_500);
    expect(g.tick(t0 + 5_000)).toBe("none");
  });

  it("given a reconnect, then an unfinished answer is probed and a finished one is left alone", () => {
    const g = after(2);
    expect(g.reconnected()).toBe("probe");

    g.delivered(finished(ids, "xx"));
    expect(g.reconnected()).toBe("none");
    expect(g.tick(t0 + 60_000)).toBe("none");
  });
});
