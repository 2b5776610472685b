/**
 * Loads the shipped labelled set from `events/data/safety/` (I/O: for the tuner, the bench and tests;
 * the services never read it): the hand-written examples and the generated ones
 * (`corpus/generate-data.ts`), each group in one split by `splitOf`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseExamples, type SafetyExample, type Split, splitOf } from "./dataset.ts";

const DIR = fileURLToPath(new URL("../../data/safety/", import.meta.url));

export type SafetySet = { prompts: SafetyExample[]; answers: SafetyExample[] };

/** The examples of `<name>.jsonl` under the set's folder (`name` may hold a subfolder); none if it is absent. */
function readExamples(name: string): SafetyExample[] {
  const file = `${DIR}${name}.jsonl`;
  return existsSync(file) ? parseExamples(readFileSync(file, "utf8"), `${name}.jsonl`) : [];
}

/**
 * `generated`: the generator's examples too. `batches` (default true): the hand-written batches written
 * after the first files; false gives the first files alone (the bench compares held-out figures across
 * sessions on them).
 */
export function loadSafetySet(opts: { generated?: boolean; batches?: boolean } = {}): SafetySet {
  // Hand-written examples: `prompts.jsonl` and any `prompts-<batch>.jsonl` written later (same for answers),
  // in name order, so a new batch is a new file and the earlier ones stay as they were.
  const batches = (kind: string) =>
    readdirSync(DIR)
      .filter((f) => f.startsWith(`${kind}-`) && f.endsWith(".jsonl"))
      .sort()
      .map((f) => f.slice(0, -".jsonl".length));
  const handWritten = (kind: string) =>
    [kind, ...(opts.batches === false ? [] : batches(kind))].flatMap(readExamples);
  const withGenerated = opts.generated ?? false;
  return {
    prompts: [...handWritten("prompts"), ...(withGenerated ? readExamples("generated-prompts") : [])],
    answers: [...handWritten("answers"), ...(withGenerated ? readExamples("generated-answers") : [])],
  };
}

/**
 * Held-out requests translated by hand into the languages the guard glosses (`translated/<lang>.jsonl`:
 * every group held out, never trained or tuned on; the bench's). Per language.
 */
export function loadTranslatedSet(): Record<string, SafetyExample[]> {
  const dir = `${DIR}translated/`;
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".jsonl"))
      .sort()
      .map((f) => f.slice(0, -".jsonl".length))
      .map((lang) => [lang, readExamples(`translated/${lang}`)]),
  );
}

/**
 * A hand-written batch kept out of training (`not-trained/<name>.jsonl`; its README says what training on it
 * did). Never trained or tuned on, so any of it can be measured: the bench's.
 */
export function loadNotTrained(name: string): SafetyExample[] {
  return readExamples(`not-trained/${name}`);
}

export function inSplit(examples: SafetyExample[], split: Split): SafetyExample[] {
  return examples.filter((e) => splitOf(e.group) === split);
}
