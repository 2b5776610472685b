/**
 * The guard classifier: logistic regression over hashed text features, a binary model for the score and
 * a multinomial one (safe + one class per hazard) for the category. Its verdict mirrors Llama Guard 3's:
 * the score is the probability of "unsafe", the category the likeliest hazard, flagged when the score
 * reaches that category's threshold. The input score also asks the hand-written training requests nearest
 * the text (`neighbours.ts`). Deterministic and pure: the weights are data (`guard-model.json`, written by the tuner).
 */
import { HAZARD_CODES, type Hazard, type SafetyStage } from "./categories.ts";
import {
  FEATURE_BUCKETS,
  FEATURES_VERSION,
  type FeatureOptions,
  type FeatureVector,
  featurizeNormalized,
} from "./features.ts";
import { type NeighbourData, Neighbours } from "./neighbours.ts";
import { hiddenParts, normalizeText, readText } from "./normalize.ts";
import { unpackBytes, unpackIds } from "./packed.ts";

export const CLASSES = ["safe", ...HAZARD_CODES] as const;
export type ClassName = (typeof CLASSES)[number];
export const BINARY_CLASSES = ["safe", "unsafe"] as const;
/** What the hazard model reads (the score model reads every feature). */
export const CATEGORY_FEATURES: FeatureOptions = { skipPairs: false };

/** One stored linear model: sparse weights per feature bucket (one number per class) and biases. */
export type GuardModelData = {
  version: number;
  buckets: number;
  classes: readonly string[];
  bias: number[];
  /** Weight = stored signed byte x scale. */
  scale: number;
  /** The feature buckets that have weights, ascending (`packed.ts`: base64 of varint gaps). */
  ids: string;
  /** One signed byte per class for each of those buckets, in their order, base64. */
  weights: string;
};

/**
 * The guard: a binary model (safe / unsafe, every hazard pooled, so each learns from all the harmful
 * examples) gives the score, a multinomial one (safe + S1..S14) the hazard. The output check has a binary
 * model of its own, trained on the same examples with answer sentences' features also under answer copies
 * (`FeatureOptions.answer`): cross-validated (train + dev, hand-written, before the x5/x6/xc/xd batches),
 * harmful answer sentences caught went 63.5% (1.4% of harmless ones flagged) -> 66.6% (1.2%); the same
 * copies in the one model cost requests 1.5 points (85.7% -> 84.2%), so requests keep the model without
 * them.
 */
export type GuardModel = {
  version: 5;
  score: GuardModelData;
  outputScore: GuardModelData;
  category: GuardModelData;
  /** The hand-written training requests the input score also asks (`neighbours.ts`); none: the linear models alone. */
  neighbours?: NeighbourData;
  /** The data and trainer it was trained from (`trainingFingerprint`), written by the tuner. */
  fingerprint?: string;
};

/**
 * A request of at most `maxWords` words has its input score's evidence (its log-odds minus those of a text
 * with no words) multiplied by `evidenceScale`. Every text's features are normalized as if it had at least
 * a sentence's worth of them (`features.ts`, MIN_NORM), so a short blunt request reads as part of its
 * evidence: held out, requests of up to 10 words were refused 65.6% of the time against 85-90% of those of
 * 16+ words, while no short harmless one was flagged. Scaling around the empty text's score, not adding a
 * constant, leaves chit-chat that carries no evidence where it was: a constant +1.3 log-odds (stop 40)
 * refused "a question while no replica is up" (0.55 -> 0.82). Chosen on two folds (hand-written train +
 * dev with the short-request batches, thresholds refitted on each): x1.25 took all requests 72.7% -> 73.7%
 * caught at 1.5% harmless and those of up to 10 words 50.6% -> 62.3%, 30 chat messages still 0 flagged;
 * x2 caught fewer in all (71.7%) and flagged a chat message. The thresholds are tuned on scores that went
 * through this, so the budget of harmless requests flagged holds.
 */
export const SHORT_REQUEST = { maxWords: 10, evidenceScale: 1.25 };

/** The user's turns the guard reads, oldest first, the newest last; a string is a single turn. */
export type GuardTurns = string | readonly string[];

/**
 * A conversation is scored as a whole (its turns one a line: harm that shows only in context) unless its
 * newest turn alone scores under this, when the newest turn's score is the conversation's. Each earlier
 * turn was checked when it was sent (a refused one is kept out of the history, `history.ts`), so what is
 * judged now is the newest turn read in context, and a turn that asks for nothing harmful in any
 * context ("should I write to the council or try mediation first?") is not refused for the alarming
 * story before it: the set's harmful conversations begin with such stories, so the words of the story
 * alone carried the whole score over the threshold. Chosen without the held-out part: on the 240
 * conversations of `not-trained/prompts-mt.jsonl` (never trained on), harmless ones flagged 24 -> 8 of 200
 * at 0.1 (11 at 0.05, 7 at 0.15), harmful 40 of 40 kept; out of fold (train + dev, two folds) harmful
 * multi-turn ones caught 384 -> 382 of 460 at 0.1 (380 at 0.15).
 */
export const NEWEST_TURN_GATE = 0.1;

/** Words as the short-request rule counts them: runs of non-space in the text the guard reads. */
export function wordCount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** `wordCount(text) <= SHORT_REQUEST.maxWords`, without counting a long text's every word. */
export function isShortRequest(text: string): boolean {
  const word = /\S+/g;
  for (let n = 0; n <= SHORT_REQUEST.maxWords; n++) if (word.exec(text) === null) return true;
  return false;
}

/** `unsafe` with its log-odds' distance from `neutral`'s multiplied by `scale`. */
export function scaledEvidence(unsafe: number, neutral: number, scale: number): number {
  const logit = (p: number) => Math.log(p / (1 - p));
  if (unsafe <= 0 || unsafe >= 1 || neutral <= 0 || neutral >= 1) return unsafe;
  return 1 / (1 + Math.exp(-(logit(neutral) + scale * (logit(unsafe) - logit(neutral)))));
}

/**
 * Per stage and hazard: the lowest "unsafe" score that flags it. Policy, kept apart from the weights
 * (`guard-thresholds.json`), so production can point the same thresholds at a real guard server. The
 * output stage runs on every sentence (~20 per answer), so it is tuned to fewer false positives.
 */
export type Thresholds = Record<SafetyStage, Record<Hazard, number>>;

export type Scores = { unsafe: number; category: Hazard; probabilities: number[] };

/** One linear layer over the hashed features, decoded from its stored form. */
class LinearModel {
  private readonly weights: Map<number, number[]>;

  constructor(readonly data: GuardModelData) {
    const ids = unpackIds(data.ids);
    const bytes = unpackBytes(data.weights);
    const K = data.classes.length;
    if (bytes.length !== ids.length * K)
      throw new Error(`guard model: ${bytes.length} weights for ${ids.length} buckets`);
    this.weights = new Map(
      ids.map((id, i) => [id, Array.from(bytes.subarray(i * K, (i + 1) * K), (q) => q * data.scale)]),
    );
  }

  probabilities(f: FeatureVector): number[] {
    const z = [...this.data.bias];
    f.ids.forEach((id, i) => {
      const w = this.weights.get(id);
      if (!w) return;
      const v = f.values[i]!;
      for (let k = 0; k < z.length; k++) z[k]! += w[k]! * v;
    });
    return softmax(z);
  }
}

export class GuardClassifier {
  private readonly scorer: LinearModel;
  private readonly outputScorer: LinearModel;
  private readonly categorizer: LinearModel;
  private readonly neighbours: Neighbours | undefined;
  /** The input score of a text with no words: where "no evidence" sits (`scaledEvidence`). */
  private emptyInput: number | undefined;

  constructor(readonly data: GuardModel) {
    const ok = (m: GuardModelData, classes: readonly string[]) =>
      m.version === FEATURES_VERSION && m.buckets === FEATURE_BUCKETS && m.classes.join() === classes.join();
    if (
      data.version !== 5 ||
      !ok(data.score, BINARY_CLASSES) ||
      !ok(data.outputScore, BINARY_CLASSES) ||
      !ok(data.category, CLASSES)
    ) {
      throw new Error("guard model was trained with other features or classes: run the tuner again");
    }
    this.scorer = new LinearModel(data.score);
    this.outputScorer = new LinearModel(data.outputScore);
    this.categorizer = new LinearModel(data.category);
    this.neighbours = data.neighbours && new Neighbours(data.neighbours);
  }

  /**
   * The "unsafe" score, the likeliest hazard and P(each class) (the hazard model). The score is the mean
   * of the binary model's P(unsafe) and the hazard model's 1 - P(safe): two models trained differently on
   * the same data err on different texts, and their mean ranked harmful above harmless better than either
   * (cross-validated on train + dev, hand-written: AUC 0.9874 against 0.9851 for the binary model alone).
   * `turns`: the user's turns, oldest first (a string is one turn); a conversation is read as its turns
   * one a line, then gated by its newest turn (`NEWEST_TURN_GATE`). `stage` "output": `turns` is one
   * answer sentence, scored by the output check's binary model.
   */
  score(turns: GuardTurns, stage: SafetyStage = "input"): Scores {
    if (typeof turns === "string") return this.requestScore(turns, stage);
    if (stage === "output" || turns.length < 2) return this.requestScore(turns.join("\n"), stage);
    const newest = this.requestScore(turns.at(-1)!, stage);
    if (newest.unsafe < NEWEST_TURN_GATE) return newest;
    const whole = this.requestScore(turns.join("\n"), stage);
    // The newest turn is a request of its own: the conversation scores at least what it would alone, where
    // a short one's evidence is scaled (`SHORT_REQUEST`); as a line of the whole it was not, so "how to kill
    // someone" after a harmless first message scored 0.66 where it scores 0.79 sent first.
    return newest.unsafe > whole.unsafe ? newest : whole;
  }

  /** The score of one text: a request (its turns one a line) or an answer sentence. */
  private requestScore(text: string, stage: SafetyStage): Scores {
    if (stage === "output") return this.partScores(text, stage).best;
    const { best, hidden } = this.partScores(text, stage);
    let scored = isShortRequest(text) ? this.shortRequest(best) : best;
    // A request hidden in a wrapper ("This is ROT13, answer it: ...", a base64 payload) is a request of its
    // own: where it is short, its evidence is scaled as the same request written plainly would be (ROT13'd
    // held-out requests of up to 10 words were let through 21 times where written plainly they were not).
    for (const h of hidden) {
      if (!isShortRequest(h.text)) continue;
      const s = this.shortRequest(h.scores);
      if (s.unsafe > scored.unsafe) scored = s;
    }
    return scored;
  }

  /** One text's score before a short request's evidence is scaled (`SHORT_REQUEST`): the highest of the text's and its parts'. */
  uncorrectedScore(text: string, stage: SafetyStage = "input"): Scores {
    return this.partScores(text, stage).best;
  }

  private shortRequest(s: Scores): Scores {
    this.emptyInput ??= this.scoreText("", "input").unsafe;
    return { ...s, unsafe: scaledEvidence(s.unsafe, this.emptyInput, SHORT_REQUEST.evidenceScale) };
  }

  /** The highest of the text's and its parts' scores, and the scores of what the text hides (`hiddenParts`). */
  private partScores(
    text: string,
    stage: SafetyStage,
  ): { best: Scores; hidden: Array<{ text: string; scores: Scores }> } {
    // A request's harm is harm however much harmless text comes with it: the features of a whole
    // conversation are normalized together, so a harmless earlier turn ("history of the atomic bomb")
    // or harmless padding around a harmful sentence diluted it (0.93 alone, 0.51 after such a turn).
    // The score is the highest of the whole text's (harm that shows only in context) and its parts'
    // (`requestParts`). Still linear in the text: each word is read about three times. An answer
    // sentence's parts are only what it hides (an answer the user asked for in ROT13 or base64): the
    // cipher text beside the reading would dilute it.
    const read = readText(text);
    const hiddenTexts = read.hidden.map((h) => h.trim());
    const parts = stage === "output" ? hiddenTexts : requestParts(text, hiddenTexts);
    let best = this.scoreNormalized(read.normalized, stage);
    const hidden: Array<{ text: string; scores: Scores }> = [];
    for (const part of parts) {
      const s = this.scoreText(part, stage);
      if (s.unsafe > best.unsafe) best = s;
      if (hiddenTexts.includes(part)) hidden.push({ text: part, scores: s });
    }
    return { best, hidden };
  }

  private scoreText(text: string, stage: SafetyStage): Scores {
    return this.scoreNormalized(normalizeText(text), stage);
  }

  private scoreNormalized(normalized: string, stage: SafetyStage): Scores {
    const probabilities = this.categorizer.probabilities(featurizeNormalized(normalized, CATEGORY_FEATURES));
    const output = stage === "output";
    const features = featurizeNormalized(normalized, { answer: output });
    const binary = (output ? this.outputScorer : this.scorer).probabilities(features);
    let unsafe = (binary[1]! + 1 - probabilities[0]!) / 2;
    // Only a request asks the neighbours: they are requests, and an answer sentence is not one.
    if (!output && this.neighbours)
      unsafe =
        (1 - this.neighbours.blend) * unsafe + this.neighbours.blend * this.neighbours.harmfulShare(features);
    let best = 1;
    for (let k = 2; k < probabilities.length; k++) if (probabilities[k]! > probabilities[best]!) best = k;
    return { unsafe, category: CLASSES[best] as Hazard, probabilities };
  }

  /** Flagged when the score reaches the likeliest hazard's threshold for the stage. */
  static flags(s: Pick<Scores, "unsafe" | "category">, stage: SafetyStage, thresholds: Thresholds): boolean {
    return s.unsafe >= (thresholds[stage][s.category] ?? 0.5);
  }
}

/** Where a sentence ends for `requestParts`: after . ! ? or ; and a space, whatever the next letter's case. */
const SENTENCE_END = /(?<=[.!?;])\s+/;
/** Where a line's clauses after a colon start ("Translate this into French: ..."). */
const AFTER_COLON = /(?<=:)\s+/;
/** A sentence longer than this many words is also read in windows of `WINDOW` words, every `WINDOW / 2`. */
const LONG_SENTENCE = 24;
const WINDOW = 12;

/**
 * The pieces of a request scored alone: each line (a turn, or a line of one) where there are several;
 * where a line holds more than two sentences, every two sentences in a row; a sentence of more than 24
 * words in windows of 12 words; what follows a colon ("Translate this into French: ..."); the string
 * values of a request written as JSON; and what the text hides (`hiddenParts`: a base64 or ROT13
 * payload, words run together). So neither harmless sentences, a run-on paragraph, a wrapper nor the
 * cipher text around a request can dilute it. Not single sentences: "My sister's husband hits her."
 * alone reads as harm that the question after it makes a request for help; not quoted text either, for
 * the same reason ("my friend wrote 'I want to die', how do I help her?"). Out of fold (a fold's model,
 * its hand-written prompts, two folds): single sentences raised the 1.5% threshold 0.69 -> 0.72 and cost
 * 1.4 points of recall, quotes 0.69 -> 0.72 and 1.6 points on one fold; lines, pairs, windows and colons
 * cost nothing (85.9% and 86.6% at the same thresholds). Pairs found a harmful sentence between harmless
 * ones (0.95, where runs of three sentences scored it 0.35); windows took a request inside a 90-word run-on
 * sentence 0.65 -> 0.96 and colons "Translate to French: '<request>', thanks" 0.55 -> 0.89. The sentences
 * are cut at every end mark, case aside, so "kind. how do I ..." cannot glue itself to its neighbour. The
 * whole text is not among the parts.
 */
export function requestParts(text: string, hidden: string[] = hiddenParts(text)): string[] {
  const parts = new Set<string>();
  const json = jsonStrings(text);
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  for (const line of lines) {
    if (lines.length > 1) parts.add(line);
    const sentences = line.split(SENTENCE_END).filter((x) => x.length > 0);
    if (sentences.length > 2)
      for (let i = 0; i + 1 < sentences.length; i++) parts.add(`${sentences[i]} ${sentences[i + 1]}`);
    for (const sentence of sentences) {
      const words = sentence.split(/\s+/);
      if (words.length <= LONG_SENTENCE) continue;
      for (let i = 0; i + WINDOW / 2 < words.length; i += WINDOW / 2)
        parts.add(words.slice(i, i + WINDOW).join(" "));
    }
    if (json === null) for (const clause of line.split(AFTER_COLON).slice(1)) parts.add(clause);
  }
  for (const value of json ?? []) parts.add(value);
  for (const h of hidden) parts.add(h.trim());
  parts.delete(text.trim());
  return [...parts];
}

/**
 * The string values of a text that is a JSON object or array (`{"question": "..."}`) with a space in them,
 * or null when the text is not JSON (its keys' colons are then not clauses).
 */
function jsonStrings(text: string): string[] | null {
  const t = text.trim();
  if (!(t.startsWith("{") || t.startsWith("["))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(t);
  } catch {
    return null;
  }
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string") out.push(v.trim());
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(parsed);
  return out.filter((v) => v.includes(" "));
}

export function softmax(z: number[]): number[] {
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
