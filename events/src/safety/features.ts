/**
 * The guard classifier's features: words, word pairs, hand-made concepts and pairs of concepts
 * (`concepts.ts`), hashed into a fixed number of buckets, L2-normalized so a long text does not score
 * higher just for being long. Pure.
 *
 * Chosen by 4-fold cross-validation on the train and dev splits (recall at 2% false positives, hand-written
 * examples): 4-letter pieces of words and the baseline's rule hits as features made the model confidently
 * wrong on harmless sentences (output recall at 2% FP 27% with them, 60% without), and concepts weighted
 * 3x a word let one alarming concept pair outvote the rest of the text (input 55% at 3x, 72% at 0.5x).
 * Obfuscations are undone by `normalizeText` instead.
 */
import { conceptsIn } from "./concepts.ts";
import { normalizeText, words } from "./normalize.ts";

export const FEATURE_BUCKETS = 1 << 20;
/** Stored with the weights: a model trained on other features is refused, not misread. */
export const FEATURES_VERSION = 3;

/** 32-bit FNV-1a: stable across processes, so a trained model means the same thing everywhere. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Feature buckets and their values (L2-normalized; a concept weighs CONCEPT_WEIGHT times a word). */
export type FeatureVector = { ids: number[]; values: number[] };

const CONCEPT_WEIGHT = 0.5;
const MIN_NORM = 8;

export function featurize(text: string): FeatureVector {
  const normalized = normalizeText(text);
  const ws = words(normalized);
  const names = new Set<string>();
  const concepts = conceptsIn(normalized);
  const conceptNames = new Set<string>();
  for (const [i, a] of concepts.entries()) {
    conceptNames.add(`k:${a}`);
    for (const b of concepts.slice(i + 1)) conceptNames.add(`kk:${a}+${b}`);
  }
  for (let i = 0; i < ws.length; i++) {
    names.add(`w:${ws[i]}`);
    if (i > 0) names.add(`b:${ws[i - 1]}_${ws[i]}`);
  }
  const weight = new Map<number, number>();
  for (const n of names) weight.set(fnv1a(n) % FEATURE_BUCKETS, 1);
  for (const n of conceptNames) weight.set(fnv1a(n) % FEATURE_BUCKETS, CONCEPT_WEIGHT);
  const ids = [...weight.keys()].sort((a, b) => a - b);
  // Normalized as if at least MIN_NORM^2 word features were present, so one alarming word in a two-word
  // message ("10", "notice") does not carry the weight a whole sentence of evidence would.
  const norm = Math.max(MIN_NORM, Math.sqrt(ids.reduce((s, id) => s + weight.get(id)! ** 2, 0)));
  return { ids, values: ids.map((id) => weight.get(id)! / norm) };
}
