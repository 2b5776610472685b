/**
 * Applies events in one transaction per batch, strictly in the order they were submitted.
 *
 * Events are submitted in delivery order (consumeValidated calls its handler synchronously, message by
 * message); whatever arrives before the next turn of the event loop, up to `maxBatch` events to apply
 * (and `maxEntries` entries in all: an entry with `event: null`, passed unread or set aside, only moves
 * the position, so it costs the transaction nothing), forms one batch; batches run one after another. A batch that fails for a passing reason is retried in place (never
 * handed back, which would let later events overtake it); one that fails otherwise is split and its
 * events applied one by one, so only the bad event is rejected.
 */
import { isTransient, ProjectorStoppingError, retryDelayMs } from "./errors.ts";
import type { ApplyResult, Positioned } from "./store.ts";

export type BatcherOptions = {
  apply: (batch: Positioned[]) => Promise<ApplyResult>;
  /** Events to apply per batch at most. */
  maxBatch: number;
  /** Entries per batch at most, those with `event: null` included (default `maxBatch`). */
  maxEntries?: number;
  /** Attempts for a failure that is not transient (default 3). */
  attempts?: number;
  onRetry?: (err: unknown, attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
};

/** What happened to one submitted event. */
export type Outcome = { applied: boolean; position: number };

type Item = Positioned & {
  working?: () => void;
  /** Absent for an entry queued by `pass`: its batch settles for it. */
  resolve?: (o: Outcome) => void;
  reject?: (err: unknown) => void;
};

/** The settlement of one batch, shared by the entries `pass` queued into it. */
type BatchDone = {
  promise: Promise<number>;
  resolve: (position: number) => void;
  reject: (err: unknown) => void;
};

export class OrderedBatcher {
  private pending: Item[] = [];
  /** Entries of `pending` with an event to apply. */
  private pendingEvents = 0;
  /** Settles with the pending batch, when `pass` queued into it. */
  private pendingDone: BatchDone | null = null;
  /** Entries queued and not yet settled (the caller's back-pressure). */
  private queuedEntries = 0;
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  private stopping = false;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly opts: BatcherOptions) {
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  submit(p: Positioned, working?: () => void): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.enqueue({ ...p, working, resolve, reject });
    });
  }

  /**
   * Queues a log entry that only moves the position (passed unread), without a promise of its own: it
   * settles with its batch, whose promise (the position after it) is returned and shared by every entry
   * passed into that batch. At ~95% deltas, a promise and closures per entry cost more than the rest.
   */
  pass(seq: number): Promise<number> {
    if (!this.pendingDone) {
      let resolve!: (position: number) => void;
      let reject!: (err: unknown) => void;
      const promise = new Promise<number>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      this.pendingDone = { promise, resolve, reject };
    }
    const done = this.pendingDone.promise;
    this.enqueue({ event: null, seq });
    return done;
  }

  /** Entries submitted or passed and not yet settled. */
  get queued(): number {
    return this.queuedEntries;
  }

  private enqueue(item: Item): void {
    this.pending.push(item);
    this.queuedEntries++;
    if (item.event) this.pendingEvents++;
    if (
      this.pendingEvents >= this.opts.maxBatch ||
      this.pending.length >= (this.opts.maxEntries ?? this.opts.maxBatch)
    )
      this.cut();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.cut());
    }
  }

  /** Stops retrying: pending and retrying events are rejected (they will be redelivered). */
  stop(): void {
    this.stopping = true;
  }

  /** Resolves when every batch cut so far has been applied or rejected. */
  idle(): Promise<void> {
    return this.chain;
  }

  private cut(): void {
    this.scheduled = false;
    if (!this.pending.length) return;
    const batch = this.pending;
    const done = this.pendingDone;
    this.pending = [];
    this.pendingEvents = 0;
    this.pendingDone = null;
    this.chain = this.chain.then(async () => {
      try {
        const position = await this.run(batch);
        done?.resolve(position);
      } catch (err) {
        done?.reject(err);
      } finally {
        this.queuedEntries -= batch.length;
      }
    });
  }

  /** Applies `batch`; the position after it. Throws only what a passed entry must see. */
  private async run(batch: Item[]): Promise<number> {
    try {
      const r = await this.applyWithRetry(batch);
      for (const i of batch)
        i.resolve?.({ applied: i.seq > r.from && i.seq <= r.position, position: r.position });
      return r.position;
    } catch (err) {
      if (batch.length === 1 || err instanceof ProjectorStoppingError) {
        for (const i of batch) i.reject?.(err);
        throw err;
      }
      // Split: each entry alone, so only the bad event is refused; the passed ones move on with the rest.
      let position = 0;
      let failure: unknown = null;
      for (const i of batch) {
        try {
          position = Math.max(position, await this.run([i]));
        } catch (e) {
          if (e instanceof ProjectorStoppingError) {
            for (const rest of batch.slice(batch.indexOf(i) + 1)) rest.reject?.(e);
            throw e;
          }
          if (!i.resolve) failure = e;
        }
      }
      if (failure !== null) throw failure;
      return position;
    }
  }

  private async applyWithRetry(batch: Item[]): Promise<ApplyResult> {
    const attempts = this.opts.attempts ?? 3;
    for (let attempt = 1; ; attempt++) {
      if (this.stopping) throw new ProjectorStoppingError("the projector is stopping");
      try {
        return await this.opts.apply(batch.map(({ event, seq }) => ({ event, seq })));
      } catch (err) {
        const transient = isTransient(err);
        if (!transient && (attempt >= attempts || batch.length > 1)) throw err;
        this.opts.onRetry?.(err, attempt);
        for (const i of batch) i.working?.();
        await this.sleep(retryDelayMs(attempt));
      }
    }
  }
}
