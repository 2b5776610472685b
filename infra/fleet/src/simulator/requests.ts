/**
 * The fleet simulator's in-flight requests as columns (one typed array per field), addressed by slot.
 *
 * Why not one object per request: a 10-minute region run has ~100,000 requests in flight at any moment,
 * each living 10-60 s, so as objects they survive the young generation, get copied twice and promoted, and
 * garbage collection was a quarter of the run. Columns are never collected; a finished request's slot is
 * reused. A slot's fields are only meaningful between `allocate` and `release`.
 *
 * Callers must not keep a column across `allocate`: the table grows by replacing its arrays.
 */
export type SimTier = "free" | "plus";

export const TIER_FREE = 0;
export const TIER_PLUS = 1;
export const TIER_NAMES: readonly SimTier[] = ["free", "plus"];

export const OUTCOME_PENDING = 0;
export const OUTCOME_DONE = 1;
export const OUTCOME_TIMED_OUT = 2;

export class RequestTable {
  /** Virtual seconds. */
  arrivalS = new Float64Array(0);
  /** When the first token was out; NaN until then. */
  firstTokenS = new Float64Array(0);
  finishS = new Float64Array(0);
  /** The dispatcher's expected wait on its replica (for the estimate's error). */
  expectedWaitS = new Float64Array(0);
  promptTokens = new Int32Array(0);
  /** Prompt tokens the replica must compute (the rest were in its prefix cache). */
  prefillTokens = new Int32Array(0);
  answerTokens = new Int32Array(0);
  /** The request's max_tokens (the tier's cap, or rung 2's). */
  maxTokens = new Int32Array(0);
  /** TIER_FREE or TIER_PLUS. */
  tier = new Uint8Array(0);
  /** The rung when it was dispatched. */
  rung = new Uint8Array(0);
  /** OUTCOME_*. */
  outcome = new Uint8Array(0);
  /** The conversation the request continues (set by the caller). */
  conversation = new Int32Array(0);
  /** 1 between `allocate` and `release`. */
  private live = new Uint8Array(0);
  private readonly freeSlots: number[] = [];
  private size = 0;

  constructor(initialCapacity = 1 << 16) {
    this.grow(Math.max(1, initialCapacity));
  }

  get capacity(): number {
    return this.arrivalS.length;
  }

  /** Requests allocated and not yet released. */
  get inUse(): number {
    return this.size - this.freeSlots.length;
  }

  /** A slot for a new request, its outcome pending and no first token yet; other fields are the caller's to set. */
  allocate(): number {
    let slot = this.freeSlots.pop();
    if (slot === undefined) {
      if (this.size === this.capacity) this.grow(this.capacity * 2);
      slot = this.size++;
    }
    this.outcome[slot] = OUTCOME_PENDING;
    this.firstTokenS[slot] = Number.NaN;
    this.finishS[slot] = Number.NaN;
    this.expectedWaitS[slot] = 0;
    this.rung[slot] = 0;
    this.live[slot] = 1;
    return slot;
  }

  release(slot: number): void {
    this.live[slot] = 0;
    this.freeSlots.push(slot);
  }

  /** The slots allocated and not yet released (a region's requests in flight when it fails). */
  liveSlots(): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.size; slot++) if (this.live[slot] === 1) slots.push(slot);
    return slots;
  }

  private grow(capacity: number): void {
    const copy = <T extends Float64Array | Int32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    const f64 = (n: number) => new Float64Array(n);
    const i32 = (n: number) => new Int32Array(n);
    const u8 = (n: number) => new Uint8Array(n);
    this.arrivalS = copy(this.arrivalS, f64);
    this.firstTokenS = copy(this.firstTokenS, f64);
    this.finishS = copy(this.finishS, f64);
    this.expectedWaitS = copy(this.expectedWaitS, f64);
    this.promptTokens = copy(this.promptTokens, i32);
    this.prefillTokens = copy(this.prefillTokens, i32);
    this.answerTokens = copy(this.answerTokens, i32);
    this.maxTokens = copy(this.maxTokens, i32);
    this.tier = copy(this.tier, u8);
    this.rung = copy(this.rung, u8);
    this.outcome = copy(this.outcome, u8);
    this.conversation = copy(this.conversation, i32);
    this.live = copy(this.live, u8);
  }
}
