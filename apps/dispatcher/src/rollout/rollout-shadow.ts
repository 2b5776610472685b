/**
 * A rollout's shadow stage (DESIGN section 9): a share of messages answered on the current version are also
 * answered by the candidate version, never shown, never billed, kept off the chat history, and each pair is
 * recorded for the judge. It runs exactly like the router's daily check (dispatch/shadow.ts): a shadow work
 * item whose events the worker writes to the SHADOW stream, joined with the user's answer by the same
 * pair assembler.
 */
import {
  type LoadReport,
  type MessageSubmitted,
  type Names,
  type Pool,
  type Rollout,
  rolloutShadowId,
  type ShadowPublisher,
  shadowsCandidate,
  versionOf,
} from "@chat/events";
import type { QueuedAnswer } from "../dispatch/dispatcher.ts";
import { queueShadowAnswer } from "../dispatch/shadow.ts";
import { pickReplica } from "../placement/index.ts";

export type RolloutShadowPlan =
  | { shadow: true; shadowId: string; replicaId: string; candidate: string }
  | {
      shadow: false;
      why: "no-shadow-stage" | "not-sampled" | "on-candidate" | "shedding" | "no-candidate-replica";
    };

/** Pure: whether this message gets a candidate's answer beside it, and on which candidate replica. */
export function planRolloutShadow(input: {
  messageId: string;
  conversationId: string;
  promptTokens: number;
  pool: Pool;
  /** The version the user's answer runs on. */
  version: string;
  rollout: Rollout;
  rung: number;
  replicas: readonly LoadReport[];
  now: number;
}): RolloutShadowPlan {
  const { rollout } = input;
  if (rollout.stage !== "shadow" || !rollout.candidate) return { shadow: false, why: "no-shadow-stage" };
  if (input.version === rollout.candidate) return { shadow: false, why: "on-candidate" };
  if (!shadowsCandidate(input.messageId, rollout)) return { shadow: false, why: "not-sampled" };
  // While the ladder sheds, the fleet has no GPU time for answers nobody reads.
  if (input.rung > 0) return { shadow: false, why: "shedding" };
  const pick = pickReplica({
    conversationId: input.conversationId,
    promptTokens: input.promptTokens,
    replicas: input.replicas.filter((r) => r.pool === input.pool && versionOf(r) === rollout.candidate),
    now: input.now,
  });
  if ("error" in pick) return { shadow: false, why: "no-candidate-replica" };
  return {
    shadow: true,
    shadowId: rolloutShadowId(input.messageId, rollout.candidate),
    replicaId: pick.replicaId,
    candidate: rollout.candidate,
  };
}

export type RolloutShadowDeps = {
  names: Names;
  publisher: ShadowPublisher;
  rollout: (pool: Pool) => Rollout;
  rung: () => number;
  replicas: () => LoadReport[];
  now: () => number;
  onPlan?: (plan: RolloutShadowPlan) => void;
};

/** Samples a just-queued answer and, if picked, queues the candidate's answer beside it. */
export async function requestRolloutShadow(
  sub: MessageSubmitted,
  queued: QueuedAnswer & { version: string },
  deps: RolloutShadowDeps,
): Promise<RolloutShadowPlan> {
  const rollout = deps.rollout(queued.pool);
  const plan = planRolloutShadow({
    messageId: sub.messageId,
    conversationId: sub.conversationId,
    promptTokens: sub.promptTokens,
    pool: queued.pool,
    version: queued.version,
    rollout,
    rung: deps.rung(),
    replicas: deps.replicas(),
    now: deps.now(),
  });
  deps.onPlan?.(plan);
  if (!plan.shadow) return plan;
  const time = new Date(deps.now()).toISOString();
  // The record first, so the pair assembler always finds it when the candidate's answer ends.
  await deps.publisher.publishShadow({
    id: `${plan.shadowId}.requested`,
    time,
    type: "rollout.shadow_requested",
    v: 1,
    userId: sub.userId,
    conversationId: sub.conversationId,
    messageId: sub.messageId,
    shadowId: plan.shadowId,
    tier: sub.tier,
    pool: queued.pool,
    currentVersion: queued.version,
    candidateVersion: plan.candidate,
    userReplicaId: queued.replicaId,
    candidateReplicaId: plan.replicaId,
    maxAnswerTokens: queued.maxAnswerTokens,
  });
  await queueShadowAnswer(
    sub,
    {
      shadowId: plan.shadowId,
      replicaId: plan.replicaId,
      pool: queued.pool,
      maxAnswerTokens: queued.maxAnswerTokens,
    },
    time,
    deps,
  );
  return plan;
}
