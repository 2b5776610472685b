/**
 * Serves a generation's client events from the log, to any number of clients on any api instance.
 *
 * Live, by interest (DESIGN sections 10 and 12): one core-NATS subscription per message watched on this
 * instance (`chat.<id>.>`, shared by every client watching it), so NATS sends an instance only the events
 * its clients read. With N instances each receives 1/N of the deltas, not all of them (`fanOut:
 * "wildcard"`, the earlier design, is kept for the streams bench to compare). No consumer per stream.
 * Hot path: a live delta is JSON-parsed and checked for what a client needs (type, ids, seq, text), not
 * run through the full schema: the worker validated it when it published it (`publishJson`).
 * Replay: an ordered consumer on the message's subject from the start, read up to what is stored now.
 * A client registers for live events before replaying, so nothing falls between the two; the mapper
 * drops what both delivered.
 * Holes: live events lost to a reconnect or a slow consumer are noticed by `GapDetector` (a sequence gap,
 * silence while unfinished, a reconnect, a finish that does not match) and read from the log.
 */

import {
  type ChatEvent,
  EventKind,
  type GenerationDelta,
  lastEventOf,
  type MessageSubmitted,
  type Names,
  parseEvent,
  readGenerationEvents,
} from "@chat/events";
import { type JetStreamClient, type JetStreamManager, jetstream } from "@nats-io/jetstream";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import { type ClientEvent, ClientEventMapper } from "./client-events.ts";
import { type GapAction, GapDetector, type LogHead } from "./gap-detector.ts";

/**
 * A submission this instance just published, with its stream sequence (`SubmitResult.submitted`), and the
 * subscription made before it was published (`AnswerFeed.expect`): its open then reads nothing from the log.
 */
export type JustSubmitted = { event: MessageSubmitted; seq: number; expectation?: AnswerExpectation };

/**
 * The live events of a message, subscribed before its submission is published: everything the dispatcher
 * and worker write about it comes after the submission, so none can be missed, and the stream opened on it
 * starts without a log read. Unclaimed (the client never opened the stream), it lets go after `ttlMs`.
 */
export class AnswerExpectation {
  private readonly events: ChatEvent[] = [];
  private missed = false;
  private released = false;
  private readonly timer: NodeJS.Timeout;
  /** The feed's watcher: buffers until the stream is opened. */
  readonly watcher: Watcher = {
    event: (ev) => this.events.push(ev),
    reconnected: () => {
      this.missed = true;
    },
    tick: () => {},
  };

  constructor(
    readonly messageId: string,
    private readonly unwatch: (w: Watcher) => void,
    ttlMs: number,
  ) {
    this.timer = setTimeout(() => this.release(), ttlMs);
    this.timer.unref();
  }

  /** The events seen so far, and whether they are all there were (no reconnect, not let go); releases. */
  take(): { events: ChatEvent[]; whole: boolean } {
    const whole = !this.missed && !this.released;
    const events = this.events.splice(0);
    this.release();
    return { events, whole };
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    clearTimeout(this.timer);
    this.unwatch(this.watcher);
  }
}

type Watcher = { event(ev: ChatEvent): void; reconnected(): void; tick(nowMs: number): void };

export type AnswerFeedOptions = {
  /** An unfinished answer with no live event for this long is probed on the log (default 3 s). */
  silenceMs?: number;
  /** Log reads (probes and replays) at once, so a reconnect with many watchers does not flood NATS. */
  maxLogReads?: number;
  /** "interest" (default): a subscription per watched message; "wildcard": every event of every answer. */
  fanOut?: "interest" | "wildcard";
};

/** The kinds of event a client's stream is made of (client-events.ts); the rest of a subject is ignored. */
const LIVE_KINDS = new Set<string>([
  EventKind["generation.routed"],
  EventKind["generation.delta"],
  EventKind["generation.finished"],
]);

export class AnswerFeed {
  private readonly listeners = new Map<string, Set<Watcher>>();
  /** Interest fan-out: the subscription of each watched message. */
  private readonly interest = new Map<string, Subscription>();
  private readonly subs: Subscription[] = [];
  private readonly js: JetStreamClient;
  private jsm: Promise<JetStreamManager> | null = null;
  private readonly silenceMs: number;
  private readonly reads: Semaphore;
  private readonly sweeper: NodeJS.Timeout;
  private readonly fanOut: "interest" | "wildcard";
  invalidEvents = 0;
  /** Live events NATS sent this instance, and those a client here was watching (their ratio is the waste). */
  received = 0;
  delivered = 0;
  /** Times a watcher asked the log's head (two direct gets) whether it missed anything (metrics, tests). */
  probes = 0;
  /** Times a watcher read the log to fill a hole in the live events (metrics, tests). */
  catchUps = 0;
  /** Opens whose first read of the log is done: from then on the watcher lives on live events (tests). */
  openReplaysDone = 0;
  /** Opens that read nothing from the log: subscribed before the submission was published (`expect`). */
  opensWithoutRead = 0;

  constructor(
    private readonly nc: NatsConnection,
    private readonly names: Names,
    opts: AnswerFeedOptions = {},
  ) {
    this.js = jetstream(nc);
    this.silenceMs = opts.silenceMs ?? 3_000;
    this.reads = new Semaphore(opts.maxLogReads ?? 32);
    this.fanOut = opts.fanOut ?? "interest";
    if (this.fanOut === "wildcard") {
      for (const kind of ["routed", "delta", "finished"] as const) {
        this.subs.push(nc.subscribe(names.subjects.kind(kind), { callback: this.onLive }));
      }
    }
    void this.watchStatus();
    // One timer for every watcher's silence check, not one per wait: waits happen per delta.
    this.sweeper = setInterval(
      () => {
        const now = Date.now();
        for (const set of this.listeners.values()) for (const w of set) w.tick(now);
      },
      Math.min(1_000, this.silenceMs / 2),
    );
    this.sweeper.unref();
  }

  /** Number of clients currently watching answers on this instance. */
  get watchers(): number {
    let n = 0;
    for (const s of this.listeners.values()) n += s.size;
    return n;
  }

  /**
   * Subscribes to `messageId`'s events before its submission is published (see `AnswerExpectation`);
   * `open` with the submission then reads nothing from the log.
   */
  expect(messageId: string, ttlMs = 10_000): AnswerExpectation {
    const expectation = new AnswerExpectation(messageId, (w) => this.unwatch(messageId, w), ttlMs);
    this.watch(messageId, expectation.watcher);
    return expectation;
  }

  /**
   * Pushes the client events of one generation with id > afterId to `sink`, live until `done` or until
   * `signal` aborts; resolves then (rejects if the log cannot be read at open). `submitted`: the submission
   * and its sequence when the caller just published it (one log read fewer; none when it carries the
   * expectation subscribed before the publish).
   *
   * The hot path is synchronous: a live event in order goes from the NATS callback through the mapper to
   * the sink in the same turn, with no queue and no promise per event (at ~15 deltas/s per stream and
   * thousands of streams, promise hand-offs were a tenth of the api's CPU). Only what must wait (the open's
   * read of the log, a hole read from the log, a sink that asked to wait) runs in an async loop, with live
   * events queued behind it in order; once it has caught up the fast path takes over again.
   */
  pipe(
    messageId: string,
    afterId: number,
    sink: EventSink,
    signal?: AbortSignal,
    submitted?: JustSubmitted,
  ): Promise<void> {
    const mapper = new ClientEventMapper(messageId);
    const gaps = new GapDetector({ silenceMs: this.silenceMs, nowMs: Date.now() });
    const queue: ChatEvent[] = [];
    let check: GapAction = "none"; // asked for by a reconnect or by silence
    let draining = true; // the async loop runs (at first: the open's read); live events queue behind it
    let ended = false;
    let aborted = false; // the signal's getter is not free, and it is asked per event
    let settle!: (err?: unknown) => void;
    const done = new Promise<void>((resolve, reject) => {
      settle = (err) => (err === undefined ? resolve() : reject(err));
    });
    const over = () => mapper.finished || aborted;
    const end = (err?: unknown) => {
      if (ended) return;
      ended = true;
      signal?.removeEventListener("abort", onAbort);
      this.unwatch(messageId, watcher);
      settle(err);
    };
    const onAbort = () => {
      aborted = true;
      end();
    };

    /** Hands one event to the client; a promise when the sink asked to wait (the last write's covers all). */
    const emit = (ev: ChatEvent): Promise<void> | undefined => {
      gaps.delivered(ev);
      let wait: Promise<void> | undefined;
      for (const ce of mapper.map(ev)) if (ce.id > afterId) wait = sink(ce) ?? wait;
      return wait;
    };
    /** Reads the log when `action` says so; what it reads goes through the same mapper (no repeats). A failed
     * read (NATS still away) is left to the next silence check. */
    const fill = async (action: GapAction): Promise<void> => {
      let events: ChatEvent[];
      try {
        if (action === "probe") action = gaps.probed(await this.probe(messageId));
        if (action !== "replay") return;
        events = await this.readAll(messageId);
      } catch {
        return;
      }
      this.catchUps++;
      for (const ev of events) {
        if (ended) return;
        await emit(ev);
      }
    };
    /** A live event: in order it goes straight out; a hole before it is read from the log first. */
    const live = (ev: ChatEvent): Promise<void> | undefined => {
      const action = gaps.live(ev, Date.now());
      return action === "none" ? emit(ev) : fill(action).then(() => (ended ? undefined : emit(ev)));
    };
    /** The async part: runs while something must be waited for, then hands back to the fast path. */
    const drain = async (first?: Promise<void>): Promise<void> => {
      draining = true;
      try {
        if (first) await first;
        while (!ended && !over()) {
          const ev = queue.shift();
          let wait: Promise<void> | undefined;
          if (ev) wait = live(ev);
          else if (check !== "none") {
            const action = check;
            check = "none";
            wait = fill(action);
          } else break;
          if (wait) await wait;
        }
      } catch (err) {
        end(err);
        return;
      }
      draining = false;
      if (over()) end();
    };
    const watcher: Watcher = {
      event: (ev) => {
        if (ended) return;
        if (draining) {
          queue.push(ev);
          return;
        }
        let wait: Promise<void> | undefined;
        try {
          wait = live(ev);
        } catch (err) {
          end(err);
          return;
        }
        if (wait) void drain(wait);
        else if (over()) end();
      },
      reconnected: () => {
        check = gaps.reconnected();
        if (!draining && !ended && check !== "none") void drain();
      },
      tick: (nowMs) => {
        if (gaps.tick(nowMs) === "none") return;
        check = "probe";
        if (!draining && !ended) void drain();
      },
    };

    if (signal?.aborted) return Promise.resolve();
    signal?.addEventListener("abort", onAbort);
    this.watch(messageId, watcher);
    // Taken in the same turn as the watcher joined: no live event falls between the two, none is doubled.
    const expected =
      submitted?.expectation?.messageId === messageId
        ? submitted.expectation.take()
        : { events: [], whole: false };
    queue.push(...expected.events);
    void (async () => {
      try {
        if (submitted && expected.whole) {
          this.opensWithoutRead++;
          await emit(submitted.event);
        } else {
          for await (const ev of readGenerationEvents(this.js, this.names, messageId, submitted)) {
            await emit(ev);
            if (mapper.finished || ended) break;
          }
        }
        if (!mapper.finished) this.openReplaysDone++;
      } catch (err) {
        end(err);
        return;
      }
      await drain();
    })();
    return done;
  }

  /** `pipe` as an async iteration (tests, tools): unbounded buffer, so not for clients' sockets. */
  open(
    messageId: string,
    afterId: number,
    signal?: AbortSignal,
    submitted?: JustSubmitted,
  ): AsyncGenerator<ClientEvent> {
    return pulled((sink, stop) => this.pipe(messageId, afterId, sink, stop, submitted), signal);
  }

  /** Every event stored so far for one generation, in log order. */
  replay(messageId: string): AsyncGenerator<ChatEvent> {
    return readGenerationEvents(this.js, this.names, messageId);
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const s of this.subs) s.unsubscribe();
    for (const s of this.interest.values()) s.unsubscribe();
    this.interest.clear();
  }

  /** One live event from NATS: to every watcher of its message here. */
  private readonly onLive = (_err: unknown, msg: { subject: string; data: Uint8Array }): void => {
    this.received++;
    const parsed = this.names.parseChatSubject(msg.subject);
    if (!parsed || !LIVE_KINDS.has(parsed.kind)) return;
    const set = this.listeners.get(parsed.messageId);
    if (!set) return;
    const ev = decodeLive(msg.data, parsed.kind, parsed.messageId);
    if (!ev) {
      this.invalidEvents++;
      return;
    }
    this.delivered++;
    for (const w of set) w.event(ev);
  };

  /** The log's head for one answer: two direct gets by subject, no consumer. */
  private async probe(messageId: string): Promise<LogHead> {
    // No API check: made while NATS is away, a checked manager would fail and stay failed.
    this.jsm ??= this.js.jetstreamManager(false);
    const jsm = await this.jsm;
    this.probes++;
    return this.reads.run(async () => {
      const [delta, fin] = await Promise.all([
        lastEventOf(jsm, this.names, messageId, "generation.delta"),
        lastEventOf(jsm, this.names, messageId, "generation.finished"),
      ]);
      return { lastDeltaSeq: delta?.seq ?? 0, finished: fin !== null };
    });
  }

  private readAll(messageId: string): Promise<ChatEvent[]> {
    return this.reads.run(async () => {
      const out: ChatEvent[] = [];
      for await (const ev of this.replay(messageId)) out.push(ev);
      return out;
    });
  }

  // A reconnect (or a slow-consumer notice) may have cost any watcher live events: each probes the log.
  private async watchStatus(): Promise<void> {
    for await (const s of this.nc.status()) {
      if (s.type !== "reconnect" && s.type !== "slowConsumer") continue;
      for (const set of this.listeners.values()) for (const w of set) w.reconnected();
    }
  }

  /**
   * Registers a watcher; with interest fan-out the first watcher of a message subscribes to it. No flush
   * (a ping round trip and a socket write per stream opened): the server handles one connection's
   * protocol in order, so the subscription is in place before the log read that follows it on this
   * connection is served. What neither can cover (an event published before the subscription but stored
   * after the read) the gap detector finds, as it did with the flush.
   */
  private watch(messageId: string, w: Watcher): void {
    let set = this.listeners.get(messageId);
    if (!set) {
      set = new Set<Watcher>();
      this.listeners.set(messageId, set);
    }
    set.add(w);
    if (this.fanOut !== "interest" || this.interest.has(messageId)) return;
    this.interest.set(
      messageId,
      this.nc.subscribe(this.names.subjects.generation(messageId), { callback: this.onLive }),
    );
  }

  private unwatch(messageId: string, w: Watcher) {
    const set = this.listeners.get(messageId);
    set?.delete(w);
    if (set?.size !== 0) return;
    this.listeners.delete(messageId);
    this.interest.get(messageId)?.unsubscribe();
    this.interest.delete(messageId);
  }
}

/**
 * Where a stream's client events go: a transport's write. Returns a promise when the client's buffer is full;
 * the feed waits for it before the next event (live events queue meanwhile).
 */
export type EventSink = (ev: ClientEvent) => Promise<void> | undefined;

/** The events a push `pipe` gives, as an async iteration; leaving the loop early stops the pipe. */
export async function* pulled(
  pipe: (sink: EventSink, signal: AbortSignal) => Promise<void>,
  signal?: AbortSignal,
): AsyncGenerator<ClientEvent> {
  const stop = new AbortController();
  const out: ClientEvent[] = [];
  let wake: (() => void) | null = null;
  let finished = false;
  let failure: { err: unknown } | null = null;
  const piped = pipe(
    (ce) => {
      out.push(ce);
      wake?.();
      return undefined;
    },
    signal ? AbortSignal.any([signal, stop.signal]) : stop.signal,
  )
    .catch((err: unknown) => {
      failure = { err };
    })
    .finally(() => {
      finished = true;
      wake?.();
    });
  try {
    for (;;) {
      const ce = out.shift();
      if (ce) {
        yield ce;
        continue;
      }
      if (finished) break;
      await new Promise<void>((r) => {
        wake = r;
      });
      wake = null;
    }
    if (failure) throw (failure as { err: unknown }).err;
  } finally {
    stop.abort();
    await piped;
  }
}

/** At most `max` tasks at once; the rest wait in arrival order. */
class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((r) => this.waiting.push(r));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

const utf8 = new TextDecoder();

/**
 * A live event as the fan-out needs it. Deltas (nearly every event) are checked for what a client reads
 * (type, message id, seq, text) without the full schema; the rare routed and finished events are parsed
 * in full. Anything else, or anything that does not hold, is null (counted, never sent).
 */
export function decodeLive(data: Uint8Array, kind: string, messageId: string): ChatEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(data));
  } catch {
    return null;
  }
  if (kind === EventKind["generation.delta"]) {
    const d = value as Partial<GenerationDelta> | null;
    return d !== null &&
      typeof d === "object" &&
      d.type === "generation.delta" &&
      d.messageId === messageId &&
      Number.isSafeInteger(d.seq) &&
      (d.seq as number) > 0 &&
      typeof d.text === "string"
      ? (d as GenerationDelta)
      : null;
  }
  const r = parseEvent(value);
  return r.success && r.data.messageId === messageId ? r.data : null;
}
