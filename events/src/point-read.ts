/**
 * Point reads of the log: the last event of one kind for one message, by subject (one request to the
 * stream, no consumer). Cheap enough to ask before every piece of work: has this answer finished, was a
 * stop asked for, which attempt started last.
 */
import type { JetStreamManager } from "@nats-io/jetstream";
import { type ChatEventType, type EventOf, parseEvent } from "./schemas.ts";
import type { Names } from "./subjects.ts";

export async function lastEventOf<T extends ChatEventType>(
  jsm: JetStreamManager,
  names: Names,
  messageId: string,
  type: T,
): Promise<EventOf<T> | null> {
  let raw: Uint8Array;
  try {
    const m = await jsm.streams.getMessage(names.streams.chat, {
      last_by_subj: names.subjects.event(messageId, type),
    });
    if (!m) return null;
    raw = m.data;
  } catch (err) {
    if (/no message found|not found/i.test(String((err as Error).message))) return null;
    throw err;
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return null;
  }
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
