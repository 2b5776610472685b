/**
 * Logistic regression, pure: the weights file's schema, prediction and deterministic training
 * (mini-batch gradient descent whose only randomness is a seeded shuffle).
 */

import { seededRandom } from "@chat/model";
import { z } from "zod";
import { FEATURE_NAMES } from "./features.ts";

export const RouterWeights = z.object({
  version: z.literal(1),
  features: z.array(z.string()),
  weights: z.array(z.number().finite()),
  bias: z.number().finite(),
  /** How these weights were made, for the reader; not used at score time. */
  training: z
    .object({ rows: z.number().int(), seed: z.number().int(), epochs: z.number().int(), l2: z.number() })
    .optional(),
});
export type RouterWeights = z.infer<typeof RouterWeights>;

export class InvalidWeightsError extends Error {
  readonly code = "invalid_weights";
}

/** Validates a parsed weights file against the current feature list; `source` names it in errors. */
export function parseWeights(json: unknown, source: string): RouterWeights {
  const parsed = RouterWeights.safeParse(json);
  if (!parsed.success) {
    throw new InvalidWeightsError(`${source}: not a router weights file: ${parsed.error.message}`);
  }
  const w = parsed.data;
  const expected = FEATURE_NAMES.join(",");
  if (w.features.join(",") !== expected) {
    throw new InvalidWeightsError(
      `${source}: trained on features [${w.features.join(",")}] but the extractor has [${expected}]; retrain`,
    );
  }
  if (w.weights.length !== w.features.length) {
    throw new InvalidWeightsError(`${source}: ${w.weights.length} weights for ${w.features.length} features`);
  }
  return w;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function predict(
  weights: Pick<RouterWeights, "weights" | "bias">,
  features: readonly number[],
): number {
  let z = weights.bias;
  for (let i = 0; i < features.length; i++) z += (weights.weights[i] ?? 0) * (features[i] ?? 0);
  return sigmoid(z);
}

export type TrainOptions = {
  seed?: number;
  epochs?: number;
  learningRate?: number;
  l2?: number;
  batchSize?: number;
};
export type TrainingExample = { features: readonly number[]; label: boolean };

/** Same examples and options give the same weights, bit for bit. */
export function trainLogistic(
  examples: readonly TrainingExample[],
  options: TrainOptions = {},
): RouterWeights {
  const { seed = 1, epochs = 600, learningRate = 0.3, l2 = 1e-3, batchSize = 16 } = options;
  if (examples.length === 0) throw new RangeError("trainLogistic: no examples");
  const width = FEATURE_NAMES.length;
  for (const [i, ex] of examples.entries()) {
    if (ex.features.length !== width) {
      throw new RangeError(
        `trainLogistic: example ${i} has ${ex.features.length} features, expected ${width}`,
      );
    }
  }
  const weights = new Array<number>(width).fill(0);
  let bias = 0;
  const random = seededRandom(seed);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    shuffleInPlace(order, random);
    for (let start = 0; start < order.length; start += batchSize) {
      const batch = order.slice(start, start + batchSize);
      const grad = new Array<number>(width).fill(0);
      let gradBias = 0;
      for (const index of batch) {
        const ex = examples[index]!;
        const error = predict({ weights, bias }, ex.features) - (ex.label ? 1 : 0);
        for (let j = 0; j < width; j++) grad[j]! += error * ex.features[j]!;
        gradBias += error;
      }
      for (let j = 0; j < width; j++) {
        weights[j] = weights[j]! - learningRate * (grad[j]! / batch.length + l2 * weights[j]!);
      }
      bias -= (learningRate * gradBias) / batch.length;
    }
  }
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    version: 1,
    features: [...FEATURE_NAMES],
    weights: weights.map(round),
    bias: round(bias),
    training: { rows: examples.length, seed, epochs, l2 },
  };
}

function shuffleInPlace(items: number[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
