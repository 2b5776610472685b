import { describe, expect, it } from "vitest";
import { HAZARD_CODES } from "./categories.ts";
import { refusalMessage } from "./refusal.ts";

describe("refusal message", () => {
  it("given a self-harm refusal, on the way in or out, then it says where to find help now", () => {
    for (const stage of ["input", "output"] as const) {
      const text = refusalMessage("S11", stage);
      expect(text).toMatch(/^Sorry, I can't /);
      expect(text).toContain("(suicide and self-harm, S11)");
      expect(text).toContain("988");
      expect(text).toContain("116 123");
      expect(text).toContain("emergency number");
    }
  });

  it("given any other hazard or none, then the refusal alone: no crisis line where nobody asked about self-harm", () => {
    for (const category of [...HAZARD_CODES.filter((c) => c !== "S11"), null]) {
      const text = refusalMessage(category, "input");
      expect(text, String(category)).not.toContain("988");
      expect(text, String(category)).toMatch(/\.$/);
    }
    expect(refusalMessage("S9", "input")).toBe(
      "Sorry, I can't help with that request: it falls under a category of harm I don't assist with (indiscriminate weapons, S9).",
    );
  });
});
