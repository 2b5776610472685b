/**
 * The summary job queue's contract: its name, the job's data, and the id that makes duplicates collapse.
 * Every answer that finishes in a long conversation may ask for the same fold point; BullMQ keeps one
 * job per id, so they become one job.
 */
import { Id } from "@chat/events";
import type { JobsOptions } from "bullmq";
import { z } from "zod";

export const SUMMARY_QUEUE = "summaries";
export const SUMMARY_JOB = "summarize";

export const SummaryJobData = z
  .object({
    conversationId: Id,
    userId: Id,
    /** Fold every message up to this log_seq into the summary. */
    uptoSeq: z.number().int().positive(),
    /**
     * The last message to fold, on its branch: the job folds that message's parent chain (after the
     * deepest summary on it). Jobs queued before trees lack it and fold the conversation by `uptoSeq`.
     */
    uptoMessageId: Id.optional(),
  })
  .strict();
export type SummaryJobData = z.infer<typeof SummaryJobData>;

/** One job per conversation and fold point (no ":" — BullMQ uses it in its keys). */
export const summaryJobId = (d: Pick<SummaryJobData, "conversationId" | "uptoSeq">) =>
  `${d.conversationId}.${d.uptoSeq}`;

export const SUMMARY_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: "exponential", delay: 2_000 },
  // Completed ids are kept a day, so a late duplicate still collapses instead of running again.
  removeOnComplete: { age: 86_400, count: 10_000 },
  removeOnFail: { age: 7 * 86_400 },
} as const satisfies JobsOptions;

/** Queue and Redis key prefix: one per NATS namespace, so tests and `npm run dev` never share jobs. */
export const queuePrefix = (namespace: string) => (namespace ? `chat-${namespace}` : "chat");
