/**
 * What the shipped guard model was trained from: a hash of the training examples and of the code that turns
 * them into weights. The tuner stores it in guard-model.json; a unit test compares it with the data and code
 * as they are, so a change to either without rerunning the tuner fails in seconds (the full retrain that
 * proves the weights themselves is `npx tsx infra/cli/src/tune-safety.ts --check`, ~15 min). I/O: reads
 * the trainer's sources. The code is hashed as TypeScript prints it back without comments, with runs of
 * whitespace as one space and no trailing commas, so a comment or a reformat needs no retrain (each did, and
 * left CI red once: the printer alone keeps a long expression's line breaks); a TypeScript upgrade that
 * prints differently does.
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
  "frequent-words.ts",
  "lexicon/de.ts",
  "lexicon/es.ts",
  "lexicon/fr.ts",
  "lexicon/index.ts",
  "lexicon/it.ts",
  "lexicon/languages.ts",
  "lexicon/pt.ts",
  "neighbours.ts",
  "normalize.ts",
  "packed.ts",
  "pipeline.ts",
  "train.ts",
];

/** Loaded only here (the tuner and a test): the services that import this package never load the compiler. */
export async function trainingFingerprint(pool: SafetyExample[]): Promise<string> {
  const { default: ts } = await import("typescript");
  const printer = ts.createPrinter({ removeComments: true });
  const h = createHash("sha256");
  for (const f of TRAINER_SOURCES) {
    const source = readFileSync(new URL(f, import.meta.url), "utf8");
    h.update(`${f}\u0000`);
    const printed = printer.printFile(
      ts.createSourceFile(f, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS),
    );
    // The printer keeps some of the source's line breaks (inside a long expression) and its trailing
    // commas, which a formatter moves: the hash reads the printed code with those evened out.
    h.update(printed.replace(/\s+/g, " ").replace(/,\s*([)\]}])/g, "$1"));
  }
  for (const e of pool)
    h.update(JSON.stringify([e.id, e.group, e.label, e.category, e.style, e.context ?? null, e.text]));
  return `sha256:${h.digest("hex")}`;
}
