import { jetstreamManager } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import type { Names } from "./subjects.ts";
import { bucketConfigs, consumerConfigs, streamConfigs } from "./topology.ts";

/** Creates or updates every stream, long-lived consumer and KV bucket of a namespace. Idempotent. */
export async function ensureTopology(nc: NatsConnection, n: Names): Promise<void> {
  const jsm = await jetstreamManager(nc);
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
