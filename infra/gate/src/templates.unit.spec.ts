import { CATEGORIES, categoryOf } from "@chat/sim";
import { describe, expect, it } from "vitest";
import { loadPrompts } from "./data.ts";
import { generatePrompts } from "./templates.ts";

describe("the gate's prompt set", () => {
  const prompts = loadPrompts();

  it("is the templates' output, 2,000 distinct prompts, ~167 in each of 12 categories", () => {
    expect(prompts).toEqual(generatePrompts(CATEGORIES));
    expect(prompts).toHaveLength(2000);
    expect(new Set(prompts.map((p) => p.prompt)).size).toBe(2000);
    for (const c of CATEGORIES) {
      const n = prompts.filter((p) => p.category === c).length;
      expect(n === 166 || n === 167, `${c}: ${n}`).toBe(true);
    }
  });

  it("reads as its own category to a simulated model", () => {
    const wrong = prompts.filter((p) => categoryOf(p.prompt) !== p.category);
    expect(wrong).toEqual([]);
  });
});
