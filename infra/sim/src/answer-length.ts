/**
 * How long the simulated model "wants" an answer to be: deterministic for a seed, mean ~400 tokens
 * (DESIGN section 2), spread 150-650 (a sum of three uniforms, so most answers sit near the mean).
 */
import { seededRandom } from "@chat/model";

export const MEAN_ANSWER_TOKENS = 400;

export function intendedAnswerTokens(seed: number): number {
  const rnd = seededRandom(seed ^ 0x5bd1e995);
  const u = rnd() + rnd() + rnd() - 1.5; // -1.5..1.5, bell-shaped
  return Math.round(MEAN_ANSWER_TOKENS + (u / 1.5) * 250);
}
