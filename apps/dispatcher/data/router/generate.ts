/**
 * Generates the router's labelled prompt set from templates and word lists written for this project
 * (no outside dataset). Deterministic: the same seed writes the same files.
 *
 *   npx tsx apps/dispatcher/data/router/generate.ts [--seed 7]
 *
 * Each row: the prompt, its token estimate, conversation depth and previous turn sizes, a category, a
 * language, whether the small model's answer lost a judged comparison (drawn from the category's loss rate),
 * and a plausible judge score (the judge's preference for the large answer, 0.5 = tie).
 * Writes train.jsonl (3 of 4 rows) and heldout.jsonl (1 of 4) beside this file.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { seededRandom } from "@chat/model";
import * as w from "./words.ts";

type Rng = () => number;
type Draft = { prompt: string; lossRate: number; language?: string; depth?: number; previous?: number[] };
type Category = { name: string; count: number; make: (r: Rng) => Draft };

const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const fill = (r: Rng, template: string, slots: Record<string, readonly string[]>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => pick(r, slots[key] ?? [`{${key}}`]));
const paragraph = (r: Rng, sentences: readonly string[], lo: number, hi: number) => {
  const n = int(r, lo, hi);
  const start = int(r, 0, sentences.length - 1);
  return Array.from({ length: n }, (_, i) => sentences[(start + i * 7) % sentences.length]).join(" ");
};
const turns = (r: Rng, n: number, lo: number, hi: number) => Array.from({ length: n }, () => int(r, lo, hi));

/** ~4 characters a token for Latin text, ~1 token per CJK character (what the api's tokenizer roughly does). */
export function estimateTokens(text: string): number {
  const cjk = (text.match(/[\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF]/g) ?? []).length;
  return Math.max(1, Math.round(cjk * 1.1 + (text.length - cjk) / 4));
}

const easy: Category[] = [
  {
    name: "chitchat",
    count: 36,
    make: (r) => ({ prompt: fill(r, pick(r, w.chitchat), w.slots), lossRate: 0.02 }),
  },
  {
    name: "factual",
    count: 50,
    make: (r) => ({ prompt: fill(r, pick(r, w.factual), w.slots), lossRate: 0.03 }),
  },
  {
    name: "translate-short",
    count: 26,
    make: (r) => ({ prompt: fill(r, pick(r, w.translateShort), w.slots), lossRate: 0.04 }),
  },
  {
    name: "translate-long",
    count: 14,
    make: (r) => ({
      prompt: `${fill(r, "Translate this into {lang}, keeping the tone:", w.slots)}\n\n${paragraph(r, w.emailSentences, 12, 18)}`,
      lossRate: 0.06,
    }),
  },
  {
    name: "rewrite-short",
    count: 26,
    make: (r) => ({ prompt: fill(r, pick(r, w.rewriteShort), w.slots), lossRate: 0.03 }),
  },
  {
    name: "rewrite-long",
    count: 16,
    make: (r) => ({
      prompt: `${fill(r, pick(r, w.rewriteLongIntro), w.slots)}\n\n${paragraph(r, w.emailSentences, 12, 18)}`,
      lossRate: 0.05,
    }),
  },
  {
    name: "code-lookup",
    count: 22,
    make: (r) => ({ prompt: fill(r, pick(r, w.codeLookup), w.slots), lossRate: 0.06 }),
  },
  {
    name: "code-snippet-easy",
    count: 14,
    make: (r) => ({
      prompt: `${pick(r, w.codeSnippetEasyAsk)}\n\n\`\`\`\n${pick(r, w.snippets)}\n\`\`\``,
      lossRate: 0.05,
    }),
  },
  {
    name: "creative-short",
    count: 20,
    make: (r) => ({ prompt: fill(r, pick(r, w.creative), w.slots), lossRate: 0.05 }),
  },
  {
    name: "followup-easy",
    count: 20,
    make: (r) => ({
      prompt: pick(r, w.followUpEasy),
      lossRate: 0.02,
      depth: int(r, 1, 8),
      previous: turns(r, 4, 15, 180),
    }),
  },
  {
    name: "non-english-easy",
    count: 48,
    make: (r) => {
      const [language, templates] = pick(r, Object.entries(w.nonEnglishEasy));
      const rate = ["zh", "ja", "ru", "hi"].includes(language) ? 0.08 : 0.04;
      return { prompt: fill(r, pick(r, templates), w.slots), lossRate: rate, language };
    },
  },
];

const hard: Category[] = [
  {
    name: "code-write",
    count: 24,
    make: (r) => ({ prompt: fill(r, pick(r, w.codeWrite), w.slots), lossRate: 0.6 }),
  },
  {
    name: "code-debug",
    count: 18,
    make: (r) => ({
      prompt: `${fill(r, pick(r, w.debugAsk), w.slots)}\n\n\`\`\`\n${pick(r, w.buggySnippets)}\n\`\`\``,
      lossRate: 0.7,
    }),
  },
  {
    name: "system-design",
    count: 14,
    make: (r) => ({ prompt: fill(r, pick(r, w.design), w.slots), lossRate: 0.8 }),
  },
  {
    name: "math-proof",
    count: 20,
    make: (r) => ({ prompt: fill(r, pick(r, w.proofs), w.slots), lossRate: 0.8 }),
  },
  {
    name: "math-compute",
    count: 16,
    make: (r) => ({ prompt: fill(r, pick(r, w.mathCompute), w.slots), lossRate: 0.5 }),
  },
  {
    name: "planning",
    count: 18,
    make: (r) => ({ prompt: fill(r, pick(r, w.planning), w.slots), lossRate: 0.45 }),
  },
  {
    name: "analysis-long",
    count: 12,
    make: (r) => ({
      prompt: `${paragraph(r, w.argumentSentences, 10, 16)}\n\n${pick(r, w.analysisAsk)}`,
      lossRate: 0.65,
    }),
  },
  {
    name: "compare",
    count: 12,
    make: (r) => ({ prompt: fill(r, pick(r, w.compare), w.slots), lossRate: 0.5 }),
  },
  { name: "puzzle", count: 14, make: (r) => ({ prompt: pick(r, w.puzzles), lossRate: 0.6 }) },
  {
    name: "non-english-hard",
    count: 18,
    make: (r) => {
      const [language, templates] = pick(r, Object.entries(w.nonEnglishHard));
      return { prompt: fill(r, pick(r, templates), w.slots), lossRate: 0.8, language };
    },
  },
  {
    name: "followup-hard",
    count: 16,
    make: (r) => ({
      prompt: pick(r, w.followUpHard),
      lossRate: 0.6,
      depth: int(r, 6, 24),
      previous: turns(r, 6, 400, 1800),
    }),
  },
];

export function generate(seed: number) {
  const r = seededRandom(seed);
  const seen = new Set<string>();
  const rows: Record<string, unknown>[] = [];
  for (const category of [...easy, ...hard]) {
    let made = 0;
    for (let attempt = 0; made < category.count && attempt < category.count * 50; attempt++) {
      const draft = category.make(r);
      // Short follow-ups ("thanks!") recur in real traffic; they are distinct rows when their context differs.
      const key = `${draft.prompt}|${draft.depth ?? 0}|${draft.previous?.join(",") ?? ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      made++;
      const smallLost = r() < draft.lossRate;
      // A judge rarely calls a clear result a near-tie; spread scores away from 0.5 on the winning side.
      const margin = 0.05 + 0.45 * r() ** 0.7;
      rows.push({
        id: `${category.name}-${made}`,
        category: category.name,
        language: draft.language ?? "en",
        prompt: draft.prompt,
        contentTokens: estimateTokens(draft.prompt),
        depth: draft.depth ?? 0,
        previousTurnTokens: draft.previous ?? [],
        tier: r() < 0.8 ? "free" : "plus",
        smallLost,
        judgedScore: Math.round((smallLost ? 0.5 + margin : 0.5 - margin) * 1000) / 1000,
      });
    }
    if (made < category.count) throw new Error(`category ${category.name}: only ${made} distinct prompts`);
  }
  // Seeded shuffle, then every 4th row is held out, so both parts mix every category.
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  return { train: rows.filter((_, i) => i % 4 !== 3), heldout: rows.filter((_, i) => i % 4 === 3) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({ options: { seed: { type: "string", default: "7" } } });
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got ${values.seed}`);
  const { train, heldout } = generate(seed);
  const dir = fileURLToPath(new URL(".", import.meta.url));
  const jsonl = (rows: unknown[]) => `${rows.map((row) => JSON.stringify(row)).join("\n")}\n`;
  writeFileSync(`${dir}train.jsonl`, jsonl(train));
  writeFileSync(`${dir}heldout.jsonl`, jsonl(heldout));
  console.log(`wrote ${train.length} training and ${heldout.length} held-out rows (seed ${seed}) to ${dir}`);
}
