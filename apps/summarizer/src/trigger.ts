/**
 * The trigger: after each finished answer, asks the policy whether its conversation needs a new summary
 * and, if so, enqueues the job. Reads go to Postgres (a cheap sum first; the turns only past the threshold).
 * The answer that just finished may not be projected yet; it is then counted on the next one.
 */
import { type ConsumerHandle, consumeLog, GenerationFinished, type Names } from "@chat/events";
import { answerRowId } from "@chat/platform";
import type { JetStreamClient } from "@nats-io/jetstream";
import type { SummaryJobData } from "./jobs.ts";
import type { SummarizerMetrics } from "./metrics.ts";
import { exceedsThreshold, planSummary, type SummaryPolicy } from "./policy.ts";
import type { HistoryStore } from "./store.ts";

export type TriggerDeps = {
  js: JetStreamClient;
  names: Names;
  store: HistoryStore;
  policy: SummaryPolicy;
  enqueue: (job: SummaryJobData) => Promise<void>;
  countTokens: (text: string) => number;
  metrics?: SummarizerMetrics;
  concurrency?: number;
  onError?: (err: unknown) => void;
};

export type TriggerDecision = "enqueued" | "below-threshold" | "nothing-to-fold" | "not-projected";

/**
 * One finished answer's conversation: plan and maybe enqueue, for the branch the user continues (the
 * conversation's current leaf, else the answer that finished), never the interleaving of several branches.
 * Exported for tests of the decision path.
 */
export async function considerConversation(
  deps: Pick<TriggerDeps, "store" | "policy" | "enqueue" | "countTokens">,
  conversationId: string,
  answerId?: string,
): Promise<TriggerDecision> {
  if (answerId !== undefined) return considerBranch(deps, conversationId, answerId);
  const head = await deps.store.uncovered(conversationId);
  if (!head) return "not-projected";
  if (!exceedsThreshold(head.uncoveredTokens, deps.policy)) return "below-threshold";
  const h = await deps.store.load(conversationId);
  if (!h) return "not-projected";
  const plan = planSummary(
    { summaryTokens: h.summary ? deps.countTokens(h.summary) : 0, summaryUptoSeq: h.summaryUptoSeq },
    h.messages,
    deps.policy,
  );
  if (plan.action === "skip") return plan.reason;
  await deps.enqueue({ conversationId, userId: h.userId, uptoSeq: plan.uptoSeq });
  return "enqueued";
}

async function considerBranch(
  deps: Pick<TriggerDeps, "store" | "policy" | "enqueue" | "countTokens">,
  conversationId: string,
  answerId: string,
): Promise<TriggerDecision> {
  // Most conversations are short: below the threshold over every branch together, they are below it on any,
  // and nothing more is read (the branch load reads every turn's content, for every finished answer).
  const total = await deps.store.promptTokens(conversationId);
  if (total === null) return "not-projected";
  if (!exceedsThreshold(total, deps.policy)) return "below-threshold";
  const h = await deps.store.branch(conversationId, await deps.store.currentLeaf(conversationId), answerId);
  if (!h) return "not-projected";
  const plan = planSummary(
    { summaryTokens: h.summary ? deps.countTokens(h.summary) : 0, summaryUptoSeq: null },
    h.messages,
    deps.policy,
  );
  if (plan.action === "skip") return plan.reason;
  await deps.enqueue({
    conversationId,
    userId: h.userId,
    uptoSeq: plan.uptoSeq,
    ...(plan.uptoMessageId ? { uptoMessageId: plan.uptoMessageId } : {}),
  });
  return "enqueued";
}

export function startTrigger(deps: TriggerDeps): Promise<ConsumerHandle> {
  return consumeLog({
    js: deps.js,
    names: deps.names,
    consumer: deps.names.consumers.summarizer,
    schema: GenerationFinished,
    concurrency: deps.concurrency ?? 16,
    handler: async (finished) => {
      const decision = await considerConversation(
        deps,
        finished.conversationId,
        answerRowId(finished.messageId),
      );
      deps.metrics?.triggers.inc({ decision });
    },
    onDeadLetter: () => deps.metrics?.deadLetters.inc(),
    onError: deps.onError,
  });
}
