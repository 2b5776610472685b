/**
 * Idempotent set-up of everything the assistant needs: checks NATS (with JetStream), Postgres and Redis;
 * creates the database and migrates it; creates the JetStream streams, consumers and KV buckets.
 */
import { connectNats, ensureTopology, names } from "@chat/events";
import { serviceUrls } from "./config.ts";
import { openDatabase } from "./db/index.ts";
import { checkServices, describeMissing } from "./services.ts";

export class ServicesMissingError extends Error {
  readonly code = "SERVICES_MISSING";
}

export async function runSetup(
  opts: { quiet?: boolean; namespace?: string; databaseUrl?: string } = {},
): Promise<void> {
  const log = (s: string) => opts.quiet || console.log(s);
  const urls = serviceUrls();
  const checks = await checkServices(urls);
  if (checks.some((c) => !c.ok)) {
    throw new ServicesMissingError(
      `Some services this project needs are not running:\n${describeMissing(checks)}`,
    );
  }
  log(`✓ services: NATS ${urls.nats}, Postgres ${urls.database}, Redis ${urls.redis}`);

  const db = await openDatabase(opts.databaseUrl ?? urls.database);
  await db.destroy();
  log("✓ database created and migrated");

  const nc = await connectNats(urls.nats, "setup");
  const n = names(opts.namespace);
  try {
    await ensureTopology(nc, n);
  } finally {
    await nc.close();
  }
  log(
    `✓ streams ${[...n.log.streams, ...Object.values(n.streams)].join(", ")} and buckets ${Object.values(n.buckets).join(", ")} ready`,
  );
}
