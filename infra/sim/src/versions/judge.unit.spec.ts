import { judgeUserMessage, parseJudgeReply, parseJudgeUserMessage } from "@chat/events";
import { describe, expect, it } from "vitest";
import { SENTENCES_FOR_TESTS, versionAnswer } from "./answers.ts";
import { answerScore, judgeCase, judgeReply } from "./judge.ts";
import { versionProfile } from "./profiles.ts";

const { SUBSTANTIVE, VAGUE } = SENTENCES_FOR_TESTS;

describe("the simulated judge reads what is in the answers", () => {
  it("scores every substantive sentence up and every vague one down", () => {
    for (const s of Object.values(SUBSTANTIVE).flat()) expect(answerScore(s), s).toBe(1);
    for (const s of VAGUE) expect(answerScore(s), s).toBe(-1);
  });

  it("prefers the clearly better answer in both orders", () => {
    const good = `Here is my answer. ${SUBSTANTIVE.general.join(" ")}`;
    const poor = `Here is my answer. ${VAGUE.slice(0, 4).join(" ")}`;
    const question = "Explain how tides work.";
    expect(judgeCase({ question, answerA: good, answerB: poor })).toBe("A");
    expect(judgeCase({ question, answerA: poor, answerB: good })).toBe("B");
  });

  it("never prefers the second of two identical answers (its bias is towards the first)", () => {
    for (let i = 0; i < 200; i++) {
      const a = versionAnswer(
        { profile: versionProfile("v1"), labels: new Map() },
        `Write a poem number ${i}.`,
      );
      expect(judgeCase({ question: `q${i}`, answerA: a, answerB: a })).not.toBe("B");
    }
  });

  it("keeps its verdict under a swap about as often as MT-Bench's GPT-4 judge (~65%)", () => {
    const v1 = { profile: versionProfile("v1"), labels: new Map<string, "safe" | "unsafe">() };
    const v2 = { profile: versionProfile("v2"), labels: new Map<string, "safe" | "unsafe">() };
    let agreed = 0;
    const n = 600;
    for (let i = 0; i < n; i++) {
      const question = `Explain how engine number ${i} works.`;
      const a = versionAnswer(v2, question);
      const b = versionAnswer(v1, question);
      const first = judgeCase({ question, answerA: a, answerB: b });
      const second = judgeCase({ question, answerA: b, answerB: a });
      const same =
        (first === "C" && second === "C") ||
        (first === "A" && second === "B") ||
        (first === "B" && second === "A");
      if (same) agreed++;
    }
    expect(agreed / n).toBeGreaterThan(0.55);
    expect(agreed / n).toBeLessThan(0.75);
  });
});

describe("the judge protocol", () => {
  it("round-trips a case through the prompt and reads the last verdict of a reply", () => {
    const c = { question: "Q?\nwith two lines", answerA: "first\nanswer", answerB: "second answer" };
    expect(parseJudgeUserMessage(judgeUserMessage(c))).toEqual(c);
    expect(parseJudgeReply("I considered [[A]] but no. [[B]]")).toBe("B");
    expect(parseJudgeReply("no verdict")).toBeNull();
  });

  it("answers a message that is not a judge prompt with a tie", () => {
    expect(parseJudgeReply(judgeReply("hello"))).toBe("C");
  });
});
