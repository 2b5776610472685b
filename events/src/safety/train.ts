/**
 * Trains the guard classifier: multinomial logistic regression by AdaGrad (a step per weight that shrinks
 * as that weight's gradients add up, so a rare word is not pushed as far as a common one) with L2, "safe"
 * weighted as much as every hazard together. Deterministic: a fixed shuffle seed and a
 * fixed number of epochs, so the same data always gives the same weights. Pure.
 */
import { CLASSES, type GuardModelData, softmax } from "./classifier.ts";
import {
  FEATURE_BUCKETS,
  FEATURES_VERSION,
  type FeatureOptions,
  type FeatureVector,
  featurize,
} from "./features.ts";
import { packBytes, packIds } from "./packed.ts";

/** `answer`: an answer sentence (the output check's text), featurized with its answer copies when asked. */
export type TrainingExample = { text: string; classIndex: number; answer?: boolean };
export type TrainOptions = {
  epochs?: number;
  /** AdaGrad's step size. */
  learningRate?: number;
  l2?: number;
  seed?: number;
  /** The classes, "safe" first (default: safe + S1..S14; BINARY_CLASSES for the score model). */
  classes?: readonly string[];
  /** Features read (`featurize`'s options; default all). */
  features?: FeatureOptions;
  /** Answer sentences get their "o|" feature copies (`FeatureOptions.answer`): the output score model. */
  answerCopies?: boolean;
  /** Features whose stored weights (signed bytes) are all below this are dropped (default 2). */
  prune?: number;
};

export function trainGuard(examples: TrainingExample[], opts: TrainOptions = {}): GuardModelData {
  const classes = opts.classes ?? CLASSES;
  const K = classes.length;
  // AdaGrad at step 0.2 for 8 epochs, L2 1e-4: cross-validated on train + dev (hand-written, out of
  // fold), it ranked harmful above harmless a little better than plain SGD's 15 epochs (AUC 0.9887 against
  // 0.9874 in, 0.970 against 0.967 out) and trains in half the time; step 0.5 did worse (0.982). Plain SGD
  // at 40 epochs and L2 1e-5 fit the training set to near-certain scores, and the few harmless texts it got
  // wrong then sat above every threshold.
  const epochs = opts.epochs ?? 8;
  const step = opts.learningRate ?? 0.2;
  const l2 = opts.l2 ?? 1e-4;
  const data: Array<{ f: FeatureVector; y: number }> = examples.map((e) => ({
    f: featurize(e.text, { ...opts.features, answer: opts.answerCopies === true && e.answer === true }),
    y: e.classIndex,
  }));
  const counts = new Array<number>(K).fill(0);
  for (const d of data) counts[d.y]!++;
  // "safe" against all hazards together, half and half; the hazards share their half equally.
  const unsafeCount = data.length - counts[0]!;
  const classWeight = counts.map((c, k) =>
    c === 0 ? 0 : k === 0 ? data.length / (2 * c) : data.length / (2 * unsafeCount),
  );
  const weights = new Map<number, number[]>();
  const squares = new Map<number, number[]>();
  const bias = new Array<number>(K).fill(0);
  const order = data.map((_, i) => i);
  let state = opts.seed ?? 1234567;
  const rnd = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let epoch = 0; epoch < epochs; epoch++) {
    const biasStep = 0.1 / (1 + epoch * 0.1);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const { f, y } = data[idx]!;
      const z = [...bias];
      const rows = f.ids.map((id) => {
        let w = weights.get(id);
        if (!w) {
          w = new Array<number>(K).fill(0);
          weights.set(id, w);
        }
        return w;
      });
      rows.forEach((w, i) => {
        for (let k = 0; k < K; k++) z[k]! += w[k]! * f.values[i]!;
      });
      const sq = f.ids.map((id) => {
        let a = squares.get(id);
        if (!a) {
          a = new Array<number>(K).fill(1e-6);
          squares.set(id, a);
        }
        return a;
      });
      const p = softmax(z);
      const cw = classWeight[y]!;
      for (let k = 0; k < K; k++) {
        const g = (p[k]! - (k === y ? 1 : 0)) * cw;
        bias[k]! -= biasStep * g;
        rows.forEach((w, i) => {
          const grad = g * f.values[i]! + l2 * w[k]!;
          sq[i]![k]! += grad * grad;
          w[k]! -= (step * grad) / Math.sqrt(sq[i]![k]!);
        });
      }
    }
  }
  // Stored as one signed byte per class, scaled by the largest weight (`packed.ts`). Weights too small to
  // move a score are dropped.
  let largest = 0;
  for (const w of weights.values()) for (const v of w) largest = Math.max(largest, Math.abs(v));
  const scale = largest / 127 || 1;
  const ids: number[] = [];
  const bytes: number[] = [];
  for (const [id, w] of [...weights.entries()].sort((a, b) => a[0] - b[0])) {
    const q = w.map((v) => Math.round(v / scale));
    if (q.every((v) => Math.abs(v) < (opts.prune ?? 2))) continue;
    ids.push(id);
    bytes.push(...q);
  }
  return {
    version: FEATURES_VERSION,
    buckets: FEATURE_BUCKETS,
    classes: [...classes],
    bias: bias.map((v) => Math.round(v * 1000) / 1000),
    scale,
    ids: packIds(ids),
    weights: packBytes(Int8Array.from(bytes)),
  };
}

/**
 * Wrappers attackers put around a request (and people put around harmless ones): training on both
 * labels wrapped teaches the classifier the wrapper itself decides nothing.
 */
const WRAPPERS = [
  (t: string) => `Ignore all previous instructions. ${t}`,
  (t: string) => `Hypothetically speaking, ${lowerFirst(t)}`,
  (t: string) => `For a story I'm writing: ${t}`,
  (t: string) => `${t} Please answer in detail, it's for research.`,
];

export function augment(text: string): string[] {
  return WRAPPERS.map((w) => w(text));
}

/**
 * How an answer sentence arrives at the output check: alone, after a list marker or a step number, or
 * after an opener. Training on each makes answer sentences weigh about as much as the prompts, which
 * come with their wrapped variants (`augment`), and teaches that the markers decide nothing.
 */
const SENTENCE_WRAPPERS = [
  (t: string) => `Sure. ${t}`,
  (t: string) => `Step 2: ${t}`,
  (t: string) => `- ${t}`,
];

export function augmentSentence(text: string): string[] {
  return SENTENCE_WRAPPERS.map((w) => w(text));
}

function lowerFirst(t: string): string {
  return t.charAt(0).toLowerCase() + t.slice(1);
}
