/**
 * The door's limits on what one client may hold or ask for at once (README "Limits"). Cheap operations
 * that cost the api real work (a replay reads a whole answer from the log) are budgeted; everything a
 * client can make the api hold (sockets, streams, buffered bytes) is bounded.
 */
export const DOOR_LIMITS = {
  /** Largest WebSocket frame (bytes); a bigger one closes the socket with 1009. */
  maxFrameBytes: 1 << 20,
  /** Open WebSockets per user on one instance; the next upgrade is answered 429. */
  socketsPerUser: 16,
  /** Answers streamed at once (SSE and WebSocket together) per user on one instance. */
  streamsPerUser: 64,
  /** Answers streamed at once on one socket. */
  streamsPerSocket: 16,
  /** Requests (send, create, stop) being handled at once on one socket. */
  opsPerSocket: 8,
  /** Frames per socket: a burst, then a steady rate per second; past it, error frames, then closing. */
  frameBurst: 60,
  framesPerSecond: 20,
  /** `resume` frames per socket (each replays an answer from the log): a burst, then per minute. */
  replayBurst: 10,
  replaysPerMinute: 30,
  /** Bytes waiting to be written to a socket before its streams pause; past the hard cap it is closed. */
  bufferedHighBytes: 1 << 20,
  bufferedCapBytes: 8 << 20,
  /** Ping interval: a socket that missed one pong by the next ping is closed (half-open peers). */
  pingIntervalMs: 30_000,
} as const;
export type DoorLimits = { -readonly [K in keyof typeof DOOR_LIMITS]: number };

/**
 * A token bucket on a caller's clock (pure): `take()` is true while the budget lasts.
 *
 * @example
 *   const b = new RateBudget(10, 0.5, () => now);  // 10 at once, then one every 2 s
 */
export class RateBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly nowMs: () => number,
  ) {
    this.tokens = burst;
    this.at = nowMs();
  }

  take(): boolean {
    const now = this.nowMs();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Seconds until the next `take()` succeeds. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((1 - this.tokens) / this.perSecond));
  }
}

/** Counts what each key holds (sockets or streams per user) under a cap. */
export class PerKeyCounter {
  private readonly held = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Takes one for `key`; false (nothing taken) at the cap. */
  acquire(key: string): boolean {
    const n = this.held.get(key) ?? 0;
    if (n >= this.cap) return false;
    this.held.set(key, n + 1);
    return true;
  }

  release(key: string): void {
    const n = (this.held.get(key) ?? 0) - 1;
    if (n > 0) this.held.set(key, n);
    else this.held.delete(key);
  }

  count(key: string): number {
    return this.held.get(key) ?? 0;
  }
}
