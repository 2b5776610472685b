/**
 * The watchdog of one dispatcher: every generation it queued ends (DESIGN section 7). It follows their
 * moves and finishes (core subscriptions on two light event kinds, never the deltas), and acts on what
 * `OpenGenerations` (deadlines.ts) finds overdue, after one look at the log:
 * - no answer text in time: `finished` with `error` and a detail the client can act on (settlement gives
 *   the reservation back), then a stop, so a worker that holds it in its engine's queue lets it go;
 * - started and silent: one look at the log; progress is noted, an answer whose replica is gone is moved
 *   (requeue.ts, idempotent), any other ends with `error` and what was streamed.
 */
import {
  type EventPublisher,
  eventIds,
  type LoadReport,
  lastEventOf,
  type MessageSubmitted,
  type Names,
  readGeneration,
} from "@chat/events";
import type { JetStreamClient, JetStreamManager } from "@nats-io/jetstream";
import type { KV } from "@nats-io/kv";
import type { NatsConnection, Subscription } from "@nats-io/transport-node";
import type { PlacementPolicy } from "../placement/index.ts";
import { type DeadlineConfig, OpenGenerations } from "./deadlines.ts";
import { finishFromDispatcher } from "./dispatcher.ts";
import { requeueGeneration } from "./requeue.ts";

export type WatchdogDeps = {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: Names;
  publisher: EventPublisher;
  /** Serving replicas (where a stalled answer may be moved). */
  replicas: () => LoadReport[];
  now: () => number;
  deadlines?: DeadlineConfig;
  everyMs?: number;
  /**
   * Where watched generations are recorded (the `watch` bucket): a restarted dispatcher adopts what its
   * predecessor watched. Without it, each watch lives and dies with its process.
   */
  kv?: KV;
  placement?: PlacementPolicy;
  onAction?: (kind: "expired" | "moved" | "ended" | "progressing") => void;
};

export type Watchdog = {
  readonly open: OpenGenerations;
  /** Adopts every generation recorded in the bucket (by any dispatcher): call once at start. */
  adopt(): Promise<number>;
  /** A submission this dispatcher is about to queue. */
  track(sub: MessageSubmitted): void;
  /** It was not queued after all (refused, stopped, duplicate): nothing to watch. */
  untrack(messageId: string): void;
  /** One pass over what is overdue (the timer calls it; tests may too). */
  tick(): Promise<void>;
  stop(): void;
};

type Whose = Pick<MessageSubmitted, "userId" | "conversationId" | "messageId">;
type Recorded = Whose & { tier: string; at: number };
const watchKey = (messageId: string) => `g.${messageId}`;

export function startWatchdog(deps: WatchdogDeps): Watchdog {
  const { nc, names } = deps;
  const open = new OpenGenerations(deps.deadlines);
  const subs = new Map<string, Whose>();
  const forget = (messageId: string) => {
    open.finished(messageId);
    if (subs.delete(messageId)) void deps.kv?.delete(watchKey(messageId)).catch(() => {});
  };
  const follow = (kind: "resubmitted" | "finished", on: (messageId: string) => void) =>
    nc.subscribe(names.subjects.kind(kind), {
      callback: (_err, msg) => {
        const parsed = names.parseChatSubject(msg.subject);
        if (parsed && open.has(parsed.messageId)) on(parsed.messageId);
      },
    });
  const subscriptions: Subscription[] = [
    follow("resubmitted", (id) => open.requeued(id, deps.now())),
    follow("finished", forget),
  ];

  const end = async (sub: Whose, detail: string) => {
    const state = await readGeneration(deps.js, names, sub.messageId);
    if (state.finished) return;
    await finishFromDispatcher(deps.publisher, sub, new Date(deps.now()), {
      finish: "error",
      detail,
      usage: {
        input: state.tokens > 0 ? (state.submitted?.promptTokens ?? 0) : 0,
        cached: 0,
        output: state.tokens,
      },
      text: state.text,
      replicaId: state.replicaId,
    });
    // Whoever still holds it (an engine's queue) lets it go; a repeat of a user's stop is deduplicated.
    await deps.publisher.publish({
      id: eventIds.stop(sub.messageId),
      type: "generation.stop_requested",
      v: 1,
      time: new Date(deps.now()).toISOString(),
      userId: sub.userId,
      conversationId: sub.conversationId,
      messageId: sub.messageId,
      reason: "deadline",
    });
  };

  const look = async (messageId: string, sub: Whose) => {
    // From the leader: what it reads here may end the answer (a follower a moment behind is not asked).
    const [finished, delta, started] = await Promise.all([
      lastEventOf(deps.jsm, names, messageId, "generation.finished", "leader"),
      lastEventOf(deps.jsm, names, messageId, "generation.delta", "leader"),
      lastEventOf(deps.jsm, names, messageId, "generation.started", "leader"),
    ]);
    if (finished) {
      forget(messageId);
      return;
    }
    const lastAt = Math.max(Date.parse(delta?.time ?? "") || 0, Date.parse(started?.time ?? "") || 0);
    const silence = deps.deadlines?.silenceMs ?? 30_000;
    if (deps.now() - lastAt <= silence) {
      open.progressed(messageId, lastAt);
      deps.onAction?.("progressing");
      return;
    }
    const state = await readGeneration(deps.js, names, messageId);
    const holder = state.replicaId;
    if (holder && !deps.replicas().some((r) => r.replicaId === holder)) {
      const moved = await requeueGeneration(
        state,
        { replicaId: holder, reason: `no progress for ${Math.round((deps.now() - lastAt) / 1000)} s` },
        deps,
      );
      if (moved.kind === "moved") {
        open.requeued(messageId, deps.now());
        deps.onAction?.("moved");
        return;
      }
    }
    await end(sub, `the answer made no progress for ${Math.round(silence / 1000)} s`);
    forget(messageId);
    deps.onAction?.("ended");
  };

  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const action of open.due(deps.now())) {
        const sub = subs.get(action.messageId);
        if (!sub) {
          forget(action.messageId);
          continue;
        }
        try {
          if (action.kind === "deadline") {
            const delta = await lastEventOf(deps.jsm, names, action.messageId, "generation.delta");
            if (delta) {
              open.started(action.messageId, Date.parse(delta.time) || deps.now());
              continue;
            }
            await end(sub, action.detail);
            forget(action.messageId);
            deps.onAction?.("expired");
          } else {
            await look(action.messageId, sub);
          }
        } catch (err) {
          // NATS unreachable for a moment: the next pass tries again (a deadline stays due; a look comes back).
          console.error(`watchdog: ${action.kind} ${action.messageId} failed (will retry)`, err);
        }
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), deps.everyMs ?? 1_000);

  const watch = (r: Recorded) => {
    subs.set(r.messageId, { userId: r.userId, conversationId: r.conversationId, messageId: r.messageId });
    open.queued(r.messageId, r.tier, r.at);
  };

  return {
    open,
    async adopt() {
      if (!deps.kv) return 0;
      let adopted = 0;
      for await (const key of await deps.kv.keys("g.>")) {
        const entry = await deps.kv.get(key).catch(() => null);
        if (entry?.operation !== "PUT") continue;
        let r: Recorded;
        try {
          r = JSON.parse(entry.string()) as Recorded;
        } catch {
          continue;
        }
        if (typeof r.messageId !== "string" || subs.has(r.messageId)) continue;
        watch(r);
        adopted++;
      }
      return adopted;
    },
    track(sub) {
      const r: Recorded = {
        userId: sub.userId,
        conversationId: sub.conversationId,
        messageId: sub.messageId,
        tier: sub.tier,
        at: deps.now(),
      };
      watch(r);
      void deps.kv?.put(watchKey(sub.messageId), JSON.stringify(r)).catch((err) => {
        console.error(`watchdog: could not record ${sub.messageId} (a restart would not adopt it)`, err);
      });
    },
    untrack: forget,
    tick,
    stop() {
      clearInterval(timer);
      for (const s of subscriptions) s.unsubscribe();
    },
  };
}
