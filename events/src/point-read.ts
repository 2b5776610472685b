/**
 * Point reads of the log: the last event of one kind for one message, by subject (one request to the
 * stream, no consumer). Cheap enough to ask before every piece of work: has this answer finished, was a
 * stop asked for, which attempt started last.
 */
import type { JetStreamManager } from "@nats-io/jetstream";
import { type ChatEventType, type EventOf, parseEvent } from "./schemas.ts";
import type { Names } from "./subjects.ts";

/**
 * The last message on `subject` in `stream`, parsed as JSON; null when there is none or it is not JSON.
 */
export async function lastJsonOn(jsm: JetStreamManager, stream: string, subject: string): Promise<unknown> {
  const m = await storedMessage(jsm, stream, { last_by_subj: subject });
  return m ? jsonOf(m.data) : null;
}

/**
 * One stored message by a point query (`last_by_subj`, or `seq` + `next_by_subj`: the first at or after
 * `seq` on the subject); null when there is none. The one error rule for point reads: "no message" is
 * null, anything else (NATS down, timeout) throws.
 */
export async function storedMessage(
  jsm: JetStreamManager,
  stream: string,
  query: { last_by_subj: string } | { seq: number; next_by_subj: string },
): Promise<{ seq: number; data: Uint8Array } | null> {
  try {
    const m = await jsm.streams.getMessage(
      stream,
      query as Parameters<JetStreamManager["streams"]["getMessage"]>[1],
    );
    return m ? { seq: m.seq, data: m.data } : null;
  } catch (err) {
    if (/no message found|not found/i.test(String((err as Error).message))) return null;
    throw err;
  }
}

export function jsonOf(data: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return null;
  }
}

/** The last event of `type` for one message (or conversation) on the chat log; null when none is valid. */
export async function lastEventOf<T extends ChatEventType>(
  jsm: JetStreamManager,
  names: Names,
  messageId: string,
  type: T,
): Promise<EventOf<T> | null> {
  const value = await lastJsonOn(jsm, names.log.streamOf(messageId), names.subjects.event(messageId, type));
  if (value === null) return null;
  const parsed = parseEvent(value);
  return parsed.success && parsed.data.type === type ? (parsed.data as EventOf<T>) : null;
}

/** Where one generation stands, from three point reads: enough to decide whether to run a work item. */
export type GenerationProbe = {
  finished: EventOf<"generation.finished"> | null;
  stopRequested: boolean;
  /** The highest attempt that started (0: none). */
  startedAttempt: number;
};

export async function probeGeneration(
  jsm: JetStreamManager,
  names: Names,
  messageId: string,
): Promise<GenerationProbe> {
  const [finished, stop, started] = await Promise.all([
    lastEventOf(jsm, names, messageId, "generation.finished"),
    lastEventOf(jsm, names, messageId, "generation.stop_requested"),
    lastEventOf(jsm, names, messageId, "generation.started"),
  ]);
  return { finished, stopRequested: stop !== null, startedAttempt: started?.attempt ?? 0 };
}
