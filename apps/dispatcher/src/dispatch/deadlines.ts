/**
 * Every accepted message ends (DESIGN section 7): the deadlines of the generations one dispatcher queued.
 * Pure: events and the clock come in as arguments; `due` says what to do, the watchdog (watchdog.ts) does it.
 *
 * - No answer text within its tier's start deadline (counted from when it was queued, or re-queued by a
 *   failover; waiting in an engine's queue counts as not started): the watchdog checks the log for a first
 *   delta, and without one the message ends with `error` and its reservation is given back.
 * - Started, then silent for `silenceMs`: the watchdog looks at the log; an answer still making progress is
 *   left alone, one that is not is moved (its replica is gone) or ended.
 */
import type { Tier } from "@chat/events";

export type DeadlineConfig = {
  /** Longest wait for the first token (seconds), by tier; tiers not named get `default`. */
  startDeadlineS: { default: number } & Partial<Record<Tier, number>>;
  /** A started answer with no event on the log for this long is looked at (ms). */
  silenceMs: number;
};

export const DEFAULT_DEADLINES: DeadlineConfig = {
  startDeadlineS: { default: 30 },
  silenceMs: 30_000,
};

type Open = { tier: Tier; waitingSince: number; startedAt: number | null; lastLookAt: number };

export type DeadlineAction =
  /** Past its start deadline as far as this watch knows: expire it unless the log shows answer text. */
  | { kind: "deadline"; messageId: string; detail: string }
  /** Started, and no progress seen for the silence period: look at the log. */
  | { kind: "look"; messageId: string; silentForMs: number };

export class OpenGenerations {
  private readonly open = new Map<string, Open>();

  constructor(private readonly cfg: DeadlineConfig = DEFAULT_DEADLINES) {}

  get size(): number {
    return this.open.size;
  }

  has(messageId: string): boolean {
    return this.open.has(messageId);
  }

  /** The message was queued on a replica at `now`. */
  queued(messageId: string, tier: Tier, now: number): void {
    this.open.set(messageId, { tier, waitingSince: now, startedAt: null, lastLookAt: now });
  }

  /** Its answer text began (the log holds a delta, the last one at `lastAt`). */
  started(messageId: string, lastAt: number): void {
    const o = this.open.get(messageId);
    if (o) {
      o.startedAt = lastAt;
      o.lastLookAt = lastAt;
    }
  }

  /** A failover queued it again: it must start again within its deadline. */
  requeued(messageId: string, now: number): void {
    const o = this.open.get(messageId);
    if (o) {
      o.startedAt = null;
      o.waitingSince = now;
      o.lastLookAt = now;
    }
  }

  /** The log showed progress at `at` (a delta, a start). */
  progressed(messageId: string, at: number): void {
    const o = this.open.get(messageId);
    if (o) o.lastLookAt = Math.max(o.lastLookAt, at);
  }

  finished(messageId: string): void {
    this.open.delete(messageId);
  }

  /** What is overdue at `now`. A `look` is asked at most once per silence period per message. */
  due(now: number): DeadlineAction[] {
    const out: DeadlineAction[] = [];
    for (const [messageId, o] of this.open) {
      if (o.startedAt === null) {
        const limitS = this.cfg.startDeadlineS[o.tier] ?? this.cfg.startDeadlineS.default;
        if (now - o.waitingSince > limitS * 1000) {
          out.push({
            kind: "deadline",
            messageId,
            detail: `not started within ${limitS} s; please try again`,
          });
        }
      } else if (now - o.lastLookAt > this.cfg.silenceMs) {
        out.push({ kind: "look", messageId, silentForMs: now - o.lastLookAt });
        o.lastLookAt = now;
      }
    }
    return out;
  }
}

/**
 * Deadlines from the environment: START_DEADLINE_S (every tier), START_DEADLINE_S_<TIER> (e.g.
 * START_DEADLINE_S_FREE), SILENCE_S. Throws a message that names the bad variable.
 */
export function deadlinesFromEnv(env: Record<string, string | undefined>): DeadlineConfig {
  const seconds = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const v = Number(raw);
    if (!Number.isFinite(v) || v <= 0)
      throw new Error(`${name} must be a positive number of seconds, got "${raw}"`);
    return v;
  };
  const startDeadlineS: DeadlineConfig["startDeadlineS"] = {
    default: seconds("START_DEADLINE_S", DEFAULT_DEADLINES.startDeadlineS.default),
  };
  for (const [name, raw] of Object.entries(env)) {
    const tier = /^START_DEADLINE_S_([A-Z][A-Z0-9_]*)$/.exec(name)?.[1];
    if (tier && raw !== undefined) startDeadlineS[tier.toLowerCase()] = seconds(name, 0);
  }
  return { startDeadlineS, silenceMs: seconds("SILENCE_S", DEFAULT_DEADLINES.silenceMs / 1000) * 1000 };
}
