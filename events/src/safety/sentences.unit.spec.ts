import { describe, expect, it } from "vitest";
import { SentenceSplitter, splitSentences } from "./sentences.ts";

/** Feeds text in small chunks, as an engine streams it. */
function streamed(text: string, chunk = 3, maxChars?: number): string[] {
  const s = new SentenceSplitter(maxChars);
  const out: string[] = [];
  for (let i = 0; i < text.length; i += chunk) out.push(...s.push(text.slice(i, i + chunk)));
  return [...out, ...s.flush()];
}

describe("sentence splitter", () => {
  it("given plain sentences, then one piece each, concatenating to the text, the same however it streams", () => {
    const text = "The sky is blue. Water is wet! Is it? Yes.";
    const pieces = splitSentences(text);
    expect(pieces).toEqual(["The sky is blue. ", "Water is wet! ", "Is it? ", "Yes."]);
    for (const chunk of [1, 2, 5, 100]) expect(streamed(text, chunk)).toEqual(pieces);
  });

  it("given abbreviations, initials, decimals and a lower-case continuation, then no cut there", () => {
    const text =
      "Dr. Smith met J. R. Tolkien at 3.5 p.m. on a Monday. E.g. this stays, e.g. that too. Prices rose 2.5% vs. last year.";
    expect(splitSentences(text)).toEqual([
      "Dr. Smith met J. R. Tolkien at 3.5 p.m. on a Monday. ",
      "E.g. this stays, e.g. that too. ",
      "Prices rose 2.5% vs. last year.",
    ]);
  });

  it("given a period at the end of what has arrived, then it waits for the next word before cutting", () => {
    const s = new SentenceSplitter();
    expect(s.push("He sat down.")).toEqual([]);
    expect(s.push(" Then")).toEqual(["He sat down. "]);
    expect(s.flush()).toEqual(["Then"]);
  });

  it("given a list, then each item is a piece", () => {
    expect(splitSentences("Steps:\n1. Open the lid\n2. Pour the water\n- a bullet\n")).toEqual([
      "Steps:\n",
      "1. Open the lid\n",
      "2. Pour the water\n",
      "- a bullet\n",
    ]);
  });

  it("given a fenced code block, then its lines are pieces and periods inside do not cut", () => {
    const text = "Run this:\n```python\nimport os. x = 1. print(x)\nos.getpid()\n```\nDone. Bye.";
    expect(streamed(text, 4)).toEqual([
      "Run this:\n",
      "```python\n",
      "import os. x = 1. print(x)\n",
      "os.getpid()\n",
      "```\n",
      "Done. ",
      "Bye.",
    ]);
  });

  it("given unicode, then CJK full stops cut at once and closing quotes stay with their sentence", () => {
    expect(splitSentences("你好。今天天气很好！真的吗？")).toEqual(["你好。", "今天天气很好！", "真的吗？"]);
    expect(splitSentences("\u201cStop.\u201d She left. Caf\u00e9 time\u2026 Next one.")).toEqual([
      "\u201cStop.\u201d ",
      "She left. ",
      "Caf\u00e9 time\u2026 ",
      "Next one.",
    ]);
  });

  it("given a run-on sentence, then it is cut at a space once it passes the limit", () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const pieces = streamed(words, 7, 100);
    expect(pieces.join("")).toBe(words);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(100);
    expect(pieces.length).toBeGreaterThan(3);
  });
});

describe("sentence splitter, first piece", () => {
  it("given firstWords, then the first piece ends after that many words, the rest by sentence", () => {
    const s = new SentenceSplitter(320, 4);
    expect(s.push("Here is what I")).toEqual([]);
    expect(s.push(" know about tides. They rise")).toEqual(["Here is what I ", "know about tides. "]);
    expect(s.push(" twice a day.")).toEqual([]);
    expect(s.flush()).toEqual(["They rise twice a day."]);
  });

  it("given a short first sentence, then it ends the first piece as usual", () => {
    expect(splitSentences("Yes. Of course it is.")).toEqual(["Yes. ", "Of course it is."]);
    const s = new SentenceSplitter(320, 4);
    expect([...s.push("Yes. Of course it is."), ...s.flush()]).toEqual(["Yes. ", "Of course it is."]);
  });
});
