/**
 * Messages that are commands or state rather than log facts: the work item a dispatcher puts on a
 * replica's affinity subject, and the load report each gpu-worker heartbeats into the `replicas` bucket.
 */
import { z } from "zod";
import { ChatMessage, Id, ModelVersion, Pool, Tier } from "./schemas.ts";

/** One generation to run, queued on `work.<pool>.<replicaId>`. */
export const WorkItem = z
  .object({
    messageId: Id,
    conversationId: Id,
    userId: Id,
    tier: Tier,
    pool: Pool,
    replicaId: Id,
    attempt: z.number().int().positive(),
    /** Higher runs first: paid before free. Reaches the engine as the request priority. */
    priority: z.number().int(),
    prompt: z.array(ChatMessage).min(1),
    promptTokens: z.number().int().positive(),
    maxAnswerTokens: z.number().int().positive(),
    /** Text already streamed by an earlier attempt; the engine continues from it. */
    continueFrom: z
      .object({
        text: z.string(),
        tokens: z.number().int().nonnegative(),
        seq: z.number().int().nonnegative(),
      })
      .optional(),
    queuedAt: z.string().datetime(),
    /** Set on the daily check's second answer (its messageId is the shadow id): the user's message it
     * shadows. The worker then publishes on `shadow.<shadowId>.*`, never on the user's `chat.*`. */
    shadowOf: Id.optional(),
  })
  .strict();
export type WorkItem = z.infer<typeof WorkItem>;

/** What a replica reports every few hundred milliseconds. */
export const LoadReport = z
  .object({
    replicaId: Id,
    pool: Pool,
    model: z.string(),
    /** Prompt tokens admitted or waiting but not yet prefilled. */
    queuedPromptTokens: z.number().nonnegative(),
    /** KV cache tokens free for new sequences. */
    freeKvTokens: z.number().nonnegative(),
    totalKvTokens: z.number().nonnegative(),
    running: z.number().int().nonnegative(),
    waiting: z.number().int().nonnegative(),
    /** Output tokens per second over the last report interval: the replica's current throughput. */
    decodeTokensPerSecond: z.number().nonnegative(),
    /**
     * Paid (non-free) work items this replica received per second over the last report interval: what a
     * free message waiting here lets start first (expected-wait.ts). Optional: older workers omit it.
     */
    paidArrivalsPerSecond: z.number().nonnegative().optional(),
    /**
     * Generations that got their first token here per second, smoothed over a few seconds: the rate at
     * which the replica really starts new requests. On a full replica that is below its finishes, because
     * answers that grow preempt others, which then start again ahead of new ones (expected-wait.ts).
     * Optional: older workers omit it.
     */
    startedPerSecond: z.number().nonnegative().optional(),
    /**
     * How long free requests wait here for their first token, measured: the larger of the recent free
     * starts' waits (EWMA over a few seconds; it falls toward 0 while no free request waits) and the age of
     * the oldest free request still waiting. The expected wait never reads less (expected-wait.ts).
     * Optional: older workers omit it.
     */
    freeStartSeconds: z.number().nonnegative().optional(),
    /** Share of the last interval the engine spent in forward passes, 0..1. */
    busy: z.number().min(0).max(1),
    /** Milliseconds since the epoch when this report was made (staleness is judged from it). */
    at: z.number().int().positive(),
    /**
     * This start of the worker process (random per start). A replica is an incarnation, not a name: failover
     * acts on a dead incarnation only, never on the consumer or work of a newer live one (DESIGN section 7).
     * Optional: older workers omit it.
     */
    incarnation: z.string().min(1).max(64).optional(),
    /**
     * What the replica can do now (absent = "serving"). Work is placed only on a serving replica.
     * - "starting": the worker is (re)binding its work consumer; its queued work waits for it.
     * - "engine-down": its engine fails health checks; every unfinished answer it held is moved to another
     *   replica as if it had died (failover), and it serves again once the engine is healthy.
     */
    status: z.enum(["starting", "serving", "engine-down"]).optional(),
    /** The model version this replica serves (rollout.ts); absent = the default version. */
    version: ModelVersion.optional(),
    /** Engine outages of this incarnation so far: each one is failed over once. */
    outages: z.number().int().nonnegative().optional(),
    /** Why it is not serving (for operators), when it is not. */
    statusReason: z.string().max(200).optional(),
  })
  .strict();
export type LoadReport = z.infer<typeof LoadReport>;

/** An api instance's heartbeat in the `apis` bucket (key: its id): what the ops view shows per instance. */
export const ApiInstanceReport = z
  .object({
    instanceId: z.string().min(1).max(200),
    /** Clients watching an answer on this instance now. */
    streams: z.number().int().nonnegative(),
    at: z.number().int().positive(),
  })
  .strict();
export type ApiInstanceReport = z.infer<typeof ApiInstanceReport>;
