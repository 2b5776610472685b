/**
 * The daily check (DESIGN "Routing to the small model"): a sample of small-model messages is also answered
 * by the large model, and each pair is recorded for judging. The user never sees the second answer, so
 * everything about it lives on the SHADOW stream (`shadow.<shadowId>.<kind>`), which neither the api's
 * answer feed, the settler nor the projector reads:
 *   shadow.<shadowId>.requested               the dispatcher sampled the message and queued the large answer
 *   shadow.<shadowId>.started|delta|finished  the large answer itself (ChatEvents whose messageId is shadowId)
 *   shadow.<shadowId>.pair                    both answers, once both finished: one record for the judge
 *   shadow.<shadowId>.verdict                 a rollout pair's verdict (`rollout.verdict`), by the rollout judge
 *
 * A model rollout's shadow stage (rollout.ts) uses the same stream and the same three steps with records of its
 * own (`rollout.shadow_requested`, `rollout.pair`): the user's answer from the current version beside the
 * candidate version's answer to the same prompt (`rolloutShadowId`).
 *
 * @example
 *   const shadowId = shadowGenerationId("m_01HZX"); // "s_3f1c...": same id on every dispatcher and retry
 *   const pair = await jsm.streams.getMessage(names.streams.shadow, {
 *     last_by_subj: names.subjects.shadow(shadowId, ShadowKind["shadow.pair"]),
 *   });
 */
import { createHash } from "node:crypto";
import type { JetStreamClient, PubAck } from "@nats-io/jetstream";
import { z } from "zod";
import { EventPublisher, InvalidEventError, type PublishOptions } from "./publisher.ts";
import {
  ChatEvent,
  ChatMessage,
  EventKind,
  FinishReason,
  formatZodError,
  type GenerationFinished,
  Id,
  type MessageSubmitted,
  ModelVersion,
  Pool,
  Tier,
  Usage,
} from "./schemas.ts";
import type { Names } from "./subjects.ts";

/**
 * The shadow generation's own id: `s_` + 32 hex digits of SHA-256 of the user's message id. Deterministic,
 * so a redelivered submission queues the same generation (deduplicated), and always 34 characters whatever
 * the length of the message id (which may itself be 64).
 */
export function shadowGenerationId(messageId: string): string {
  return `s_${createHash("sha256").update(`shadow:${messageId}`).digest("hex").slice(0, 32)}`;
}

/** The candidate version's shadow answer to a message (a rollout's shadow stage): `r_` + 32 hex digits. */
export function rolloutShadowId(messageId: string, candidateVersion: string): string {
  return `r_${createHash("sha256").update(`rollout:${candidateVersion}:${messageId}`).digest("hex").slice(0, 32)}`;
}

const envelope = {
  id: z.string().min(1).max(200),
  time: z.string().datetime(),
  userId: Id,
  conversationId: Id,
  /** The user's message (the one answered by the small model, on `chat.<messageId>.*`). */
  messageId: Id,
  /** The large model's second answer to it, on `shadow.<shadowId>.*`. */
  shadowId: Id,
};

/** The dispatcher sampled a small-model message and queued the same prompt on a large replica. */
export const ShadowRequested = z
  .object({
    ...envelope,
    type: z.literal("shadow.requested"),
    v: z.literal(1),
    tier: Tier,
    /** The router's score (chance the small answer loses); null when no classifier score decided. */
    score: z.number().min(0).max(1).nullable(),
    routeReason: z.string().max(200),
    smallReplicaId: Id,
    largeReplicaId: Id,
    maxAnswerTokens: z.number().int().positive(),
  })
  .strict();
export type ShadowRequested = z.infer<typeof ShadowRequested>;

/** One answer of a pair, as the judge needs it. */
export const PairedAnswer = z
  .object({
    text: z.string(),
    model: z.string(),
    replicaId: Id.nullable(),
    finish: FinishReason,
    usage: Usage,
  })
  .strict();
export type PairedAnswer = z.infer<typeof PairedAnswer>;

/** Both answers to one prompt, for the judge: does the small answer lose? */
export const ShadowPair = z
  .object({
    ...envelope,
    type: z.literal("shadow.pair"),
    v: z.literal(1),
    tier: Tier,
    score: z.number().min(0).max(1).nullable(),
    routeReason: z.string().max(200),
    /** The user's new message as typed, and the whole prompt both models were given. */
    content: z.string(),
    prompt: z.array(ChatMessage).min(1),
    small: PairedAnswer,
    large: PairedAnswer,
  })
  .strict();
export type ShadowPair = z.infer<typeof ShadowPair>;

/** A rollout's shadow stage sampled a message and queued the same prompt on a candidate-version replica. */
export const RolloutShadowRequested = z
  .object({
    ...envelope,
    type: z.literal("rollout.shadow_requested"),
    v: z.literal(1),
    tier: Tier,
    pool: Pool,
    currentVersion: ModelVersion,
    candidateVersion: ModelVersion,
    /** The replica answering the user (current version), and the candidate's replica answering beside it. */
    userReplicaId: Id,
    candidateReplicaId: Id,
    maxAnswerTokens: z.number().int().positive(),
  })
  .strict();
export type RolloutShadowRequested = z.infer<typeof RolloutShadowRequested>;

/** The user's answer (current version) and the candidate's, for the judge. */
export const RolloutPair = z
  .object({
    ...envelope,
    type: z.literal("rollout.pair"),
    v: z.literal(1),
    tier: Tier,
    pool: Pool,
    currentVersion: ModelVersion,
    candidateVersion: ModelVersion,
    content: z.string(),
    prompt: z.array(ChatMessage).min(1),
    current: PairedAnswer,
    candidate: PairedAnswer,
  })
  .strict();
export type RolloutPair = z.infer<typeof RolloutPair>;

/** The judge's choice on one order of a pair: [[A]], [[B]] or [[C]] (a tie). */
const JudgeChoice = z.enum(["A", "B", "C"]);

/**
 * The judge's verdict on a `rollout.pair` (the dispatcher's rollout judge): the pair judged twice with the
 * order swapped; a win or a loss counts only when both orders agree (`pairVerdict` in judge/pairs.ts).
 * @example { type: "rollout.verdict", candidateVersion: "v2", candidateFirst: "A", currentFirst: "B", outcome: "win", agreed: true, ... }
 */
export const RolloutVerdict = z
  .object({
    ...envelope,
    type: z.literal("rollout.verdict"),
    v: z.literal(1),
    pool: Pool,
    currentVersion: ModelVersion,
    candidateVersion: ModelVersion,
    /** The judge's choice with the candidate's answer shown as A, then with the current version's as A. */
    candidateFirst: JudgeChoice,
    currentFirst: JudgeChoice,
    outcome: z.enum(["win", "tie", "loss"]),
    agreed: z.boolean(),
    /** The judge model's served name. */
    judge: z.string().max(200),
  })
  .strict();
export type RolloutVerdict = z.infer<typeof RolloutVerdict>;

export const ShadowEvent = z.discriminatedUnion("type", [
  ShadowRequested,
  ShadowPair,
  RolloutShadowRequested,
  RolloutPair,
  RolloutVerdict,
]);
export type ShadowEvent = z.infer<typeof ShadowEvent>;

/** Last subject token of each shadow record (the shadow generation's own events use `EventKind`). */
export const ShadowKind = {
  "shadow.requested": "requested",
  "shadow.pair": "pair",
  "rollout.shadow_requested": "requested",
  "rollout.pair": "pair",
  "rollout.verdict": "verdict",
} as const satisfies Record<ShadowEvent["type"], string>;

export const shadowEventIds = {
  requested: (shadowId: string) => `${shadowId}.requested`,
  pair: (shadowId: string) => `${shadowId}.pair`,
  verdict: (shadowId: string) => `${shadowId}.verdict`,
} as const;

/** One finished answer as a pair records it. */
const pairedAnswer = (f: GenerationFinished): PairedAnswer => ({
  text: f.text,
  model: f.model,
  replicaId: f.replicaId,
  finish: f.finish,
  usage: f.usage,
});

/**
 * Pure join of the three facts a pair needs. The prompt comes from the submission so the record is
 * self-contained: a judge reads pairs without going back to the chat log.
 */
export function buildShadowPair(
  requested: ShadowRequested,
  submitted: MessageSubmitted,
  small: GenerationFinished,
  large: GenerationFinished,
  now: Date,
): ShadowPair {
  return {
    id: shadowEventIds.pair(requested.shadowId),
    time: now.toISOString(),
    type: "shadow.pair",
    v: 1,
    userId: requested.userId,
    conversationId: requested.conversationId,
    messageId: requested.messageId,
    shadowId: requested.shadowId,
    tier: requested.tier,
    score: requested.score,
    routeReason: requested.routeReason,
    content: submitted.content,
    prompt: submitted.prompt,
    small: pairedAnswer(small),
    large: pairedAnswer(large),
  };
}

/** Pure join for a rollout's shadow stage: the user's answer and the candidate's, self-contained. */
export function buildRolloutPair(
  requested: RolloutShadowRequested,
  submitted: MessageSubmitted,
  current: GenerationFinished,
  candidate: GenerationFinished,
  now: Date,
): RolloutPair {
  return {
    id: shadowEventIds.pair(requested.shadowId),
    time: now.toISOString(),
    type: "rollout.pair",
    v: 1,
    userId: requested.userId,
    conversationId: requested.conversationId,
    messageId: requested.messageId,
    shadowId: requested.shadowId,
    tier: requested.tier,
    pool: requested.pool,
    currentVersion: requested.currentVersion,
    candidateVersion: requested.candidateVersion,
    content: submitted.content,
    prompt: submitted.prompt,
    current: pairedAnswer(current),
    candidate: pairedAnswer(candidate),
  };
}

/**
 * Publishes a shadow generation's events on `shadow.<shadowId>.<kind>` instead of `chat.<id>.<kind>`:
 * a gpu-worker running a shadow work item hands this to the generation in place of its usual publisher,
 * so the generation code itself does not know it is a shadow.
 */
export class ShadowPublisher extends EventPublisher {
  constructor(
    js: JetStreamClient,
    private readonly shadowNames: Names,
    maxInFlight?: number,
  ) {
    super(js, shadowNames, maxInFlight);
  }

  override async publish(event: ChatEvent, opts?: PublishOptions): Promise<PubAck> {
    const checked = ChatEvent.safeParse(event);
    if (!checked.success) throw new InvalidEventError(`${event.type}: ${formatZodError(checked.error)}`);
    return this.publishRaw(
      this.shadowNames.subjects.shadow(event.messageId, EventKind[event.type]),
      JSON.stringify(checked.data),
      event.id,
      opts,
    );
  }

  /** Publishes a shadow record (requested, pair) under its shadow id. */
  publishShadow(event: ShadowEvent, opts?: PublishOptions): Promise<PubAck> {
    return this.publishJson(
      this.shadowNames.subjects.shadow(event.shadowId, ShadowKind[event.type]),
      ShadowEvent,
      event,
      event.id,
      opts,
    );
  }
}
