/**
 * Writes the generated part of the labelled set:
 *   npx tsx events/src/safety/corpus/generate-data.ts
 * -> events/data/safety/generated-prompts.jsonl and generated-answers.jsonl (rerunnable, deterministic).
 *
 * Decontamination: a generated example that the split puts in `train` or `dev` is dropped when it is a
 * near copy (word-trigram overlap >= 0.5) of a hand-written held-out example, so no tuning sees a
 * rephrasing of a held-out request by accident (the seeds were written without reading held-out text).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseExamples, type SafetyExample, splitOf } from "../dataset.ts";
import { normalizeText, words } from "../normalize.ts";
import { generateExamples } from "./generate.ts";

const DIR = fileURLToPath(new URL("../../../data/safety/", import.meta.url));

const trigrams = (text: string): Set<string> => {
  const ws = words(normalizeText(text));
  const out = new Set<string>();
  for (let i = 0; i + 2 < ws.length; i++) out.add(`${ws[i]} ${ws[i + 1]} ${ws[i + 2]}`);
  return out;
};
const overlap = (a: Set<string>, b: Set<string>) => {
  let both = 0;
  for (const x of a) if (b.has(x)) both++;
  return both / Math.max(1, Math.min(a.size, b.size));
};

const heldOut = ["prompts", "answers"].flatMap((name) =>
  parseExamples(readFileSync(`${DIR}${name}.jsonl`, "utf8"), name)
    .filter((e) => splitOf(e.group) === "heldout")
    .map((e) => trigrams(e.text)),
);

const generated = generateExamples();
let dropped = 0;
const clean = (examples: SafetyExample[]) =>
  examples.filter((e) => {
    if (splitOf(e.group) === "heldout") return true;
    const t = trigrams(e.text);
    const near = t.size >= 2 && heldOut.some((h) => overlap(t, h) >= 0.5);
    if (near) dropped++;
    return !near;
  });
for (const [name, examples] of Object.entries(generated)) {
  const kept = clean(examples);
  writeFileSync(`${DIR}generated-${name}.jsonl`, `${kept.map((e) => JSON.stringify(e)).join("\n")}\n`);
  const splits = { train: 0, dev: 0, heldout: 0 };
  for (const e of kept) splits[splitOf(e.group)]++;
  console.log(`generated-${name}.jsonl: ${kept.length} examples ${JSON.stringify(splits)}`);
}
console.log(`dropped ${dropped} near copies of hand-written held-out examples from train/dev`);
