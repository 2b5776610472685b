/**
 * Every NATS subject, stream, consumer and bucket name is built here and nowhere else.
 *
 * Layout (with the default, empty namespace, and the log in one partition):
 *   chat.<messageId>.<kind>      every event of one generation (stream CHAT)
 *   work.<pool>.<replicaId>      the affinity subject a replica's gpu-worker pulls from (stream WORK)
 *   fleet.<kind>                 fleet-wide events: ladder moves, shed decisions (stream FLEET)
 *   dlq.<consumer>               malformed or poisoned messages set aside with a reason (stream DLQ)
 *   shadow.<shadowId>.<kind>     the daily check's second (large) answers and pairs, never shown (stream SHADOW)
 *
 * The log in P > 1 partitions (env `CHAT_LOG_PARTITIONS`, DESIGN section 10): one stream per partition,
 * `CHAT_P<p>` holding `chat.<p>.<messageId>.<kind>`. The partition is the owner's shard (message-ids.ts)
 * modulo P, read from the id itself, so a user's events (messages, conversations, settings) share one
 * stream, in order, and any reader holding an id builds the subject without a lookup. One stream's leader
 * takes ~100-200k small publishes/s; the planner sizes P from the region's events/s. P is fixed when the
 * log is created (setup refuses a different one): changing it means copying the log into new streams.
 *
 * A namespace (env `CHAT_NAMESPACE`, e.g. "t1a2b") prefixes every subject and name, so tests and a
 * running `npm run dev` share one NATS server without seeing each other's traffic.
 */
import { logShard, scopedMessageId } from "./message-ids.ts";
import { type ChatEventType, EventKind, type Pool } from "./schemas.ts";

/** A setting of the log's names or shape is wrong; the message says which and what to do. */
export class TopologyConfigError extends Error {
  readonly code: string = "TOPOLOGY_CONFIG";
}

/** Partitions of the log at most: a partition is a stream, and the shard in an id has 16 bits. */
export const MAX_LOG_PARTITIONS = 1_024;

/** `CHAT_LOG_PARTITIONS` (default 1), checked. */
export function logPartitionsFromEnv(value = process.env.CHAT_LOG_PARTITIONS): number {
  if (value === undefined || value === "") return 1;
  const p = Number(value);
  if (!Number.isInteger(p) || p < 1 || p > MAX_LOG_PARTITIONS) {
    throw new TopologyConfigError(
      `CHAT_LOG_PARTITIONS must be a whole number from 1 to ${MAX_LOG_PARTITIONS} (got "${value}")`,
    );
  }
  return p;
}

export type Names = ReturnType<typeof names>;

export function names(namespace = process.env.CHAT_NAMESPACE ?? "", partitions = logPartitionsFromEnv()) {
  if (namespace && !/^[A-Za-z0-9_]{1,32}$/.test(namespace)) {
    throw new TopologyConfigError(
      `CHAT_NAMESPACE must be 1-32 characters of A-Z, a-z, 0-9 or _ (got "${namespace}")`,
    );
  }
  logPartitionsFromEnv(String(partitions));
  const s = namespace ? `${namespace}.` : ""; // subject prefix
  const n = namespace ? `${namespace}_` : ""; // stream, consumer and bucket prefix
  const partitioned = partitions > 1;
  const partitionOf = (id: string) => (partitioned ? logShard(id) % partitions : 0);
  // The subject segment naming the partition: none in one partition, so P = 1 keeps `chat.<id>.<kind>`.
  const part = (id: string) => (partitioned ? `${partitionOf(id)}.` : "");
  const logStreams = partitioned
    ? Array.from({ length: partitions }, (_, p) => `${n}CHAT_P${p}`)
    : [`${n}CHAT`];
  return {
    namespace,
    streams: { work: `${n}WORK`, fleet: `${n}FLEET`, dlq: `${n}DLQ`, shadow: `${n}SHADOW` },
    /** The chat log: one stream per partition. */
    log: {
      partitions,
      /** The partitions' streams, in partition order. */
      streams: logStreams,
      /** The partition of a message, conversation or user id (its owner's shard modulo P). */
      partitionOf,
      /** The stream holding every event keyed by `id`. */
      streamOf: (id: string) => logStreams[partitionOf(id)]!,
      /** The id of `userId`'s message sent with `clientKey`: sharded when the log has partitions. */
      messageId: (userId: string, clientKey: string) => scopedMessageId(userId, clientKey, partitioned),
      /** Every subject of partition `p` (its stream's subjects). */
      subjects: (p: number) => (partitioned ? `${s}chat.${p}.>` : `${s}chat.>`),
    },
    buckets: {
      /** Replica heartbeats and load reports, one key per replica. */
      replicas: `${n}replicas`,
      /** Api instances' heartbeats: the streams each holds, for the ops view. */
      apis: `${n}apis`,
      /** Shared dispatcher state, e.g. the shedding ladder's rung. */
      dispatch: `${n}dispatch`,
      /** The generations each dispatcher watches for deadlines, so a restarted dispatcher adopts them. */
      watch: `${n}watch`,
      /** Which region each conversation of this region's users lives in (the api's spill-over, regions). */
      placements: `${n}placements`,
    },
    consumers: {
      dispatcher: `${n}dispatcher`,
      /** The projector reads with an ordered consumer from its own checkpoint in Postgres; this name
       * only labels its dead letters. */
      projector: `${n}projector`,
      settler: `${n}settler`,
      /** Assembles the daily check's pairs from finished shadow answers. */
      shadowPairs: `${n}shadow-pairs`,
      /** Looks at each finished answer's conversation and queues a summary job when it has grown enough. */
      summarizer: `${n}summarizer`,
      worker: (replicaId: string) => `${n}worker-${replicaId}`,
    },
    subjects: {
      /** Subject of one event of one generation. */
      event: (messageId: string, type: ChatEventType) =>
        `${s}chat.${part(messageId)}${messageId}.${EventKind[type]}`,
      /** Every event of one generation (for replay from the start). */
      generation: (messageId: string) => `${s}chat.${part(messageId)}${messageId}.>`,
      /** Every event of every generation, in every partition (a core subscription). */
      allChat: `${s}chat.>`,
      /**
       * One kind of event across every generation, e.g. all submissions: in every partition (a core
       * subscription), or in `partition` (a consumer's filter must lie within its stream's subjects).
       */
      kind: (kind: EventKind, partition?: number) =>
        !partitioned ? `${s}chat.*.${kind}` : `${s}chat.${partition ?? "*"}.*.${kind}`,
      /** A replica's own work queue. */
      work: (pool: Pool, replicaId: string) => `${s}work.${pool}.${replicaId}`,
      allWork: `${s}work.>`,
      fleet: (kind: string) => `${s}fleet.${kind}`,
      allFleet: `${s}fleet.>`,
      deadLetter: (consumer: string) => `${s}dlq.${consumer}`,
      allDeadLetter: `${s}dlq.>`,
      /** A shadow generation's events and records: kept off `chat.>` so no user, bill or history sees them. */
      shadow: (shadowId: string, kind: string) => `${s}shadow.${shadowId}.${kind}`,
      allShadow: `${s}shadow.>`,
    },
    /** Parses `[ns.]chat.[<p>.]<messageId>.<kind>`; null for anything else. */
    parseChatSubject(subject: string): { messageId: string; kind: string } | null {
      if (!subject.startsWith(`${s}chat.`)) return null;
      const parts = subject.slice(s.length).split(".");
      if (parts.length !== (partitioned ? 4 : 3)) return null;
      return { messageId: parts[parts.length - 2]!, kind: parts[parts.length - 1]! };
    },
  };
}
