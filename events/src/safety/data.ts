/**
 * Loads the shipped labelled set from `events/data/safety/` (I/O: for the tuner, the bench and tests;
 * the services never read it).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseExamples, type SafetyExample, type Split, splitOf } from "./dataset.ts";

const DIR = fileURLToPath(new URL("../../data/safety/", import.meta.url));

export type SafetySet = { prompts: SafetyExample[]; answers: SafetyExample[] };

export function loadSafetySet(): SafetySet {
  const read = (name: string) => parseExamples(readFileSync(`${DIR}${name}.jsonl`, "utf8"), `${name}.jsonl`);
  return { prompts: read("prompts"), answers: read("answers") };
}

export function inSplit(examples: SafetyExample[], split: Split): SafetyExample[] {
  return examples.filter((e) => splitOf(e.group) === split);
}
