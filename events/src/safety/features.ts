/**
 * The guard classifier's features: words, word pairs (next to each other and one apart), words after a
 * negation ("without cutting myself"), hand-made concepts and pairs of concepts (`concepts.ts`), and in a
 * conversation the earlier turns' concepts paired with the newest turn's, hashed into a fixed number of
 * buckets, L2-normalized so a long text does not score higher just for being long. Pure.
 *
 * Chosen by 4-fold cross-validation on the train and dev splits (hand-written examples; the held-out split
 * never): 4-letter pieces of words and the baseline's rule hits as features made the model confidently
 * wrong on harmless sentences (output recall at 2% FP 27% with them, 60% without; 4-letter pieces again in
 * this round: input AUC 0.986 -> 0.975), and concepts weighted 3x a word let one alarming concept pair
 * outvote the rest of the text (input 55% at 3x, 72% at 0.5x). Pairs one apart, negation and the turns'
 * concept pairs together: input AUC 0.9862 -> 0.9884, recall at the tuned thresholds 82.2% -> 84.2% (1.3%
 * -> 1.4% harmless flagged), multi-turn misses 14 -> 10 of 71; output AUC 0.944 -> 0.953, recall unchanged
 * (59.6%). Triples of words or of concepts and a one-hidden-layer network over the same features did no
 * better. Obfuscations are undone by `normalizeText` instead.
 */
import { conceptsIn } from "./concepts.ts";
import { normalizeText, words } from "./normalize.ts";

export const FEATURE_BUCKETS = 1 << 20;
/** Stored with the weights: a model trained on other features is refused, not misread. */
export const FEATURES_VERSION = 6;

/** 32-bit FNV-1a: stable across processes, so a trained model means the same thing everywhere. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Feature buckets and their values (L2-normalized; a concept weighs CONCEPT_WEIGHT times a word). */
export type FeatureVector = { ids: number[]; values: number[] };

export const CONCEPT_WEIGHT = 0.5;
const MIN_NORM = 6;

/** Words after which the next few are negated or avoided ("without them knowing", "avoid cutting myself"). */
const NEGATORS = new Set([
  "not",
  "never",
  "no",
  "nor",
  "without",
  "don't",
  "dont",
  "can't",
  "won't",
  "avoid",
  "prevent",
  "stop",
]);
const NEGATED_WORDS = 3;

/**
 * Which features: every one by default; the hazard model goes without the word pairs one apart, which
 * doubled its stored weights (15 per feature) and the file past 1 MiB for no better ranking.
 */
export type FeatureOptions = {
  skipPairs?: boolean;
  /**
   * The text is an answer sentence (the output check): every feature is also emitted under an "o|" copy,
   * so a model can learn what a word means in an answer apart from what it means in a request, while the
   * shared copy still learns from both ("frustratingly easy" domain adaptation, Daume 2007).
   */
  answer?: boolean;
};

/**
 * `text` is the guard's reading of a conversation: earlier user turns, one per line, then the newest
 * (`guardTextOf`, `inputText`); an answer sentence is one line.
 */
export function featurize(text: string, opts: FeatureOptions = {}): FeatureVector {
  return featurizeNormalized(normalizeText(text), opts);
}

/** `featurize` of text already through `normalizeText`: a text scored by several models is normalized once. */
export function featurizeNormalized(normalized: string, opts: FeatureOptions = {}): FeatureVector {
  const ws = words(normalized);
  const names = new Set<string>();
  const concepts = conceptsIn(normalized);
  const conceptNames = new Set<string>();
  for (const [i, a] of concepts.entries()) {
    conceptNames.add(`k:${a}`);
    for (const b of concepts.slice(i + 1)) conceptNames.add(`kk:${a}+${b}`);
  }
  let negated = 0;
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    names.add(`w:${w}`);
    if (i > 0) names.add(`b:${ws[i - 1]}_${w}`);
    // Word pairs one apart: "kill ... dad" across "my", "steal ... car" across "a".
    if (i > 1 && opts.skipPairs !== false) names.add(`s:${ws[i - 2]}_${w}`);
    if (NEGATORS.has(w)) negated = NEGATED_WORDS;
    else if (negated-- > 0) names.add(`n:${w}`);
  }
  // Harm that shows only in context: what the earlier turns are about, paired with what the newest asks
  // ("I work near the reservoir" + "what could I add to poison everyone"), and the newest turn's own words.
  const lastBreak = normalized.lastIndexOf("\n");
  if (lastBreak >= 0) {
    const newest = normalized.slice(lastBreak + 1);
    const asked = conceptsIn(newest);
    for (const a of conceptsIn(normalized.slice(0, lastBreak)))
      for (const b of asked) conceptNames.add(`xk:${a}>${b}`);
    for (const w of words(newest)) names.add(`lw:${w}`);
  }
  const weight = new Map<number, number>();
  for (const copy of opts.answer ? ["", "o|"] : [""]) {
    for (const n of names) weight.set(fnv1a(`${copy}${n}`) % FEATURE_BUCKETS, 1);
    for (const n of conceptNames) weight.set(fnv1a(`${copy}${n}`) % FEATURE_BUCKETS, CONCEPT_WEIGHT);
  }
  const ids = [...weight.keys()].sort((a, b) => a - b);
  // Normalized as if at least MIN_NORM^2 word features were present, so one alarming word in a two-word
  // message ("10", "notice") does not carry the weight a whole sentence of evidence would. 6, not 8: at 8 a
  // short blunt request was shrunk to half its evidence ("how to kill someone" 0.48; held out, requests of
  // up to 10 words 65.6% refused against 85-90% of 16+ words). Two folds with the short-request batches:
  // 8 -> 6 kept recall and took short requests 61.2% -> 62.8%; 4 lost 2 points on long ones.
  const norm = Math.max(MIN_NORM, Math.sqrt(ids.reduce((s, id) => s + weight.get(id)! ** 2, 0)));
  return { ids, values: ids.map((id) => weight.get(id)! / norm) };
}
