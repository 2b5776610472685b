/**
 * Per-tier outcomes of a fleet simulation, recorded as messages finish (no request is kept: a 10-minute
 * region run ends ~4 million of them, and holding them all made a fifth of the run garbage collection).
 */
import { OUTCOME_TIMED_OUT, type RequestTable, type SimTier, TIER_NAMES, TIER_PLUS } from "./requests.ts";

export const FIRST_TOKEN_SLO_S: Record<SimTier, number> = { plus: 1, free: 2 };
const TIERS: readonly SimTier[] = ["plus", "free"];

export type TierStats = {
  messages: number;
  /** Shares of the tier's messages. */
  startedWithinSlo: number;
  timedOut: number;
  refused: number;
  firstTokenP50S: number;
  firstTokenP95S: number;
  /** Streaming speed of an answer, output tokens per second, mean over answers. */
  answerTokensPerSecond: number;
  /** Output tokens per second the tier received in all. */
  outputTokensPerSecond: number;
};

/** One time bucket of the run (by arrival), per tier: for the plot and the CSV. */
export type WindowStats = {
  t: number;
  tiers: Record<
    SimTier,
    { messages: number; firstTokenP50S: number; firstTokenP95S: number; refused: number; timedOut: number }
  >;
};

export type AdmittedAtRung3 = {
  messages: number;
  /** Shares of them that started within the free SLO, that timed out. */
  withinSlo: number;
  timedOut: number;
  /** Median of (actual first-token wait - expected wait), seconds, over those that started. */
  medianErrorS: number;
};

/** A growing list of doubles in one typed array: millions of pushes without boxing, sorted natively. */
class Doubles {
  private buf = new Float64Array(1024);
  length = 0;

  push(v: number): void {
    if (this.length === this.buf.length) {
      const bigger = new Float64Array(this.buf.length * 2);
      bigger.set(this.buf);
      this.buf = bigger;
    }
    this.buf[this.length++] = v;
  }

  sorted(): Float64Array {
    return this.buf.slice(0, this.length).sort();
  }
}

type Tally = {
  count: number;
  refused: number;
  timedOut: number;
  withinSlo: number;
  firstTokens: Doubles;
  rateSum: number;
  rateCount: number;
  outputTokens: number;
};
const tally = (): Tally => ({
  count: 0,
  refused: 0,
  timedOut: 0,
  withinSlo: 0,
  firstTokens: new Doubles(),
  rateSum: 0,
  rateCount: 0,
  outputTokens: 0,
});

/** Collects outcomes of the messages that arrived in [fromS, toS), and every message in time buckets. */
export class Recorder {
  private readonly measured: Record<SimTier, Tally> = { plus: tally(), free: tally() };
  private readonly windows: Record<SimTier, Tally>[] = [];
  private readonly rung3 = { messages: 0, within: 0, timedOut: 0, errors: [] as number[] };

  constructor(
    private readonly fromS: number,
    private readonly toS: number,
    private readonly bucketS: number,
  ) {}

  refused(requests: RequestTable, slot: number): void {
    const arrivalS = requests.arrivalS[slot]!;
    const tier = TIER_NAMES[requests.tier[slot]!]!;
    this.count(arrivalS, tier).refused++;
    if (this.inWindow(arrivalS)) this.measured[tier].refused++;
  }

  /** A request that is done or timed out (read from its slot, which the caller may then release). */
  finished(requests: RequestTable, slot: number): void {
    const arrivalS = requests.arrivalS[slot]!;
    const tierCode = requests.tier[slot]!;
    const tier = TIER_NAMES[tierCode]!;
    const firstTokenS = requests.firstTokenS[slot]!;
    const started = requests.outcome[slot] !== OUTCOME_TIMED_OUT && !Number.isNaN(firstTokenS);
    const inWindow = this.inWindow(arrivalS);
    const wait = firstTokenS - arrivalS;
    this.finishedIn(this.count(arrivalS, tier), requests, slot, started, wait);
    if (inWindow) this.finishedIn(this.measured[tier], requests, slot, started, wait);
    if (tierCode !== TIER_PLUS && requests.rung[slot] === 3 && inWindow) {
      this.rung3.messages++;
      if (!started) this.rung3.timedOut++;
      else {
        if (wait <= FIRST_TOKEN_SLO_S.free) this.rung3.within++;
        this.rung3.errors.push(wait - requests.expectedWaitS[slot]!);
      }
    }
  }

  private finishedIn(t: Tally, requests: RequestTable, slot: number, started: boolean, wait: number): void {
    if (!started) {
      t.timedOut++;
      return;
    }
    const tier = TIER_NAMES[requests.tier[slot]!]!;
    const answerTokens = requests.answerTokens[slot]!;
    t.firstTokens.push(wait);
    if (wait <= FIRST_TOKEN_SLO_S[tier]) t.withinSlo++;
    t.outputTokens += answerTokens;
    const finishS = requests.finishS[slot]!;
    const firstTokenS = requests.firstTokenS[slot]!;
    const streamS = (Number.isNaN(finishS) ? firstTokenS : finishS) - firstTokenS;
    if (streamS > 0 && answerTokens > 1) {
      t.rateSum += (answerTokens - 1) / streamS;
      t.rateCount++;
    }
  }

  tiers(): Record<SimTier, TierStats> {
    const windowS = this.toS - this.fromS;
    return { plus: summary(this.measured.plus, windowS), free: summary(this.measured.free, windowS) };
  }

  series(): WindowStats[] {
    return this.windows.map((w, i) => {
      const tiers = {} as WindowStats["tiers"];
      for (const tier of TIERS) {
        const s = summary(w[tier], this.bucketS);
        tiers[tier] = {
          messages: s.messages,
          firstTokenP50S: s.firstTokenP50S,
          firstTokenP95S: s.firstTokenP95S,
          refused: s.refused,
          timedOut: s.timedOut,
        };
      }
      return { t: i * this.bucketS, tiers };
    });
  }

  admittedAtRung3(): AdmittedAtRung3 {
    const { messages, within, timedOut, errors } = this.rung3;
    const share = (n: number) => (messages === 0 ? 0 : n / messages);
    return {
      messages,
      withinSlo: share(within),
      timedOut: share(timedOut),
      medianErrorS: percentile(Float64Array.from(errors).sort(), 0.5),
    };
  }

  private inWindow(arrivalS: number): boolean {
    return arrivalS >= this.fromS && arrivalS < this.toS;
  }

  /** Counts one message in its time bucket (and in the measured tally when in the window); returns the bucket's tally. */
  private count(arrivalS: number, tier: SimTier): Tally {
    const b = Math.floor(arrivalS / this.bucketS);
    while (this.windows.length <= b) this.windows.push({ plus: tally(), free: tally() });
    const window = this.windows[b]![tier];
    window.count++;
    if (this.inWindow(arrivalS)) this.measured[tier].count++;
    return window;
  }
}

function summary(t: Tally, windowS: number): TierStats {
  const messages = t.count;
  const sorted = t.firstTokens.sorted();
  const share = (n: number) => (messages === 0 ? 0 : n / messages);
  return {
    messages,
    startedWithinSlo: share(t.withinSlo),
    timedOut: share(t.timedOut),
    refused: share(t.refused),
    firstTokenP50S: percentile(sorted, 0.5),
    firstTokenP95S: percentile(sorted, 0.95),
    answerTokensPerSecond: t.rateCount === 0 ? 0 : t.rateSum / t.rateCount,
    outputTokensPerSecond: t.outputTokens / windowS,
  };
}

function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
