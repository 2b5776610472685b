/**
 * Each api instance says every couple of seconds how many answers it streams (the `apis` bucket, one key
 * per instance, gone 30 s after its last beat), so the ops view shows every instance, not only the one
 * answering. A failed beat is retried at the next; nothing here can stop the api.
 */
import type { ApiInstanceReport, Names } from "@chat/events";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";

export type ApiHeartbeat = { stop(): Promise<void> };

export function startApiHeartbeat(
  nc: NatsConnection,
  names: Names,
  instanceId: string,
  streams: () => number,
  everyMs = 2_000,
): ApiHeartbeat {
  const kv = new Kvm(nc).open(names.buckets.apis);
  kv.catch(() => {}); // a missing bucket is reported by the beats that need it, not as an unhandled rejection
  const beat = async () => {
    const report: ApiInstanceReport = { instanceId, streams: streams(), at: Date.now() };
    await (await kv).put(instanceId, JSON.stringify(report));
  };
  void beat().catch(() => {});
  const timer = setInterval(() => void beat().catch(() => {}), everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await (await kv).delete(instanceId).catch(() => {});
    },
  };
}
