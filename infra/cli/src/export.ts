/**
 * Export from the log for analysts (issue 9 item 6):
 *   npx tsx infra/cli/src/export.ts billing --from 2025-01-01 --to 2025-02-01 [--format csv] [--out FILE]
 *   npx tsx infra/cli/src/export.ts eval [--from ISO] [--to ISO] [--out FILE]
 * Data goes to --out (or stdout); progress and the summary to stderr.
 */
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import { connectNats, names as namesOf } from "@chat/events";
import { EXPORT_USAGE, exportBilling, exportEvals, parseExportArgs, UsageError } from "@chat/projector";
import { jetstream, jetstreamManager } from "@nats-io/jetstream";

// `export eval | head`: a closed pipe ends the export quietly.
process.stdout.on("error", (err: NodeJS.ErrnoException) => {
  if (err.code === "EPIPE") process.exit(0);
  throw err;
});

async function main(argv: string[]) {
  if (argv.includes("--help")) return console.log(EXPORT_USAGE);
  const args = parseExportArgs(argv);
  const nc = await connectNats(undefined, "export");
  const out = args.out ? createWriteStream(args.out) : process.stdout;
  try {
    const deps = { js: jetstream(nc), jsm: await jetstreamManager(nc), names: namesOf(), out };
    const common = { ...deps, fromSeq: args.fromSeq, progress: args.progress };
    const summary =
      args.kind === "billing"
        ? await exportBilling({ ...common, from: args.from, to: args.to, format: args.format }).then(
            ({ lines, ...rest }) => ({ ...rest, lines: lines.length }),
          )
        : await exportEvals({ ...common, from: args.from, to: args.to });
    console.error(`export ${args.kind}: ${JSON.stringify(summary)}`);
  } finally {
    if (out !== process.stdout) {
      out.end();
      await finished(out);
    }
    await nc.close();
  }
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof UsageError ? `${err.message}\n${EXPORT_USAGE}` : err);
  process.exit(err instanceof UsageError ? 2 : 1);
});
