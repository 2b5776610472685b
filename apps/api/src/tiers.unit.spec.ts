import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { contentTokens, countTokens } from "@chat/model";
import { describe, expect, it } from "vitest";
import { cost, DEFAULT_TIERS, loadTiers, parseTiers, tierConfig, worstCaseCost } from "./tiers.ts";

describe("tiers", () => {
  it("given the defaults, then free and plus carry the design's numbers", () => {
    expect(tierConfig(DEFAULT_TIERS, "free")).toMatchObject({
      promptBudgetTokens: 8_000,
      maxAnswerTokens: 1_000,
      bucket: { capacity: 25_000, refillSeconds: 10_800 },
    });
    expect(tierConfig(DEFAULT_TIERS, "plus")).toMatchObject({
      promptBudgetTokens: 32_000,
      maxAnswerTokens: 2_000,
      bucket: { capacity: 250_000, refillSeconds: 10_800 },
    });
    expect(DEFAULT_TIERS.plus!.priority).toBeGreaterThan(DEFAULT_TIERS.free!.priority);
  });

  it("given the design's example usage, when costed, then uncached + 0.1 x cached + 4 x output", () => {
    const weights = DEFAULT_TIERS.free!.costWeights;
    expect(cost({ input: 3010, cached: 2610, output: 412 }, weights)).toBeCloseTo(400 + 261 + 1648);
    expect(worstCaseCost(3000, DEFAULT_TIERS.free!)).toBe(3000 + 4 * 1000);
  });

  it("given impossible usage, when costed, then the error names the field", () => {
    const weights = DEFAULT_TIERS.free!.costWeights;
    expect(() => cost({ input: 10, cached: 11, output: 0 }, weights)).toThrow(/usage.cached/);
    expect(() => cost({ input: -1, cached: 0, output: 0 }, weights)).toThrow(/usage.input/);
  });

  it("given a TIERS_FILE adding a tier, when loading, then the new tier sits beside the defaults", () => {
    const dir = mkdtempSync(join(tmpdir(), "tiers-"));
    try {
      const file = join(dir, "tiers.json");
      const team = {
        ...DEFAULT_TIERS.plus,
        priority: 20,
        bucket: { capacity: 1_000_000, refillSeconds: 3600 },
      };
      writeFileSync(file, JSON.stringify({ team }));
      const tiers = loadTiers({ TIERS_FILE: file });
      expect(tierConfig(tiers, "team").bucket.capacity).toBe(1_000_000);
      expect(tierConfig(tiers, "free")).toEqual(DEFAULT_TIERS.free);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("given a tier whose bucket cannot afford its largest prompt, when parsing, then the error names the field", () => {
    const bad = { ...DEFAULT_TIERS.free, bucket: { capacity: 5_000, refillSeconds: 60 } };
    expect(() => parseTiers({ bad })).toThrow(/tiers\.bad\.bucket\.capacity/);
    expect(() => tierConfig(DEFAULT_TIERS, "gold")).toThrow(/unknown tier "gold"/);
  });
});

describe("countTokens", () => {
  it("counts with the Llama 3 tokenizer, without special begin/end tokens", () => {
    expect(countTokens("hello world")).toBe(2);
    expect(countTokens("")).toBe(0);
    expect(contentTokens("  hello world\n")).toBe(2);
  });
});
