import { judgeUserMessage, parseJudgeUserMessage, ShadowEvent } from "@chat/events";
import { describe, expect, it } from "vitest";
import { rolloutPair } from "./fixtures/rollout-pair.ts";
import { choiceOf, judgeCases, NoVerdictError, verdictOf } from "./judge-verdict.ts";

const pair = rolloutPair(1, {
  current: "Use sorted().",
  candidate: "Use sorted(xs), for example sorted([3, 1]).",
});
const now = new Date(1_760_000_000_000);

describe("the rollout judge's two orders", () => {
  it("shows the candidate first, then the current version first, with the user's question", () => {
    const c = judgeCases(pair);
    expect(c.candidateFirst).toEqual({
      question: pair.content,
      answerA: pair.candidate.text,
      answerB: pair.current.text,
    });
    expect(c.currentFirst).toEqual({
      question: pair.content,
      answerA: pair.current.text,
      answerB: pair.candidate.text,
    });
    // The judge's own parser reads the prompt back (the simulated judge and a real one see the same text).
    expect(parseJudgeUserMessage(judgeUserMessage(c.currentFirst))).toEqual(c.currentFirst);
  });
});

describe("the verdict of a pair", () => {
  it("given both orders prefer the candidate, when judged, then it is a win the judge agreed on", () => {
    const v = verdictOf(pair, "A", "B", "judge-sim", now);
    expect(v).toMatchObject({ outcome: "win", agreed: true, candidateVersion: "v2", currentVersion: "v1" });
    expect(v.id).toBe(`${pair.shadowId}.verdict`);
    expect(ShadowEvent.parse(v)).toEqual(v);
  });

  it("given both orders prefer the current version, then it is a loss", () => {
    expect(verdictOf(pair, "B", "A", "judge-sim", now)).toMatchObject({ outcome: "loss", agreed: true });
  });

  it("given the judge only likes position A, then it is a tie it did not agree on", () => {
    expect(verdictOf(pair, "A", "A", "judge-sim", now)).toMatchObject({ outcome: "tie", agreed: false });
  });

  it("reads the last [[X]] of a reply, and refuses a reply with none", () => {
    expect(choiceOf("A has [[B]]... final: [[A]]", "candidate-first")).toBe("A");
    expect(() => choiceOf("I cannot decide.", "current-first")).toThrow(NoVerdictError);
  });
});
