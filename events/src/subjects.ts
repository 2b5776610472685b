/**
 * Every NATS subject, stream, consumer and bucket name is built here and nowhere else.
 *
 * Layout (with the default, empty namespace):
 *   chat.<messageId>.<kind>      every event of one generation (stream CHAT)
 *   work.<pool>.<replicaId>      the affinity subject a replica's gpu-worker pulls from (stream WORK)
 *   fleet.<kind>                 fleet-wide events: ladder moves, shed decisions (stream FLEET)
 *   dlq.<consumer>               malformed or poisoned messages set aside with a reason (stream DLQ)
 *   shadow.<shadowId>.<kind>     the daily check's second (large) answers and pairs, never shown (stream SHADOW)
 *
 * A namespace (env `CHAT_NAMESPACE`, e.g. "t1a2b") prefixes every subject and name, so tests and a
 * running `npm run dev` share one NATS server without seeing each other's traffic.
 */
import { type ChatEventType, EventKind, type Pool } from "./schemas.ts";

export type Names = ReturnType<typeof names>;

export function names(namespace = process.env.CHAT_NAMESPACE ?? "") {
  if (namespace && !/^[A-Za-z0-9_]{1,32}$/.test(namespace)) {
    throw new Error(`CHAT_NAMESPACE must be 1-32 characters of A-Z, a-z, 0-9 or _ (got "${namespace}")`);
  }
  const s = namespace ? `${namespace}.` : ""; // subject prefix
  const n = namespace ? `${namespace}_` : ""; // stream, consumer and bucket prefix
  return {
    namespace,
    streams: { chat: `${n}CHAT`, work: `${n}WORK`, fleet: `${n}FLEET`, dlq: `${n}DLQ`, shadow: `${n}SHADOW` },
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
      event: (messageId: string, type: ChatEventType) => `${s}chat.${messageId}.${EventKind[type]}`,
      /** Every event of one generation (for replay from the start). */
      generation: (messageId: string) => `${s}chat.${messageId}.>`,
      /** Every event of every generation (projector, live fan-out). */
      allChat: `${s}chat.>`,
      /** One kind of event across every generation, e.g. all submissions. */
      kind: (kind: EventKind) => `${s}chat.*.${kind}`,
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
    /** Parses `[ns.]chat.<messageId>.<kind>`; null for anything else. */
    parseChatSubject(subject: string): { messageId: string; kind: string } | null {
      if (!subject.startsWith(`${s}chat.`)) return null;
      const parts = subject.slice(s.length).split(".");
      if (parts.length !== 3) return null;
      return { messageId: parts[1]!, kind: parts[2]! };
    },
  };
}
