/**
 * Reading the chat log from a sequence or a time with an ordered consumer (no durable state, no acks),
 * up to the last sequence stored when the read began.
 */
import { ChatEvent, type EventKind, formatZodError, type Names } from "@chat/events";
import { DeliverPolicy, type JetStreamClient, type JetStreamManager } from "@nats-io/jetstream";

/** `seq` is the entry's sequence in its partition's stream (`partition`, 0 when the log has one). */
type At = { partition: number; seq: number; storedAt: Date };
export type LogEntry =
  | (At & { event: ChatEvent })
  | (At & { event: null; error: string; subject: string })
  /** An entry of a kind the reader asked not to parse (`unreadKinds`): only its position counts. */
  | (At & { event: null; unread: true; subject: string });

export type LogRange = {
  /**
   * The partition to read (default: every partition, one after the other; each in its own order, which
   * is the order of each user's events). Sequences are a partition's: `fromSeq`/`toSeq` need one.
   */
  partition?: number;
  /** First stream sequence to read (default: the stream's first). */
  fromSeq?: number;
  /** Read from the first event stored at or after this time (ignored when fromSeq is set). */
  fromTime?: Date;
  /** Last stream sequence to read (default: the stream's last when the read begins). */
  toSeq?: number;
  /** Only events of this kind, e.g. "settings" (default: every chat event). */
  kind?: EventKind;
  /** Subject kinds whose entries are yielded unparsed, e.g. deltas for the rebuild (fold.ts UNREAD_KINDS). */
  unreadKinds?: ReadonlySet<string>;
};

export type LogDeps = { js: JetStreamClient; jsm: JetStreamManager; names: Names };

/** A partition's first and last sequences now. */
export async function logBounds(
  { jsm, names }: Omit<LogDeps, "js">,
  partition = 0,
): Promise<{ first: number; last: number }> {
  const info = await jsm.streams.info(streamOfPartition(names, partition));
  return { first: info.state.first_seq, last: info.state.last_seq };
}

/** Entries stored in every partition now (for progress reports). */
export async function logEntries(deps: Omit<LogDeps, "js">): Promise<number> {
  let total = 0;
  for (let p = 0; p < deps.names.log.partitions; p++) {
    const { first, last } = await logBounds(deps, p);
    total += last === 0 ? 0 : last - first + 1;
  }
  return total;
}

function streamOfPartition(names: Names, partition: number): string {
  const stream = names.log.streams[partition];
  if (stream === undefined || !Number.isInteger(partition)) {
    throw new RangeError(
      `no partition ${partition}: the log has ${names.log.partitions} (0..${names.log.partitions - 1})`,
    );
  }
  return stream;
}

/** Every entry of the chat log in the range, partition by partition, in order; a malformed one comes with its error. */
export async function* readLog(deps: LogDeps, range: LogRange = {}): AsyncGenerator<LogEntry> {
  const { partitions } = deps.names.log;
  if (range.partition === undefined && partitions > 1 && (range.fromSeq ?? range.toSeq) !== undefined) {
    throw new RangeError(
      `the log has ${partitions} partitions and each numbers its entries: name the partition of a sequence range`,
    );
  }
  const chosen = range.partition !== undefined ? [range.partition] : [...Array(partitions).keys()];
  for (const partition of chosen) yield* readPartition(deps, partition, range);
}

async function* readPartition(deps: LogDeps, partition: number, range: LogRange): AsyncGenerator<LogEntry> {
  const { js, names } = deps;
  const stream = streamOfPartition(names, partition);
  const bounds = await logBounds(deps, partition);
  const last = Math.min(range.toSeq ?? bounds.last, bounds.last);
  if (bounds.last === 0 || last < Math.max(range.fromSeq ?? 0, bounds.first)) return;

  const start =
    range.fromSeq !== undefined
      ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: Math.max(1, range.fromSeq) }
      : range.fromTime
        ? { deliver_policy: DeliverPolicy.StartTime, opt_start_time: range.fromTime.toISOString() }
        : { deliver_policy: DeliverPolicy.All };
  const consumer = await js.consumers.get(stream, {
    filter_subjects: range.kind ? names.subjects.kind(range.kind, partition) : names.log.subjects(partition),
    ...start,
  });
  const info = await consumer.info();
  if (info.num_pending === 0) {
    await consumer.delete().catch(() => {});
    return;
  }
  const messages = await consumer.consume({ max_messages: 1_000 });
  const decoder = new TextDecoder();
  try {
    for await (const m of messages) {
      const seq = m.info.streamSequence;
      if (seq > last) break;
      const storedAt = new Date(Math.floor(m.info.timestampNanos / 1_000_000));
      const kind = range.unreadKinds?.size ? names.parseChatSubject(m.subject)?.kind : undefined;
      if (kind !== undefined && range.unreadKinds?.has(kind)) {
        yield { partition, seq, storedAt, event: null, unread: true, subject: m.subject };
        if (seq >= last || m.info.pending === 0) break;
        continue;
      }
      let parsed: ReturnType<typeof ChatEvent.safeParse> | null = null;
      let error = "not JSON";
      try {
        parsed = ChatEvent.safeParse(JSON.parse(decoder.decode(m.data)));
        if (!parsed.success) error = `invalid: ${formatZodError(parsed.error)}`;
      } catch {
        parsed = null;
      }
      yield parsed?.success
        ? { partition, seq, storedAt, event: parsed.data }
        : { partition, seq, storedAt, event: null, error, subject: m.subject };
      if (seq >= last || m.info.pending === 0) break;
    }
  } finally {
    await messages.close();
  }
}

/** Groups entries into arrays of up to `size` (the rebuild applies one transaction per batch). */
export async function* batches<T>(source: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const item of source) {
    batch.push(item);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Logs progress to stderr at most once a second: `label: n events (seq s of last), r events/s`. */
export function progressReporter(
  label: string,
  last: number,
  write = (s: string) => process.stderr.write(s),
) {
  const began = performance.now();
  let shown = began;
  return {
    tick(count: number, seq: number, force = false) {
      const now = performance.now();
      if (!force && now - shown < 1_000) return;
      shown = now;
      const rate = Math.round(count / Math.max(0.001, (now - began) / 1_000));
      write(`${label}: ${count} events (seq ${seq} of ${last}), ${rate} events/s\n`);
    },
  };
}
