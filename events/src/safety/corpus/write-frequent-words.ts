/**
 * Writes events/src/safety/frequent-words.ts: the words of 3+ letters that occur 3+ times in the guard's
 * training pool (train + dev, hand-written and generated, English only; never the held-out split), most
 * frequent first.
 * Normalization reads a masked or split word ("m*ke", "instru ctions") as the likeliest of them.
 *   npx tsx events/src/safety/corpus/write-frequent-words.ts   # after adding data, before retraining
 * Words are taken from the text lower-cased and without accents only (`foldAccents`; not `normalizeText`,
 * which reads this list), so obfuscated examples add their fragments ("b0mb": "mb"), which the 3+ letters
 * and 3+ times keep out.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadSafetySet } from "../data.ts";
import { inputText } from "../dataset.ts";
import { foldAccents } from "../normalize.ts";
import { trainingPool } from "../pipeline.ts";

const MIN_LENGTH = 3;
const MIN_COUNT = 3;

const counts = new Map<string, number>();
for (const e of trainingPool(loadSafetySet({ generated: true })).filter((e) => e.lang === undefined)) {
  const text = foldAccents(inputText(e)).toLowerCase();
  for (const w of text.match(/[a-z]+/g) ?? [])
    if (w.length >= MIN_LENGTH) counts.set(w, (counts.get(w) ?? 0) + 1);
}
const ranked = [...counts]
  .filter(([, n]) => n >= MIN_COUNT)
  .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  .map(([w]) => w);
const lines: string[] = [];
for (let i = 0; i < ranked.length; i += 16) lines.push(`  "${ranked.slice(i, i + 16).join(" ")}",`);
const out = fileURLToPath(new URL("../frequent-words.ts", import.meta.url));
writeFileSync(
  out,
  `/** Written by corpus/write-frequent-words.ts: the training pool's words of ${MIN_LENGTH}+ letters seen ${MIN_COUNT}+ times, most frequent first. */
export const FREQUENT_WORDS: readonly string[] = [
${lines.join("\n")}
]
  .join(" ")
  .split(" ");
`,
);
spawnSync(fileURLToPath(new URL("../../../../node_modules/.bin/biome", import.meta.url)), [
  "format",
  "--write",
  out,
]);
console.log(`wrote ${ranked.length} words to ${out}`);
