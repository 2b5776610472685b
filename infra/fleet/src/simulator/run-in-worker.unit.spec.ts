import { describe, expect, it } from "vitest";
import { simulateFleet } from "./fleet.ts";
import { simulateFleetsInParallel } from "./run-in-worker.ts";

const small = {
  largeReplicas: 6,
  smallReplicas: 15,
  messagesPerSecond: 180,
  durationS: 20,
  warmupS: 5,
  conversations: 3_000,
};

describe("simulateFleetsInParallel", () => {
  it("given two configurations on worker threads, then each result equals the same run on the main thread", async () => {
    const configs = [
      { ...small, maxRung: 0 as const },
      { ...small, maxRung: 3 as const, seed: 7 },
    ];
    const done: number[] = [];
    const parallel = await simulateFleetsInParallel(configs, 2, (i) => done.push(i));
    expect(done.sort()).toEqual([0, 1]);
    for (const [i, config] of configs.entries()) {
      const inline = simulateFleet(config);
      expect(parallel[i]!.tiers).toEqual(inline.tiers);
      expect(parallel[i]!.ladderMoves).toBe(inline.ladderMoves);
      expect(parallel[i]!.wallSeconds).toBeGreaterThan(0);
    }
  });

  it("rejects a job count that is not a positive integer", async () => {
    await expect(simulateFleetsInParallel([small], 0)).rejects.toThrow(/jobs/);
  });
});
