/**
 * How long the simulated model "wants" an answer to be: deterministic for a seed, mean ~400 tokens
 * (DESIGN section 2), spread 150-650 (a sum of three uniforms, so most answers sit near the mean).
 */
export const MEAN_ANSWER_TOKENS = 400;

/** A small seeded PRNG (mulberry32): the same seed always gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function intendedAnswerTokens(seed: number): number {
  const rnd = seededRandom(seed ^ 0x5bd1e995);
  const u = rnd() + rnd() + rnd() - 1.5; // -1.5..1.5, bell-shaped
  return Math.round(MEAN_ANSWER_TOKENS + (u / 1.5) * 250);
}
