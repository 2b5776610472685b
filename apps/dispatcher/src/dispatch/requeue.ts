/**
 * Queues an unfinished generation again on a live replica of its pool, continuing from the text the log
 * already holds: `interrupted` for the attempt that stopped, the work item, then `resubmitted`. Used by
 * the failover watch (a replica died) and by ops (`npm run ops -- resubmit`). Every write has a
 * deterministic id derived from the attempt, so requeueing the same attempt twice runs it once.
 */
import {
  type EventPublisher,
  eventIds,
  type GenerationState,
  type LoadReport,
  type Names,
  versionOf,
  WorkItem,
} from "@chat/events";
import { type PlacementPolicy, pickReplica } from "../placement/index.ts";
import { finishFromDispatcher, workMsgId } from "./dispatcher.ts";

export type RequeueDeps = {
  names: Names;
  publisher: EventPublisher;
  replicas: () => LoadReport[];
  now: () => number;
  maxAttempts?: number;
  placement?: PlacementPolicy;
};

export type RequeueOutcome =
  | { kind: "moved"; replicaId: string; attempt: number }
  | { kind: "failed"; detail: string }
  | { kind: "stopped" }
  | { kind: "skipped"; detail: string };

export async function requeueGeneration(
  state: GenerationState,
  from: { replicaId: string | null; reason: string },
  deps: RequeueDeps,
): Promise<RequeueOutcome> {
  const sub = state.submitted;
  if (!sub || !state.route) return { kind: "skipped", detail: "never routed: nothing to continue" };
  if (state.finished) return { kind: "skipped", detail: `already finished (${state.finished.finish})` };
  const base = {
    userId: sub.userId,
    conversationId: sub.conversationId,
    messageId: sub.messageId,
    v: 1 as const,
    time: new Date(deps.now()).toISOString(),
  };
  if (state.attempt > 0) {
    await deps.publisher.publish({
      ...base,
      id: eventIds.interrupted(sub.messageId, state.attempt),
      type: "generation.interrupted",
      replicaId: from.replicaId ?? state.replicaId ?? "unknown",
      reason: from.reason,
      tokensSent: state.tokens,
      attempt: state.attempt,
    });
  }
  if (state.stopRequested) {
    // Stopped while it was moving: it ends here, billed for what was streamed before the stop.
    await finishFromDispatcher(deps.publisher, sub, new Date(deps.now()), {
      finish: "stopped",
      detail: "stopped while it was being moved to another replica",
      usage: { input: state.tokens > 0 ? sub.promptTokens : 0, cached: 0, output: state.tokens },
      text: state.text,
      replicaId: from.replicaId,
    });
    return { kind: "stopped" };
  }
  const { pool } = state.route;
  const attempt = state.attempt + 1;
  const pick = (deps.placement ?? pickReplica)({
    conversationId: sub.conversationId,
    promptTokens: sub.promptTokens + state.tokens,
    sharedPrefixTokens: sub.systemPromptTokens ?? 0,
    replicas: sameVersionFirst(
      deps.replicas().filter((r) => r.pool === pool && r.replicaId !== from.replicaId),
      state.route.version,
    ),
    now: deps.now(),
  });
  if (attempt > (deps.maxAttempts ?? 3) || "error" in pick) {
    const detail =
      "error" in pick ? `no live ${pool} replica to continue on` : `moved ${state.attempt} times already`;
    await finishFromDispatcher(deps.publisher, sub, new Date(deps.now()), {
      finish: "error",
      detail,
      usage: { input: sub.promptTokens, cached: 0, output: state.tokens },
      text: state.text,
      replicaId: from.replicaId,
    });
    return { kind: "failed", detail };
  }
  const item: WorkItem = {
    messageId: sub.messageId,
    conversationId: sub.conversationId,
    userId: sub.userId,
    tier: sub.tier,
    pool,
    replicaId: pick.replicaId,
    attempt,
    priority: state.route.priority,
    prompt: sub.prompt,
    promptTokens: sub.promptTokens,
    maxAnswerTokens: state.route.maxAnswerTokens,
    continueFrom: { text: state.text, tokens: state.tokens, seq: state.seq },
    queuedAt: base.time,
  };
  await deps.publisher.publishJson(
    deps.names.subjects.work(pool, pick.replicaId),
    WorkItem,
    item,
    workMsgId(sub.messageId, attempt),
  );
  await deps.publisher.publish({
    ...base,
    id: eventIds.resubmitted(sub.messageId, attempt),
    type: "generation.resubmitted",
    fromReplicaId: from.replicaId,
    replicaId: pick.replicaId,
    pool,
    attempt,
    tokensSent: state.tokens,
    reason: from.reason,
  });
  return { kind: "moved", replicaId: pick.replicaId, attempt };
}

/** A conversation stays on its model version while any replica of it lives (rollout.ts). */
function sameVersionFirst(replicas: LoadReport[], version: string | undefined): LoadReport[] {
  if (!version) return replicas;
  const same = replicas.filter((r) => versionOf(r) === version);
  return same.length > 0 ? same : replicas;
}
