import { describe, expect, it } from "vitest";
import { outcomeScore, pairVerdict, tally, winRate } from "./pairs.ts";

describe("pairVerdict: each pair judged twice, the order swapped", () => {
  it("counts a win only when both orders prefer the candidate", () => {
    // candidate shown first and chosen (A); current shown first and the other chosen (B)
    expect(pairVerdict("A", "B")).toEqual({ outcome: "win", agreed: true });
  });

  it("counts a loss only when both orders prefer the current version", () => {
    expect(pairVerdict("B", "A")).toEqual({ outcome: "loss", agreed: true });
  });

  it("makes a tie of a judge that just prefers the first position", () => {
    expect(pairVerdict("A", "A")).toEqual({ outcome: "tie", agreed: false });
    expect(pairVerdict("B", "B")).toEqual({ outcome: "tie", agreed: false });
  });

  it("makes a tie when one order is a tie, and counts two ties as agreement", () => {
    expect(pairVerdict("A", "C")).toEqual({ outcome: "tie", agreed: false });
    expect(pairVerdict("C", "A")).toEqual({ outcome: "tie", agreed: false });
    expect(pairVerdict("C", "C")).toEqual({ outcome: "tie", agreed: true });
  });
});

describe("win rate", () => {
  it("counts a tie as half a win, so an all-tie run scores exactly one half", () => {
    const ties = Array.from({ length: 7 }, () => pairVerdict("A", "A"));
    expect(winRate(tally(ties))).toBe(0.5);
  });

  it("tallies wins, ties, losses and agreement", () => {
    const t = tally([
      pairVerdict("A", "B"),
      pairVerdict("A", "B"),
      pairVerdict("B", "A"),
      pairVerdict("A", "A"),
    ]);
    expect(t).toEqual({ n: 4, wins: 2, ties: 1, losses: 1, agreed: 3 });
    expect(winRate(t)).toBeCloseTo(2.5 / 4);
    expect(outcomeScore("win") + outcomeScore("tie") + outcomeScore("loss")).toBe(1.5);
  });

  it("is NaN with no comparisons (never a pass)", () => {
    expect(winRate(tally([]))).toBeNaN();
  });
});
