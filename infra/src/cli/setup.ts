/**
 * `npm run setup`: idempotent set-up of everything the assistant needs on this machine:
 * checks NATS (with JetStream), Postgres and Redis; creates the database and migrates it; creates the
 * JetStream streams, consumers and KV buckets. Safe to run any number of times.
 */
import { parseArgs } from "node:util";
import { connectNats, ensureTopology, names } from "@chat/events";
import { serviceUrls } from "../config.ts";
import { openDatabase } from "../db/index.ts";
import { checkServices, describeMissing } from "../services.ts";

const { values } = parseArgs({ options: { quiet: { type: "boolean", default: false } } });
const log = (s: string) => values.quiet || console.log(s);

const urls = serviceUrls();
const checks = await checkServices(urls);
if (checks.some((c) => !c.ok)) {
  console.error(`Some services this project needs are not running:\n${describeMissing(checks)}`);
  process.exit(1);
}
log(`✓ services: NATS ${urls.nats}, Postgres ${urls.database}, Redis ${urls.redis}`);

const db = await openDatabase(urls.database);
await db.destroy();
log("✓ database created and migrated");

const nc = await connectNats(urls.nats, "setup");
const n = names();
await ensureTopology(nc, n);
await nc.close();
log(`✓ streams ${Object.values(n.streams).join(", ")} and buckets ${Object.values(n.buckets).join(", ")} ready`);
