/**
 * Turns each `message.submitted` into work on one replica's affinity subject:
 * route (which pool) -> place (the ladder may move, cap or refuse it; the picker chooses the replica) -> queue.
 * The policies are pure and injected; this module only sequences them and writes the results to the log.
 */
import {
  type EventPublisher,
  eventIds,
  type LoadReport,
  type MessageSubmitted,
  type Names,
  type Pool,
  type Usage,
  WorkItem,
} from "@chat/events";
import { inputRefusal } from "@chat/events/safety";

export type RouteDecision = {
  pool: Pool;
  reason: string;
  /** The classifier's score, when it decided (recorded with the daily check's pairs). */
  score?: number;
};
export type QueuedAnswer = { pool: Pool; replicaId: string; maxAnswerTokens: number; route: RouteDecision };
export type Placement =
  | {
      action: "queue";
      pool: Pool;
      replicaId: string;
      maxAnswerTokens: number;
      notes: string[];
      /**
       * What this message adds to the replica until its next report (placement/placed-since-report.ts):
       * prompt tokens it will prefill (the cached history excluded) and KV room it takes on admission.
       */
      adds: { prefillTokens: number; kvTokens: number };
    }
  | { action: "refuse"; retryAfterS: number; reason: string }
  /** The pool has no live replica right now. */
  | { action: "wait"; pool: Pool };

export type DispatchPolicy = {
  /** Which pool answers this message (the router). */
  route(sub: MessageSubmitted): Promise<RouteDecision>;
  /** The ladder and the replica picker: where it runs, how long its answer may be, or a refusal. */
  place(sub: MessageSubmitted, route: RouteDecision, replicas: LoadReport[], nowMs: number): Placement;
  /** Engine priority: higher runs first (paid before free). */
  priority(sub: MessageSubmitted): number;
};

export type DispatcherDeps = {
  names: Names;
  publisher: EventPublisher;
  policy: DispatchPolicy;
  replicas: () => LoadReport[];
  now: () => number;
  /** Has this generation already been routed (a redelivered submission after a crash)? */
  alreadyRouted: (messageId: string) => Promise<boolean>;
  /** The model version the message runs on in each pool (rollout.ts), recorded with the routing. */
  versionIn?: (pool: Pool) => string;
  /** Has a stop been asked for (on the log) before it was queued? Default: never. */
  stopRequested?: (messageId: string) => Promise<boolean>;
  /** How long to wait for a live replica before failing the message. */
  noReplicaWaitMs?: number;
  /**
   * The tier's start deadline (ms). A submission already older than it when the dispatcher reads it (the
   * region's dispatchers were down; its user was told it failed and may have sent it again elsewhere) ends
   * with an error and is never queued: no GPU time or bill for an answer nobody waits for.
   */
  startDeadlineMs?: (sub: MessageSubmitted) => number;
  onOutcome?: (outcome: DispatchOutcome) => void;
  /** Called once the work is on the replica's queue: the view corrects its report until the next one. */
  onPlaced?: (replicaId: string, prefillTokens: number, kvTokens: number) => void;
  /** Called once the answer is queued and routed: the daily check samples it here (dispatch/shadow.ts). */
  onQueued?: (sub: MessageSubmitted, queued: QueuedAnswer) => Promise<void>;
};

export type DispatchOutcome =
  | { kind: "queued"; pool: Pool; replicaId: string; reason: string }
  | { kind: "refused"; reason: string }
  | { kind: "no-replica"; pool: Pool }
  | { kind: "stopped" }
  | { kind: "expired" }
  | { kind: "duplicate" };

export async function dispatchSubmission(
  sub: MessageSubmitted,
  redelivered: boolean,
  deps: DispatcherDeps,
): Promise<DispatchOutcome> {
  const { publisher, policy, names } = deps;
  const done = (o: DispatchOutcome) => {
    deps.onOutcome?.(o);
    return o;
  };
  if (redelivered && (await deps.alreadyRouted(sub.messageId))) return done({ kind: "duplicate" });
  if (sub.inputCheck?.flagged) {
    // Refused by the api's input check: never routed. Its refusal is published again (same event id, so
    // the log keeps one) in case the api died between the submission and the refusal.
    await publisher.publish(inputRefusal(sub, new Date(deps.now())));
    return done({ kind: "refused", reason: `input safety check (${sub.inputCheck.category ?? "unsafe"})` });
  }
  const stopped = async () => {
    if (!(await deps.stopRequested?.(sub.messageId))) return false;
    await finishFromDispatcher(deps.publisher, sub, new Date(deps.now()), {
      finish: "stopped",
      detail: "stopped before it was queued",
    });
    return true;
  };
  if (await stopped()) return done({ kind: "stopped" });
  const deadlineMs = deps.startDeadlineMs?.(sub);
  if (deadlineMs !== undefined && deps.now() - Date.parse(sub.time) > deadlineMs) {
    await finishFromDispatcher(deps.publisher, sub, new Date(deps.now()), {
      finish: "error",
      detail: `not started within ${Math.round(deadlineMs / 1000)} s of being sent; please try again`,
    });
    return done({ kind: "expired" });
  }

  const route = await policy.route(sub);
  const deadline = deps.now() + (deps.noReplicaWaitMs ?? 10_000);
  let placed = policy.place(sub, route, deps.replicas(), deps.now());
  while (placed.action === "wait" && deps.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    if (await stopped()) return done({ kind: "stopped" });
    placed = policy.place(sub, route, deps.replicas(), deps.now());
  }
  if (placed.action === "refuse") {
    await finishFromDispatcher(deps.publisher, sub, new Date(deps.now()), {
      finish: "refused",
      detail: placed.reason,
      retryAfterS: placed.retryAfterS,
    });
    return done({ kind: "refused", reason: placed.reason });
  }
  if (placed.action === "wait") {
    await finishFromDispatcher(deps.publisher, sub, new Date(deps.now()), {
      finish: "error",
      detail: `no live ${placed.pool} replica`,
    });
    return done({ kind: "no-replica", pool: placed.pool });
  }

  const attempt = 1;
  const priority = policy.priority(sub);
  const reason = [route.reason, ...placed.notes].join("; ");
  const work: WorkItem = {
    messageId: sub.messageId,
    conversationId: sub.conversationId,
    userId: sub.userId,
    tier: sub.tier,
    pool: placed.pool,
    replicaId: placed.replicaId,
    attempt,
    priority,
    prompt: sub.prompt,
    promptTokens: sub.promptTokens,
    maxAnswerTokens: placed.maxAnswerTokens,
    queuedAt: new Date(deps.now()).toISOString(),
  };
  await publisher.publishJson(
    names.subjects.work(placed.pool, placed.replicaId),
    WorkItem,
    work,
    workMsgId(sub.messageId, attempt),
  );
  deps.onPlaced?.(placed.replicaId, placed.adds.prefillTokens, placed.adds.kvTokens);
  await publisher.publish({
    id: eventIds.routed(sub.messageId, attempt),
    type: "generation.routed",
    v: 1,
    time: new Date(deps.now()).toISOString(),
    userId: sub.userId,
    conversationId: sub.conversationId,
    messageId: sub.messageId,
    pool: placed.pool,
    replicaId: placed.replicaId,
    reason: reason.slice(0, 200),
    maxAnswerTokens: placed.maxAnswerTokens,
    attempt,
    priority,
    ...(deps.versionIn ? { version: deps.versionIn(placed.pool) } : {}),
  });
  await deps.onQueued?.(sub, {
    pool: placed.pool,
    replicaId: placed.replicaId,
    maxAnswerTokens: placed.maxAnswerTokens,
    route,
  });
  return done({ kind: "queued", pool: placed.pool, replicaId: placed.replicaId, reason });
}

export const workMsgId = (messageId: string, attempt: number) => `work.${messageId}.${attempt}`;

/**
 * Ends a generation from the dispatcher's side (refused, no replica, moved too often): the one terminal
 * event, with whatever text was already streamed, so the client's `done` and the settlement follow.
 */
export async function finishFromDispatcher(
  publisher: EventPublisher,
  sub: Pick<MessageSubmitted, "userId" | "conversationId" | "messageId">,
  time: Date,
  end: {
    finish: "refused" | "error" | "stopped";
    detail: string;
    usage?: Usage;
    text?: string;
    replicaId?: string | null;
    retryAfterS?: number;
  },
): Promise<void> {
  await publisher.publish({
    id: eventIds.finished(sub.messageId),
    type: "generation.finished",
    v: 1,
    time: time.toISOString(),
    userId: sub.userId,
    conversationId: sub.conversationId,
    messageId: sub.messageId,
    finish: end.finish,
    usage: end.usage ?? { input: 0, cached: 0, output: 0 },
    text: end.text ?? "",
    model: "none",
    replicaId: end.replicaId ?? null,
    detail: end.detail,
    ...(end.retryAfterS !== undefined ? { retryAfterS: end.retryAfterS } : {}),
  });
}
