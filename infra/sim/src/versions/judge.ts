/**
 * The simulated judge model (pure): reads the two answers of a judge prompt and prefers the one with more
 * substance. An answer's score is its share of sentences with a concrete sign (a number, an example, a
 * reason, code) minus its share of hedged ones. Like real LLM judges it is biased towards the answer shown
 * first, and a little noisy (a draw from the prompt's hash), so near-equal answers often change verdict
 * when their order is swapped: MT-Bench found GPT-4 as a judge consistent under a swap ~65% of the time.
 * Deterministic: the same prompt always gets the same verdict.
 */

import { type JudgeCase, type JudgeChoice, parseJudgeUserMessage } from "@chat/events";
import { seededRandom } from "@chat/model";
import { fnv1a } from "../answer-text.ts";

export type JudgeOptions = {
  /** Added to the first answer's lead (score units). */
  positionBias: number;
  /** Half-width of the uniform noise on the lead. */
  noise: number;
  /** Leads smaller than this are a tie. */
  tieMargin: number;
  seed: number;
};

export const DEFAULT_JUDGE: JudgeOptions = { positionBias: 0.15, noise: 0.15, tieMargin: 0.05, seed: 7 };

const CONCRETE = /\d|for example|because|specifically|```|step \d/i;
const HEDGED = /\b(not sure|maybe|probably|perhaps|possibly|might|hard to say|generally speaking)\b/i;

/** Sentences of an answer (a code block counts as one). */
function sentences(answer: string): string[] {
  return answer
    .split(/(```[\s\S]*?```)|(?<=[.!?])\s+/)
    .filter((s): s is string => s !== undefined && s.trim().length > 0);
}

/** An answer's substance in [-1, 1]: share of concrete sentences minus share of hedged ones. */
export function answerScore(answer: string): number {
  const all = sentences(answer);
  if (all.length === 0) return -1;
  let score = 0;
  for (const s of all) {
    if (HEDGED.test(s)) score--;
    else if (CONCRETE.test(s)) score++;
  }
  return score / all.length;
}

/** The verdict on one judge case, A first. */
export function judgeCase(c: JudgeCase, opts: JudgeOptions = DEFAULT_JUDGE): JudgeChoice {
  const rnd = seededRandom(fnv1a(`${opts.seed}\u0000${c.question}\u0000${c.answerA}\u0000${c.answerB}`));
  const lead =
    answerScore(c.answerA) - answerScore(c.answerB) + opts.positionBias + (rnd() * 2 - 1) * opts.noise;
  if (lead > opts.tieMargin) return "A";
  if (lead < -opts.tieMargin) return "B";
  return "C";
}

/** The judge model's whole reply to a user message (the judge prompt). */
export function judgeReply(userMessage: string, opts: JudgeOptions = DEFAULT_JUDGE): string {
  const c = parseJudgeUserMessage(userMessage);
  if (!c) return "I can only compare two answers given in the judge format. [[C]]";
  const v = judgeCase(c, opts);
  // Short, as a judge told to be brief: the verdict is all the gate reads.
  return v === "C" ? "Equally concrete. [[C]]" : `${v} is more concrete. [[${v}]]`;
}
