/**
 * Checks a batch of hand-written safety examples before it joins the set (`events/data/safety/
 * prompts-<batch>.jsonl` or `answers-<batch>.jsonl`):
 *   npx tsx events/src/safety/corpus/check-batch.ts events/data/safety/prompts-x1.jsonl
 * A batch written aside (not yet loaded by anything) is checked against the set's folder too:
 *   npx tsx events/src/safety/corpus/check-batch.ts events/data/safety/pending/prompts-x9.jsonl events/data/safety
 * Every line must parse as a `SafetyExample`; ids must be unique in the whole set and groups must not be
 * shared with another file (a group is one request and its rephrasings: the split keeps it together), but
 * for a translation (`lang`), which must join an English example's group of the same label and hazard; a
 * prompts file holds no "answer" examples and an answers file only those; no text may repeat one already in
 * the set. Prints the batch's counts by label, style and hazard, and exits 1 naming every problem.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { parseExamples, type SafetyExample } from "../dataset.ts";

const file = process.argv[2];
if (!file) {
  console.error("usage: npx tsx events/src/safety/corpus/check-batch.ts <file.jsonl> [<the set's folder>]");
  process.exit(2);
}
const name = basename(file);
const kind = name.startsWith("answers-") ? "answers" : name.startsWith("prompts-") ? "prompts" : null;
if (!kind) {
  console.error(`${name}: a batch is named prompts-<batch>.jsonl or answers-<batch>.jsonl`);
  process.exit(2);
}
const problems: string[] = [];
let batch: SafetyExample[] = [];
try {
  batch = parseExamples(readFileSync(file, "utf8"), name);
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  process.exit(1);
}
const dirs = [dirname(file), ...(process.argv[3] ? [process.argv[3]] : [])];
const others = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl") && join(dir, f) !== join(dirname(file), name))
    .flatMap((f) => parseExamples(readFileSync(join(dir, f), "utf8"), f).map((e) => ({ e, f }))),
);
const key = (t: string) => t.toLowerCase().replace(/\s+/g, " ").trim();
const ids = new Map(others.map(({ e, f }) => [e.id, f]));
const groups = new Map(others.map(({ e, f }) => [e.group, f]));
const texts = new Map(others.map(({ e, f }) => [key(e.text), f]));
const seen = new Set<string>();
const seenText = new Set<string>();
for (const e of batch) {
  if (ids.has(e.id)) problems.push(`${e.id}: id already in ${ids.get(e.id)}`);
  if (seen.has(e.id)) problems.push(`${e.id}: id twice in this batch`);
  seen.add(e.id);
  // A translation joins its English example's group (same split, same fold); anything else is a new group.
  const english = others.find(({ e: o }) => o.group === e.group && o.lang === undefined)?.e;
  if (e.lang !== undefined) {
    if (english?.label !== e.label || english.category !== e.category)
      problems.push(`${e.id}: a translation needs an English example of its group with its label and hazard`);
  } else if (groups.has(e.group))
    problems.push(`${e.id}: group ${e.group} already used in ${groups.get(e.group)}`);
  if (e.id.startsWith("gen-")) problems.push(`${e.id}: "gen-" ids are the generator's`);
  if ((kind === "answers") !== (e.style === "answer"))
    problems.push(`${e.id}: style ${e.style} does not belong in a ${kind} file`);
  if (e.style === "multiturn" && !e.context?.length) problems.push(`${e.id}: multiturn without context`);
  const k = key(e.text);
  if (texts.has(k)) problems.push(`${e.id}: same text as an example in ${texts.get(k)}`);
  if (seenText.has(k)) problems.push(`${e.id}: text twice in this batch`);
  seenText.add(k);
}
const count = (f: (e: SafetyExample) => string) => {
  const m = new Map<string, number>();
  for (const e of batch) m.set(f(e), (m.get(f(e)) ?? 0) + 1);
  return [...m]
    .sort()
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
};
console.log(`${name}: ${batch.length} examples in ${new Set(batch.map((e) => e.group)).size} groups`);
console.log(`  by label and style: ${count((e) => `${e.label}/${e.style}`)}`);
console.log(`  unsafe by hazard: ${count((e) => e.category ?? "safe")}`);
if (problems.length) {
  console.error(`${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("  ok");
