/**
 * `npm run plan -- [flags | scenario.json]`: flags and scenario files to validated inputs. Pure: the
 * scenario file's text comes in through `readFile`, so this is tested without a disk.
 */
import { parseArgs } from "node:util";
import { PlannerInputError } from "./figure.ts";
import {
  DEFAULT_INPUTS,
  flagForPath,
  GPU_PRESETS,
  MODEL_PRESETS,
  mergeInputs,
  numericInputPaths,
  type PlanInputs,
  parsePlanInputs,
  withInput,
} from "./inputs.ts";
import { parseVary, type VarySpec } from "./vary.ts";

export type PlanCommand = {
  inputs: PlanInputs;
  json: boolean;
  explain: boolean;
  help: boolean;
  vary: VarySpec | null;
  steps: number;
};

/** Scenario files may carry prose for people; it is not an input. */
const SCENARIO_NOTES = ["description", "$comment"];

const FIXED_OPTIONS = {
  json: { type: "boolean" },
  explain: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  scenario: { type: "string" },
  vary: { type: "string" },
  steps: { type: "string" },
  "large-model": { type: "string" },
  "small-model": { type: "string" },
  gpu: { type: "string" },
} as const;

function inputFlags(): Map<string, string> {
  return new Map(numericInputPaths().map((path) => [flagForPath(path), path]));
}

export function usage(): string {
  const flags = [...inputFlags()].map(([flag, path]) => `  --${flag.padEnd(34)}${path}`);
  return [
    "usage: npm run plan -- [scenario.json] [--scenario FILE] [--json] [--explain] [--vary INPUT=FROM..TO [--steps N]]",
    "                       [--large-model PRESET] [--small-model PRESET] [--gpu PRESET] [--INPUT VALUE ...]",
    `presets: models ${Object.keys(MODEL_PRESETS).join(", ")}; gpus ${Object.keys(GPU_PRESETS).join(", ")}`,
    "inputs (defaults are DESIGN section 2; a scenario file is JSON with any of these paths, nested):",
    ...flags,
  ].join("\n");
}

function parseNumber(flag: string, path: string, text: string): number {
  const value = Number(text.replaceAll("_", "").replaceAll(",", ""));
  if (text.trim() === "" || !Number.isFinite(value)) {
    throw new PlannerInputError(path, `--${flag} expects a number, got "${text}"`);
  }
  return value;
}

function preset<T>(flag: string, presets: Record<string, T>, name: string): T {
  const found = presets[name];
  if (!found) {
    throw new PlannerInputError(
      `--${flag}`,
      `unknown preset "${name}" (known: ${Object.keys(presets).join(", ")})`,
    );
  }
  return found;
}

function readScenario(file: string, readFile: (path: string) => string): unknown {
  let text: string;
  try {
    text = readFile(file);
  } catch (error) {
    throw new PlannerInputError(`scenario ${file}`, `cannot read it (${(error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new PlannerInputError(`scenario ${file}`, `not valid JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new PlannerInputError(`scenario ${file}`, "must be a JSON object of inputs");
  }
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => !SCENARIO_NOTES.includes(key)));
}

/** Precedence: defaults < scenario file < presets < input flags. Throws PlannerInputError naming the input. */
export function parsePlanArgs(argv: string[], readFile: (path: string) => string): PlanCommand {
  const flags = inputFlags();
  const options = {
    ...FIXED_OPTIONS,
    ...Object.fromEntries([...flags.keys()].map((flag) => [flag, { type: "string" as const }])),
  };
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: typeof options; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message.replaceAll("\n", " ");
    const flag = /'(-[^']*)'/.exec(message)?.[1] ?? "arguments";
    throw new PlannerInputError(flag, `${message} (see --help)`);
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    throw new PlannerInputError("scenario", `one scenario file at most, got ${positionals.join(", ")}`);
  }
  const scenarioFile = (values.scenario as string | undefined) ?? positionals[0];
  let raw: unknown = DEFAULT_INPUTS;
  if (scenarioFile) raw = mergeInputs(raw, readScenario(scenarioFile, readFile));
  const largeModel = values["large-model"] as string | undefined;
  const smallModel = values["small-model"] as string | undefined;
  const gpu = values.gpu as string | undefined;
  if (largeModel) raw = withInput(raw, "large.model", preset("large-model", MODEL_PRESETS, largeModel));
  if (smallModel) raw = withInput(raw, "small.model", preset("small-model", MODEL_PRESETS, smallModel));
  if (gpu) raw = withInput(raw, "gpu", preset("gpu", GPU_PRESETS, gpu));
  for (const [flag, path] of flags) {
    const text = (values as Record<string, unknown>)[flag];
    if (typeof text === "string") raw = withInput(raw, path, parseNumber(flag, path, text));
  }
  const inputs = parsePlanInputs(raw);
  if (!inputs.success) {
    const source = scenarioFile ? ` (defaults < ${scenarioFile} < flags)` : "";
    const error = inputs.error.replace("invalid planner input:", `invalid planner input${source}:`);
    throw new PlannerInputError(inputs.issues[0]?.input ?? "inputs", error);
  }
  const stepsText = values.steps as string | undefined;
  return {
    inputs: inputs.data,
    json: Boolean(values.json),
    explain: Boolean(values.explain),
    help: Boolean(values.help),
    vary: values.vary ? parseVary(values.vary as string) : null,
    steps: stepsText === undefined ? 5 : parseNumber("steps", "--steps", stepsText),
  };
}
