/**
 * RegionalFeed with a fake region feed: an answer streams from its region untouched while the region is up;
 * when the region is seen gone mid-answer, the stream ends at once with a clear retryable `done` (the next
 * id, finish "error") and the lost region is asked to stop the message; a client that leaves gets nothing.
 */
import { describe, expect, it } from "vitest";
import type { AnswerFeed, EventSink } from "../stream/answer-feed.ts";
import type { ClientEvent } from "../stream/client-events.ts";
import type { RegionWatch } from "./region-watch.ts";
import type { RegionalChat } from "./regional-chat.ts";
import { RegionalFeed } from "./regional-feed.ts";

/** A region feed that pushes `events`, then waits (an unfinished answer) until aborted. */
function fakeFeed(events: ClientEvent[]) {
  return {
    watchers: 0,
    async pipe(_id: string, _after: number, sink: EventSink, signal?: AbortSignal) {
      for (const e of events) await sink(e);
      if (events.at(-1)?.event === "done") return;
      await new Promise<void>((resolve) => signal?.addEventListener("abort", () => resolve()));
    },
  } as unknown as AnswerFeed;
}

function setup(events: ClientEvent[]) {
  let up = true;
  const rounds = new Set<() => void>();
  const abandoned: Array<[string, string]> = [];
  const chat = {
    regionOfMessage: async () => "us",
    isUp: () => up,
    abandon: async (id: string, region: string) => {
      abandoned.push([id, region]);
    },
  } as unknown as RegionalChat;
  const watch = {
    onRound(l: () => void) {
      rounds.add(l);
      return () => rounds.delete(l);
    },
  } as unknown as RegionWatch;
  const feed = new RegionalFeed(chat, new Map([["us", fakeFeed(events)]]), watch);
  const lose = () => {
    up = false;
    for (const l of rounds) l();
  };
  return { feed, lose, abandoned, rounds };
}

const meta: ClientEvent = { id: 1, event: "meta", data: { messageId: "m1", model: "large" } };
const delta: ClientEvent = { id: 2, event: "delta", data: { text: "Hello" } };
const done: ClientEvent = {
  id: 3,
  event: "done",
  data: { finish: "stop", usage: { input: 5, cached: 0, output: 1 } },
};

describe("RegionalFeed", () => {
  it("streams a finished answer from its region as it is, and stops watching the region after", async () => {
    const { feed, rounds, abandoned } = setup([meta, delta, done]);
    const out: ClientEvent[] = [];
    for await (const e of feed.open("m1", 0)) out.push(e);
    expect(out).toEqual([meta, delta, done]);
    expect(rounds.size).toBe(0);
    expect(abandoned).toEqual([]);
  });

  it("a region lost mid-answer: the stream ends with a retryable error as the next event, and the region is told to stop it", async () => {
    const { feed, lose, abandoned } = setup([meta, delta]);
    const out: ClientEvent[] = [];
    const reading = (async () => {
      for await (const e of feed.open("m1", 0)) out.push(e);
    })();
    await new Promise((r) => setTimeout(r, 20));
    lose();
    await reading;
    expect(out.slice(0, 2)).toEqual([meta, delta]);
    expect(out[2]).toMatchObject({
      id: 3,
      event: "done",
      data: {
        finish: "error",
        retryAfterSeconds: 1,
        detail: expect.stringMatching(/region us stopped answering/),
      },
    });
    expect(out).toHaveLength(3);
    expect(abandoned).toEqual([["m1", "us"]]);
  });

  it("a client that leaves ends the stream with nothing added, and the region is not told anything", async () => {
    const { feed, abandoned } = setup([meta]);
    const ctl = new AbortController();
    const out: ClientEvent[] = [];
    const reading = (async () => {
      for await (const e of feed.open("m1", 0, ctl.signal)) out.push(e);
    })();
    await new Promise((r) => setTimeout(r, 20));
    ctl.abort();
    await reading;
    expect(out).toEqual([meta]);
    expect(abandoned).toEqual([]);
  });
});
