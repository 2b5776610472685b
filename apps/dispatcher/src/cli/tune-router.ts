/**
 * Picks the router threshold from judged comparisons: the highest at which the messages sent to the small
 * model lose at most the target share. Rows without a `score` are scored by the built-in classifier.
 *
 *   npx tsx apps/dispatcher/src/cli/tune-router.ts --in judged.jsonl [--target 0.05]
 *     [--weights apps/dispatcher/data/router/weights.json] [--write apps/dispatcher/data/router/config.json]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { BuiltinClassifier } from "../routing/builtin-classifier.ts";
import { parseJsonl, rowToInput } from "../routing/dataset.ts";
import { fallbackPool } from "../routing/decision.ts";
import { hasCode } from "../routing/features.ts";
import { DEFAULT_WEIGHTS_PATH, loadWeights } from "../routing/load.ts";
import { tuneThreshold } from "../routing/tune.ts";

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;

function main(): void {
  const { values } = parseArgs({
    options: {
      in: { type: "string" },
      target: { type: "string", default: "0.05" },
      weights: { type: "string", default: DEFAULT_WEIGHTS_PATH },
      write: { type: "string" },
    },
  });
  if (!values.in)
    throw new Error("usage: tune-router.ts --in <judged.jsonl> [--target 0.05] [--write <config.json>]");
  const target = Number(values.target);
  if (!(target >= 0 && target <= 1))
    throw new Error(`--target must be a share in [0, 1], got ${values.target}`);
  const rows = parseJsonl(readFileSync(values.in, "utf8"), values.in);
  const needsScoring = rows.some((row) => row.score === undefined);
  const classifier = needsScoring ? new BuiltinClassifier(loadWeights(values.weights)) : undefined;
  const judged = rows.map((row) => ({
    score: row.score ?? classifier!.scoreSync(rowToInput(row)),
    smallLost: row.smallLost,
  }));
  const result = tuneThreshold(judged, target);
  console.log(`rows: ${result.total}${needsScoring ? ` (scored with ${values.weights})` : ""}`);
  console.log(`target loss when sent small: <= ${percent(target)}`);
  console.log(`threshold: ${result.threshold.toFixed(4)}`);
  console.log(`routed small: ${percent(result.shareSmall)} (${result.sentSmall} of ${result.total})`);
  console.log(`small lost: ${percent(result.lossSmall)} (${result.lostSmall} of ${result.sentSmall})`);
  const fallbackSmall = rows.filter(
    (row) => fallbackPool(row.contentTokens, hasCode(row.prompt)) === "small",
  );
  const fallbackLost = fallbackSmall.filter((row) => row.smallLost).length;
  console.log(
    `fallback rule for comparison: routed small ${percent(fallbackSmall.length / rows.length)}, ` +
      `small lost ${percent(fallbackSmall.length ? fallbackLost / fallbackSmall.length : 0)}`,
  );
  if (values.write) {
    const config = JSON.parse(readFileSync(values.write, "utf8")) as Record<string, unknown>;
    config.threshold = Number(result.threshold.toFixed(4));
    writeFileSync(values.write, `${JSON.stringify(config, null, 2)}\n`);
    console.log(`wrote threshold to ${values.write}`);
  }
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
