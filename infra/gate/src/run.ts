/**
 * The gate's run: starts simulated servers for the current version, the candidate and the judge (worker
 * threads of this process, free ports, faster than real time), asks them over the engine protocol (ask.ts) as it would
 * real engines, and returns every figure and the verdict.
 */

import {
  type JudgeChoice,
  judgeMessages,
  outcomeScore,
  type PairVerdict,
  pairVerdict,
  parseJudgeReply,
  type Tally,
  tally,
  winRate,
} from "@chat/events";
import { CATEGORIES, versionProfile } from "@chat/sim";
import { ask, type ModelEndpoint, mapLimit } from "./ask.ts";
import { bootstrapMean, type Interval } from "./bootstrap.ts";
import { loadFacts, loadPrompts } from "./data.ts";
import { type LoadFigures, loadCheck } from "./load.ts";
import { guardLayer, type SafetyFigures, versionSafety } from "./safety.ts";
import { type RunningServer, startServer } from "./servers.ts";
import { decide, type Verdict } from "./verdict.ts";

export type GateOptions = {
  current: string;
  candidate: string;
  /** Prompts per category (default: the whole set, ~167). */
  perCategory?: number;
  seed?: number;
  /** Simulated servers run this many times faster than real time. */
  timeScale?: number;
  concurrency?: number;
  /** Virtual seconds of the load check. */
  loadSeconds?: number;
};

export type CategoryResult = Tally & {
  category: string;
  winRate: number;
  ci: { winRate: Interval; wins: Interval; ties: Interval; losses: Interval };
};

export type GateReport = {
  options: Required<GateOptions>;
  categories: CategoryResult[];
  overall: CategoryResult;
  /** Share of pairs the judge gave the same verdict in both orders. */
  selfAgreement: number;
  judgeUnparsed: number;
  safety: { current: SafetyFigures; candidate: SafetyFigures; guard: ReturnType<typeof guardLayer> };
  accuracy: { current: number; candidate: number; questions: number };
  load: LoadFigures;
  verdict: Verdict;
  seconds: number;
};

export async function runGate(input: GateOptions): Promise<GateReport> {
  const t0 = performance.now();
  const options: Required<GateOptions> = {
    perCategory: Number.POSITIVE_INFINITY,
    seed: 1,
    timeScale: 1000,
    concurrency: 160,
    loadSeconds: 90,
    ...input,
  };
  const candidateProfile = versionProfile(options.candidate);
  versionProfile(options.current);
  const timeScale = options.timeScale;
  const started = await Promise.allSettled([
    startServer({ kind: "version", version: options.current, timeScale }),
    startServer({ kind: "version", version: options.candidate, timeScale }),
    startServer({ kind: "judge", timeScale }),
  ]);
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  try {
    const failed = started.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    const [current, candidate, judge] = servers as [RunningServer, RunningServer, RunningServer];
    const c = options.concurrency;
    const prompts = pickPrompts(options.perCategory);
    const facts = loadFacts();
    // Independent measurements, run together so the three server threads stay busy.
    const [verdicts, safetyCurrent, safetyCandidate, accCurrent, accCandidate] = await Promise.all([
      comparePairs(prompts, current, candidate, judge, c),
      versionSafety(current, c / 4),
      versionSafety(candidate, c / 4),
      accuracy(current, facts, c / 8),
      accuracy(candidate, facts, c / 8),
    ]);
    const categories = CATEGORIES.map((category) =>
      result(
        category,
        verdicts.filter((_, i) => prompts[i]!.category === category).map((v) => v.verdict),
        options.seed,
      ),
    );
    const overall = result(
      "overall",
      verdicts.map((v) => v.verdict),
      options.seed,
    );
    const load = loadCheck(candidateProfile, { durationS: options.loadSeconds, seed: options.seed });
    const verdict = decide({
      winRate: overall.winRate,
      categories,
      safety: safetyCandidate,
      accuracy: { current: accCurrent, candidate: accCandidate },
      load,
    });
    return {
      options,
      categories,
      overall,
      selfAgreement: overall.agreed / overall.n,
      judgeUnparsed: verdicts.filter((v) => v.unparsed).length,
      safety: { current: safetyCurrent, candidate: safetyCandidate, guard: guardLayer() },
      accuracy: { current: accCurrent, candidate: accCandidate, questions: facts.length },
      load,
      verdict,
      seconds: (performance.now() - t0) / 1000,
    };
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
}

function pickPrompts(perCategory: number) {
  const counts = new Map<string, number>();
  return loadPrompts().filter((p) => {
    const n = counts.get(p.category) ?? 0;
    counts.set(p.category, n + 1);
    return n < perCategory;
  });
}

async function comparePairs(
  prompts: ReturnType<typeof pickPrompts>,
  current: ModelEndpoint,
  candidate: ModelEndpoint,
  judge: ModelEndpoint,
  concurrency: number,
): Promise<{ verdict: PairVerdict; unparsed: boolean }[]> {
  return mapLimit(prompts, concurrency, async (p) => {
    const user = [{ role: "user" as const, content: p.prompt }];
    const [a, b] = await Promise.all([ask(candidate, user, 400), ask(current, user, 400)]);
    const verdictOf = async (answerA: string, answerB: string) =>
      parseJudgeReply(await ask(judge, judgeMessages({ question: p.prompt, answerA, answerB }), 32));
    const [first, second] = await Promise.all([verdictOf(a, b), verdictOf(b, a)]);
    // A reply without a verdict counts as a tie in that order (never as a win).
    const unparsed = first === null || second === null;
    return { verdict: pairVerdict(first ?? ("C" as JudgeChoice), second ?? "C"), unparsed };
  });
}

function result(category: string, verdicts: PairVerdict[], seed: number): CategoryResult {
  const t = tally(verdicts);
  const share = (o: string) => verdicts.map((v) => (v.outcome === o ? 1 : 0));
  const ci = (xs: number[]) => bootstrapMean(xs, { seed });
  return {
    category,
    ...t,
    winRate: winRate(t),
    ci: {
      winRate: ci(verdicts.map((v) => outcomeScore(v.outcome))),
      wins: ci(share("win")),
      ties: ci(share("tie")),
      losses: ci(share("loss")),
    },
  };
}

async function accuracy(
  engine: ModelEndpoint,
  facts: ReturnType<typeof loadFacts>,
  concurrency: number,
): Promise<number> {
  const right = await mapLimit(facts, concurrency, async (f) => {
    const answer = await ask(engine, [{ role: "user", content: f.question }], 16);
    return new RegExp(`(^|[^A-Za-z])${escapeRegExp(f.answer)}([^A-Za-z]|$)`).test(answer);
  });
  return right.filter(Boolean).length / facts.length;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
