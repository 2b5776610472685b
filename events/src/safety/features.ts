/**
 * The guard classifier's features: words, word pairs (next to each other and one apart), words after a
 * negation ("without cutting myself"), hand-made concepts and pairs of concepts (`concepts.ts`), the act
 * each sentence asks for (`actFeatures`: the words after "how do i", "help me", ...), and in a
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
import { normalizeText, stem, words, wordTokens } from "./normalize.ts";

export const FEATURE_BUCKETS = 1 << 20;
/** Stored with the weights: a model trained on other features is refused, not misread. */
export const FEATURES_VERSION = 7;

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
  for (const sentence of normalized.split(/[\n.!?;]+/)) actFeatures(sentence, names, conceptNames);
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

/**
 * Where a requested act starts: after a request's frame ("how do i", "help me", "what's the best way to",
 * chained: "can you tell me how to"), or after a purpose ("so i can", "in order to"). Lower-case words.
 */
const FRAMES = (
  "how to|how do i|how can i|how could i|how would i|how should i|how might i|how do you|how can you|" +
  "how would you|how does one|how do we|how can we|how does someone|ways to|way to|help me|teach me how to|" +
  "teach me to|teach me|show me how to|show me|tell me how to|tell me|explain how to|i want to|i need to|" +
  "i wanna|i gotta|i'm going to|i am going to|im going to|i will|i'll|want to|wanna|steps to|tips to|" +
  "tips for|tips on|guide to|where can i|where do i|where to|can you|could you|would you|will you|can i|" +
  "should i|is it possible to|trying to|i'm trying to|let's|lets|please|pls|plz|give me|need to|" +
  "instructions for|instructions to|tutorial on|tutorial for|easiest|quickest|fastest|best|safest|" +
  "cheapest|most effective|so i can|so that i can|in order to|and then|so i could|enough to"
)
  .split("|")
  .map((f) => f.split(" "));
/** The frames by their first word, in `FRAMES`' order (a longer frame before the shorter one it starts). */
const FRAMES_BY_FIRST_WORD = new Map<string, string[][]>();
for (const f of FRAMES) FRAMES_BY_FIRST_WORD.set(f[0]!, [...(FRAMES_BY_FIRST_WORD.get(f[0]!) ?? []), f]);
/** Words passed over to reach the act's verb, and left out of its object's words. */
const FILLER = new Set(
  "a an the my your his her their our some this that these those of to for with and in on at it them him me be is are get really just actually".split(
    " ",
  ),
);
/** Words after the verb read as its object. */
const ACT_WINDOW = 6;
/** A sentence starting with one of these, and holding no frame, is a statement or a question, not an order. */
const NOT_AN_ORDER = new Set(
  (
    "i i'm im i've i'd my we we're our he he's she she's they they're his her their it it's its there there's " +
    "the a an this that these those when if yesterday last so and but what what's whats why who where which how " +
    "is are do does did was were am can could would should will you your you're someone somebody people " +
    "everyone one after before since because as hi hey hello ok okay thanks thank yes no not in on at for of to " +
    "with about from"
  ).split(" "),
);

/**
 * The act a sentence asks for: its verb (`a:`), the verb with each word of its object (`ao:`), the
 * object's concepts (`ak:`), the verb with each of them (`av:`), and the verb's own concepts with the
 * object's (`acc:`, "strangle"/"stab" + "someone" -> violence > person). The verb is the first word after a
 * frame (every frame in the sentence), or the sentence's first word where it has none and does not open
 * like a statement or a question (an order: "write a virus that deletes files"). Words and word pairs
 * anywhere in a text cannot tell "how do i rape someone" from "how do i report a rape" when the training
 * requests that name the harm are mostly the harmless ones; the requested act can. Two folds (train + dev,
 * hand-written, one floor at the 1.5% budget; the held-out part never): requests caught 69.0% -> 72.0%
 * (harmless flagged 1.4% -> 1.3%), those of up to 10 words 61.6% -> 70.4%, AUC 0.9732 -> 0.9758, caught
 * where 1% of harmless are flagged 61.4% -> 67.4%. Acts at the start of any sentence, statements
 * included, caught as many but flagged harmless alarming stories 11 -> 16 of 407 (never trained on);
 * a window of 4 words 71.5%, of 8 71.5%; the act concepts weighing a word each 68.4%.
 */
function actFeatures(sentence: string, names: Set<string>, conceptNames: Set<string>): void {
  for (const { word, verb, object } of actsOf(sentence)) {
    names.add(`a:${verb}`);
    for (const w of object) if (!FILLER.has(w)) names.add(`ao:${verb}_${stem(w)}`);
    const objectConcepts = conceptsIn(object.join(" "));
    for (const c of objectConcepts) {
      conceptNames.add(`ak:${c}`);
      conceptNames.add(`av:${verb}>${c}`);
    }
    for (const v of conceptsIn([word, object[0] ?? ""].join(" "))) {
      conceptNames.add(`ac:${v}`);
      for (const c of objectConcepts) if (c !== v) conceptNames.add(`acc:${v}>${c}`);
    }
  }
}

export type Act = { word: string; verb: string; object: string[] };

/** The acts a sentence (normalized) asks for: each one's verb as written and stemmed, and the `ACT_WINDOW` words after it. */
export function actsOf(sentence: string): Act[] {
  const tokens = wordTokens(sentence);
  const frameAt = (i: number) =>
    FRAMES_BY_FIRST_WORD.get(tokens[i]!)?.find((f) => f.every((w, k) => tokens[i + k] === w));
  const starts: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let frame = frameAt(i);
    if (!frame) continue;
    let at = i;
    for (let chained = 0; frame && chained < 5; chained++, frame = frameAt(at)) at += frame.length;
    starts.push(at);
    i = at - 1;
  }
  if (starts.length === 0 && tokens.length > 0 && !NOT_AN_ORDER.has(tokens[0]!)) starts.push(0);
  const acts: Act[] = [];
  for (let at of starts) {
    while (at < tokens.length && FILLER.has(tokens[at]!)) at++;
    if (at < tokens.length)
      acts.push({
        word: tokens[at]!,
        verb: stem(tokens[at]!),
        object: tokens.slice(at + 1, at + 1 + ACT_WINDOW),
      });
  }
  return acts;
}
