/**
 * Stream, consumer and KV bucket definitions. `infra` creates them (idempotently); apps only bind.
 * Settings are chosen for nats-server 2.9: one filter subject per consumer.
 */
import {
  AckPolicy,
  type ConsumerConfig,
  DeliverPolicy,
  DiscardPolicy,
  RetentionPolicy,
  StorageType,
  type StreamConfig,
} from "@nats-io/jetstream";
import type { Names } from "./subjects.ts";

const SECOND_NS = 1_000_000_000;
const DAY_NS = 86_400 * SECOND_NS;

/** Redeliveries before a message that keeps failing is set aside on the dead-letter stream. */
export const MAX_DELIVER = 5;

/** The description of a partition's stream, e.g. "chat log, partition 2 of 4". */
export function logStreamDescription(partition: number, partitions: number): string {
  return `chat log, partition ${partition} of ${partitions}`;
}

/** The number of partitions a log stream's description names (1 for a stream made before partitions). */
export function partitionsInDescription(description: string | undefined): number {
  const m = /partition \d+ of (\d+)$/.exec(description ?? "");
  return m ? Number(m[1]) : 1;
}

export type StreamDef = Partial<StreamConfig> & { name: string; subjects: string[] };

export function streamConfigs({ streams, subjects, log }: Names): StreamDef[] {
  return [
    // The log: source of truth, replayed by analysts and by projector rebuilds; one stream per partition.
    ...log.streams.map((name, p) => ({
      name,
      // Read back by checkLogPartitions: a log is opened only with the number of partitions it was made with.
      description: logStreamDescription(p, log.partitions),
      subjects: [log.subjects(p)],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: 30 * DAY_NS,
      duplicate_window: 120 * SECOND_NS,
      discard: DiscardPolicy.Old,
      // Point reads (has this message been submitted, stopped, routed?) as direct gets: see storedMessage.
      allow_direct: true,
    })),
    {
      // Affinity work queues: a message leaves once a worker acks it.
      name: streams.work,
      subjects: [subjects.allWork],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      duplicate_window: 120 * SECOND_NS,
    },
    {
      name: streams.fleet,
      subjects: [subjects.allFleet],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: 30 * DAY_NS,
    },
    {
      // The daily check's large answers and judged pairs: a log of its own, off the user's `chat.>`.
      name: streams.shadow,
      subjects: [subjects.allShadow],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: 30 * DAY_NS,
      duplicate_window: 120 * SECOND_NS,
      allow_direct: true,
    },
    {
      name: streams.dlq,
      subjects: [subjects.allDeadLetter],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: 14 * DAY_NS,
    },
  ];
}

export function durableConsumer(
  name: string,
  filterSubject: string,
  extra: Partial<ConsumerConfig> = {},
): Partial<ConsumerConfig> & { durable_name: string } {
  return {
    durable_name: name,
    filter_subject: filterSubject,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: 30 * SECOND_NS,
    max_deliver: MAX_DELIVER,
    max_ack_pending: 1_000,
    ...extra,
  };
}

/** Long-lived consumers created at set-up; worker consumers are created by each worker for its replica. */
export function consumerConfigs({ streams, consumers, subjects, log }: Names) {
  return [
    // The log's consumers: the same durable on every partition's stream (consumeLog reads them all).
    ...log.streams.flatMap((stream, p) => [
      { stream, config: durableConsumer(consumers.dispatcher, subjects.kind("submitted", p)) },
      { stream, config: durableConsumer(consumers.settler, subjects.kind("finished", p)) },
      { stream, config: durableConsumer(consumers.summarizer, subjects.kind("finished", p)) },
    ]),
    // A pair waits (redelivery) until the small answer is also finished: no server-side delivery limit.
    {
      stream: streams.shadow,
      config: durableConsumer(consumers.shadowPairs, subjects.shadow("*", "finished"), { max_deliver: -1 }),
    },
  ];
}

export function bucketConfigs({ buckets }: Names) {
  return [
    // Bucket-wide TTL only on 2.9: staleness is judged from each report's own timestamp.
    { name: buckets.replicas, ttlMs: 30_000, history: 1 },
    { name: buckets.apis, ttlMs: 30_000, history: 1 },
    { name: buckets.dispatch, ttlMs: 0, history: 5 },
    // An entry per generation being watched, removed when it ends; the TTL clears what a crash left behind.
    { name: buckets.watch, ttlMs: 3_600_000, history: 1 },
    // A conversation's region, and the regions it lived in before a region loss moved it: kept as long as it.
    { name: buckets.placements, ttlMs: 0, history: 5 },
  ];
}
