/**
 * Serves a generation's client events from the log, to any number of clients on any api instance.
 *
 * Live: ONE plain subscription per api instance per event kind (routed, delta, finished), routed in
 * memory to the clients that watch that message (DESIGN section 12: no consumer per stream).
 * Replay: an ordered consumer on the message's subject from the start, read up to what is stored now.
 * A client registers for live events before replaying, so nothing falls between the two; the mapper
 * drops what both delivered.
 */

import { type ChatEvent, type Names, parseEvent, readGenerationEvents } from "@chat/events";
import { type JetStreamClient, jetstream } from "@nats-io/jetstream";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import { type ClientEvent, ClientEventMapper } from "./client-events.ts";

type Listener = (ev: ChatEvent) => void;

export class AnswerFeed {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly subs: Subscription[] = [];
  private readonly js: JetStreamClient;
  invalidEvents = 0;

  constructor(
    nc: NatsConnection,
    private readonly names: Names,
  ) {
    this.js = jetstream(nc);
    for (const kind of ["routed", "delta", "finished"] as const) {
      this.subs.push(
        nc.subscribe(names.subjects.kind(kind), {
          callback: (_err, msg) => {
            const parsed = names.parseChatSubject(msg.subject);
            const set = parsed && this.listeners.get(parsed.messageId);
            if (!set) return;
            const ev = decode(msg.data);
            if (!ev) {
              this.invalidEvents++;
              return;
            }
            for (const l of set) l(ev);
          },
        }),
      );
    }
  }

  /** Number of clients currently watching answers on this instance. */
  get watchers(): number {
    let n = 0;
    for (const s of this.listeners.values()) n += s.size;
    return n;
  }

  /** Client events of one generation with id > afterId, live until `done` or until `signal` aborts. */
  async *open(messageId: string, afterId: number, signal?: AbortSignal): AsyncGenerator<ClientEvent> {
    const mapper = new ClientEventMapper(messageId);
    const queue: ChatEvent[] = [];
    let wake: (() => void) | null = null;
    const listener: Listener = (ev) => {
      queue.push(ev);
      wake?.();
    };
    const onAbort = () => wake?.();
    signal?.addEventListener("abort", onAbort);
    this.watch(messageId, listener);
    try {
      for await (const ev of this.replay(messageId)) {
        for (const ce of mapper.map(ev)) if (ce.id > afterId) yield ce;
        if (mapper.finished) return;
      }
      while (!mapper.finished && !signal?.aborted) {
        const ev = queue.shift();
        if (!ev) {
          await new Promise<void>((r) => {
            wake = r;
          });
          wake = null;
          continue;
        }
        for (const ce of mapper.map(ev)) if (ce.id > afterId) yield ce;
      }
    } finally {
      signal?.removeEventListener("abort", onAbort);
      this.unwatch(messageId, listener);
    }
  }

  /** Every event stored so far for one generation, in log order. */
  replay(messageId: string): AsyncGenerator<ChatEvent> {
    return readGenerationEvents(this.js, this.names, messageId);
  }

  close(): void {
    for (const s of this.subs) s.unsubscribe();
  }

  private watch(messageId: string, l: Listener) {
    const set = this.listeners.get(messageId) ?? new Set<Listener>();
    this.listeners.set(messageId, set);
    set.add(l);
  }

  private unwatch(messageId: string, l: Listener) {
    const set = this.listeners.get(messageId);
    set?.delete(l);
    if (set?.size === 0) this.listeners.delete(messageId);
  }
}

function decode(data: Uint8Array): ChatEvent | null {
  try {
    const r = parseEvent(JSON.parse(new TextDecoder().decode(data)));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
