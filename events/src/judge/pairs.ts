/**
 * One comparison, judged twice with the order swapped (DESIGN section 9): a win or a loss counts only when
 * both orders agree, anything else is a tie. Pure.
 */
import type { JudgeChoice } from "./protocol.ts";

export type Preference = "candidate" | "current" | "tie";
export type Outcome = "win" | "tie" | "loss";

export type PairVerdict = {
  outcome: Outcome;
  /** The judge preferred the same answer (or a tie) in both orders. */
  agreed: boolean;
};

/**
 * @param candidateFirst the judge's choice with the candidate's answer shown as A
 * @param currentFirst   the judge's choice with the current version's answer shown as A
 * @example pairVerdict("A", "B") // { outcome: "win", agreed: true }
 * @example pairVerdict("A", "A") // { outcome: "tie", agreed: false }: the judge just liked position A
 */
export function pairVerdict(candidateFirst: JudgeChoice, currentFirst: JudgeChoice): PairVerdict {
  const first: Preference = candidateFirst === "A" ? "candidate" : candidateFirst === "B" ? "current" : "tie";
  const second: Preference = currentFirst === "A" ? "current" : currentFirst === "B" ? "candidate" : "tie";
  const agreed = first === second;
  if (agreed && first === "candidate") return { outcome: "win", agreed };
  if (agreed && first === "current") return { outcome: "loss", agreed };
  return { outcome: "tie", agreed };
}

/** A tie is half a win: an identical candidate scores exactly 0.5. */
export function outcomeScore(o: Outcome): number {
  return o === "win" ? 1 : o === "tie" ? 0.5 : 0;
}

export type Tally = { n: number; wins: number; ties: number; losses: number; agreed: number };

export function tally(verdicts: readonly PairVerdict[]): Tally {
  const t: Tally = { n: verdicts.length, wins: 0, ties: 0, losses: 0, agreed: 0 };
  for (const v of verdicts) {
    if (v.outcome === "win") t.wins++;
    else if (v.outcome === "loss") t.losses++;
    else t.ties++;
    if (v.agreed) t.agreed++;
  }
  return t;
}

/** (wins + ties / 2) / n: the share of comparisons won, a tie counting half. */
export function winRate(t: Tally): number {
  return t.n === 0 ? Number.NaN : (t.wins + t.ties / 2) / t.n;
}
