/**
 * What the shedding ladder climbs on: one number from every replica's last report.
 *
 * DESIGN says "the large pool's busy share". Taken literally that cannot work once rung 1 acts: rung 1 moves
 * every free message (~90% of the large pool's traffic) to the small pool, so the large pool's share falls far
 * below the 78% down-line within one report and the ladder steps back to rung 0 as soon as the 10 s spacing
 * allows, while the small pool is swamped. Rungs 2 and 3 act on the free messages now on the small pool, so
 * the ladder never sees the load they are for.
 *
 * Evidence (fleet simulator, 1,500 GPUs at 7,000 msg/s, full ladder, seed 1; `npm run simulate -- --scenario
 * signal` prints it): on "large" the rung bounces 0 <-> 1 (dozens of moves in 10 minutes) and never reaches 3,
 * so free messages time out on the small pool instead of being refused; on "max" it climbs to 3 in ~30 s and
 * stays there while the overload lasts.
 *
 * Decision: "max", the busier of the two pools, is the default; "large" stays selectable (LadderConfig.signal)
 * to reproduce DESIGN's literal rule. With the small pool idle the two agree, so the ladder still starts
 * climbing on the large pool exactly as DESIGN says.
 */
import type { Pool } from "@chat/events";
import { type BusyReport, poolBusyShare } from "./busy-share.ts";

/** "large": DESIGN's literal rule. "max": the busier pool's share (the default, see the header). */
export type LadderSignal = "large" | "max";

export type SignalReport = BusyReport & { pool: Pool };

/** Each pool's busy share and the number the ladder climbs on (undefined: no fresh report, hold the rung). */
export type SignalReading = { large?: number; small?: number; signal?: number };

/**
 * @example ladderSignal(reports, Date.now(), "max") // -> { large: 0.4, small: 0.95, signal: 0.95 }
 */
export function ladderSignal(
  reports: readonly SignalReport[],
  now: number,
  mode: LadderSignal,
  staleAfterMs = 1_000,
): SignalReading {
  if (mode !== "large" && mode !== "max") throw new Error(`ladderSignal: unknown mode ${String(mode)}`);
  const large = poolBusyShare(
    reports.filter((r) => r.pool === "large"),
    now,
    staleAfterMs,
  );
  const small = poolBusyShare(
    reports.filter((r) => r.pool === "small"),
    now,
    staleAfterMs,
  );
  const signal =
    mode === "large"
      ? large
      : large === undefined
        ? small
        : small === undefined
          ? large
          : Math.max(large, small);
  return {
    ...(large !== undefined ? { large } : {}),
    ...(small !== undefined ? { small } : {}),
    ...(signal !== undefined ? { signal } : {}),
  };
}
