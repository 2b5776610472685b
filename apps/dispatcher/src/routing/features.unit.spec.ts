import { describe, expect, it } from "vitest";
import { extractFeatures, FEATURE_NAMES, hasCode } from "./features.ts";

const feature = (text: string, name: (typeof FEATURE_NAMES)[number], extra = {}) =>
  extractFeatures({ text, contentTokens: Math.ceil(text.length / 4), depth: 0, tier: "free", ...extra })[
    FEATURE_NAMES.indexOf(name)
  ]!;

describe("extractFeatures", () => {
  it("gives one finite value per feature name", () => {
    const values = extractFeatures({ text: "", contentTokens: 0, depth: 0, tier: "free" });
    expect(values).toHaveLength(FEATURE_NAMES.length);
    expect(values.every(Number.isFinite)).toBe(true);
  });

  it("sees reasoning cues in several languages", () => {
    expect(feature("hi there", "reasoningCues")).toBe(0);
    expect(feature("Explain why this works, step by step", "reasoningCues")).toBeGreaterThan(0);
    expect(feature("Beweise Schritt für Schritt, dass", "reasoningCues")).toBeGreaterThan(0);
    expect(feature("请证明，并一步一步解释", "reasoningCues")).toBeGreaterThan(0);
  });

  it("sees math, LaTeX and non-Latin script", () => {
    expect(feature("Evaluate \\int_0^1 x^2 dx", "latex")).toBeGreaterThan(0);
    expect(feature("prove the theorem", "mathWords")).toBeGreaterThan(0);
    expect(feature("你好！今天怎么样？", "nonLatinScript")).toBe(1);
    expect(feature("hello", "nonLatinScript")).toBe(0);
    expect(feature("¿Cuál es la capital de Perú?", "nonEnglishLatin")).toBeGreaterThan(0);
  });

  it("sees conversation depth and previous turn length", () => {
    expect(feature("why?", "depth", { depth: 12 })).toBeGreaterThan(feature("why?", "depth", { depth: 1 }));
    expect(feature("why?", "previousTurnLength", { previousTurnTokens: [1500, 1200] })).toBeGreaterThan(0.9);
  });
});

describe("hasCode", () => {
  it("given a fence or dense code syntax, then true; given prose about code, then false", () => {
    expect(hasCode("fix this:\n```\nx = 1\n```")).toBe(true);
    expect(hasCode("function f() { return a.b(); } const x = f();")).toBe(true);
    expect(hasCode("How do I reverse a list in Python?")).toBe(false);
    expect(hasCode("I love {curly} things; really; truly;")).toBe(false);
  });
});
