/**
 * One generation's story as the log tells it: read every event of a message (`chat.<messageId>.>` up to
 * what is stored now: point reads for a short story, an ordered consumer for the rest of a long one) and
 * fold them into where the answer stands. Used to
 * continue an interrupted answer exactly where it stopped (failover, ops resubmission, redelivery).
 */
import type { JetStreamClient } from "@nats-io/jetstream";
import { jsonOf, storedMessage } from "./point-read.ts";
import { type ChatEvent, type GenerationFinished, type MessageSubmitted, parseEvent } from "./schemas.ts";
import type { Names } from "./subjects.ts";

export type GenerationState = {
  submitted: MessageSubmitted | null;
  finished: GenerationFinished | null;
  /** Highest attempt routed, started or resubmitted. */
  attempt: number;
  /** Replica of the latest attempt. */
  replicaId: string | null;
  /** True when the latest attempt was queued but has not started yet. */
  pending: boolean;
  /** The first routing decision: pool, answer cap and priority every attempt keeps. */
  route: { pool: "large" | "small"; maxAnswerTokens: number; priority: number; version?: string } | null;
  /** The answer so far: deltas in sequence order, each sequence number once. */
  text: string;
  tokens: number;
  seq: number;
  /** Someone asked to stop it: whoever holds it next finishes it as `stopped` instead of running it. */
  stopRequested: boolean;
};

/** Pure fold over a generation's events in log order. */
export function foldGeneration(events: Iterable<ChatEvent>): GenerationState {
  const s: GenerationState = {
    submitted: null,
    finished: null,
    attempt: 0,
    replicaId: null,
    pending: false,
    route: null,
    text: "",
    tokens: 0,
    seq: 0,
    stopRequested: false,
  };
  // Work is queued before its routing is recorded, so `started` may precede `routed` of the same attempt.
  let started = 0;
  for (const ev of events) {
    switch (ev.type) {
      case "message.submitted":
        s.submitted = ev;
        break;
      case "generation.routed":
      case "generation.resubmitted":
        if (ev.type === "generation.routed") {
          s.route ??= {
            pool: ev.pool,
            maxAnswerTokens: ev.maxAnswerTokens,
            priority: ev.priority,
            ...(ev.version ? { version: ev.version } : {}),
          };
        }
        if (ev.attempt >= s.attempt) {
          s.attempt = ev.attempt;
          s.replicaId = ev.replicaId;
        }
        break;
      case "generation.started":
        started = Math.max(started, ev.attempt);
        if (ev.attempt >= s.attempt) {
          s.attempt = ev.attempt;
          s.replicaId = ev.replicaId;
        }
        break;
      case "generation.delta":
        if (ev.seq === s.seq + 1) {
          s.seq = ev.seq;
          s.text += ev.text;
          s.tokens += ev.tokens;
        }
        break;
      case "generation.finished":
        s.finished ??= ev;
        break;
      case "generation.stop_requested":
        s.stopRequested = true;
        break;
      case "conversation.created":
      case "conversation.summarized":
      case "conversation.renamed":
      case "conversation.deleted":
      case "conversation.branch_selected":
      case "user.settings_changed":
      case "generation.interrupted":
      case "usage.settled":
        break;
      default: {
        const never: never = ev;
        return never;
      }
    }
  }
  s.pending = s.attempt > started;
  return s;
}

/** Every event stored so far for one generation, in log order (malformed ones are skipped). */
/**
 * A stream opened on a message just submitted finds a handful of events: read by point queries (one
 * request each, from the submission's own sequence on). Past this many, the rest is read with an ordered
 * consumer (its set-up costs a few requests and server state, cheaper for a long answer;
 * the reads are one after the other, so more of them would slow a failover moving many answers).
 */
const POINT_READS = 4;

/** Every event stored so far for one generation, in log order. */
export async function* readGenerationEvents(
  js: JetStreamClient,
  names: Names,
  messageId: string,
  /** The submission and its stream sequence, when the caller just published it: one read fewer. */
  submitted?: { event: MessageSubmitted; seq: number },
): AsyncGenerator<ChatEvent> {
  const stream = names.log.streamOf(messageId);
  // No API check: a checked manager made while NATS is away would fail and stay failed.
  const jsm = await js.jetstreamManager(false);
  // A generation's first event is its submission (the api writes it before anything else): its own
  // subject finds it by index, and the walk starts there instead of at the start of the stream.
  const first = submitted
    ? { seq: submitted.seq, event: submitted.event }
    : await storedMessage(jsm, stream, {
        last_by_subj: names.subjects.event(messageId, "message.submitted"),
      }).then((m) => {
        if (!m) return null;
        const head = parseEvent(jsonOf(m.data));
        return { seq: m.seq, event: head.success ? head.data : null };
      });
  let readThrough = 0;
  if (first) {
    if (first.event) yield first.event;
    let seq = first.seq + 1;
    for (let i = 0; i < POINT_READS; i++) {
      const m = await storedMessage(jsm, stream, { seq, next_by_subj: names.subjects.generation(messageId) });
      if (!m) return;
      const r = parseEvent(jsonOf(m.data));
      if (r.success) yield r.data;
      seq = m.seq + 1;
    }
    readThrough = seq - 1;
  }
  yield* consumerRead(js, names, messageId, readThrough);
}

/**
 * The generation's events after stream sequence `readThrough`, up to what is stored now, by an ordered
 * consumer from the generation's start. (Not from a start sequence: nats-server 2.9 counts a filtered
 * consumer's pending messages wrong from one, and a read that stops at "nothing pending" then stops early.)
 */
async function* consumerRead(
  js: JetStreamClient,
  names: Names,
  messageId: string,
  readThrough: number,
): AsyncGenerator<ChatEvent> {
  const consumer = await js.consumers.get(names.log.streamOf(messageId), {
    filter_subjects: names.subjects.generation(messageId),
  });
  const info = await consumer.info(true);
  if (info.num_pending === 0) return;
  const messages = await consumer.consume();
  try {
    for await (const m of messages) {
      if (m.seq > readThrough) {
        const r = parseEvent(jsonOf(m.data));
        if (r.success) yield r.data;
      }
      if (m.info.pending === 0) break;
    }
  } finally {
    await messages.close().catch(() => {});
  }
}

export async function readGeneration(
  js: JetStreamClient,
  names: Names,
  messageId: string,
): Promise<GenerationState> {
  const events: ChatEvent[] = [];
  for await (const ev of readGenerationEvents(js, names, messageId)) events.push(ev);
  return foldGeneration(events);
}
