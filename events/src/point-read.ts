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
export async function lastJsonOn(
  jsm: JetStreamManager,
  stream: string,
  subject: string,
  /** A direct get (default), or the stream's leader where a stale "none" would act wrongly (see storedMessage). */
  read: PointRead = "direct",
): Promise<unknown> {
  const m = await storedMessage(jsm, stream, { last_by_subj: subject }, read === "direct");
  return m ? jsonOf(m.data) : null;
}

export type PointRead = "direct" | "leader";

/**
 * One stored message by a point query (`last_by_subj`, or `seq` + `next_by_subj`: the first at or after
 * `seq` on the subject); null when there is none. The one error rule for point reads: "no message" is
 * null, anything else (NATS down, timeout) throws.
 *
 * `direct` asks the stream's direct get (`$JS.API.DIRECT.GET`: the raw message back, a miss a status header)
 * instead of the JetStream API (a JSON reply with the body in base64, a miss an API error the client builds
 * an exception for): cheaper for server and client, and most point reads miss. The log streams allow it
 * (topology). Any replica may answer a direct get, so on a replicated stream it can miss a message stored a
 * moment before: use it where a stale "none" is caught again (an idempotency read the publish's msgID
 * dedupes; a stop the worker also hears live), not where it decides to run or end an answer (the worker's
 * probe, the watchdog) or for reading a generation's events in order. A stream made before it allowed
 * direct gets is read through the API.
 */
export async function storedMessage(
  jsm: JetStreamManager,
  stream: string,
  query: { last_by_subj: string } | { seq: number; next_by_subj: string },
  direct = false,
): Promise<{ seq: number; data: Uint8Array } | null> {
  if (direct && (await allowsDirect(jsm, stream).catch(() => false))) {
    const m = await jsm.direct.getMessage(stream, query);
    return m ? { seq: m.seq, data: m.data } : null;
  }
  try {
    const m = await jsm.streams.getMessage(
      stream,
      query as Parameters<JetStreamManager["streams"]["getMessage"]>[1],
    );
    return m ? { seq: m.seq, data: m.data } : null;
  } catch (err) {
    // A missing message is null (the client's own rule); a missing stream is an error: set-up never ran.
    if (/no message found/i.test(String((err as Error).message))) return null;
    throw err;
  }
}

/**
 * Whether a stream allows direct gets, asked once per stream and process (a direct get on a stream that
 * does not is not refused by nats-server 2.9: it times out). A failed ask is not remembered (the read
 * goes through the API, which says what is wrong).
 */
function allowsDirect(jsm: JetStreamManager, stream: string): Promise<boolean> {
  let known = directAllowed.get(stream);
  if (!known) {
    known = jsm.streams.info(stream).then((info) => {
      if (!info.config.allow_direct)
        console.warn(
          `${stream}: direct gets not allowed (npm run setup updates the stream); reading through the API`,
        );
      return info.config.allow_direct === true;
    });
    directAllowed.set(stream, known);
    known.catch(() => directAllowed.delete(stream));
  }
  return known;
}
const directAllowed = new Map<string, Promise<boolean>>();

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
  read: PointRead = "direct",
): Promise<EventOf<T> | null> {
  const value = await lastJsonOn(
    jsm,
    names.log.streamOf(messageId),
    names.subjects.event(messageId, type),
    read,
  );
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
  // From the leader: a worker decides from these whether it runs the answer (a stale "not finished" or
  // "attempt 1 not started" from a follower would run it twice).
  const [finished, stop, started] = await Promise.all([
    lastEventOf(jsm, names, messageId, "generation.finished", "leader"),
    lastEventOf(jsm, names, messageId, "generation.stop_requested", "leader"),
    lastEventOf(jsm, names, messageId, "generation.started", "leader"),
  ]);
  return { finished, stopRequested: stop !== null, startedAttempt: started?.attempt ?? 0 };
}
