import { type JetStreamManager, jetstreamManager } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import { type Names, TopologyConfigError } from "./subjects.ts";
import { bucketConfigs, consumerConfigs, partitionsInDescription, streamConfigs } from "./topology.ts";

/** Creates or updates every stream, long-lived consumer and KV bucket of a namespace. Idempotent. */
export async function ensureTopology(nc: NatsConnection, n: Names): Promise<void> {
  const jsm = await jetstreamManager(nc);
  await checkLogPartitions(jsm, n);
  for (const cfg of streamConfigs(n)) {
    try {
      await jsm.streams.info(cfg.name);
      await jsm.streams.update(cfg.name, cfg);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      await jsm.streams.add(cfg);
    }
  }
  for (const { stream, config } of consumerConfigs(n)) {
    await jsm.consumers.add(stream, config);
  }
  const kvm = new Kvm(nc);
  for (const b of bucketConfigs(n)) {
    await kvm.create(b.name, { ttl: b.ttlMs, history: b.history });
  }
}

function isNotFound(err: unknown): boolean {
  return /not found/i.test(String((err as Error)?.message ?? err));
}

export class LogPartitionsMismatchError extends TopologyConfigError {
  override readonly code = "LOG_PARTITIONS_MISMATCH";
}

/**
 * Throws when the log already exists with another number of partitions than `n` says: a message's
 * partition is its shard modulo P, so a process with another P would read and write the wrong streams.
 */
export async function checkLogPartitions(jsm: JetStreamManager, n: Names): Promise<void> {
  const found: Array<{ name: string; partitions: number }> = [];
  for await (const name of jsm.streams.names(n.subjects.allChat)) {
    const info = await jsm.streams.info(name);
    found.push({ name, partitions: partitionsInDescription(info.config.description) });
  }
  const ours = new Set(n.log.streams);
  const other = found.find((s) => !ours.has(s.name) || s.partitions !== n.log.partitions);
  if (!other) return;
  throw new LogPartitionsMismatchError(
    `the log${n.namespace ? ` of namespace ${n.namespace}` : ""} was made with ${other.partitions} partition(s) ` +
      `(${found.map((s) => s.name).join(", ")}), but CHAT_LOG_PARTITIONS=${n.log.partitions} expects ` +
      `${n.log.streams.join(", ")}: set CHAT_LOG_PARTITIONS=${other.partitions} for every process, or use a ` +
      "new namespace (CHAT_NAMESPACE); copying a log into another number of partitions is not built",
  );
}
