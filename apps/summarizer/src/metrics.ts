import { Counter, Histogram, type Registry } from "prom-client";

export type SummarizerMetrics = ReturnType<typeof summarizerMetrics>;

export function summarizerMetrics(registry: Registry) {
  return {
    triggers: new Counter({
      name: "chat_summarizer_triggers_total",
      help: "Finished answers looked at, by decision (enqueued, below-threshold, nothing-to-fold, not-projected)",
      labelNames: ["decision"] as const,
      registers: [registry],
    }),
    jobs: new Counter({
      name: "chat_summarizer_jobs_total",
      help: "Summary job runs by outcome (summarized; stale: a newer summary was already there; failed: will retry or give up)",
      labelNames: ["outcome"] as const,
      registers: [registry],
    }),
    jobSeconds: new Histogram({
      name: "chat_summarizer_job_seconds",
      help: "Time of one summary job run (loading turns, the small model's answer, publishing), by outcome",
      labelNames: ["outcome"] as const,
      buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 40, 80],
      registers: [registry],
    }),
    summaryTokens: new Histogram({
      name: "chat_summarizer_summary_tokens",
      help: "Tokens of each new summary",
      buckets: [50, 100, 200, 300, 400, 600, 800, 1200],
      registers: [registry],
    }),
    deadLetters: new Counter({
      name: "chat_summarizer_dead_letters_total",
      help: "Finished events the trigger set aside (malformed, or failing every redelivery)",
      registers: [registry],
    }),
  };
}
