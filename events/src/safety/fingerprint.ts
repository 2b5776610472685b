/**
 * What the shipped guard model was trained from: a hash of the training examples and of the code that turns
 * them into weights. The tuner stores it in guard-model.json; a unit test compares it with the data and code
 * as they are, so a change to either without rerunning the tuner fails in seconds (the full retrain that
 * proves the weights themselves is `npx tsx infra/cli/src/tune-safety.ts --check`, ~8 min). I/O: reads
 * the trainer's sources.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { SafetyExample } from "./dataset.ts";

/** Every file whose code shapes the weights `trainModel` writes (thresholds are the tuner's, not these). */
const TRAINER_SOURCES = [
  "categories.ts",
  "classifier.ts",
  "concepts.ts",
  "dataset.ts",
  "features.ts",
  "normalize.ts",
  "packed.ts",
  "pipeline.ts",
  "train.ts",
];

export function trainingFingerprint(pool: SafetyExample[]): string {
  const h = createHash("sha256");
  for (const f of TRAINER_SOURCES) {
    h.update(`${f}\u0000`);
    h.update(readFileSync(new URL(f, import.meta.url)));
  }
  for (const e of pool)
    h.update(JSON.stringify([e.id, e.group, e.label, e.category, e.style, e.context ?? null, e.text]));
  return `sha256:${h.digest("hex")}`;
}
