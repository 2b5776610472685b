/**
 * Threshold tuning, pure. A message goes small when its score is strictly below the threshold, so the
 * candidate thresholds are the distinct scores themselves (each sends everything scored lower) and 1.
 */

export type JudgedRow = { score: number; smallLost: boolean };

export type TuneResult = {
  /** The highest threshold at which the messages sent small lose at most the target share. */
  threshold: number;
  /** Share of all rows that this threshold sends to the small model. */
  shareSmall: number;
  /** Share of the rows sent small whose small answer lost (0 when none are sent small). */
  lossSmall: number;
  sentSmall: number;
  lostSmall: number;
  total: number;
};

/**
 * @example tuneThreshold([{ score: 0.1, smallLost: false }, { score: 0.9, smallLost: true }], 0.05)
 *   // { threshold: 0.9, shareSmall: 0.5, lossSmall: 0, ... }
 */
export function tuneThreshold(rows: readonly JudgedRow[], target = 0.05): TuneResult {
  if (!(target >= 0 && target <= 1)) throw new RangeError(`target must be in [0, 1], got ${target}`);
  if (rows.length === 0) throw new RangeError("tuneThreshold: no judged rows");
  for (const [i, row] of rows.entries()) {
    if (!(row.score >= 0 && row.score <= 1))
      throw new RangeError(`row ${i}: score must be in [0, 1], got ${row.score}`);
  }
  const sorted = [...rows].sort((a, b) => a.score - b.score);
  const total = sorted.length;
  // Threshold = lowest score: nothing goes small. Always acceptable, so there is always an answer.
  let best = { threshold: sorted[0]!.score, sentSmall: 0, lostSmall: 0 };
  let sent = 0;
  let lost = 0;
  for (let i = 0; i < total; ) {
    // Take every row with this score together: a threshold cannot split equal scores.
    const score = sorted[i]!.score;
    while (i < total && sorted[i]!.score === score) {
      if (sorted[i]!.smallLost) lost++;
      sent++;
      i++;
    }
    const next = i < total ? sorted[i]!.score : 1;
    if (next <= score) continue; // a score of exactly 1 can never go small
    if (lost <= target * sent) best = { threshold: next, sentSmall: sent, lostSmall: lost };
  }
  return {
    ...best,
    shareSmall: best.sentSmall / total,
    lossSmall: best.sentSmall === 0 ? 0 : best.lostSmall / best.sentSmall,
    total,
  };
}

/** Share routed small and its loss at a given threshold (for reports and comparisons). */
export function evaluateThreshold(rows: readonly JudgedRow[], threshold: number) {
  const small = rows.filter((r) => r.score < threshold);
  const lost = small.filter((r) => r.smallLost).length;
  return {
    shareSmall: rows.length === 0 ? 0 : small.length / rows.length,
    lossSmall: small.length === 0 ? 0 : lost / small.length,
  };
}
