import type { LoadReport } from "@chat/events";
import { describe, expect, it } from "vitest";
import { OpenGenerations } from "./deadlines.ts";
import { deadReplicas, deathIsOver, deathKey } from "./failover.ts";

const cfg = { startDeadlineS: { default: 30, free: 20 }, silenceMs: 10_000 };

describe("start deadlines", () => {
  it("given a free message queued at t=0, when 20 s pass without answer text, then it is due, with a detail the client can act on", () => {
    const open = new OpenGenerations(cfg);
    open.queued("m1", "free", 0);
    open.queued("m2", "plus", 0);
    expect(open.due(19_999)).toEqual([]);
    expect(open.due(20_001)).toEqual([
      { kind: "deadline", messageId: "m1", detail: "not started within 20 s; please try again" },
    ]);
    // A tier without its own deadline gets the default.
    expect(open.due(30_001).map((a) => a.messageId)).toEqual(["m1", "m2"]);
  });

  it("given a message moved by a failover, then its start deadline counts again from the move", () => {
    const open = new OpenGenerations(cfg);
    open.queued("m", "plus", 0);
    open.started("m", 5_000);
    open.requeued("m", 25_000);
    expect(open.due(54_000)).toEqual([]);
    expect(open.due(55_001)).toMatchObject([{ kind: "deadline", messageId: "m" }]);
  });

  it("given a started answer, when it is silent past the silence period, then it is looked at once per period", () => {
    const open = new OpenGenerations(cfg);
    open.queued("m", "plus", 0);
    open.started("m", 1_000);
    expect(open.due(10_999)).toEqual([]);
    expect(open.due(11_001)).toEqual([{ kind: "look", messageId: "m", silentForMs: 10_001 }]);
    expect(open.due(12_000)).toEqual([]);
    open.progressed("m", 15_000);
    expect(open.due(24_999)).toEqual([]);
  });

  it("given a finished message, then nothing is due for it", () => {
    const open = new OpenGenerations(cfg);
    open.queued("m", "plus", 0);
    open.finished("m");
    expect(open.due(1e9)).toEqual([]);
    expect(open.size).toBe(0);
  });
});

const report = (over: Partial<LoadReport>): LoadReport => ({
  replicaId: "large-1",
  pool: "large",
  model: "m",
  queuedPromptTokens: 0,
  freeKvTokens: 1,
  totalKvTokens: 1,
  running: 0,
  waiting: 0,
  decodeTokensPerSecond: 0,
  busy: 0,
  at: 10_000,
  incarnation: "a",
  status: "serving",
  outages: 0,
  ...over,
});

describe("deaths are incarnations", () => {
  it("given a stale report or an engine-down one, then the replica is dead for its answers; starting is not", () => {
    const reports = [
      report({ replicaId: "stale", at: 1_000 }),
      report({ replicaId: "down", status: "engine-down", outages: 1 }),
      report({ replicaId: "starting", status: "starting" }),
      report({ replicaId: "fine" }),
    ];
    expect(deadReplicas(reports, 10_500, 2_000).map((r) => r.replicaId)).toEqual(["stale", "down"]);
  });

  it("given one incarnation's death and each engine outage, then each has its own claim key", () => {
    expect(deathKey(report({ at: 1_000 }), 10_000, 2_000)).toBe("failover.large-1.a.dead.0");
    expect(deathKey(report({ status: "engine-down", outages: 2 }), 10_000, 2_000)).toBe(
      "failover.large-1.a.down.2",
    );
    expect(deathKey(report({ incarnation: undefined, at: 1_234 }), 10_000, 2_000)).toBe(
      "failover.large-1.1234",
    );
  });

  it("given a newer incarnation reporting now, then the older one's death is over: its consumer is not touched", () => {
    const dead = report({ at: 1_000 });
    expect(
      deathIsOver(dead, report({ incarnation: "b", status: "starting", at: 9_900 }), 10_000, 2_000),
    ).toBe(true);
    expect(deathIsOver(dead, dead, 10_000, 2_000)).toBe(false);
    expect(deathIsOver(dead, null, 10_000, 2_000)).toBe(false);
    // The same incarnation fresh and serving again (a stalled process that came back).
    expect(deathIsOver(dead, report({ at: 9_900 }), 10_000, 2_000)).toBe(true);
  });

  it("given an engine outage, then it is over only once the replica is past that outage", () => {
    const down = report({ status: "engine-down", outages: 1, at: 9_900 });
    expect(deathIsOver(down, down, 10_000, 2_000)).toBe(false);
    expect(deathIsOver(down, report({ outages: 1, status: "starting", at: 9_950 }), 10_000, 2_000)).toBe(
      false,
    );
    // Back and serving: it took its given-up work back itself.
    expect(deathIsOver(down, report({ outages: 1, at: 9_950 }), 10_000, 2_000)).toBe(true);
    expect(deathIsOver(down, report({ outages: 2, status: "engine-down", at: 9_950 }), 10_000, 2_000)).toBe(
      true,
    );
  });
});

describe("deadlines from the environment", () => {
  it("given per-tier and default variables, then each tier gets its own and the rest the default", async () => {
    const { deadlinesFromEnv } = await import("./deadlines.ts");
    expect(
      deadlinesFromEnv({ START_DEADLINE_S: "20", START_DEADLINE_S_FREE: "10", SILENCE_S: "15" }),
    ).toEqual({
      startDeadlineS: { default: 20, free: 10 },
      silenceMs: 15_000,
    });
    expect(deadlinesFromEnv({})).toEqual({ startDeadlineS: { default: 30 }, silenceMs: 30_000 });
    expect(() => deadlinesFromEnv({ SILENCE_S: "soon" })).toThrow(/SILENCE_S must be a positive number/);
  });
});
