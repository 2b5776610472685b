import { describe, expect, it } from "vitest";
import { ALL_POLICIES, LOAD_PRESETS, placementConfig } from "./placement-config.ts";
import { DEFAULT_WORKLOAD, SYSTEM_PROMPT_WORDS, scaledPromptLengths } from "./workload.ts";

describe("placementConfig", () => {
  it("given no flags, then it is the light load with every policy", () => {
    const c = placementConfig([]);
    expect(c).toMatchObject({ ...LOAD_PRESETS.light, load: "light" });
    expect(c.policies).toEqual([...ALL_POLICIES]);
    expect(c.kvBlocks).toBe(0); // the hardware's own KV
  });

  it("given --load=moderate, then the moderate preset applies and later flags override it", () => {
    const moderate = placementConfig(["--load=moderate"]);
    expect(moderate).toMatchObject(LOAD_PRESETS.moderate);
    expect(moderate.kvBlocks).toBeGreaterThan(0);
    expect(moderate.timeScale).toBeLessThan(1);
    const tuned = placementConfig(["--load=moderate", "--arrivals=3", "--policies=picker,sticky"]);
    expect(tuned).toMatchObject({ ...LOAD_PRESETS.moderate, arrivals: 3, policies: ["picker", "sticky"] });
  });

  it("given a flag twice, then the last one wins (PLACEMENT_ARGS come after the command line)", () => {
    expect(placementConfig(["--horizon=10", "--horizon=20"]).horizonS).toBe(20);
  });

  it("given --kv-blocks=0 or --host-cache-gb=0, then they are taken (0 means real size / no host tier)", () => {
    const c = placementConfig(["--load=moderate", "--kv-blocks=0", "--host-cache-gb=0"]);
    expect(c.kvBlocks).toBe(0);
    expect(c.hostCacheGb).toBe(0);
  });

  it("rejects bad values, naming the flag", () => {
    expect(() => placementConfig(["--load=heavy"])).toThrow(/--load/);
    expect(() => placementConfig(["--arrivals=0"])).toThrow(/--arrivals/);
    expect(() => placementConfig(["--kv-blocks=1.5"])).toThrow(/--kv-blocks/);
    expect(() => placementConfig(["--time-scale=abc"])).toThrow(/--time-scale/);
    expect(() => placementConfig(["--policies=picker,random"])).toThrow(/random/);
  });
});

describe("scaledPromptLengths", () => {
  it("given scale 1, then it is the default workload's lengths", () => {
    expect(scaledPromptLengths(1)).toEqual({
      systemWords: SYSTEM_PROMPT_WORDS,
      firstWords: DEFAULT_WORKLOAD.firstWords,
      followUpWords: DEFAULT_WORKLOAD.followUpWords,
    });
  });

  it("given half scale, then every length halves and none falls below one word", () => {
    expect(scaledPromptLengths(0.5)).toEqual({
      systemWords: SYSTEM_PROMPT_WORDS / 2,
      firstWords: { min: 75, max: 350 },
      followUpWords: { min: 8, max: 60 },
    });
    const tiny = scaledPromptLengths(0.001);
    expect(tiny.followUpWords.min).toBe(1);
    expect(tiny.systemWords).toBe(1);
  });

  it("rejects a scale that is not positive", () => {
    expect(() => scaledPromptLengths(0)).toThrow(/scale/);
  });
});
