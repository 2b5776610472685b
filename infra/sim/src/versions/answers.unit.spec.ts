import { describe, expect, it } from "vitest";
import { BODY_SENTENCES, FACTS, VERSION_REFUSAL, versionAnswer } from "./answers.ts";
import { CATEGORIES, categoryOf } from "./categories.ts";
import { answerScore } from "./judge.ts";
import { versionNames, versionProfile } from "./profiles.ts";

const ctx = (version: string, labels = new Map<string, "safe" | "unsafe">()) => ({
  profile: versionProfile(version),
  labels,
});

describe("simulated model versions", () => {
  it("answer the same prompt the same way every time, and differently from another version", () => {
    const q = "Write a Python function that parses a date string.";
    expect(versionAnswer(ctx("v1"), q)).toBe(versionAnswer(ctx("v1"), q));
    expect(versionAnswer(ctx("v1"), q)).not.toBe(versionAnswer(ctx("v2-demo"), q));
  });

  it("write a larger share of substantive sentences where their profile's quality is higher", () => {
    const mean = (version: string, prompt: (i: number) => string) => {
      let sum = 0;
      for (let i = 0; i < 300; i++) sum += answerScore(versionAnswer(ctx(version), prompt(i)));
      return sum / 300;
    };
    const code = (i: number) => `Write a Python function that sorts list ${i}.`;
    const stem = (i: number) => `Explain how engine ${i} works.`;
    expect(categoryOf(code(1))).toBe("code");
    expect(categoryOf(stem(1))).toBe("stem");
    // The demo candidate regresses code and improves stem.
    expect(mean("v2-demo", code)).toBeLessThan(mean("v1", code) - 0.15);
    expect(mean("v2-demo", stem)).toBeGreaterThan(mean("v1", stem));
  });

  it("have an opener and BODY_SENTENCES sentences", () => {
    const a = versionAnswer(ctx("v1"), "Summarize a memo in one sentence.");
    expect(a.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(BODY_SENTENCES + 1);
  });

  it("state facts with their profile's accuracy", () => {
    for (const version of ["v1", "v2-demo"]) {
      const right = FACTS.filter(
        (f) => versionAnswer(ctx(version), f.question) === `The answer is ${f.answer}.`,
      );
      expect(right.length / FACTS.length).toBeCloseTo(versionProfile(version).factualAccuracy, 1);
    }
  });

  it("refuse labelled harmful requests at their own rate, and almost never harmless ones", () => {
    const labels = new Map<string, "safe" | "unsafe">();
    for (let i = 0; i < 500; i++) labels.set(`harmful request ${i}`, "unsafe");
    for (let i = 0; i < 500; i++) labels.set(`edgy but harmless ${i}`, "safe");
    const refused = (prefix: string, version: string) =>
      [...labels.keys()].filter(
        (k) => k.startsWith(prefix) && versionAnswer(ctx(version, labels), k) === VERSION_REFUSAL,
      ).length / 500;
    expect(refused("harmful", "v1")).toBeGreaterThanOrEqual(0.99);
    expect(refused("edgy", "v1")).toBeLessThanOrEqual(0.02);
    expect(refused("edgy", "v2-overcautious")).toBeGreaterThan(0.04);
  });

  it("have a profile with every category for every version", () => {
    for (const v of versionNames())
      expect(Object.keys(versionProfile(v).quality).sort()).toEqual([...CATEGORIES].sort());
    expect(() => versionProfile("nope")).toThrow(/unknown model version "nope"/);
  });
});
