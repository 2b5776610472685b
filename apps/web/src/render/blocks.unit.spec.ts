import { describe, expect, it } from "vitest";
import { splitBlocks } from "./blocks.ts";

describe("splitBlocks", () => {
  it("given paragraphs, when a blank line follows one, then it is done and the rest is the tail", () => {
    expect(splitBlocks("one\n\ntwo")).toEqual({ done: ["one"], tail: "two" });
    expect(splitBlocks("one\ntwo")).toEqual({ done: [], tail: "one\ntwo" });
  });

  it("keeps an open code fence in the tail, blank lines and all, until it closes", () => {
    const open = "intro\n\n```ts\nconst a = 1;\n\nconst b = 2;\n";
    expect(splitBlocks(open)).toEqual({ done: ["intro"], tail: "```ts\nconst a = 1;\n\nconst b = 2;\n" });
    const closed = `${open}\`\`\`\nafter`;
    expect(splitBlocks(closed)).toEqual({
      done: ["intro", "```ts\nconst a = 1;\n\nconst b = 2;\n```"],
      tail: "after",
    });
  });

  it("does not close a fence on the last line, which may still grow (``` then ```x)", () => {
    expect(splitBlocks("```\ncode\n```").done).toEqual([]);
  });

  it("only ever appends done blocks as text grows (a done block is never rendered again)", () => {
    const text = "# T\n\npara one\nstill one\n\n- a\n- b\n\n```py\nx = 1\n```\nend\n\nlast";
    let prev: string[] = [];
    for (let n = 0; n <= text.length; n++) {
      const { done, tail } = splitBlocks(text.slice(0, n));
      expect(done.slice(0, prev.length)).toEqual(prev);
      expect(done.join("").length + tail.length).toBeLessThanOrEqual(n);
      prev = done;
    }
    expect(prev).toEqual(["# T", "para one\nstill one", "- a\n- b", "```py\nx = 1\n```", "end"]);
  });
});
