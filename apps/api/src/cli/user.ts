/**
 * `npm run user -- create --tier free|plus`: creates a user and prints a bearer token on its last line
 * (for local use; only the token's hash is stored).
 */
import { parseArgs } from "node:util";
import { openDatabase } from "@chat/platform";
import { createUser } from "../auth.ts";
import { loadTiers } from "../tiers.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { tier: { type: "string", default: "free" } },
});
const tiers = loadTiers();
if (positionals[0] !== "create" || !values.tier || !(values.tier in tiers)) {
  console.error(`usage: npm run user -- create --tier ${Object.keys(tiers).join("|")}`);
  process.exit(2);
}
const db = await openDatabase();
try {
  const user = await createUser(db, values.tier);
  console.error(`created ${values.tier} user ${user.id}; its bearer token:`);
  console.log(user.token);
} finally {
  await db.destroy();
}
