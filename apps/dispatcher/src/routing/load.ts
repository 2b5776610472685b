/**
 * File-reading edge of the router: the shipped weights and config (found beside this package, never by a
 * machine path) and a classifier built from the config.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BuiltinClassifier } from "./builtin-classifier.ts";
import { parseRouterConfig, type RouterConfig } from "./config.ts";
import { HttpClassifier } from "./http-classifier.ts";
import { parseWeights, type RouterWeights } from "./logistic.ts";
import type { DifficultyClassifier } from "./types.ts";

/** apps/dispatcher/data/router/, resolved from this file's location. */
export const ROUTER_DATA_DIR = fileURLToPath(new URL("../../data/router/", import.meta.url));
export const DEFAULT_WEIGHTS_PATH = `${ROUTER_DATA_DIR}weights.json`;
export const DEFAULT_CONFIG_PATH = `${ROUTER_DATA_DIR}config.json`;

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON: ${(error as Error).message}`, { cause: error });
  }
}

export function loadWeights(path: string = DEFAULT_WEIGHTS_PATH): RouterWeights {
  return parseWeights(readJson(path), path);
}

export function loadRouterConfig(
  path: string = DEFAULT_CONFIG_PATH,
  env: Record<string, string | undefined> = process.env,
): RouterConfig {
  return parseRouterConfig(readJson(path), env, path);
}

export function createClassifier(
  config: RouterConfig,
  weightsPath: string = DEFAULT_WEIGHTS_PATH,
): DifficultyClassifier {
  if (config.classifier === "http") {
    return new HttpClassifier({ url: config.classifierUrl!, timeoutMs: config.timeoutMs });
  }
  return new BuiltinClassifier(loadWeights(weightsPath));
}
