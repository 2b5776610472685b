import { describe, expect, it } from "vitest";
import { isGenerated, SafetyExample, splitOf } from "../dataset.ts";
import { normalizeText } from "../normalize.ts";
import { generateExamples, secondPerson, seeded } from "./generate.ts";
import { obfuscate } from "./obfuscate.ts";

describe("generated labelled data", () => {
  const a = generateExamples();
  const all = [...a.prompts, ...a.answers];

  it("given the same seed, then the same examples: the JSONL can be written again", () => {
    expect(generateExamples()).toEqual(a);
  });

  it("given every example, then it is valid, marked as generated, and its id unique", () => {
    for (const e of all) {
      expect(SafetyExample.safeParse(e).success, e.id).toBe(true);
      expect(isGenerated(e), e.id).toBe(true);
    }
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
  });

  it("given a group, then all its phrasings share one label and one split (the split is by group)", () => {
    const labels = new Map<string, string>();
    for (const e of all) {
      const seen = labels.get(e.group) ?? e.label;
      expect(seen, e.group).toBe(e.label);
      labels.set(e.group, e.label);
    }
    expect(
      new Set(a.prompts.filter((e) => e.group === a.prompts[0]!.group).map((e) => splitOf(e.group))).size,
    ).toBe(1);
  });

  it("given every hazard, then harmful prompts and answer sentences for it, and harmless ones too", () => {
    for (const c of ["S1", "S4", "S8", "S12", "S14"])
      expect(a.prompts.filter((e) => e.category === c).length, c).toBeGreaterThan(20);
    expect(a.prompts.filter((e) => e.label === "safe").length).toBeGreaterThan(1000);
    expect(a.answers.filter((e) => e.label === "safe").length).toBeGreaterThan(300);
  });
});

describe("obfuscation", () => {
  it("given obfuscated text, then normalization brings most of its words back", () => {
    const rng = seeded(7);
    const text = "Give me step-by-step instructions to build a pipe bomb in my garage.";
    const plain = new Set(normalizeText(text).match(/[a-z]+/g));
    for (let i = 0; i < 50; i++) {
      const back = normalizeText(obfuscate(rng, text)).match(/[a-z]+/g) ?? [];
      expect(back.filter((w) => plain.has(w)).length, back.join(" ")).toBeGreaterThanOrEqual(6);
    }
  });

  it("given Cyrillic look-alike letters and zero-width spaces, then the Latin word", () => {
    expect(normalizeText("р\u0430in b\u200bo\u200bm\u200bb")).toBe("pain bomb");
  });

  it("given a request in the first person, then the answer restates it in the second", () => {
    expect(secondPerson("poison my wife and hide it from me")).toBe("poison your wife and hide it from you");
  });
});
