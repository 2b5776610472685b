/**
 * The gate's data files (I/O): data/prompts.jsonl (2,000 prompts in 12 categories, from templates.ts) and
 * data/facts.jsonl (questions with known answers for the factual-accuracy check: the simulated world's
 * facts; a real release would use its own held-out fact set). `npm run gate -- --write-data` rewrites both.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { CATEGORIES, FACTS, isCategory } from "@chat/sim";
import { z } from "zod";
import { type GatePrompt, generatePrompts } from "./templates.ts";

const DIR = new URL("./data/", import.meta.url);

const PromptRow = z
  .object({
    id: z.string().min(1),
    category: z.string().refine(isCategory, "unknown category"),
    prompt: z.string().min(1),
  })
  .strict();
const FactRow = z
  .object({ id: z.string().min(1), question: z.string().min(1), answer: z.string().min(1) })
  .strict();
export type FactQuestion = z.infer<typeof FactRow>;

function readJsonl<T>(name: string, schema: z.ZodType<T>): T[] {
  const text = readFileSync(new URL(name, DIR), "utf8");
  return text
    .split("\n")
    .filter((l) => l.trim())
    .map((line, i) => {
      const r = schema.safeParse(JSON.parse(line));
      if (!r.success) throw new Error(`${name}:${i + 1}: ${r.error.issues.map((x) => x.message).join("; ")}`);
      return r.data;
    });
}

export function loadPrompts(): GatePrompt[] {
  return readJsonl("prompts.jsonl", PromptRow) as GatePrompt[];
}

export function loadFacts(): FactQuestion[] {
  return readJsonl("facts.jsonl", FactRow);
}

export function writeData(): { prompts: number; facts: number } {
  const prompts = generatePrompts(CATEGORIES);
  const facts = FACTS.map((f, i) => ({
    id: `fact-${String(i + 1).padStart(3, "0")}`,
    question: f.question,
    answer: f.answer,
  }));
  const jsonl = (rows: unknown[]) => `${rows.map((r) => JSON.stringify(r)).join("\n")}\n`;
  writeFileSync(new URL("prompts.jsonl", DIR), jsonl(prompts));
  writeFileSync(new URL("facts.jsonl", DIR), jsonl(facts));
  return { prompts: prompts.length, facts: facts.length };
}
