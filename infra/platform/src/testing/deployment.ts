import type { TestDatabase } from "./database.ts";
import type { TestNamespace } from "./nats.ts";

/**
 * The environment every app of one test deployment reads (as `npm run dev` sets it): its NATS namespace
 * and log partitions, its database. Child processes started by tests and benches get it beside their own.
 */
export function deploymentEnv(
  ns: Pick<TestNamespace, "names">,
  db: Pick<TestDatabase, "url">,
): Record<string, string> {
  return {
    CHAT_NAMESPACE: ns.names.namespace,
    CHAT_LOG_PARTITIONS: String(ns.names.log.partitions),
    DATABASE_URL: db.url,
  };
}
