import { describe, expect, it } from "vitest";
import { InvalidRouterConfigError, parseRouterConfig } from "./config.ts";
import { DEFAULT_TIER_CHOICES } from "./decision.ts";
import { DEFAULT_CONFIG_PATH, loadRouterConfig } from "./load.ts";

describe("parseRouterConfig", () => {
  it("given only a threshold, then the rest takes the defaults", () => {
    expect(parseRouterConfig({ threshold: 0.2 }, {}, "test.json")).toEqual({
      threshold: 0.2,
      classifier: "builtin",
      timeoutMs: 5,
      shadowRate: 0.01,
      tierChoices: DEFAULT_TIER_CHOICES,
    });
  });

  it("given environment overrides, then they win over the file", () => {
    const config = parseRouterConfig(
      { threshold: 0.2 },
      {
        ROUTER_THRESHOLD: "0.35",
        ROUTER_SHADOW_RATE: "0.05",
        ROUTER_CLASSIFIER_URL: "http://classifier:9000/score",
        ROUTER_TIMEOUT_MS: "50",
      },
      "test.json",
    );
    expect(config).toMatchObject({
      threshold: 0.35,
      shadowRate: 0.05,
      classifier: "http",
      classifierUrl: "http://classifier:9000/score",
      timeoutMs: 50,
    });
  });

  it("given a bad value, then the error names the setting", () => {
    expect(() => parseRouterConfig({ threshold: 0.2 }, { ROUTER_THRESHOLD: "high" }, "t.json")).toThrow(
      /ROUTER_THRESHOLD/,
    );
    expect(() => parseRouterConfig({ threshold: 2 }, {}, "t.json")).toThrow(/t\.json.*threshold/);
    expect(() => parseRouterConfig({ threshold: 0.2, classifier: "http" }, {}, "t.json")).toThrow(
      InvalidRouterConfigError,
    );
  });

  it("reads the shipped config.json", () => {
    const config = loadRouterConfig(DEFAULT_CONFIG_PATH, {});
    expect(config.classifier).toBe("builtin");
    expect(config.threshold).toBeGreaterThan(0);
    expect(config.tierChoices.free).toEqual(["small"]);
  });
});
