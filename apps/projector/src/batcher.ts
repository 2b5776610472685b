/**
 * Applies events in one transaction per batch, strictly in the order they were submitted.
 *
 * Events are submitted in delivery order (consumeValidated calls its handler synchronously, message by
 * message); whatever arrives before the next turn of the event loop, up to `maxBatch`, forms one batch;
 * batches run one after another. A batch that fails for a passing reason is retried in place (never
 * handed back, which would let later events overtake it); one that fails otherwise is split and its
 * events applied one by one, so only the bad event is rejected.
 */
import { isTransient, ProjectorStoppingError, retryDelayMs } from "./errors.ts";
import type { ApplyResult, Positioned } from "./store.ts";

export type BatcherOptions = {
  apply: (batch: Positioned[]) => Promise<ApplyResult>;
  maxBatch: number;
  /** Attempts for a failure that is not transient (default 3). */
  attempts?: number;
  onRetry?: (err: unknown, attempt: number) => void;
  sleep?: (ms: number) => Promise<void>;
};

/** What happened to one submitted event. */
export type Outcome = { applied: boolean; position: number };

type Item = Positioned & {
  working?: () => void;
  resolve: (o: Outcome) => void;
  reject: (err: unknown) => void;
};

export class OrderedBatcher {
  private pending: Item[] = [];
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  private stopping = false;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly opts: BatcherOptions) {
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  }

  submit(p: Positioned, working?: () => void): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.pending.push({ ...p, working, resolve, reject });
      if (this.pending.length >= this.opts.maxBatch) this.cut();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.cut());
      }
    });
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
    this.pending = [];
    this.chain = this.chain.then(() => this.run(batch));
  }

  private async run(batch: Item[]): Promise<void> {
    try {
      const r = await this.applyWithRetry(batch);
      for (const i of batch)
        i.resolve({ applied: i.seq > r.from && i.seq <= r.position, position: r.position });
    } catch (err) {
      if (batch.length === 1 || err instanceof ProjectorStoppingError) {
        for (const i of batch) i.reject(err);
        return;
      }
      for (const i of batch) await this.run([i]);
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
