/**
 * The summarizer in one call: the trigger (durable NATS consumer on finished answers), the job queue
 * and the worker, on one Redis connection. `main.ts` wires it to the environment; tests call it directly.
 */

import type { ConsumerHandle, EventPublisher, Names } from "@chat/events";
import { contentTokens } from "@chat/model";
import type { Database, EngineClient } from "@chat/platform";
import type { JetStreamClient } from "@nats-io/jetstream";
import { Queue, type Worker } from "bullmq";
import { Redis } from "ioredis";
import type { Kysely } from "kysely";
import {
  SUMMARY_JOB,
  SUMMARY_JOB_OPTIONS,
  SUMMARY_QUEUE,
  type SummaryJobData,
  summaryJobId,
} from "./jobs.ts";
import type { SummarizerMetrics } from "./metrics.ts";
import { checkPolicy, type SummaryPolicy } from "./policy.ts";
import { postgresHistory } from "./store.ts";
import { startTrigger } from "./trigger.ts";
import { startSummaryWorker } from "./worker.ts";

export type SummarizerOptions = {
  js: JetStreamClient;
  names: Names;
  publisher: EventPublisher;
  db: Kysely<Database>;
  redisUrl: string;
  /** BullMQ key prefix; one per namespace (see `queuePrefix`). */
  prefix: string;
  engine: EngineClient;
  policy: SummaryPolicy;
  maxSummaryTokens: number;
  /** Summary jobs run at once in this process (each holds one small-model request). */
  concurrency: number;
  metrics?: SummarizerMetrics;
  now?: () => Date;
  onError?: (what: string, err: unknown) => void;
};

export type Summarizer = {
  queue: Queue;
  worker: Worker;
  trigger: ConsumerHandle;
  redis: Redis;
  /** Stops taking finished events and jobs, lets the jobs in hand finish, closes Redis. */
  stop(): Promise<void>;
};

export async function startSummarizer(opts: SummarizerOptions): Promise<Summarizer> {
  const policy = checkPolicy(opts.policy);
  // BullMQ needs maxRetriesPerRequest: null (its blocking commands must wait, not fail after 20 tries).
  const redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  const store = postgresHistory(opts.db);
  const queue = new Queue<SummaryJobData>(SUMMARY_QUEUE, { connection: redis, prefix: opts.prefix });
  const worker = startSummaryWorker({
    store,
    engine: opts.engine,
    publisher: opts.publisher,
    countTokens: contentTokens,
    maxSummaryTokens: opts.maxSummaryTokens,
    now: opts.now ?? (() => new Date()),
    connection: redis,
    prefix: opts.prefix,
    concurrency: opts.concurrency,
    metrics: opts.metrics,
    onFailed: (id, err) => opts.onError?.(`summary job ${id ?? "(worker)"}`, err),
  });
  const enqueue = async (job: SummaryJobData) => {
    await queue.add(SUMMARY_JOB, job, { ...SUMMARY_JOB_OPTIONS, jobId: summaryJobId(job) });
  };
  let trigger: ConsumerHandle;
  try {
    trigger = await startTrigger({
      js: opts.js,
      names: opts.names,
      store,
      policy,
      enqueue,
      countTokens: contentTokens,
      metrics: opts.metrics,
      onError: (err) => opts.onError?.("trigger (redelivered)", err),
    });
  } catch (err) {
    await worker.close();
    await queue.close();
    redis.disconnect();
    throw err;
  }
  return {
    queue,
    worker,
    trigger,
    redis,
    async stop() {
      await trigger.stop();
      await worker.close();
      await queue.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
