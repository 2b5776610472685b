import { describe, expect, it } from "vitest";
import {
  busiestShare,
  formatTable,
  type MessageRecord,
  oracleCached,
  percentile,
  summarize,
} from "./metrics.ts";
import { DEFAULT_WORKLOAD, fillerText, planWorkload, systemPrompt } from "./workload.ts";

const options = { ...DEFAULT_WORKLOAD, conversations: 2_000, seed: 7, arrivalWindowS: 100, meanThinkS: 10 };

describe("planWorkload", () => {
  it("given a seed, when planned twice, then the plans are identical", () => {
    expect(planWorkload(options)).toEqual(planWorkload(options));
    expect(planWorkload({ ...options, seed: 8 })).not.toEqual(planWorkload(options));
  });

  it("given DESIGN's mix, then about 1 in 10 conversations is Plus, arrivals fill the window in order", () => {
    const plan = planWorkload(options);
    const plus = plan.filter((c) => c.tier === "plus").length / plan.length;
    expect(plus).toBeGreaterThan(0.08);
    expect(plus).toBeLessThan(0.12);
    const starts = plan.map((c) => c.startS);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.at(-1)).toBeLessThanOrEqual(100);
    expect(starts[Math.floor(starts.length / 2)]).toBeGreaterThan(40); // uniform rate: the median near 50
    expect(starts[Math.floor(starts.length / 2)]).toBeLessThan(60);
  });

  it("given the turn and pause settings, then every conversation respects them", () => {
    for (const c of planWorkload(options)) {
      expect(c.turns.length).toBeGreaterThanOrEqual(3);
      expect(c.turns.length).toBeLessThanOrEqual(6);
      expect(c.turns[0]!.thinkBeforeS).toBe(0);
      for (const t of c.turns.slice(1)) {
        expect(t.thinkBeforeS).toBeGreaterThanOrEqual(1);
        expect(t.thinkBeforeS).toBeLessThanOrEqual(30);
      }
    }
  });

  it("given two conversations, then their first messages differ from the start (nothing shared past the system prompt)", () => {
    const [a, b] = planWorkload(options);
    expect(a!.turns[0]!.content.slice(0, 20)).not.toBe(b!.turns[0]!.content.slice(0, 20));
  });

  it("rejects bad options, naming the field", () => {
    expect(() => planWorkload({ ...options, conversations: 0 })).toThrow(/conversations/);
    expect(() => planWorkload({ ...options, turns: { min: 3, max: 2 } })).toThrow(/turns/);
    expect(() => planWorkload({ ...options, plusShare: 2 })).toThrow(/plusShare/);
  });

  it("writes text of the asked number of words, in sentences, and a stable system prompt", () => {
    let i = 0;
    const text = fillerText(() => (i++ * 0.37) % 1, 50);
    expect(text.split(" ")).toHaveLength(50);
    expect(text.endsWith(".")).toBe(true);
    expect(systemPrompt(1_200)).toBe(systemPrompt(1_200));
    expect(systemPrompt(1_200).split(" ").length).toBeGreaterThan(1_150);
  });
});

const msg = (
  conversation: string,
  turn: number,
  input: number,
  cached: number,
  output = 100,
): MessageRecord => ({
  conversation,
  turn,
  tier: "free",
  finish: "stop",
  usage: { input, cached, output },
  firstTokenS: 0.5,
});

describe("figures", () => {
  it("given a conversation, then the oracle finds the system prompt on turn 1 and the whole history after", () => {
    const records = [msg("a", 0, 1_500, 1_296), msg("a", 1, 1_700, 1_600), msg("a", 2, 1_750, 0)];
    // turn 1: the 1,300-token system prompt; turn 2: 1,500 + 100; turn 3: 1,700 + 100 capped at 1,749.
    expect(oracleCached(records, 1_300)).toEqual([1_300, 1_600, 1_749]);
  });

  it("given answered and failed messages, then prefill, hit rates and the oracle ratio count answered ones only", () => {
    const records = [
      msg("a", 0, 1_000, 500),
      msg("a", 1, 2_000, 1_000),
      { ...msg("b", 0, 0, 0), finish: "refused" },
    ];
    const s = summarize(records, 800);
    expect(s).toMatchObject({
      messages: 3,
      answered: 2,
      failed: 1,
      inputTokens: 3_000,
      prefillTokens: 1_500,
    });
    expect(s.hitRate).toBeCloseTo(0.5);
    expect(s.oracleHitRate).toBeCloseTo((800 + 1_100) / 3_000);
    expect(s.oracleRatio).toBeCloseTo(1_500 / 1_900);
    // Turns after the first alone: only a#1 (1,000 of 2,000 cached; the oracle finds 1,000 + 100).
    expect(s.laterTurns.messages).toBe(1);
    expect(s.laterTurns.hitRate).toBeCloseTo(0.5);
    expect(s.laterTurns.oracleHitRate).toBeCloseTo(1_100 / 2_000);
    expect(s.laterTurns.oracleRatio).toBeCloseTo(1_000 / 1_100);
  });

  it("takes nearest-rank percentiles and the busiest replica's share", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99)]).toEqual([50, 95, 99]);
    expect(percentile([], 50)).toBeNaN();
    expect(
      busiestShare(
        new Map([
          ["r1", 30],
          ["r2", 50],
          ["r3", 20],
        ]),
      ),
    ).toEqual({ replicaId: "r2", share: 0.5 });
  });

  it("lines up a table", () => {
    expect(
      formatTable(
        ["", "x"],
        [
          ["a", "1"],
          ["bb", "22"],
        ],
      ).split("\n"),
    ).toEqual(["     x", "--  --", "a    1", "bb  22"]);
  });
});

describe("scaledReplicaMemory", () => {
  it("given only kvBlocks, then the host tier keeps the real replica's host/GPU ratio (~1.34x)", async () => {
    const { REPLICAS, kvCapacityBlocks } = await import("@chat/model");
    const { blockBytes, defaultHostCacheBytes, scaledReplicaMemory } = await import("./replica-scale.ts");
    const r = REPLICAS.large;
    const full = scaledReplicaMemory(r, kvCapacityBlocks(r));
    expect(full.hostCacheBytes).toBeCloseTo(defaultHostCacheBytes(r), -3);
    const small = scaledReplicaMemory(r, 700);
    expect(small.hostCacheBytes / blockBytes(r) / 700).toBeCloseTo(28_610 / 21_286, 2);
    expect(scaledReplicaMemory(r, 700, 0).hostCacheBytes).toBe(0);
    expect(() => scaledReplicaMemory(r, 0)).toThrow(/kvBlocks/);
  });
});
