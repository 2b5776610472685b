import { describe, expect, it } from "vitest";
import { buildSummaryPrompt } from "./prompt.ts";

const turns = [
  { role: "user" as const, content: "I am planning a trip to Kyoto in May." },
  { role: "assistant" as const, content: "Great: book ryokans early." },
];

describe("buildSummaryPrompt", () => {
  it("given no summary yet, when built, then it asks for a summary of the turns, labelled by speaker", () => {
    const [system, user] = buildSummaryPrompt({ previousSummary: null, turns, maxSummaryTokens: 400 });
    expect(system!.role).toBe("system");
    expect(system!.content).toMatch(/at most 240 words/);
    expect(user!.content).toContain("Summary so far:\n(none yet)");
    expect(user!.content).toContain(
      "User: I am planning a trip to Kyoto in May.\n\nAssistant: Great: book ryokans early.",
    );
  });

  it("given an old summary, when built, then the new summary is asked to cover it too", () => {
    const [, user] = buildSummaryPrompt({
      previousSummary: "The user likes trains.",
      turns,
      maxSummaryTokens: 400,
    });
    expect(user!.content.indexOf("The user likes trains.")).toBeLessThan(user!.content.indexOf("User: I am"));
  });

  it("given a pasted document longer than a turn may be, when built, then its middle is clipped", () => {
    const long = `${"a".repeat(100)}${"b".repeat(100)}`;
    const [, user] = buildSummaryPrompt({
      previousSummary: null,
      turns: [{ role: "user", content: long }],
      maxSummaryTokens: 100,
      maxTurnChars: 50,
    });
    expect(user!.content).toContain(
      `${"a".repeat(25)}\n[... 150 characters left out ...]\n${"b".repeat(25)}`,
    );
  });

  it("given nothing to fold, when built, then it refuses", () => {
    expect(() => buildSummaryPrompt({ previousSummary: null, turns: [], maxSummaryTokens: 100 })).toThrow(
      /at least one/,
    );
  });
});
