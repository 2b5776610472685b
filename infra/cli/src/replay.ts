/**
 * Rebuild the read models from the log (DESIGN section 7/8, issue 9 item 6).
 *   npx tsx infra/cli/src/replay.ts [--from-seq N | --from-time ISO] [--no-swap] [--allow-partial] [--batch N] [--quiet]
 * Progress goes to stderr; the summary (JSON) to stdout.
 */
import { connectNats, names as namesOf } from "@chat/events";
import { databaseUrl, openDatabase } from "@chat/platform";
import { parseReplayArgs, REPLAY_USAGE, rebuildReadModels, UsageError } from "@chat/projector";
import { jetstream, jetstreamManager } from "@nats-io/jetstream";

async function main(argv: string[]) {
  if (argv.includes("--help")) return console.log(REPLAY_USAGE);
  const args = parseReplayArgs(argv);
  const db = await openDatabase(databaseUrl());
  const nc = await connectNats(undefined, "replay");
  try {
    const result = await rebuildReadModels({
      js: jetstream(nc),
      jsm: await jetstreamManager(nc),
      names: namesOf(),
      db,
      fromSeq: args.fromSeq,
      fromTime: args.fromTime,
      swap: args.swap,
      allowPartial: args.allowPartial,
      batchSize: args.batchSize,
      progress: args.progress,
    });
    if (result.notSwapped) console.error(`replay: left in schema ${result.schema}: ${result.notSwapped}`);
    console.log(
      JSON.stringify({
        ...result,
        eventsPerSecond: Math.round(result.events / Math.max(result.seconds, 0.001)),
      }),
    );
  } finally {
    await nc.close();
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof UsageError ? `${err.message}\n${REPLAY_USAGE}` : err);
  process.exit(err instanceof UsageError ? 2 : 1);
});
