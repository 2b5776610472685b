import { describe, expect, it } from "vitest";
import { summarizerConfig } from "./config.ts";

describe("summarizerConfig", () => {
  it("given no variables, when read, then the defaults hold (port 8094, 4,000-token threshold)", () => {
    const c = summarizerConfig({});
    expect(c).toMatchObject({ port: 8094, engineFlavour: "vllm", model: "llama-3-8b" });
    expect(c.policy.thresholdTokens).toBe(4_000);
  });

  it("given a threshold, when read, then the policy uses it", () => {
    expect(summarizerConfig({ SUMMARIZER_THRESHOLD_TOKENS: "6000" }).policy.thresholdTokens).toBe(6_000);
  });

  it("given a bad number, when read, then the error names the variable", () => {
    expect(() => summarizerConfig({ SUMMARIZER_PORT: "http" })).toThrow(/SUMMARIZER_PORT must be an integer/);
  });

  it("given a threshold below the kept tail, when read, then it says why", () => {
    expect(() => summarizerConfig({ SUMMARIZER_THRESHOLD_TOKENS: "1000" })).toThrow(
      /must be below thresholdTokens/,
    );
  });

  it("given a bad engine URL or flavour, when read, then it says so", () => {
    expect(() => summarizerConfig({ SUMMARIZER_ENGINE_URL: "nope" })).toThrow(/SUMMARIZER_ENGINE_URL/);
    expect(() => summarizerConfig({ SUMMARIZER_ENGINE_FLAVOUR: "tgi" })).toThrow(/vllm or trtllm/);
  });
});
