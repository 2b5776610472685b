/** Drives a StepLoop on a virtual clock: for tests, benchmarks and the fleet simulator. */
import type { SimRequest } from "./sequence.ts";
import type { StepLoop, StepResult } from "./step-loop.ts";

export type Arrival = { at: number; request: SimRequest };

export type VirtualRunOptions = {
  /** Requests by arrival time, sorted ascending. */
  arrivals?: readonly Arrival[];
  /** Virtual start time (seconds). Default 0. */
  start?: number;
  /** Stop stepping at this virtual time. Default: run until idle and no arrivals are left. */
  until?: number;
  /** Called after every pass; may submit more requests (at `end`) or cancel some. */
  onStep?: (r: StepResult, start: number, end: number) => void;
};

/** Runs passes back to back, jumping idle gaps to the next arrival. Returns the virtual time it stopped at. */
export function runVirtual(loop: StepLoop, opts: VirtualRunOptions = {}): number {
  const arrivals = opts.arrivals ?? [];
  const until = opts.until ?? Number.POSITIVE_INFINITY;
  let now = opts.start ?? 0;
  let next = 0;
  while (now < until) {
    while (next < arrivals.length && arrivals[next]!.at <= now) {
      const a = arrivals[next++]!;
      loop.submit(a.request, a.at);
    }
    const r = loop.step(now);
    if (r.seconds === 0) {
      if (next >= arrivals.length) break;
      now = Math.max(now, arrivals[next]!.at);
      continue;
    }
    opts.onStep?.(r, now, now + r.seconds);
    now += r.seconds;
  }
  return now;
}
