/**
 * Turns each `message.submitted` into work on one replica's affinity subject:
 * route (which pool) -> shed (the ladder may move, cap or refuse) -> pick (which replica) -> queue.
 * The policies are pure and injected; this module only sequences them and writes the results to the log.
 */
import {
  eventIds,
  type EventPublisher,
  type LoadReport,
  type MessageSubmitted,
  type Names,
  type Pool,
  WorkItem,
} from "@chat/events";

export type RouteDecision = { pool: Pool; reason: string };
export type PickDecision = { replicaId: string; reason: string };
export type ShedDecision =
  | { action: "admit"; pool: Pool; maxAnswerTokens: number; notes: string[] }
  | { action: "refuse"; retryAfterS: number; reason: string };

export type DispatchPolicy = {
  /** Which pool answers this message (the router). */
  route(sub: MessageSubmitted): Promise<RouteDecision>;
  /** The shedding ladder: may move a free message to the small pool, cap its answer, or refuse it. */
  shed(sub: MessageSubmitted, route: RouteDecision, replicas: LoadReport[], nowMs: number): ShedDecision;
  /** Which replica of the pool (the replica picker); null when the pool has no live replica. */
  pick(sub: MessageSubmitted, pool: Pool, replicas: LoadReport[], nowMs: number): PickDecision | null;
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
  /** How long to wait for a live replica before failing the message. */
  noReplicaWaitMs?: number;
  onOutcome?: (outcome: DispatchOutcome) => void;
};

export type DispatchOutcome =
  | { kind: "queued"; pool: Pool; replicaId: string; reason: string }
  | { kind: "refused"; reason: string }
  | { kind: "no-replica"; pool: Pool }
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

  const route = await policy.route(sub);
  const shed = policy.shed(sub, route, deps.replicas(), deps.now());
  if (shed.action === "refuse") {
    await finishWithoutAnswer(sub, deps, "refused", shed.reason);
    return done({ kind: "refused", reason: shed.reason });
  }

  const deadline = deps.now() + (deps.noReplicaWaitMs ?? 10_000);
  let pick = policy.pick(sub, shed.pool, deps.replicas(), deps.now());
  while (!pick && deps.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    pick = policy.pick(sub, shed.pool, deps.replicas(), deps.now());
  }
  if (!pick) {
    await finishWithoutAnswer(sub, deps, "error", `no live ${shed.pool} replica`);
    return done({ kind: "no-replica", pool: shed.pool });
  }

  const attempt = 1;
  const priority = policy.priority(sub);
  const reason = [route.reason, ...shed.notes, pick.reason].join("; ");
  const work: WorkItem = {
    messageId: sub.messageId,
    conversationId: sub.conversationId,
    userId: sub.userId,
    tier: sub.tier,
    pool: shed.pool,
    replicaId: pick.replicaId,
    attempt,
    priority,
    prompt: sub.prompt,
    promptTokens: sub.promptTokens,
    maxAnswerTokens: shed.maxAnswerTokens,
    queuedAt: new Date(deps.now()).toISOString(),
  };
  await publisher.publishJson(names.subjects.work(shed.pool, pick.replicaId), WorkItem, work, workMsgId(sub.messageId, attempt));
  await publisher.publish({
    id: eventIds.routed(sub.messageId, attempt),
    type: "generation.routed",
    v: 1,
    time: new Date(deps.now()).toISOString(),
    userId: sub.userId,
    conversationId: sub.conversationId,
    messageId: sub.messageId,
    pool: shed.pool,
    replicaId: pick.replicaId,
    reason: reason.slice(0, 200),
    maxAnswerTokens: shed.maxAnswerTokens,
    attempt,
    priority,
  });
  return done({ kind: "queued", pool: shed.pool, replicaId: pick.replicaId, reason });
}

export const workMsgId = (messageId: string, attempt: number) => `work.${messageId}.${attempt}`;

async function finishWithoutAnswer(
  sub: MessageSubmitted,
  deps: DispatcherDeps,
  finish: "refused" | "error",
  detail: string,
): Promise<void> {
  await deps.publisher.publish({
    id: eventIds.finished(sub.messageId),
    type: "generation.finished",
    v: 1,
    time: new Date(deps.now()).toISOString(),
    userId: sub.userId,
    conversationId: sub.conversationId,
    messageId: sub.messageId,
    finish,
    usage: { input: 0, cached: 0, output: 0 },
    text: "",
    model: "none",
    replicaId: null,
    detail,
  });
}
