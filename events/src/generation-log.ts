/**
 * One generation's story as the log tells it: read every event of a message (an ordered consumer on
 * `chat.<messageId>.>` up to what is stored now) and fold them into where the answer stands. Used to
 * continue an interrupted answer exactly where it stopped (failover, ops resubmission, redelivery).
 */
import type { JetStreamClient } from "@nats-io/jetstream";
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
export async function* readGenerationEvents(
  js: JetStreamClient,
  names: Names,
  messageId: string,
): AsyncGenerator<ChatEvent> {
  const consumer = await js.consumers.get(names.streams.chat, {
    filter_subjects: names.subjects.generation(messageId),
  });
  const info = await consumer.info(true);
  if (info.num_pending === 0) return;
  const messages = await consumer.consume();
  try {
    for await (const m of messages) {
      const r = parseEvent(safeJson(m.data));
      if (r.success) yield r.data;
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

function safeJson(data: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return null;
  }
}
