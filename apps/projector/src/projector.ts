/**
 * The live projector: the durable consumer `names.consumers.projector` on the chat stream. Events are
 * applied in log order, a batch per transaction together with the log position (see batcher.ts), and
 * acked once committed. Malformed events go to the dead-letter subject (consumeValidated) and the
 * projector keeps going; an event the database keeps refusing is dead-lettered after MAX_DELIVER tries.
 */
import { ChatEvent, type ConsumerHandle, consumeValidated, type Names } from "@chat/events";
import type { Database } from "@chat/infra/db";
import type { JetStreamClient, JetStreamManager } from "@nats-io/jetstream";
import type { Kysely } from "kysely";
import { OrderedBatcher } from "./batcher.ts";
import { ProjectorStoppingError } from "./errors.ts";
import type { ProjectorMetrics } from "./metrics.ts";
import { applyEvents, PROJECTION, readPosition } from "./store.ts";

export type ProjectorOptions = {
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: Names;
  db: Kysely<Database>;
  metrics?: ProjectorMetrics;
  onError?: (err: unknown) => void;
  /** How often lag is measured (default 2 s). */
  lagEveryMs?: number;
  /** Events per transaction at most (default 256); 1 applies them one by one. */
  maxBatch?: number;
};

export type Projector = {
  /** Events left to project: the stream's last sequence minus the stored position. */
  lag(): Promise<number>;
  stop(): Promise<void>;
  done: Promise<void>;
};

export async function startProjector(opts: ProjectorOptions): Promise<Projector> {
  const { js, jsm, names, db, metrics } = opts;
  const maxBatch = opts.maxBatch ?? 256;
  const batcher = new OrderedBatcher({
    maxBatch,
    apply: (batch) => applyEvents(db, batch),
    onRetry: (err) => {
      metrics?.errors.inc();
      opts.onError?.(err);
    },
  });
  // Events the database refused: refused again on redelivery (instead of skipped as already behind
  // the position), so they reach MAX_DELIVER and the dead-letter subject.
  const refused = new Map<number, string>();
  const handle: ConsumerHandle = await consumeValidated({
    js,
    names,
    stream: names.streams.chat,
    consumer: names.consumers.projector,
    schema: ChatEvent,
    // Handlers are started in delivery order; the batcher keeps that order. This bounds the batch.
    concurrency: maxBatch,
    handler: async (event, ctx) => {
      const seq = ctx.streamSequence;
      const before = refused.get(seq);
      if (before !== undefined) throw new Error(`event at ${seq} was refused before: ${before}`);
      try {
        const r = await batcher.submit({ event, seq }, ctx.working);
        metrics?.events.inc({ type: event.type, result: r.applied ? "applied" : "skipped" });
        metrics?.position.set(r.position);
      } catch (err) {
        if (!(err instanceof ProjectorStoppingError)) refused.set(seq, String(err));
        throw err;
      }
    },
    onDeadLetter: (reason) => metrics?.deadLetters.inc({ reason: reason.split(":")[0] ?? reason }),
    onError: (err) => {
      metrics?.errors.inc();
      opts.onError?.(err);
    },
  });

  const lag = async () => {
    const [info, position] = await Promise.all([
      jsm.streams.info(names.streams.chat),
      readPosition(db, PROJECTION),
    ]);
    return Math.max(0, info.state.last_seq - position);
  };
  const timer = setInterval(() => {
    lag().then(
      (l) => metrics?.lag.set(l),
      (err) => opts.onError?.(err),
    );
  }, opts.lagEveryMs ?? 2_000);
  timer.unref();

  return {
    lag,
    done: handle.done,
    async stop() {
      clearInterval(timer);
      // Stop pulling; the batch in hand commits (or, if the database is away, is handed back).
      const stopped = handle.stop();
      await Promise.race([batcher.idle(), new Promise((r) => setTimeout(r, 5_000))]);
      batcher.stop();
      await stopped;
    },
  };
}
