/**
 * Follows one answer to its end: reads the SSE body, and when the connection drops before `done`,
 * resumes from the last event id (the api replays exactly the rest), with a growing pause and a deadline.
 */
import type { Done } from "../chat/outcome.ts";
import { type Api, HttpError } from "./client.ts";
import { SseParser } from "./sse.ts";

export type AnswerEvent =
  | { id: number; event: "meta"; data: { messageId: string; model: string | null } }
  | { id: number; event: "delta"; data: { text: string } }
  | { id: number; event: "done"; data: Done };

export type FollowOptions = {
  api: Api;
  /** The id to resume by (the `meta` event's messageId replaces it as soon as it arrives). */
  messageId: string | null;
  lastEventId: number;
  signal: AbortSignal;
  onEvent: (ev: AnswerEvent) => void;
  /** Give up reconnecting after this long without an event. */
  reconnectForMs?: number;
};

/** Reads `first` (if given), then resumes until `done`; resolves with the `done` event's data. */
export async function followAnswer(first: Response | null, o: FollowOptions): Promise<Done> {
  let messageId = o.messageId;
  let last = o.lastEventId;
  let res = first;
  let pause = 250;
  let lastProgress = Date.now();
  for (;;) {
    try {
      if (!res) {
        if (!messageId) throw new Error("the answer's stream closed before it said its id");
        res = await o.api.resume(messageId, last, o.signal);
      }
      const done = await readEvents(res, (ev) => {
        last = ev.id;
        lastProgress = Date.now();
        pause = 250;
        if (ev.event === "meta") messageId = ev.data.messageId;
        o.onEvent(ev);
      });
      if (done) return done;
    } catch (err) {
      if (o.signal.aborted) throw err;
      // A 4xx other than 429 will not get better by retrying.
      if (err instanceof HttpError && err.status < 500 && err.status !== 429) throw err;
    }
    res = null;
    if (Date.now() - lastProgress > (o.reconnectForMs ?? 60_000))
      throw new Error("lost the connection to the answer; reload to try again");
    await new Promise((r) => setTimeout(r, pause));
    pause = Math.min(pause * 2, 4_000);
  }
}

async function readEvents(res: Response, onEvent: (ev: AnswerEvent) => void): Promise<Done | null> {
  if (!res.body) return null;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new SseParser();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return null;
    for (const raw of parser.feed(value)) {
      if (raw.id === null) continue;
      const ev = { id: raw.id, event: raw.event, data: JSON.parse(raw.data) } as AnswerEvent;
      onEvent(ev);
      if (ev.event === "done") {
        await reader.cancel().catch(() => {});
        return ev.data;
      }
    }
  }
}
