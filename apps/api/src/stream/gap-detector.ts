/**
 * Notices when the live fan-out missed part of one answer (DESIGN section 7: a NATS reconnect, a slow
 * consumer), so the feed reads the rest from the log and the client's text always equals the log's
 * `generation.finished.text`. Pure: the feed gives it events, the time and what the log's head says, and
 * it answers with what to do; it knows nothing of how events arrive (one subscription per instance today,
 * per message later), so it survives a change of fan-out.
 *
 * Cheap by design: in order, nothing is read; a missing delta (a sequence gap) asks for a replay; silence
 * while unfinished, a reconnect, or a finish whose text is not what was delivered ask first for a probe
 * (the last delta and the finish by subject: two direct gets) and replay only if the log is ahead.
 *
 * @example
 *   const gaps = new GapDetector({ silenceMs: 3_000, nowMs: Date.now() });
 *   gaps.delivered(ev);                    // every event handed to the client, replayed or live
 *   gaps.live(ev, Date.now())              // "none" | "probe" | "replay", before delivering a live event
 *   gaps.probed({ lastDeltaSeq: 12, finished: false }) // "replay" when the log is ahead of the client
 */
import type { ChatEvent } from "@chat/events";

export type GapAction = "none" | "probe" | "replay";

/** The log's head for one answer: its last delta's sequence number (0: none) and whether it finished. */
export type LogHead = { lastDeltaSeq: number; finished: boolean };

export class GapDetector {
  readonly #silenceMs: number;
  #lastSeq = 0;
  #chars = 0;
  #finished = false;
  #finishInHand = false;
  #heardAtMs: number;

  constructor(opts: { silenceMs: number; nowMs: number }) {
    this.#silenceMs = opts.silenceMs;
    this.#heardAtMs = opts.nowMs;
  }

  /** The last delta handed to the client, in order (the feed's mapper drops anything else). */
  get lastDeltaSeq(): number {
    return this.#lastSeq;
  }

  get finished(): boolean {
    return this.#finished;
  }

  /** Records an event handed on to the client, from the log or live, in order. */
  delivered(ev: ChatEvent): void {
    if (this.#finished) return;
    if (ev.type === "generation.delta" && ev.seq === this.#lastSeq + 1) {
      this.#lastSeq = ev.seq;
      this.#chars += ev.text.length;
    } else if (ev.type === "generation.finished") {
      this.#finished = true;
    }
  }

  /** A live event arrived: is everything before it known? Call before `delivered`. */
  live(ev: ChatEvent, nowMs: number): GapAction {
    this.#heardAtMs = nowMs;
    if (this.#finished) return "none";
    if (ev.type === "generation.delta") return ev.seq > this.#lastSeq + 1 ? "replay" : "none";
    if (ev.type === "generation.finished") {
      this.#finishInHand = true;
      // Normally the finish's text is exactly the deltas'; a refusal carries its text only here.
      return ev.text.length === this.#chars ? "none" : "probe";
    }
    return "none";
  }

  /** No live event for a while: an unfinished answer that has gone quiet is probed, every `silenceMs`. */
  tick(nowMs: number): GapAction {
    if (this.#finished || nowMs - this.#heardAtMs < this.#silenceMs) return "none";
    this.#heardAtMs = nowMs;
    return "probe";
  }

  /** The connection was re-established or flagged slow: live events may have been lost meanwhile. */
  reconnected(): GapAction {
    return this.#finished ? "none" : "probe";
  }

  /** What a probe found: replay when the log holds deltas the client lacks, or a finish it has not seen. */
  probed(head: LogHead): GapAction {
    if (head.lastDeltaSeq > this.#lastSeq) return "replay";
    return head.finished && !this.#finished && !this.#finishInHand ? "replay" : "none";
  }
}
