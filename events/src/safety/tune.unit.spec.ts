import { describe, expect, it } from "vitest";
import type { Hazard } from "./categories.ts";
import { guardRequestBody, guardTextOf, parseCategoryReply, parseGuardReply } from "./guard-protocol.ts";
import { evaluate, type ScoredExample, tuneThresholds } from "./tune.ts";

const ex = (label: "safe" | "unsafe", unsafe: number, predicted: Hazard, category: Hazard | null = null) =>
  ({
    label,
    unsafe,
    predicted,
    category: label === "unsafe" ? (category ?? predicted) : null,
    style: "direct",
  }) as ScoredExample;

describe("threshold tuning", () => {
  it("given safe examples up to 0.6, then the floor sits above them, and a hazard goes lower only where its own examples allow", () => {
    const scored = [
      ...[0.1, 0.2, 0.3, 0.6].map((u) => ex("safe", u, "S1")),
      ex("unsafe", 0.9, "S1"),
      ex("unsafe", 0.45, "S9"),
      ex("unsafe", 0.95, "S9"),
    ];
    const t = tuneThresholds(scored, { maxFalsePositive: 0, lowest: 0.2 });
    expect(t.S1).toBeCloseTo(0.61, 5); // the floor: no safe example flagged
    expect(t.S9).toBeCloseTo(0.45, 5); // lower: catches both S9 examples, no safe example looks like S9
    expect(t.S5).toBeCloseTo(0.61, 5); // no tuning examples: the floor
  });

  it("given a false-positive budget, then the floor lets that share of safe examples through", () => {
    const scored = Array.from({ length: 10 }, (_, i) => ex("safe", i / 10, "S2"));
    // Scores 0.0..0.9: at 0.71 two of ten (0.8, 0.9) are flagged, the 20% allowed.
    expect(tuneThresholds(scored, { maxFalsePositive: 0.2, lowest: 1 }).S2).toBeCloseTo(0.71, 5);
  });
});

describe("evaluation", () => {
  it("given flags, then refusal rate per hazard and false positives by style", () => {
    const e = evaluate([
      { ...ex("unsafe", 0.9, "S1"), flagged: true },
      { ...ex("unsafe", 0.1, "S1"), flagged: false },
      { ...ex("safe", 0.9, "S1"), style: "edgy", flagged: true },
      { ...ex("safe", 0.1, "S1"), style: "plain", flagged: false },
    ]);
    expect(e).toMatchObject({ harmful: 2, refused: 1, refusalRate: 0.5, safe: 2, falsePositives: 1 });
    expect(e.perCategory.find((c) => c.category === "S1")).toMatchObject({ harmful: 2, refused: 1 });
    expect(e.safeByStyle).toEqual([
      { style: "edgy", safe: 1, refused: 1, rate: 1 },
      { style: "plain", safe: 1, refused: 0, rate: 0 },
    ]);
    expect(e.missedByStyle).toEqual({ direct: 1 });
  });
});

describe("guard protocol", () => {
  it("given a first-token reply with log-probabilities, then the score is P(unsafe)", () => {
    const body = (content: string, top: Array<[string, number]>) => ({
      choices: [
        {
          message: { content },
          logprobs: {
            content: [
              {
                token: content.split("\n")[0],
                logprob: 0,
                top_logprobs: top.map(([token, p]) => ({ token, logprob: Math.log(p) })),
              },
            ],
          },
        },
      ],
    });
    const safe = parseGuardReply(
      body("safe", [
        ["safe", 0.8],
        ["unsafe", 0.2],
      ]),
    );
    expect(safe.ok && safe.value.unsafe).toBeCloseTo(0.2, 6);
    const unsafe = parseGuardReply(
      body("unsafe\nS9", [
        ["unsafe", 0.97],
        ["safe", 0.03],
      ]),
    );
    expect(unsafe.ok && unsafe.value).toMatchObject({ category: "S9" });
    expect(unsafe.ok && unsafe.value.unsafe).toBeCloseTo(0.97, 6);
  });

  it("given a reply without log-probabilities, then the text decides (0 or 1); given nonsense, then an error", () => {
    const r = parseGuardReply({ choices: [{ message: { content: "unsafe\nS1,S10" } }] });
    expect(r).toEqual({ ok: true, value: { unsafe: 1, category: "S1", text: "unsafe\nS1,S10" } });
    expect(parseGuardReply({ choices: [{ message: { content: "maybe" } }] }).ok).toBe(false);
    expect(parseGuardReply({}).ok).toBe(false);
    expect(parseCategoryReply({ choices: [{ message: { content: "S14" } }] })).toBe("S14");
    expect(parseCategoryReply({ choices: [{ message: { content: "S15" } }] })).toBeNull();
  });

  it("given a conversation, then the guard reads the last answer, or the newest user turns", () => {
    expect(
      guardTextOf([
        { role: "user", content: "q" },
        { role: "assistant", content: "a sentence" },
      ]),
    ).toBe("a sentence");
    expect(
      guardTextOf([
        { role: "user", content: "1" },
        { role: "assistant", content: "x" },
        { role: "user", content: "2" },
        { role: "user", content: "3" },
        { role: "user", content: "4" },
      ]),
    ).toBe("2\n3\n4");
    expect(guardRequestBody("g", [{ role: "user", content: "q" }])).toMatchObject({
      max_tokens: 1,
      logprobs: true,
    });
    expect(guardRequestBody("g", [{ role: "user", content: "q" }], true)).toMatchObject({
      continue_final_message: true,
    });
  });
});
