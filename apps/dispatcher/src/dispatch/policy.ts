/**
 * The dispatcher's policy, assembled from the pure modules: the router (routing/), then the placement
 * chain (decide-placement.ts, shared with the fleet simulator) over the replica picker (placement/) and
 * the expected wait (ladder/) on the reports the dispatcher holds.
 */
import type { LoadReport, MessageSubmitted, Pool } from "@chat/events";
import {
  expectedWaitSeconds,
  type HeldBackLoad,
  type Rung,
  type ShedDecision,
  tierPriority,
} from "../ladder/index.ts";
import { type PlacementPolicy, pickReplica } from "../placement/index.ts";
import { decideRoute } from "../routing/decide-route.ts";
import type { DifficultyClassifier, RouterMetrics, TierChoices } from "../routing/types.ts";
import { decidePlacement } from "./decide-placement.ts";
import type { DispatchPolicy, Placement, RouteDecision } from "./dispatcher.ts";

export type PolicyDeps = {
  classifier: DifficultyClassifier;
  routerMetrics: RouterMetrics;
  threshold: number;
  classifierTimeoutMs?: number;
  tierChoices?: TierChoices;
  rung: () => Rung;
  /** Counts what the current rung holds back, for the ladder's down test (ladder/held-back.ts). */
  heldBack?: HeldBackLoad;
  /** Every shed decision is recorded (an event). */
  onShed: (sub: MessageSubmitted, rung: Rung, decisions: ShedDecision[]) => void;
  /** The replica picker (default: KV-aware rendezvous); baselines are swapped in by benchmarks. */
  placement?: PlacementPolicy;
  /** Prefill speed per pool, for the expected wait. */
  prefillTokensPerSecond: Record<Pool, number>;
};

export function createDispatchPolicy(deps: PolicyDeps): DispatchPolicy {
  const pickReplicaIn = deps.placement ?? pickReplica;
  return {
    async route(sub): Promise<RouteDecision> {
      const d = await decideRoute(
        deps.classifier,
        {
          text: sub.content,
          contentTokens: sub.contentTokens,
          depth: sub.prompt.filter((m) => m.role !== "system").length - 1,
          tier: sub.tier,
          requestedModel: sub.requestedModel,
        },
        { threshold: deps.threshold, timeoutMs: deps.classifierTimeoutMs, tierChoices: deps.tierChoices },
        deps.routerMetrics,
      );
      return {
        pool: d.pool,
        reason: `route:${d.reason}`,
        ...(d.score !== undefined ? { score: d.score } : {}),
      };
    },

    place(sub, route, replicas, now): Placement {
      const rung = deps.rung();
      // The replica this message would take in one pool, and its expected wait there.
      const tryPool = (pool: Pool, answerTokens: number) => {
        const pick = pickReplicaIn({
          conversationId: sub.conversationId,
          promptTokens: sub.promptTokens,
          sharedPrefixTokens: sub.systemPromptTokens ?? 0,
          replicas: replicas.filter((r) => r.pool === pool),
          now,
        });
        if ("error" in pick) return undefined;
        const report = replicas.find((r) => r.replicaId === pick.replicaId) as LoadReport;
        const waitS = expectedWaitSeconds(report, sub.promptTokens, {
          prefillTokensPerSecond: deps.prefillTokensPerSecond[pool],
          answerTokens,
          tier: sub.tier === "free" ? "free" : "paid",
          ...(report.paidArrivalsPerSecond !== undefined
            ? { paidArrivalsPerSecond: report.paidArrivalsPerSecond }
            : {}),
        });
        return { pick, waitS };
      };
      const d = decidePlacement(
        {
          rung,
          tier: sub.tier,
          pool: route.pool,
          maxAnswerTokens: sub.maxAnswerTokens,
          promptTokens: sub.promptTokens,
        },
        tryPool,
      );
      if (d.kind === "wait") return { action: "wait", pool: d.pool };
      const { chosen, outcome, pool } = d;
      if (outcome.shed.length > 0) deps.onShed(sub, rung, outcome.shed);
      deps.heldBack?.record(now, rung, d.costs.now, d.costs.below);
      if (outcome.refuse)
        return { action: "refuse", retryAfterS: outcome.refuse.retryAfterS, reason: outcome.refuse.reason };
      const notes = [
        ...(d.smallPoolEmpty ? ["small pool empty"] : []),
        `pick:${chosen.pick.reason}`,
        `wait:${Number.isFinite(chosen.waitS) ? chosen.waitS.toFixed(2) : "inf"}s`,
        ...outcome.shed.map((s) => `shed:${s.kind}`),
      ];
      // What it adds to the replica's report until the next one. On its favourite the history is cached (the
      // picker sends it back there for that): only the new message is read. Elsewhere all but the shared
      // system prompt. KV on admission is the prompt less the system prompt's shared blocks: idle cached
      // blocks count as free in a report, and a hit takes them back; the answer's blocks come as it grows.
      const sharedPrefix = Math.min(sub.systemPromptTokens ?? 0, sub.promptTokens);
      const onFavourite = chosen.pick.replicaId === chosen.pick.favouriteId;
      const adds = {
        prefillTokens: onFavourite
          ? Math.min(sub.contentTokens, sub.promptTokens)
          : sub.promptTokens - sharedPrefix,
        kvTokens: sub.promptTokens - sharedPrefix,
      };
      return {
        action: "queue",
        pool,
        replicaId: chosen.pick.replicaId,
        maxAnswerTokens: outcome.maxAnswerTokens,
        adds,
        notes,
      };
    },

    priority: (sub) => tierPriority(sub.tier),
  };
}
