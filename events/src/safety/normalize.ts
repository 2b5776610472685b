/**
 * Text as the classifiers read it: lower case, accents and zero-width characters removed, leetspeak and
 * spaced-out or dotted letters ("b o m b", "m.e.t.h") folded back, so the usual obfuscations meet the
 * same features as the plain words; Cyrillic and Greek look-alike letters are read as Latin; text hidden
 * in base64 is decoded and read beside the rest. Pure.
 */

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

/** Cyrillic and Greek letters that look like Latin ones ("рlаn" written with Cyrillic р and а). */
const LOOKALIKE: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ɡ: "g",
  α: "a",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};

/** Runs that could be base64 (case matters, so they are found before lower-casing). */
const BASE64_RUN = /[A-Za-z0-9+/]{12,}={0,2}/g;
/** At most this many runs are decoded per text: the work stays bounded whatever a client sends. */
const MAX_BASE64_RUNS = 8;

/**
 * The text hidden in a base64 run ("aG93IGRvIEk..." for "how do I..."), or null: a run counts only where it
 * decodes to printable text with a space in it (a long ordinary word is valid base64 too, but decodes to
 * bytes).
 */
export function decodeBase64Run(run: string): string | null {
  const body = run.replace(/=+$/, "");
  if (body.length % 4 === 1) return null;
  let decoded: string;
  try {
    decoded = atob(body);
  } catch {
    return null;
  }
  const printable = decoded.replace(/[^\x20-\x7e\n\t]/g, "").length;
  return decoded.includes(" ") && printable >= decoded.length * 0.95 ? decoded : null;
}

export function normalizeText(text: string): string {
  let runs = 0;
  text = text.replace(BASE64_RUN, (run) => (++runs > MAX_BASE64_RUNS ? run : (decodeBase64Run(run) ?? run)));
  let t = text.normalize("NFKD").replace(/[\u0300-\u036f\u00ad\u200b-\u200f\u2060\ufeff]/g, "");
  t = t.toLowerCase().replace(/[\u0370-\u04ff\u0500-\u052f\u0261]/g, (c) => LOOKALIKE[c] ?? c);
  // Leetspeak only inside words that also hold letters, so "3 ways" and "version 1.0" keep their digits.
  t = t.replace(/[a-z0-9@$]*[a-z][a-z0-9@$]*/g, (w) =>
    /[a-z]/.test(w) && /[0-9@$]/.test(w) ? w.replace(/[013457@$]/g, (c) => LEET[c] ?? c) : w,
  );
  // "!" between letters is an "i": "p!lls" ("|" is "l" as often as "i", so it stays).
  t = t.replace(/(?<=[a-z])!(?=[a-z])/g, "i");
  // Letters split by one repeated separator: "b.o.m.b", "b-o-m-b", "b o m b" (4+ letters, so "a b" stays).
  // Split by spaces, a leading "a" or "i" may be the word before ("make a b o m b"): both readings kept.
  t = t.replace(/\b[a-z]([ .\-_*])(?:[a-z]\1){2,}[a-z]\b/g, (m, sep: string) => {
    const joined = m.replace(/[ .\-_*]/g, "");
    return sep === " " && (joined[0] === "a" || joined[0] === "i")
      ? `${joined[0]} ${joined.slice(1)} ${joined}`
      : joined;
  });
  return t;
}

/** Words of normalized text, crudely stemmed so "poisoning", "poisoned" and "poisons" share a feature. */
export function words(normalized: string): string[] {
  return (normalized.match(/[a-z][a-z'-]*|[0-9]+/g) ?? []).map(stem);
}

export function stem(w: string): string {
  const s = w.replace(/'s$/, "");
  if (s.length > 5 && s.endsWith("ing")) return s.slice(0, -3);
  if (s.length > 4 && s.endsWith("ies")) return `${s.slice(0, -3)}y`;
  if (s.length > 4 && s.endsWith("ed")) return s.slice(0, -2);
  if (s.length > 3 && s.endsWith("s") && !s.endsWith("ss")) return s.slice(0, -1);
  return s;
}
