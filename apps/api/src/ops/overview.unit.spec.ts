import { describe, expect, it } from "vitest";
import {
  buildOverview,
  judgeTally,
  ladderSeries,
  type RolloutVerdict,
  replicaView,
  routerShare,
} from "./overview.ts";

const MIN = 60_000;
const now = 1_760_000_000_000;

describe("the ladder over the window", () => {
  it("given no move in the window, then it is flat at the stored rung", () => {
    expect(
      ladderSeries({ now: { rung: 1, movedAt: now - 3_600_000 }, moves: [] }, now - 10 * MIN, now),
    ).toEqual({
      rung: 1,
      movedAt: now - 3_600_000,
      series: [
        { at: now - 10 * MIN, rung: 1 },
        { at: now, rung: 1 },
      ],
      lastMove: null,
    });
  });

  it("given moves, then it starts at the first move's rung and steps at each", () => {
    const move = (at: number, from: number, to: number) =>
      ({ time: new Date(at).toISOString(), from, to, busyShare: 0.9, line: 0.85 }) as Parameters<
        typeof ladderSeries
      >[0]["moves"][number];
    const s = ladderSeries(
      { now: null, moves: [move(now - MIN, 2, 3), move(now - 5 * MIN, 1, 2)] },
      now - 10 * MIN,
      now,
    );
    expect(s.series.map((p) => p.rung)).toEqual([1, 2, 3, 3]);
    expect(s.rung).toBe(3);
    expect(s.lastMove).toEqual({ at: now - MIN, from: 2, to: 3, busyShare: 0.9, line: 0.85 });
  });

  it("given nothing recorded, then the rung is unknown", () => {
    expect(ladderSeries({ now: null, moves: [] }, now - MIN, now)).toEqual({
      rung: null,
      movedAt: null,
      series: [],
      lastMove: null,
    });
  });
});

describe("the router's share", () => {
  it("counts placements per pool and per minute, oldest minute first", () => {
    const r = routerShare(
      [
        { at: now - 9.5 * MIN, pool: "small" },
        { at: now - 30_000, pool: "large" },
        { at: now - 10_000, pool: "small" },
        { at: now - 11 * MIN, pool: "small" }, // before the window
      ],
      now - 10 * MIN,
      now,
    );
    expect(r).toMatchObject({ small: 2, large: 1, smallShare: 2 / 3 });
    expect(r.series).toHaveLength(10);
    expect(r.series[0]).toMatchObject({ small: 1, large: 0 });
    expect(r.series[9]).toMatchObject({ small: 1, large: 1 });
  });

  it("has no share with no placement", () => {
    expect(routerShare([], now - MIN, now).smallShare).toBeNull();
  });
});

describe("the judge's win rate per candidate", () => {
  const v = (shadowId: string, outcome: RolloutVerdict["outcome"], candidateVersion = "v2") =>
    ({
      shadowId,
      outcome,
      agreed: outcome !== "tie",
      pool: "large",
      candidateVersion,
      currentVersion: "v1",
    }) as RolloutVerdict;

  it("tallies each pair once per candidate version, a tie counting half", () => {
    const t = judgeTally([v("a", "win"), v("a", "win"), v("b", "tie"), v("c", "loss"), v("d", "win", "v3")]);
    expect(t).toEqual([
      {
        pool: "large",
        candidateVersion: "v2",
        currentVersion: "v1",
        n: 3,
        wins: 1,
        ties: 1,
        losses: 1,
        agreed: 2,
        winRate: 0.5,
      },
      {
        pool: "large",
        candidateVersion: "v3",
        currentVersion: "v1",
        n: 1,
        wins: 1,
        ties: 0,
        losses: 0,
        agreed: 1,
        winRate: 1,
      },
    ]);
  });
});

describe("a replica as shown", () => {
  it("is stale past 2 s of silence whatever it last said, and shows its KV use", () => {
    const base = {
      replicaId: "large-1",
      pool: "large" as const,
      model: "m",
      queuedPromptTokens: 0,
      freeKvTokens: 25,
      totalKvTokens: 100,
      running: 1,
      waiting: 0,
      decodeTokensPerSecond: 1,
      busy: 0.5,
    };
    expect(replicaView({ ...base, at: now - 500, status: "engine-down" }, now)).toMatchObject({
      status: "engine-down",
      kvUse: 0.75,
      version: "v1", // unset: the default version (events rollout.ts)
    });
    expect(replicaView({ ...base, at: now - 2_500 }, now).status).toBe("stale");
  });
});

describe("the regions in the overview", () => {
  const input = {
    reports: [],
    ladder: { now: null, moves: [] },
    routed: [],
    verdicts: [],
    rollouts: [],
    streams: 0,
    instanceId: "api-1",
    windowMs: 10 * MIN,
    partial: [],
  };
  it("given one region (no regions passed), then none are listed", () => {
    expect(buildOverview(input, now).regions).toEqual([]);
  });

  it("given several, then each by name with its state, rung, waits, replicas and the headroom's age", () => {
    const headroom = (region: string, at: number, rung: 0 | 1 | 2 | 3, liveReplicas: number) => ({
      region,
      rung,
      expectedWaitS: { free: 0.5, plus: 0.2 },
      liveReplicas,
      at,
    });
    const o = buildOverview(
      {
        ...input,
        regions: [
          { headroom: headroom("us", now - 9_000, 0, 0), up: false },
          { headroom: headroom("eu", now - 400, 2, 3), up: true },
        ],
      },
      now,
    );
    expect(o.regions).toEqual([
      {
        region: "eu",
        up: true,
        rung: 2,
        expectedWaitS: { free: 0.5, plus: 0.2 },
        liveReplicas: 3,
        ageMs: 400,
      },
      {
        region: "us",
        up: false,
        rung: 0,
        expectedWaitS: { free: 0.5, plus: 0.2 },
        liveReplicas: 0,
        ageMs: 9_000,
      },
    ]);
  });
});
