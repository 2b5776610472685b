/**
 * The labelled safety set (events/data/safety/*.jsonl): harmful prompts in every hazard category phrased
 * several ways, safe prompts that sound unsafe (XSTest-style), ordinary prompts, and answer sentences for
 * the output check. Each example belongs to a `group` (one request and its rephrasings); the split is a
 * hash of the group, so no rephrasing of a held-out request is ever seen by training or tuning.
 */
import { z } from "zod";
import { HAZARD_CODES, type Hazard } from "./categories.ts";
import { fnv1a } from "./features.ts";
import { LEXICON_LANGUAGES } from "./lexicon/languages.ts";

export const SafetyExample = z
  .object({
    id: z.string().min(1),
    group: z.string().min(1),
    label: z.enum(["safe", "unsafe"]),
    category: z.enum(HAZARD_CODES as [Hazard, ...Hazard[]]).nullable(),
    /**
     * direct | roleplay | obfuscated | multiturn | edgy (safe, sounds unsafe) | plain (safe) | answer |
     * chat: a short everyday message ("hi", "tell me a joke", "and in french?"), safe. Trained on, so the
     * guard learns what chit-chat looks like, but not counted where harmless requests set or report the
     * false-positive rate (`isChat`): hundreds of easy "hi"s would make a 1.5% budget, and the 2% target,
     * easier than they are on requests that sound unsafe.
     */
    style: z.enum(["direct", "roleplay", "obfuscated", "multiturn", "edgy", "plain", "answer", "chat"]),
    /** Earlier user turns, for multi-turn examples where the harm only shows in context. */
    context: z.array(z.string()).optional(),
    text: z.string().min(1),
    /** The language where not English: a translation of the English example of its group (`lexicon/`). */
    lang: z.enum(LEXICON_LANGUAGES).optional(),
  })
  .strict()
  .refine((e) => (e.label === "unsafe") === (e.category !== null), {
    message: "unsafe examples need a category, safe ones must have none",
  });
export type SafetyExample = z.infer<typeof SafetyExample>;

export type Split = "train" | "dev" | "heldout";

/** Every generated example's id and group start so (`corpus/generate.ts`); hand-written ones never do. */
export const GENERATED_PREFIX = "gen-";

/** Whether an example came from the generator (reports give hand-written and generated figures apart). */
export function isGenerated(e: Pick<SafetyExample, "id">): boolean {
  return e.id.startsWith(GENERATED_PREFIX);
}

/** A short everyday message: trained on, left out of the false-positive budget and rate (`style`). */
export function isChat(e: Pick<SafetyExample, "style">): boolean {
  return e.style === "chat";
}

/** 60% train, 15% dev (threshold tuning), 25% held out (evaluation only). */
export function splitOf(group: string): Split {
  const h = fnv1a(`safety-split:${group}`) % 100;
  return h < 60 ? "train" : h < 75 ? "dev" : "heldout";
}

/** What the guard reads for an example, turn by turn (`GuardTurns`): earlier user turns, then the message. */
export function turnsOf(e: Pick<SafetyExample, "context" | "text">): string[] {
  return [...(e.context ?? []), e.text];
}

/** The example's turns as one text, a turn a line (the lexical baseline's reading, and the whole's). */
export function inputText(e: Pick<SafetyExample, "context" | "text">): string {
  return turnsOf(e).join("\n");
}

/** Parses JSONL; throws naming the line of the first bad example. */
export function parseExamples(jsonl: string, source: string): SafetyExample[] {
  const out: SafetyExample[] = [];
  jsonl.split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    const r = SafetyExample.safeParse(JSON.parse(line));
    if (!r.success) throw new Error(`${source}:${i + 1}: ${r.error.issues.map((x) => x.message).join("; ")}`);
    out.push(r.data);
  });
  return out;
}
