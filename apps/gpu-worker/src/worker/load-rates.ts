/**
 * The rates a replica reports with its load (LoadReport): paid arrivals, starts and the free wait, each an
 * EWMA over a few seconds, plus the engine's own numbers. Pure: the clock comes in as arguments.
 */
import type { LoadReport, WorkItem } from "@chat/events";
import type { EngineLoad } from "@chat/platform";

/** The reported rates (paid arrivals, starts) and the free wait are EWMAs over about this many seconds. */
const RATE_SMOOTHING_S = 5;

type Tracked = { free: boolean; sentAt: number; started: boolean };

export type ReportedLoad = Omit<
  LoadReport,
  "replicaId" | "pool" | "model" | "incarnation" | "status" | "outages" | "statusReason"
>;

/** The smoothed rates a replica reports, carried from one report to the next. */
export type SmoothedRates = {
  paidArrivalsPerSecond: number;
  startedPerSecond: number;
  /** The free requests' wait to first token, smoothed. */
  freeWaitEwma: number;
  /** What the report says: the smoothed free wait, or the oldest free request's wait if longer. */
  freeStartSeconds: number;
};

/** What happened on the replica since its last report. */
export type ReportInterval = {
  seconds: number;
  paidArrivals: number;
  /** Requests that got their first token. */
  started: number;
  /** Sum and count of the waits of the free requests that started. */
  freeWaitSum: number;
  freeWaitCount: number;
  /** Free requests still waiting, and how long the oldest of them has waited. */
  freeWaiting: number;
  oldestFreeWaitS: number;
};

/**
 * One report's rates from the last report's (`rates` is updated in place and returned: the fleet
 * simulator runs this for every replica every tick). The gpu-worker and the fleet simulator both call it.
 * A few paid items a second arrive one by one: each rate is an EWMA over ~5 s so one report's 0 or 4 does
 * not swing the dispatcher's wait estimate.
 */
export function nextLoadReport(rates: SmoothedRates, interval: ReportInterval): SmoothedRates {
  const dtS = Math.max(1e-3, interval.seconds);
  const smoothing = 1 - Math.exp(-dtS / RATE_SMOOTHING_S);
  rates.paidArrivalsPerSecond += (interval.paidArrivals / dtS - rates.paidArrivalsPerSecond) * smoothing;
  rates.startedPerSecond += (interval.started / dtS - rates.startedPerSecond) * smoothing;
  // No free start this interval: no news while some wait (keep the estimate), none wait means 0.
  const freeWaitNow =
    interval.freeWaitCount > 0
      ? interval.freeWaitSum / interval.freeWaitCount
      : interval.freeWaiting > 0
        ? rates.freeWaitEwma
        : 0;
  rates.freeWaitEwma += (freeWaitNow - rates.freeWaitEwma) * smoothing;
  rates.freeStartSeconds = Math.max(
    rates.freeWaitEwma,
    interval.freeWaiting > 0 ? interval.oldestFreeWaitS : 0,
  );
  return rates;
}

export class LoadRates {
  // Paid items taken since the last report (reported as a rate; see LoadReport.paidArrivalsPerSecond).
  private paidArrivals = 0;
  // Generations that got their first token since the last report (LoadReport.startedPerSecond).
  private started = 0;
  // Free requests: the waits to first token of those that started since the last report, and the ones
  // still waiting (LoadReport.freeStartSeconds).
  private freeWaitSum = 0;
  private freeWaitCount = 0;
  private readonly rates: SmoothedRates = {
    paidArrivalsPerSecond: 0,
    startedPerSecond: 0,
    freeWaitEwma: 0,
    freeStartSeconds: 0,
  };
  private readonly freeWaiting = new Set<Tracked>();
  private lastOutput = 0;
  private lastAt = Date.now();

  /** A work item reached the engine. Shadow answers (the daily check) are no user's: neither paid nor free. */
  taken(item: WorkItem, now = Date.now()): Tracked {
    const t: Tracked = { free: item.tier === "free" && !item.shadowOf, sentAt: now, started: false };
    if (item.tier !== "free" && !item.shadowOf) this.paidArrivals++;
    if (t.free) this.freeWaiting.add(t);
    return t;
  }

  firstToken(t: Tracked, now = Date.now()): void {
    if (t.started) return;
    t.started = true;
    this.started++;
    if (t.free) {
      this.freeWaiting.delete(t);
      this.freeWaitSum += (now - t.sentAt) / 1000;
      this.freeWaitCount++;
    }
  }

  done(t: Tracked): void {
    this.freeWaiting.delete(t);
  }

  /** The numbers of one report; `load` null when the engine is not asked (down): nothing free, nothing busy. */
  report(load: EngineLoad | null, at: number): ReportedLoad {
    let oldestFree = at;
    for (const t of this.freeWaiting) oldestFree = Math.min(oldestFree, t.sentAt);
    nextLoadReport(this.rates, {
      seconds: Math.max(1e-3, (at - this.lastAt) / 1000),
      paidArrivals: this.paidArrivals,
      started: this.started,
      freeWaitSum: this.freeWaitSum,
      freeWaitCount: this.freeWaitCount,
      freeWaiting: this.freeWaiting.size,
      oldestFreeWaitS: (at - oldestFree) / 1000,
    });
    const output = load?.outputTokensTotal ?? this.lastOutput;
    const out: ReportedLoad = {
      queuedPromptTokens: load?.queuedPromptTokens ?? 0,
      freeKvTokens: load?.freeKvTokens ?? 0,
      totalKvTokens: load?.totalKvTokens ?? 0,
      running: load?.running ?? 0,
      waiting: load?.waiting ?? 0,
      decodeTokensPerSecond: Math.max(0, (output - this.lastOutput) / ((at - this.lastAt) / 1000 || 1)),
      paidArrivalsPerSecond: this.rates.paidArrivalsPerSecond,
      startedPerSecond: this.rates.startedPerSecond,
      freeStartSeconds: this.rates.freeStartSeconds,
      busy: load ? Math.min(1, Math.max(0, load.busy ?? (load.running + load.waiting > 0 ? 1 : 0))) : 0,
      at,
    };
    this.paidArrivals = 0;
    this.started = 0;
    this.freeWaitSum = 0;
    this.freeWaitCount = 0;
    this.lastOutput = output;
    this.lastAt = at;
    return out;
  }
}
