export { queuePrefix, SUMMARY_QUEUE, SummaryJobData, summaryJobId } from "./jobs.ts";
export type { SummarizerMetrics } from "./metrics.ts";
export { summarizerMetrics } from "./metrics.ts";
export type { HistoryMessage, SummaryPlan, SummaryPolicy, SummaryState } from "./policy.ts";
export { checkPolicy, DEFAULT_SUMMARY_POLICY, planSummary } from "./policy.ts";
export { buildSummaryPrompt } from "./prompt.ts";
export type { Summarizer, SummarizerOptions } from "./summarizer.ts";
export { startSummarizer } from "./summarizer.ts";
