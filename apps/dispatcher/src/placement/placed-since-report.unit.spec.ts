import { describe, expect, it } from "vitest";
import { ReplicaRegistry } from "../dispatch/replica-registry.ts";
import { notePlaced } from "./placed-since-report.ts";

const report = (over: Record<string, unknown> = {}) => ({
  replicaId: "large-1",
  pool: "large",
  model: "llama-70b",
  queuedPromptTokens: 1_000,
  freeKvTokens: 5_000,
  totalKvTokens: 100_000,
  running: 30,
  waiting: 0,
  decodeTokensPerSecond: 900,
  busy: 1,
  at: 1_700_000_000_000,
  ...over,
});

describe("notePlaced", () => {
  it("given room, then the prompt joins the queue and takes its KV", () => {
    const view = { queuedPromptTokens: 1_000, freeKvTokens: 5_000, waiting: 0 };
    notePlaced(view, 3_000, 3_000);
    expect(view).toEqual({ queuedPromptTokens: 4_000, freeKvTokens: 2_000, waiting: 0 });
  });
  it("given no room, then it waits and the free KV is left as it was", () => {
    const view = { queuedPromptTokens: 0, freeKvTokens: 2_000, waiting: 1 };
    notePlaced(view, 3_000, 3_000);
    expect(view).toEqual({ queuedPromptTokens: 3_000, freeKvTokens: 2_000, waiting: 2 });
  });
  it("rejects negative token counts", () => {
    expect(() => notePlaced({ queuedPromptTokens: 0, freeKvTokens: 0, waiting: 0 }, -1, 0)).toThrow(
      /notePlaced/,
    );
  });
});

describe("ReplicaRegistry corrections", () => {
  it("given placements since the last report, then the snapshot counts them and the next report replaces them", () => {
    const registry = new ReplicaRegistry();
    expect(registry.apply("large-1", JSON.stringify(report()))).toBe(true);
    registry.notePlaced("large-1", 3_000, 3_000);
    registry.notePlaced("large-1", 3_000, 3_000);
    const [seen] = registry.snapshot();
    expect(seen).toMatchObject({ queuedPromptTokens: 7_000, freeKvTokens: 2_000, waiting: 1 });
    // What the replica said is kept as it said it (the ladder's busy share reads it).
    expect(registry.reported()[0]).toMatchObject({
      queuedPromptTokens: 1_000,
      freeKvTokens: 5_000,
      waiting: 0,
    });
    registry.apply("large-1", JSON.stringify(report({ queuedPromptTokens: 6_500, at: 1_700_000_000_300 })));
    expect(registry.snapshot()[0]).toMatchObject({
      queuedPromptTokens: 6_500,
      freeKvTokens: 5_000,
      waiting: 0,
    });
  });
  it("given a replica it has no report of, then a placement there changes nothing", () => {
    const registry = new ReplicaRegistry();
    registry.notePlaced("large-9", 3_000, 3_000);
    expect(registry.snapshot()).toEqual([]);
  });
});
