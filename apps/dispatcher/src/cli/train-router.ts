/**
 * Trains the built-in router classifier from labelled JSONL and writes its weights.
 *
 *   npx tsx apps/dispatcher/src/cli/train-router.ts --in apps/dispatcher/data/router/train.jsonl \
 *     --out apps/dispatcher/data/router/weights.json [--seed 1] [--epochs 600]
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseJsonl, rowToInput } from "../routing/dataset.ts";
import { extractFeatures } from "../routing/features.ts";
import { predict, trainLogistic } from "../routing/logistic.ts";

function integerOption(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} must be a non-negative integer, got ${raw}`);
  return value;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      in: { type: "string" },
      out: { type: "string" },
      seed: { type: "string", default: "1" },
      epochs: { type: "string", default: "600" },
    },
  });
  if (!values.in || !values.out)
    throw new Error("usage: train-router.ts --in <labelled.jsonl> --out <weights.json>");
  const rows = parseJsonl(readFileSync(values.in, "utf8"), values.in);
  const examples = rows.map((row) => ({ features: extractFeatures(rowToInput(row)), label: row.smallLost }));
  const weights = trainLogistic(examples, {
    seed: integerOption("seed", values.seed),
    epochs: integerOption("epochs", values.epochs),
  });
  writeFileSync(values.out, `${JSON.stringify(weights, null, 2)}\n`);
  const correct = examples.filter((ex) => predict(weights, ex.features) >= 0.5 === ex.label).length;
  console.log(
    `trained on ${rows.length} rows; training accuracy ${((100 * correct) / rows.length).toFixed(1)}%`,
  );
  console.log(`wrote ${values.out}`);
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
