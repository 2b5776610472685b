/** `npm run setup`: idempotent set-up (services check, database and migrations, streams and buckets). */
import { parseArgs } from "node:util";
import { runSetup, ServicesMissingError } from "@chat/platform";

const { values } = parseArgs({ options: { quiet: { type: "boolean", default: false } } });
try {
  await runSetup({ quiet: values.quiet });
} catch (err) {
  console.error(err instanceof ServicesMissingError ? err.message : err);
  process.exit(1);
}
