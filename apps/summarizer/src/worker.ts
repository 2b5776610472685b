/**
 * The summary job: loads the turns between the current summary and the job's fold point, asks the small
 * model for a summary that covers both, and publishes `conversation.summarized` (its id is the
 * conversation and fold point, so a retried job that had already published is deduplicated).
 * `runSummaryJob` holds the work; `startSummaryWorker` is the BullMQ adapter with bounded concurrency.
 */
import { type ConversationSummarized, type EventPublisher, eventIds, formatZodError } from "@chat/events";
import { withoutRefusedTurns } from "@chat/events/safety";
import type { EngineClient } from "@chat/platform";
import { type ConnectionOptions, UnrecoverableError, Worker } from "bullmq";
import { SUMMARY_QUEUE, SummaryJobData } from "./jobs.ts";
import type { SummarizerMetrics } from "./metrics.ts";
import { countsInPrompt } from "./policy.ts";
import { buildSummaryPrompt } from "./prompt.ts";
import type { HistoryStore } from "./store.ts";

/** Below every user tier (free is 0): summaries wait behind answers people are watching. */
export const SUMMARY_PRIORITY = -1;

export type SummaryJobDeps = {
  store: HistoryStore;
  engine: EngineClient;
  publisher: EventPublisher;
  countTokens: (text: string) => number;
  maxSummaryTokens: number;
  now: () => Date;
};

export type SummaryJobResult =
  | { outcome: "summarized"; event: ConversationSummarized }
  | { outcome: "stale"; reason: string };

export async function runSummaryJob(data: SummaryJobData, deps: SummaryJobDeps): Promise<SummaryJobResult> {
  const { conversationId, uptoSeq, uptoMessageId } = data;
  const h = uptoMessageId
    ? await deps.store.branch(conversationId, uptoMessageId)
    : await deps.store.load(conversationId, uptoSeq);
  if (!h)
    throw new UnrecoverableError(`conversation ${conversationId} is not in the read model (or deleted)`);
  if ("summaryUpto" in h) {
    if (h.summaryUpto === uptoMessageId)
      return { outcome: "stale", reason: `already summarized up to ${uptoMessageId}` };
  } else if ((h.summaryUptoSeq ?? 0) >= uptoSeq) {
    return { outcome: "stale", reason: `already summarized up to ${h.summaryUptoSeq}` };
  }
  // A refused request and its refusal stay out of the summary, as out of every prompt.
  const turns = withoutRefusedTurns(h.messages).filter(countsInPrompt);
  if (turns.length === 0) return { outcome: "stale", reason: "no turns left to fold" };

  const messages = buildSummaryPrompt({
    previousSummary: h.summary,
    turns,
    maxSummaryTokens: deps.maxSummaryTokens,
  });
  let text = "";
  for await (const chunk of deps.engine.stream({
    requestId: `summary-${conversationId}-${uptoSeq}`,
    messages,
    maxTokens: deps.maxSummaryTokens,
    priority: SUMMARY_PRIORITY,
  })) {
    if (chunk.type === "text") text += chunk.text;
  }
  const summary = text.trim();
  // An empty answer is a model hiccup, not a summary: fail so the job retries with backoff.
  if (!summary) throw new Error(`the model returned an empty summary for ${conversationId}`);

  const event: ConversationSummarized = {
    id: eventIds.summarized(conversationId, uptoSeq),
    type: "conversation.summarized",
    v: 1,
    time: deps.now().toISOString(),
    userId: h.userId,
    conversationId,
    messageId: conversationId,
    summary,
    summaryTokens: deps.countTokens(summary),
    uptoSeq,
    foldedMessages: h.messages.length,
    model: deps.engine.model,
    ...(uptoMessageId ? { uptoMessageId } : {}),
  };
  await deps.publisher.publish(event);
  return { outcome: "summarized", event };
}

export type SummaryWorkerOptions = SummaryJobDeps & {
  connection: ConnectionOptions;
  prefix: string;
  concurrency: number;
  metrics?: SummarizerMetrics;
  onFailed?: (jobId: string | undefined, err: Error) => void;
};

export function startSummaryWorker(opts: SummaryWorkerOptions): Worker {
  const { metrics } = opts;
  const worker = new Worker(
    SUMMARY_QUEUE,
    async (job) => {
      const started = performance.now();
      const observe = (outcome: string) => {
        metrics?.jobs.inc({ outcome });
        metrics?.jobSeconds.observe({ outcome }, (performance.now() - started) / 1_000);
      };
      const parsed = SummaryJobData.safeParse(job.data);
      if (!parsed.success) {
        observe("failed");
        throw new UnrecoverableError(`bad job data: ${formatZodError(parsed.error)}`);
      }
      try {
        const r = await runSummaryJob(parsed.data, opts);
        observe(r.outcome);
        if (r.outcome === "summarized") metrics?.summaryTokens.observe(r.event.summaryTokens);
        return r.outcome === "summarized" ? { uptoSeq: r.event.uptoSeq } : { stale: r.reason };
      } catch (err) {
        observe("failed");
        throw err;
      }
    },
    { connection: opts.connection, prefix: opts.prefix, concurrency: opts.concurrency },
  );
  worker.on("failed", (job, err) => opts.onFailed?.(job?.id, err));
  // Without a listener an 'error' event (e.g. Redis gone for a moment) would crash the process.
  worker.on("error", (err) => opts.onFailed?.(undefined, err));
  return worker;
}
