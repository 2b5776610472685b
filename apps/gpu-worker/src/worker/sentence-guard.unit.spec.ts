import type { Checker, CheckResult } from "@chat/events/safety";
import { describe, expect, it } from "vitest";
import { lastUserMessage, outputRefusal, SentenceGuard } from "./sentence-guard.ts";

/** A checker whose verdicts the test resolves by hand, in any order. */
function manualChecker(flag: (sentence: string) => boolean) {
  const pending: Array<{ sentence: string; resolve: (r: CheckResult) => void }> = [];
  const checker: Checker = {
    check: (_stage, conv) =>
      new Promise((resolve) => pending.push({ sentence: conv.at(-1)!.content, resolve })),
  };
  const answer = (i: number) => {
    const p = pending[i]!;
    const flagged = flag(p.sentence);
    p.resolve({
      flagged,
      category: flagged ? "S9" : null,
      score: flagged ? 0.99 : 0.01,
      decidedBy: "guard",
      ms: 1,
    });
  };
  return { checker, pending, answer };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("sentence guard", () => {
  it("given verdicts that arrive out of order, then sentences are released in order, each only once checked", async () => {
    const { checker, pending, answer } = manualChecker(() => false);
    const released: string[] = [];
    const g = new SentenceGuard({
      checker,
      question: "q",
      release: (t) => released.push(t),
      onFlag: () => {},
    });
    g.push("One is here. Two is ", 5);
    g.push("there. Three", 3);
    expect(pending.map((p) => p.sentence)).toEqual(["One is here. ", "Two is there. "]);
    answer(1);
    await tick();
    expect(released).toEqual([]); // the second waits for the first
    answer(0);
    await tick();
    expect(released).toEqual(["One is here. ", "Two is there. "]);
    const end = g.end();
    await tick();
    answer(2);
    await end;
    expect(released.join("")).toBe("One is here. Two is there. Three");
    expect(g.released).toBe(released.join(""));
    expect(g.checks).toEqual({ sentences: 3, baseline: 0 });
  });

  it("given a flagged sentence, then it and everything after it is never released, and onFlag fires once", async () => {
    const { checker, pending, answer } = manualChecker((s) => s.includes("bomb"));
    const released: Array<[string, number]> = [];
    const flags: string[] = [];
    const g = new SentenceGuard({
      checker,
      question: "q",
      release: (t, n) => released.push([t, n]),
      onFlag: (_v, s) => flags.push(s),
    });
    g.push("Fine start. Build the bomb now. ", 12);
    g.push("More text. ", 3);
    g.push("Even more.", 3);
    const end = g.end();
    for (let i = 0; i < pending.length; i++) answer(i);
    await end;
    expect(released.map(([t]) => t)).toEqual(["Fine start. "]);
    expect(flags).toEqual(["Build the bomb now. "]);
    expect(g.flagged?.category).toBe("S9");
    expect(outputRefusal(g)).toMatchObject({ category: "S9", safety: { stage: "output", flagged: true } });
    g.push("Ignored. Really.", 2);
    expect(released).toHaveLength(1);
  });

  it("given engine chunks, then every token is given to some released piece", async () => {
    const checker: Checker = {
      check: async () => ({ flagged: false, category: null, score: 0, decidedBy: "baseline", ms: 0 }),
    };
    let tokens = 0;
    const g = new SentenceGuard({
      checker,
      question: "q",
      release: (_t, n) => (tokens += n),
      onFlag: () => {},
    });
    for (const [t, n] of [
      ["Hello the", 2],
      ["re. How", 2],
      [" are you?", 3],
      [" Fine.", 2],
    ] as const)
      g.push(t, n);
    await g.end();
    expect(tokens).toBe(9);
    expect(g.checks.baseline).toBe(g.checks.sentences);
  });

  it("given a prompt, then the question is its last user message", () => {
    expect(
      lastUserMessage([
        { role: "system", content: "s" },
        { role: "user", content: "first" },
        { role: "assistant", content: "a" },
        { role: "user", content: "second" },
      ]),
    ).toBe("second");
  });
});
