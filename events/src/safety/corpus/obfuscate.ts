/**
 * The obfuscations people use to slip a request past a filter: leetspeak, letters spaced or dotted out,
 * look-alike letters from other scripts, zero-width characters, accents, typos, no capitals or
 * punctuation. The generator applies one or two to a phrasing; `normalize.ts` must undo most of them.
 * Pure.
 */
import type { Rng } from "./generate.ts";

const LEET: Record<string, string> = { a: "4", e: "3", i: "1", o: "0", s: "5", t: "7" };
const HOMOGLYPH: Record<string, string> = { a: "а", e: "е", o: "о", p: "р", c: "с", x: "х", i: "і" };
const ACCENT: Record<string, string> = { a: "á", e: "é", i: "í", o: "ö", u: "ü" };

/** Applies `f` to some words of 4+ letters (at least one, the longest, so the key word is hit). */
function someWords(rng: Rng, text: string, share: number, f: (w: string) => string): string {
  const words = text.match(/[A-Za-z]{4,}/g) ?? [];
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
  return text.replace(/[A-Za-z]{4,}/g, (w) => (w === longest || rng() < share ? f(w) : w));
}

const WAYS: Array<(rng: Rng, t: string) => string> = [
  (rng, t) => someWords(rng, t, 0.5, (w) => w.replace(/[aeiost]/g, (c) => (rng() < 0.7 ? LEET[c]! : c))),
  (rng, t) => someWords(rng, t, 0.15, (w) => w.split("").join(rng() < 0.5 ? " " : ".")),
  (rng, t) =>
    someWords(rng, t, 0.4, (w) => w.replace(/[aeopcxi]/g, (c) => (rng() < 0.6 ? HOMOGLYPH[c]! : c))),
  (rng, t) => someWords(rng, t, 0.4, (w) => w.split("").join("\u200b")),
  (rng, t) => someWords(rng, t, 0.5, (w) => w.replace(/[aeiou]/g, (c) => (rng() < 0.5 ? ACCENT[c]! : c))),
  // Typos: a letter doubled or dropped inside a word.
  (rng, t) =>
    someWords(rng, t, 0.3, (w) => {
      const k = 1 + Math.floor(rng() * (w.length - 2));
      return rng() < 0.5 ? w.slice(0, k) + w[k] + w.slice(k) : w.slice(0, k) + w.slice(k + 1);
    }),
  (_rng, t) => t.toLowerCase().replace(/[?.!,']/g, ""),
  (rng, t) => t.replace(/[a-z]/gi, (c) => (rng() < 0.5 ? c.toUpperCase() : c.toLowerCase())),
  (_rng, t) =>
    t
      .replace(/\byou\b/gi, "u")
      .replace(/\bto\b/g, "2")
      .replace(/\bare\b/g, "r")
      .replace(/\bplease\b/gi, "pls"),
];

export function obfuscate(rng: Rng, text: string): string {
  const first = Math.floor(rng() * WAYS.length);
  let out = WAYS[first]!(rng, text);
  if (rng() < 0.4) out = WAYS[(first + 1 + Math.floor(rng() * (WAYS.length - 1))) % WAYS.length]!(rng, out);
  return out;
}
