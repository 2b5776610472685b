/**
 * The bucket refund after an answer, as its own step: tried at once, and while the bucket store (Redis)
 * is unreachable kept here and retried with backoff until it works, so an outage delays refunds but never
 * loses a settlement. The refund is idempotent (the Lua script settles a reservation once), so a retry,
 * another instance or the repair job settling the same message changes nothing twice.
 *
 * Held in memory on purpose: the debt itself is durable where the bucket is (the reservation record and
 * the pending set in Redis), so if this instance dies, or drops its oldest entries past `maxQueued`, the
 * repair job finds the reservation and settles it from the log.
 */

export type Refund = { userId: string; tier: string; messageId: string; actualCost: number };

export type RefundRetrierOptions = {
  settle: (r: Refund) => Promise<unknown>;
  /** True for errors that mean "the store is unreachable, try later"; any other error drops the refund. */
  retryable: (err: unknown) => boolean;
  firstDelayMs?: number;
  maxDelayMs?: number;
  maxQueued?: number;
  /** A refund given up (a non-retryable error, or dropped past `maxQueued`); the repair job remains. */
  onDropped?: (r: Refund, why: unknown) => void;
};

export class RefundRetrier {
  readonly #opts: Required<Omit<RefundRetrierOptions, "onDropped">> & Pick<RefundRetrierOptions, "onDropped">;
  readonly #queue = new Map<string, Refund>();
  #delayMs: number;
  #timer: NodeJS.Timeout | null = null;
  #draining = false;
  #stopped = false;

  constructor(opts: RefundRetrierOptions) {
    this.#opts = { firstDelayMs: 500, maxDelayMs: 10_000, maxQueued: 100_000, ...opts };
    this.#delayMs = this.#opts.firstDelayMs;
  }

  /** Refunds queued for a retry. */
  get pending(): number {
    return this.#queue.size;
  }

  /** Tries the refund now, or queues it behind others while the store is known to be down. */
  async submit(r: Refund): Promise<"done" | "queued" | "dropped"> {
    if (this.#queue.size === 0) {
      const outcome = await this.#try(r);
      if (outcome !== "retry") return outcome;
    }
    this.#enqueue(r);
    return "queued";
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
  }

  async #try(r: Refund): Promise<"done" | "retry" | "dropped"> {
    try {
      await this.#opts.settle(r);
      return "done";
    } catch (err) {
      if (this.#opts.retryable(err)) return "retry";
      this.#opts.onDropped?.(r, err);
      return "dropped";
    }
  }

  #enqueue(r: Refund): void {
    this.#queue.set(r.messageId, r);
    if (this.#queue.size > this.#opts.maxQueued) {
      const [oldest] = this.#queue.values();
      this.#queue.delete(oldest!.messageId);
      this.#opts.onDropped?.(oldest!, new Error("refund queue full; the repair job will settle it"));
    }
    this.#schedule();
  }

  #schedule(): void {
    if (this.#timer || this.#draining || this.#stopped || this.#queue.size === 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#drain();
    }, this.#delayMs);
    this.#timer.unref();
  }

  // Oldest first; the first retryable failure means the store is still down: back off and stop there.
  async #drain(): Promise<void> {
    this.#draining = true;
    let stillDown = false;
    try {
      for (const r of [...this.#queue.values()]) {
        if (this.#stopped) return;
        if ((await this.#try(r)) === "retry") {
          stillDown = true;
          break;
        }
        this.#queue.delete(r.messageId);
      }
    } finally {
      this.#draining = false;
    }
    this.#delayMs = stillDown ? Math.min(this.#opts.maxDelayMs, this.#delayMs * 2) : this.#opts.firstDelayMs;
    this.#schedule(); // still down, or queued while draining
  }
}
