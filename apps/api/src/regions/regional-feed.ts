/**
 * An answer's client events from the region it runs in (`RegionalChat.regionOfMessage`). When that region
 * is seen gone while the answer is unfinished (its dispatchers stopped publishing headroom: nothing there
 * will finish it), the stream ends with a clear `done` (finish "error", retryable) instead of hanging: the
 * client sends again, and the conversation's next message restarts it in a live region.
 */
import { type AnswerFeed, type EventSink, type JustSubmitted, pulled } from "../stream/answer-feed.ts";
import type { ClientEvent } from "../stream/client-events.ts";
import type { RegionWatch } from "./region-watch.ts";
import { type RegionalChat, regionLostDetail } from "./regional-chat.ts";

export class RegionalFeed {
  constructor(
    private readonly chat: RegionalChat,
    private readonly feeds: ReadonlyMap<string, AnswerFeed>,
    private readonly watch: RegionWatch,
  ) {}

  get watchers(): number {
    let n = 0;
    for (const f of this.feeds.values()) n += f.watchers;
    return n;
  }

  /** `AnswerFeed.pipe` from the message's region, ended with a retryable `done` if that region is lost. */
  async pipe(
    messageId: string,
    afterId: number,
    sink: EventSink,
    signal?: AbortSignal,
    submitted?: JustSubmitted,
  ): Promise<void> {
    const region = await this.chat.regionOfMessage(messageId);
    const feed = this.feeds.get(region);
    if (!feed) throw new Error(`region ${region}: no feed`);
    const lost = new AbortController();
    const unwatch = this.watch.onRound(() => {
      if (!this.chat.isUp(region)) lost.abort();
    });
    let lastId = afterId;
    let finished = false;
    try {
      const both = signal ? AbortSignal.any([signal, lost.signal]) : lost.signal;
      await feed.pipe(
        messageId,
        afterId,
        (ev) => {
          lastId = ev.id;
          if (ev.event === "done") finished = true;
          return sink(ev);
        },
        both,
        submitted,
      );
      if (!finished && lost.signal.aborted && !signal?.aborted) {
        void this.chat.abandon(messageId, region);
        await sink({
          id: lastId + 1,
          event: "done",
          data: {
            finish: "error",
            usage: { input: 0, cached: 0, output: 0 },
            detail: regionLostDetail(region),
            retryAfterSeconds: 1,
          },
        });
      }
    } finally {
      unwatch();
    }
  }

  /** `pipe` as an async iteration (tests, tools). */
  open(
    messageId: string,
    afterId: number,
    signal?: AbortSignal,
    submitted?: JustSubmitted,
  ): AsyncGenerator<ClientEvent> {
    return pulled((sink, stop) => this.pipe(messageId, afterId, sink, stop, submitted), signal);
  }
}
