import { describe, expect, it } from "vitest";
import { topicOf } from "./answer-text.ts";

describe("topicOf: the word a simulated answer mentions", () => {
  it("given a question framed with common words, then the word it is about", () => {
    expect(topicOf("Tell me about tides")).toBe("tides");
    expect(topicOf("Why is the sky blue?")).toBe("blue");
    expect(topicOf("Explain how photosynthesis works")).toBe("photosynthesis");
  });
  it("given only short or framing words, then a fallback", () => {
    expect(topicOf("what is it?")).toBe("your question");
    expect(topicOf("")).toBe("your question");
  });
});
