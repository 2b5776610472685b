import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parsePlanArgs } from "./args.ts";
import { PlannerInputError } from "./figure.ts";
import { DEFAULT_INPUTS, parsePlanInputs } from "./inputs.ts";
import { plan } from "./plan.ts";
import { planJson, renderTable } from "./report.ts";
import { parseVary, renderVary, varyPlans, varyValues } from "./vary.ts";

const noFiles = (path: string): string => {
  throw new Error(`no file ${path} in this test`);
};
const files =
  (contents: Record<string, string>) =>
  (path: string): string => {
    const text = contents[path];
    if (text === undefined) throw new Error(`ENOENT ${path}`);
    return text;
  };

/** The error a bad command line raises, so a test can read what it names. */
function errorOf(argv: string[], readFile = noFiles): PlannerInputError {
  try {
    parsePlanArgs(argv, readFile);
  } catch (error) {
    if (error instanceof PlannerInputError) return error;
    throw error;
  }
  throw new Error(`expected ${argv.join(" ")} to be rejected`);
}

describe("given the plan command line", () => {
  it("when no arguments are given, then the inputs are DESIGN's defaults", () => {
    expect(parsePlanArgs([], noFiles).inputs).toEqual(DEFAULT_INPUTS);
  });

  it("when an input flag is given, then it overrides the default at its path", () => {
    const { inputs } = parsePlanArgs(["--daily-users", "1e6", "--gpu-price-per-hour", "2.5"], noFiles);
    expect(inputs.dailyUsers).toBe(1_000_000);
    expect(inputs.gpu.pricePerHour).toBe(2.5);
  });

  it("when a scenario file and a flag set the same input, then the flag wins", () => {
    const readFile = files({ "s.json": JSON.stringify({ description: "x", dailyUsers: 5, peakFactor: 2 }) });
    const { inputs } = parsePlanArgs(["s.json", "--daily-users", "7"], readFile);
    expect(inputs.dailyUsers).toBe(7);
    expect(inputs.peakFactor).toBe(2);
  });

  it("when a model preset is named, then the pool runs that model", () => {
    const { inputs } = parsePlanArgs(
      ["--small-model", "llama-3-8b", "--large-model", "llama-3-70b"],
      noFiles,
    );
    expect(inputs.large.model.parameters).toBe(70e9);
  });

  it("when users are negative, then the error names dailyUsers and its flag", () => {
    const error = errorOf(["--daily-users=-5"]);
    expect(error.input).toBe("dailyUsers");
    expect(error.message).toMatch(/dailyUsers \(--daily-users\).*got -5/);
  });

  it("when a share is above 1, then the error names the share", () => {
    expect(errorOf(["--routed-small-share", "1.5"]).message).toMatch(/routedSmallShare.*<=1.*got 1\.5/);
  });

  it("when the large model does not fit its replica, then the error names large.gpus and the memory", () => {
    const error = errorOf(["--large-gpus", "1"]);
    expect(error.input).toBe("large.gpus");
    expect(error.message).toMatch(/llama-3-70b needs 140 GB of weights but 1 x H100-SXM-80GB hold 80 GB/);
  });

  it("when a flag is unknown, then the error names the flag", () => {
    const error = errorOf(["--daily-user", "5"]);
    expect(error.input).toBe("--daily-user");
    expect(error.message).toMatch(/Unknown option '--daily-user'/);
  });

  it("when a flag's value is not a number, then the error names the flag and the value", () => {
    expect(errorOf(["--headroom", "lots"]).message).toMatch(/--headroom expects a number, got "lots"/);
  });

  it("when a scenario file has a misspelt input, then the error names the key", () => {
    const readFile = files({ "bad.json": JSON.stringify({ dailyUser: 5 }) });
    expect(errorOf(["bad.json"], readFile).message).toMatch(/Unrecognized key: "dailyUser"/);
  });

  it("when a scenario file is not JSON, then the error names the file", () => {
    expect(errorOf(["x.json"], files({ "x.json": "{" })).message).toMatch(/scenario x\.json: not valid JSON/);
  });
});

describe("given the example scenario files", () => {
  const scenario = (name: string) =>
    fileURLToPath(new URL(`../../fixtures/scenarios/${name}`, import.meta.url));
  const read = (path: string) => readFileSync(path, "utf8");

  it("when ten-times-users.json is planned, then ~30,000 GPUs large-only, ~15,000 routed, 5 regions", () => {
    const p = plan(parsePlanArgs([scenario("ten-times-users.json")], read).inputs);
    expect(p.largeOnly.gpus.value).toBeGreaterThan(27_000);
    expect(p.largeOnly.gpus.value).toBeLessThan(33_000);
    expect(p.routed.gpus.value).toBeGreaterThan(13_500);
    expect(p.routed.gpus.value).toBeLessThan(16_500);
    expect(p.routed.regions.value).toBe(5);
  });

  it("when every example is read, then each one validates", () => {
    for (const name of ["default.json", "large-only.json", "hosted-open-70b.json", "ten-times-users.json"]) {
      expect(() => parsePlanArgs([scenario(name)], read), name).not.toThrow();
    }
  });
});

describe("given --vary", () => {
  it("when the range spans 10x or more, then the steps are geometric", () => {
    expect(varyValues(1e5, 1e8, 4)).toEqual([1e5, 1e6, 1e7, 1e8]);
  });

  it("when the range is narrow, then the steps are even", () => {
    expect(varyValues(0, 1, 3)).toEqual([0, 0.5, 1]);
  });

  it("when the input must be whole, then the steps are rounded", () => {
    const rows = varyPlans(DEFAULT_INPUTS, parseVary("large-gpus=4..8"), 3);
    expect(rows.map((r) => r.value)).toEqual([4, 6, 8]);
    expect(varyValues(4, 5, 3, true)).toEqual([4, 5, 5]);
  });

  it("when an input is named by its flag, then it resolves to its path", () => {
    expect(parseVary("gpu-price-per-hour=2..4")).toEqual({ path: "gpu.pricePerHour", from: 2, to: 4 });
  });

  it("when the spec has no range, then the error says what is expected", () => {
    expect(() => parseVary("dailyUsers=5")).toThrow(/expected input=from\.\.to/);
  });

  it("when users grow 10x, then the fleet grows about 10x and the cost per message stays flat", () => {
    const rows = varyPlans(DEFAULT_INPUTS, parseVary("dailyUsers=1e7..1e8"), 2);
    const [first, last] = rows;
    expect(last?.routedGpus).toBeGreaterThan(9 * (first?.routedGpus ?? 0));
    expect(last?.routedCostPerThousand).toBeCloseTo(first?.routedCostPerThousand ?? 0, 1);
    expect(renderVary(parseVary("dailyUsers=1e7..1e8"), rows)).toContain("GPUs routed");
  });

  it("when a varied value is invalid, then the error names the input", () => {
    expect(() => varyPlans(DEFAULT_INPUTS, parseVary("routedSmallShare=0.5..1.5"), 3)).toThrow(
      /routedSmallShare/,
    );
  });
});

describe("given a plan to print", () => {
  const p = plan(DEFAULT_INPUTS);

  it("when printed with --explain, then each row shows its formula", () => {
    const text = renderTable(p, true);
    expect(text).toContain("= prefixCacheShare x newMessageTokens + (1 - prefixCacheShare) x promptTokens");
    expect(text).toContain("note: headroom multiplies the busy GPUs");
  });

  it("when printed as JSON, then figures become plain numbers", () => {
    const json = planJson(p) as { routed: { gpus: number } };
    expect(json.routed.gpus).toBe(p.routed.gpus.value);
  });

  it("when the inputs object itself is validated, then the defaults pass", () => {
    expect(parsePlanInputs(DEFAULT_INPUTS).success).toBe(true);
  });
});
