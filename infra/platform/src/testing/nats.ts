/**
 * A fresh NATS namespace per test file: its own streams, consumers and buckets, deleted afterwards.
 *
 * @example
 *   const t = await freshNamespace();   // t.names.streams.chat === "t1a2b3c_CHAT"
 *   ...
 *   await t.cleanup();
 */
import { randomBytes } from "node:crypto";
import { type ChatEvent, connectNats, EventPublisher, ensureTopology, type Names, names } from "@chat/events";
import { type JetStreamClient, type JetStreamManager, jetstream, jetstreamManager } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";

export type TestNamespace = {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: Names;
  publisher: EventPublisher;
  /** Publishes events in order and returns their stream sequences. */
  publishAll(events: ChatEvent[]): Promise<number[]>;
  /** Deletes the namespace's streams and buckets and closes the connection. */
  cleanup(): Promise<void>;
};

/**
 * `partitions`: the log's partitions, 1 unless a test asks for more (not `CHAT_LOG_PARTITIONS`: a test's
 * fixtures may use short ids, which only one partition keeps together; see message-ids.ts).
 */
export async function freshNamespace(opts: { partitions?: number } = {}): Promise<TestNamespace> {
  const n = names(`t${randomBytes(5).toString("hex")}`, opts.partitions ?? 1);
  const nc = await connectNats(undefined, `test-${n.namespace}`);
  await ensureTopology(nc, n);
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const publisher = new EventPublisher(js, n);
  return {
    nc,
    js,
    jsm,
    names: n,
    publisher,
    async publishAll(events) {
      const seqs: number[] = [];
      for (const e of events) seqs.push((await publisher.publish(e)).seq);
      return seqs;
    },
    async cleanup() {
      for (const s of [...n.log.streams, ...Object.values(n.streams)])
        await jsm.streams.delete(s).catch(() => {});
      const kvm = new Kvm(nc);
      for (const b of Object.values(n.buckets)) {
        await kvm
          .open(b)
          .then((kv) => kv.destroy())
          .catch(() => {});
      }
      await nc.close();
    },
  };
}
