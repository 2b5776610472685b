import { isStorableText } from "@chat/events";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { workload } from "./fixtures/workload.ts";
import { project } from "./fold.ts";

const events = workload({ conversations: 1, messagesPerConversation: 1, deltasPerAnswer: 1 });
const finished = events.find((e) => e.type === "generation.finished")!;

describe("text a model wrote, as the stores can keep it (issue 15)", () => {
  it("given an answer holding U+0000 or a lone surrogate, when projected, then its row holds U+FFFD there", () => {
    const ops = project({ ...finished, text: "a\u0000b\ud800c" } as typeof finished, 9);
    expect(ops[0]).toMatchObject({ op: "insertMessage", row: { content: "a\uFFFDb\uFFFDc" } });
  });

  it("for any answer text, the row's content is storable and equal to the text when it already was", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const [op] = project({ ...finished, text } as typeof finished, 9);
        const content = (op as { row: { content: string } }).row.content;
        expect(isStorableText(content)).toBe(true);
        if (isStorableText(text)) expect(content).toBe(text);
      }),
      { seed: 15, numRuns: 300 },
    );
  });
});
