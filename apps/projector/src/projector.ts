/**
 * The live projector. It reads each partition's stream of the chat log with an ordered consumer starting
 * right after that partition's position stored in Postgres, and applies events in log order, a batch per
 * transaction together with the new position (see batcher.ts). Postgres is the checkpoint, so a crash loses nothing and applies
 * nothing twice: the next start resumes at the stored position + 1.
 *
 * Why not the durable `projector` consumer with acks: after a crash its unacked messages come back only
 * after ack_wait (30 s), while newer ones keep flowing; a position-keyed projection would then skip the
 * late ones as already seen (main.int.spec.ts, SIGKILL mid-stream: 4-6% of message rows lost that way).
 *
 * Entries of a kind no read model needs (deltas, ~95% of the log: fold.ts UNREAD_KINDS) are known by
 * their subject and passed unread: no decode, parse or validation, they only move the position.
 *
 * Malformed entries are copied to the dead-letter subject `dlq.<projector consumer>` with the reason
 * (as consumeValidated does) and the position moves past them; an event the database keeps refusing
 * (not a passing failure) is dead-lettered the same way and the projector keeps going.
 */
import { ChatEvent, formatZodError, type Names, setAside } from "@chat/events";
import type { Database } from "@chat/platform";
import { DeliverPolicy, type JetStreamClient, type JetStreamManager, type JsMsg } from "@nats-io/jetstream";
import type { Kysely } from "kysely";
import { OrderedBatcher } from "./batcher.ts";
import { ProjectorStoppingError } from "./errors.ts";
import { UNREAD_KINDS } from "./fold.ts";
import type { ProjectorMetrics } from "./metrics.ts";
import { applyEvents, projectionOf, readPosition } from "./store.ts";

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
  /**
   * Log entries per transaction, those passed unread included (default 16 x maxBatch): at ~95% deltas a
   * batch of 256 entries would hold ~13 events to apply, and the transaction, not the rows, is the cost.
   */
  maxEntries?: number;
};

export type Projector = {
  /** Events left to project: the stream's last sequence minus the stored position. */
  lag(): Promise<number>;
  stop(): Promise<void>;
  /** Settles when the projector stops. */
  done: Promise<void>;
};

/**
 * One reader per partition of the log, each with its own position row (`projectionOf`): a conversation
 * and its user's settings live in one partition, so each partition's order is the only order a read
 * model needs.
 */
export async function startProjector(opts: ProjectorOptions): Promise<Projector> {
  const readers: Projector[] = [];
  try {
    for (let p = 0; p < opts.names.log.partitions; p++) readers.push(await startPartition(opts, p));
  } catch (err) {
    await Promise.all(readers.map((r) => r.stop()));
    throw err;
  }
  return {
    lag: async () => (await Promise.all(readers.map((r) => r.lag()))).reduce((a, b) => a + b, 0),
    // Settles when any partition's reader stops: the process notices a partition it no longer reads.
    done: Promise.race(readers.map((r) => r.done)),
    async stop() {
      await Promise.all(readers.map((r) => r.stop()));
    },
  };
}

async function startPartition(opts: ProjectorOptions, partition: number): Promise<Projector> {
  const { js, jsm, names, db, metrics } = opts;
  const maxBatch = opts.maxBatch ?? 256;
  const maxEntries = Math.max(maxBatch, opts.maxEntries ?? maxBatch * 16);
  const stream = names.log.streams[partition]!;
  const projection = projectionOf(names, partition);
  const positionGauge = metrics?.position.labels({ partition: String(partition) });
  const lagGauge = metrics?.lag.labels({ partition: String(partition) });
  const onError = (err: unknown) => {
    metrics?.errors.inc();
    opts.onError?.(err);
  };
  const batcher = new OrderedBatcher({
    maxBatch,
    maxEntries,
    apply: (batch) => applyEvents(db, batch, projection),
    onRetry: onError,
  });

  const deadLetter = async (m: JsMsg, reason: string) => {
    await setAside(js, names, names.consumers.projector, stream, m, reason);
    metrics?.deadLetters.inc({ reason: reason.split(":")[0] ?? reason });
  };

  const from = (await readPosition(db, projection)) + 1;
  // Each partition's gauges exist from the start (a labelled gauge shows nothing until it is set).
  positionGauge?.set(from - 1);
  const consumer = await js.consumers.get(stream, {
    filter_subjects: names.log.subjects(partition),
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: from,
  });
  // Short pull expiry and heartbeats: after a NATS restart the ordered consumer notices within seconds
  // (missed heartbeats) and re-creates itself from the last sequence it delivered.
  const messages = await consumer.consume({
    max_messages: maxEntries * 2,
    expires: 5_000,
    idle_heartbeat: 1_000,
  });
  const inFlight = new Set<Promise<void>>();
  const decoder = new TextDecoder();

  const handle = async (m: JsMsg) => {
    const seq = m.info.streamSequence;
    let event: ChatEvent | null = null;
    try {
      const parsed = ChatEvent.safeParse(JSON.parse(decoder.decode(m.data)));
      if (parsed.success) event = parsed.data;
      else await deadLetter(m, `invalid: ${formatZodError(parsed.error)}`);
    } catch (err) {
      if (err instanceof SyntaxError) await deadLetter(m, "not JSON");
      else throw err;
    }
    try {
      const r = await batcher.submit({ event, seq });
      if (event) metrics?.events.inc({ type: event.type, result: r.applied ? "applied" : "skipped" });
      positionGauge?.set(r.position);
    } catch (err) {
      if (err instanceof ProjectorStoppingError) return;
      onError(err);
      if (event) await deadLetter(m, `refused by the database: ${String(err)}`);
    }
  };

  // Entries passed unread share their batch's promise: one position update and error handler per batch.
  let lastPassed: Promise<number> | null = null;
  const unreadCounters = new Map<string, { inc(): void }>();
  const passUnread = (m: JsMsg, kind: string) => {
    const batchDone = batcher.pass(m.info.streamSequence);
    let counter = unreadCounters.get(kind);
    if (!counter && metrics) {
      counter = metrics.unread.labels({ kind });
      unreadCounters.set(kind, counter);
    }
    counter?.inc();
    if (batchDone === lastPassed) return;
    lastPassed = batchDone;
    batchDone.then(
      (position) => positionGauge?.set(position),
      (err) => {
        // Nothing to set aside: a batch that fails is retried, or split down to the one event refused.
        if (!(err instanceof ProjectorStoppingError)) onError(err);
      },
    );
  };

  const done = (async () => {
    for await (const m of messages) {
      // Submission order is log order: an unread entry is queued here, synchronously; handle() submits
      // synchronously unless it dead-letters first, and a dead-lettered entry only moves the position,
      // so its place in the batch does not matter.
      const kind = names.parseChatSubject(m.subject)?.kind;
      if (kind !== undefined && UNREAD_KINDS.has(kind)) {
        // Back-pressure: at most two batches' worth queued (a full batch is cut at once, so this waits
        // on batches already applying).
        if (batcher.queued >= maxEntries * 2) await batcher.idle();
        passUnread(m, kind);
        continue;
      }
      if (inFlight.size >= maxBatch * 2) await Promise.race(inFlight);
      const p = handle(m)
        .catch(onError)
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
  })();

  const lag = async () => {
    const [info, position] = await Promise.all([jsm.streams.info(stream), readPosition(db, projection)]);
    return Math.max(0, info.state.last_seq - position);
  };
  const measureLag = () => void lag().then((l) => lagGauge?.set(l), onError);
  measureLag();
  const timer = setInterval(measureLag, opts.lagEveryMs ?? 2_000);
  timer.unref();

  return {
    lag,
    done,
    async stop() {
      clearInterval(timer);
      await messages.close();
      // The batch in hand commits; if the database is away, give up after 5 s (the next start resumes).
      await Promise.race([batcher.idle(), new Promise((r) => setTimeout(r, 5_000))]);
      batcher.stop();
      await done;
    },
  };
}
