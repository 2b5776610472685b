/**
 * Runaway guard: stops an answer that keeps repeating itself. Looks at the tail of the text for a
 * span that repeats back-to-back at least `minRepeats` times; pure and cheap enough to run per delta.
 */
export function isRepeating(
  text: string,
  opts: { minSpan?: number; maxSpan?: number; minRepeats?: number } = {},
): boolean {
  const minSpan = opts.minSpan ?? 20;
  const maxSpan = opts.maxSpan ?? 400;
  const minRepeats = opts.minRepeats ?? 4;
  const n = text.length;
  for (let span = minSpan; span <= maxSpan && span * minRepeats <= n; span++) {
    const unit = text.slice(n - span);
    let k = 1;
    while (k < minRepeats && text.slice(n - span * (k + 1), n - span * k) === unit) k++;
    if (k >= minRepeats) return true;
  }
  return false;
}
