/**
 * Percentile bootstrap confidence interval of a mean, seeded so a run is reproducible. Pure.
 */
import { seededRandom } from "@chat/model";

export type Interval = { low: number; high: number };

/**
 * @param values   one number per comparison (1 win, 0.5 tie, 0 loss)
 * @param level    e.g. 0.95
 * @example bootstrapMean([1, 0, 0.5, 1], { seed: 1 }) // { low: 0.25, high: 1 }
 */
export function bootstrapMean(
  values: readonly number[],
  opts: { seed: number; resamples?: number; level?: number },
): Interval {
  const n = values.length;
  if (n === 0) return { low: Number.NaN, high: Number.NaN };
  const resamples = opts.resamples ?? 2000;
  const level = opts.level ?? 0.95;
  if (!(level > 0 && level < 1)) throw new RangeError(`bootstrap level must be in (0, 1), got ${level}`);
  const rnd = seededRandom(opts.seed);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += values[Math.floor(rnd() * n)]!;
    means[r] = sum / n;
  }
  means.sort();
  const tail = (1 - level) / 2;
  const at = (q: number) => means[Math.min(resamples - 1, Math.max(0, Math.floor(q * resamples)))]!;
  return { low: at(tail), high: at(1 - tail) };
}
