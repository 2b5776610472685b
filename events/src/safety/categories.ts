/**
 * The MLCommons hazard taxonomy as Llama Guard 3 names it (S1..S14), the verdict every check returns,
 * and the short refusal text a client shows instead of the answer.
 */

export const HAZARDS = {
  S1: "violent crimes",
  S2: "non-violent crimes",
  S3: "sex-related crimes",
  S4: "child sexual exploitation",
  S5: "defamation",
  S6: "specialized advice",
  S7: "privacy",
  S8: "intellectual property",
  S9: "indiscriminate weapons",
  S10: "hate",
  S11: "suicide and self-harm",
  S12: "sexual content",
  S13: "elections",
  S14: "code interpreter abuse",
} as const;
export type Hazard = keyof typeof HAZARDS;
export const HAZARD_CODES = Object.keys(HAZARDS) as Hazard[];

export function isHazard(x: unknown): x is Hazard {
  return typeof x === "string" && Object.hasOwn(HAZARDS, x);
}

/** Which check ran: on the user's message before it is queued, or on a sentence of the answer. */
export type SafetyStage = "input" | "output";
/** Who decided: the guard model, or the lexical baseline when the guard was down or too slow. */
export type DecidedBy = "guard" | "baseline";

/**
 * One check's result. `score` is the probability of "unsafe" (the guard's first token), `category`
 * the most likely hazard (present whenever the score is above zero, flagged or not).
 */
export type Verdict = {
  flagged: boolean;
  category: Hazard | null;
  score: number;
  decidedBy: DecidedBy;
  /** Why the baseline decided (guard down, over budget), for logs. */
  note?: string;
};

/** What the user reads instead of the answer: short, names the hazard, no lecture. */
export function refusalText(category: Hazard | null, stage: SafetyStage): string {
  const what = category ? ` (${HAZARDS[category]}, ${category})` : "";
  return stage === "input"
    ? `Sorry, I can't help with that request: it falls under a category of harm I don't assist with${what}.`
    : `Sorry, I can't continue this answer: it was heading into a category of harm I don't assist with${what}.`;
}
