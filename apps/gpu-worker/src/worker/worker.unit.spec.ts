import { describe, expect, it } from "vitest";
import { DeltaBatcher } from "./delta-batcher.ts";
import { isRepeating } from "./repetition.ts";

describe("DeltaBatcher", () => {
  it("sends the first token at once, then batches until a sentence ends", () => {
    const b = new DeltaBatcher(50);
    expect(b.add("Hello", 1, 0)).toEqual({ text: "Hello", tokens: 1 });
    expect(b.add(" wor", 1, 5)).toBeNull();
    expect(b.add("ld.", 1, 10)).toEqual({ text: " world.", tokens: 2 });
  });

  it("given a long sentence, flushes after the delay", () => {
    const b = new DeltaBatcher(50);
    b.add("A", 1, 0);
    expect(b.add(" long", 1, 10)).toBeNull();
    expect(b.due(40)).toBe(false);
    expect(b.due(60)).toBe(true);
    expect(b.add(" clause", 1, 61)).toEqual({ text: " long clause", tokens: 2 });
  });

  it("flush returns what is left, once", () => {
    const b = new DeltaBatcher(50);
    b.add("x", 1, 0);
    b.add("y", 1, 1);
    expect(b.flush()).toEqual({ text: "y", tokens: 1 });
    expect(b.flush()).toBeNull();
  });
});

describe("isRepeating", () => {
  it("given a span repeated back to back four times, says so", () => {
    expect(isRepeating(`Intro. ${"The tide comes in and goes out. ".repeat(4)}`)).toBe(true);
  });

  it("given varied prose, or a repeat only three times, says no", () => {
    expect(
      isRepeating("The tide comes in. Crabs hide under rocks. Anemones close when touched. Gulls wait."),
    ).toBe(false);
    expect(isRepeating("The tide comes in and goes out. ".repeat(3))).toBe(false);
  });

  it("ignores short stutters below the minimum span", () => {
    expect(isRepeating("ha ha ha ha ha ha ha ha")).toBe(false);
  });
});
