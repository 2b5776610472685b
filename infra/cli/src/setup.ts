/** `npm run setup`: idempotent set-up (services check, database and migrations, streams and buckets). */
import { parseArgs } from "node:util";
import { TopologyConfigError } from "@chat/events";
import { runSetup, ServicesMissingError } from "@chat/platform";

const { values } = parseArgs({ options: { quiet: { type: "boolean", default: false } } });
try {
  await runSetup({ quiet: values.quiet });
} catch (err) {
  // What to do is the whole message: no stack for the errors a person fixes by changing the set-up.
  const told = err instanceof ServicesMissingError || err instanceof TopologyConfigError;
  console.error(told ? err.message : err);
  process.exit(1);
}
