/**
 * The shedding ladder (DESIGN "The shedding ladder"): what to give up, free tier first, when demand passes
 * capacity. Pure: the busy share, the clock and the stored rung come in as arguments.
 *
 * Rungs: 0 nothing shed (queues are tier-ordered always); 1 free messages go to the small model;
 * 2 free answers are capped at 300 tokens; 3 a free message that cannot start within 2 s is refused at once.
 * The ladder climbs one rung when the busy share reaches the next up-line (85/92/97%), and
 * comes down one only when the share falls 7 points below the line it went up at, at most one move per
 * 10 s, so it neither flaps nor jumps. The down test reads the share the rung below would see (the measured
 * share scaled by the load the rung holds back, held-back.ts), so a rung that works is not left at once.
 *
 * The busy share is the busier pool's (signal.ts), not DESIGN's literal "large pool": rung 1 empties the large
 * pool into the small one, so on the large pool alone the ladder bounces 0 <-> 1 and never reaches rung 3
 * (signal.ts has the simulator evidence). `LadderConfig.signal: "large"` restores the literal rule.
 */
import type { LadderSignal } from "./signal.ts";

export type Rung = 0 | 1 | 2 | 3;

/**
 * The rung as stored in the shared KV bucket.
 * @example { rung: 2, movedAt: 1700000000000, upLine: 0.92, by: "dispatcher-a" }
 */
export type RungRecord = {
  rung: Rung;
  /** Milliseconds since the epoch of the last move (0 when it never moved). */
  movedAt: number;
  /** The busy share this rung was entered at; null at rung 0. */
  upLine: number | null;
  /** Which dispatcher made the move. */
  by: string;
};

export type LadderConfig = {
  /** Busy share at which rung n -> n+1, for n = 0, 1, 2. */
  upLines: readonly [number, number, number];
  /** Points below its up-line the share must fall before the rung comes down. */
  downGap: number;
  /** At most one move per this many milliseconds. */
  minMoveIntervalMs: number;
  /** What the busy share is read from (signal.ts explains the default). */
  signal: LadderSignal;
  /**
   * What the down test reads: "rung-below" (default) the share the rung below would see, when the caller
   * passes it (held-back.ts says why); "measured" the measured share, DESIGN's literal rule, which cycles
   * under a steady overload.
   */
  downTest: "rung-below" | "measured";
};

export const DEFAULT_LADDER: LadderConfig = {
  upLines: [0.85, 0.92, 0.97],
  downGap: 0.07,
  minMoveIntervalMs: 10_000,
  signal: "max",
  downTest: "rung-below",
};

export const INITIAL_RUNG: RungRecord = { rung: 0, movedAt: 0, upLine: null, by: "initial" };

export type LadderMove = { from: Rung; to: Rung; busyShare: number; line: number };

/**
 * The rung after observing `busyShare` at `now`. Returns the same record (and no move) when it holds.
 * An undefined busy share (no fresh reports) holds the rung. `belowShare`, when given, is the busy share the
 * rung below would see (held-back.ts); the down test reads it instead of `busyShare`, so a rung whose own
 * effect is larger than the 7-point gap is not left only to be re-entered 10 s later.
 */
export function nextRung(
  current: RungRecord,
  busyShare: number | undefined,
  now: number,
  by: string,
  config: LadderConfig = DEFAULT_LADDER,
  belowShare?: number,
): { record: RungRecord; move?: LadderMove } {
  if (busyShare === undefined || !Number.isFinite(busyShare)) return { record: current };
  if (now - current.movedAt < config.minMoveIntervalMs) return { record: current };
  const { rung } = current;
  if (rung < 3) {
    const line = config.upLines[rung as 0 | 1 | 2];
    if (busyShare >= line) {
      const to = (rung + 1) as Rung;
      return {
        record: { rung: to, movedAt: now, upLine: line, by },
        move: { from: rung, to, busyShare, line },
      };
    }
  }
  if (rung > 0) {
    const upLine = current.upLine ?? config.upLines[(rung - 1) as 0 | 1 | 2];
    const line = upLine - config.downGap;
    const downShare =
      config.downTest === "rung-below" && belowShare !== undefined && Number.isFinite(belowShare)
        ? belowShare
        : busyShare;
    if (downShare < line) {
      const to = (rung - 1) as Rung;
      const record: RungRecord = {
        rung: to,
        movedAt: now,
        upLine: to === 0 ? null : config.upLines[(to - 1) as 0 | 1 | 2],
        by,
      };
      return { record, move: { from: rung, to, busyShare: downShare, line } };
    }
  }
  return { record: current };
}

/**
 * Which of two rung records stands: the later move wins; at the same instant the higher rung (shedding more
 * is the safe side), then the smaller `by`. Commutative and idempotent, so every dispatcher converges.
 */
export function mergeRungRecords(a: RungRecord, b: RungRecord): RungRecord {
  if (a.movedAt !== b.movedAt) return a.movedAt > b.movedAt ? a : b;
  if (a.rung !== b.rung) return a.rung > b.rung ? a : b;
  return a.by <= b.by ? a : b;
}

/**
 * One compare-and-set round. `stored` is what the bucket holds (undefined when the key is missing).
 * Returns the record to use now and whether to write it: write with `update(key, record, storedRevision)`
 * (or `create` when the key is missing); on a revision conflict re-read and call again. Because the other
 * dispatcher's move set `movedAt`, the re-run holds for `minMoveIntervalMs` instead of moving twice.
 */
export function ladderRound(
  stored: RungRecord | undefined,
  busyShare: number | undefined,
  now: number,
  by: string,
  config: LadderConfig = DEFAULT_LADDER,
  belowShare?: number,
): { record: RungRecord; write: boolean; move?: LadderMove } {
  const base = stored ?? INITIAL_RUNG;
  const { record, move } = nextRung(base, busyShare, now, by, config, belowShare);
  return move ? { record, write: true, move } : { record: base, write: stored === undefined };
}
