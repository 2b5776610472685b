/**
 * The shipped classifier against the shipped data: reproducible training, held-out accuracy against the
 * fallback rule, the share routed small at the configured threshold, and scoring latency. Prints its figures.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generate } from "../../data/router/generate.ts";
import { BuiltinClassifier } from "./builtin-classifier.ts";
import { parseJsonl, rowToInput } from "./dataset.ts";
import { fallbackPool } from "./decision.ts";
import { extractFeatures, hasCode } from "./features.ts";
import {
  DEFAULT_CONFIG_PATH,
  DEFAULT_WEIGHTS_PATH,
  loadRouterConfig,
  loadWeights,
  ROUTER_DATA_DIR,
} from "./load.ts";
import { trainLogistic } from "./logistic.ts";
import { evaluateThreshold, tuneThreshold } from "./tune.ts";

const read = (name: string) => parseJsonl(readFileSync(`${ROUTER_DATA_DIR}${name}`, "utf8"), name);
const train = read("train.jsonl");
const heldout = read("heldout.jsonl");
const weights = loadWeights();
const classifier = new BuiltinClassifier(weights);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

describe("the shipped labelled set", () => {
  it("has at least 300 rows split into training and held-out parts, many categories and languages", () => {
    expect(train.length + heldout.length).toBeGreaterThanOrEqual(300);
    expect(heldout.length).toBeGreaterThanOrEqual(80);
    const all = [...train, ...heldout];
    expect(new Set(all.map((r) => r.category)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(all.map((r) => r.language)).size).toBeGreaterThanOrEqual(6);
    const prompts = new Set(heldout.map((r) => `${r.prompt}|${r.depth}|${r.previousTurnTokens.join(",")}`));
    expect(train.some((r) => prompts.has(`${r.prompt}|${r.depth}|${r.previousTurnTokens.join(",")}`))).toBe(
      false,
    );
  });

  it("is reproduced exactly by generate.ts with seed 7", () => {
    const { train: t, heldout: h } = generate(7);
    expect(t.map((r) => JSON.stringify(r))).toEqual(
      readFileSync(`${ROUTER_DATA_DIR}train.jsonl`, "utf8").trim().split("\n"),
    );
    expect(h.length).toBe(heldout.length);
  });
});

describe("BuiltinClassifier", () => {
  it("given the training set, then training with seed 1 reproduces weights.json exactly", () => {
    const examples = train.map((row) => ({
      features: extractFeatures(rowToInput(row)),
      label: row.smallLost,
    }));
    const retrained = trainLogistic(examples, { seed: 1, epochs: weights.training?.epochs ?? 600 });
    expect(retrained.weights).toEqual(weights.weights);
    expect(retrained.bias).toBe(weights.bias);
  });

  it("given the held-out set, then it predicts 'small would lose' better than the fallback rule", () => {
    const truth = heldout.map((row) => row.smallLost);
    const classifierSaysLose = heldout.map((row) => classifier.scoreSync(rowToInput(row)) >= 0.5);
    const fallbackSaysLose = heldout.map(
      (row) => fallbackPool(row.contentTokens, hasCode(row.prompt)) === "large",
    );
    const accuracy = (predicted: boolean[]) =>
      predicted.filter((p, i) => p === truth[i]).length / truth.length;
    const classifierAccuracy = accuracy(classifierSaysLose);
    const fallbackAccuracy = accuracy(fallbackSaysLose);
    console.log(
      `[router] held-out (${heldout.length} rows) accuracy: classifier ${pct(classifierAccuracy)} ` +
        `vs fallback rule ${pct(fallbackAccuracy)}`,
    );
    expect(classifierAccuracy).toBeGreaterThan(fallbackAccuracy + 0.05);
  });

  it("given the configured threshold, then on held-out data it routes more small than nothing and loses far less than the fallback", () => {
    const { threshold } = loadRouterConfig(DEFAULT_CONFIG_PATH, {});
    const judged = heldout.map((row) => ({
      score: classifier.scoreSync(rowToInput(row)),
      smallLost: row.smallLost,
    }));
    const atConfig = evaluateThreshold(judged, threshold);
    const tunedOnTrain = tuneThreshold(
      train.map((row) => ({ score: classifier.scoreSync(rowToInput(row)), smallLost: row.smallLost })),
      0.05,
    );
    const fallbackSmall = heldout.filter(
      (row) => fallbackPool(row.contentTokens, hasCode(row.prompt)) === "small",
    );
    const fallbackLoss = fallbackSmall.filter((row) => row.smallLost).length / fallbackSmall.length;
    console.log(
      `[router] threshold ${threshold} (tuned on training: ${tunedOnTrain.threshold.toFixed(4)}, ` +
        `${pct(tunedOnTrain.shareSmall)} small, ${pct(tunedOnTrain.lossSmall)} lost); held-out: ` +
        `${pct(atConfig.shareSmall)} routed small, ${pct(atConfig.lossSmall)} of those lost; fallback rule: ` +
        `${pct(fallbackSmall.length / heldout.length)} small, ${pct(fallbackLoss)} lost`,
    );
    expect(threshold).toBeCloseTo(tunedOnTrain.threshold, 3);
    expect(atConfig.shareSmall).toBeGreaterThan(0.4);
    expect(atConfig.lossSmall).toBeLessThan(0.1);
    expect(atConfig.lossSmall).toBeLessThan(fallbackLoss / 2);
  });

  it("given typical and very long messages, then scoring takes well under a millisecond", () => {
    const inputs = [...train, ...heldout].map(rowToInput);
    for (const input of inputs) classifier.scoreSync(input); // warm up the JIT
    const samples: number[] = [];
    for (let round = 0; round < 20; round++) {
      for (const input of inputs) {
        const started = performance.now();
        classifier.scoreSync(input);
        samples.push(performance.now() - started);
      }
    }
    samples.sort((a, b) => a - b);
    const quantile = (q: number) => samples[Math.floor(q * (samples.length - 1))]!;
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    const huge = { text: "word ".repeat(30_000), contentTokens: 30_000, depth: 40, tier: "plus" };
    const hugeStarted = performance.now();
    for (let i = 0; i < 20; i++) classifier.scoreSync(huge);
    const hugeMs = (performance.now() - hugeStarted) / 20;
    console.log(
      `[router] builtin classifier latency over ${samples.length} calls: mean ${(mean * 1000).toFixed(1)} µs, ` +
        `p50 ${(quantile(0.5) * 1000).toFixed(1)} µs, p99 ${(quantile(0.99) * 1000).toFixed(1)} µs; ` +
        `30,000-token message ${(hugeMs * 1000).toFixed(1)} µs`,
    );
    expect(mean).toBeLessThan(0.2);
    expect(quantile(0.5)).toBeLessThan(0.1);
    expect(hugeMs).toBeLessThan(1.5);
  });

  it("gives the same score every time (no randomness at score time)", async () => {
    const input = rowToInput(heldout[0]!);
    expect(await classifier.score(input)).toBe(classifier.scoreSync(input));
    expect(classifier.scoreSync(input)).toBe(classifier.scoreSync(input));
  });

  it("rejects a weights file made for other features, naming the file", () => {
    expect(() => loadWeights(DEFAULT_CONFIG_PATH)).toThrow(/config\.json/);
    expect(DEFAULT_WEIGHTS_PATH.endsWith("weights.json")).toBe(true);
  });
});
