import { describe, expect, it } from "vitest";
import { chooseRegion, DEFAULT_SPILL, hasHeadroom, type RegionHeadroom } from "./choose-region.ts";

const NOW = 1_700_000_000_000;
// eu is nearer to us-east than to asia; asia nearer to india.
const distanceMs = {
  eu: { "us-east": 80, india: 120, asia: 200 },
  "us-east": { india: 200, asia: 160 },
  india: { asia: 70 },
};
const calm = (region: string, over: Partial<RegionHeadroom> = {}): RegionHeadroom => ({
  region,
  rung: 0,
  expectedWaitS: { plus: 0.2, free: 0.4 },
  liveReplicas: 700,
  at: NOW - 500,
  ...over,
});
const busy = (region: string) => calm(region, { rung: 2, expectedWaitS: { plus: 0.5, free: 1.5 } });
const regions = (...rs: RegionHeadroom[]) => rs;

describe("a new conversation", () => {
  it("given home has headroom, then it starts at home", () => {
    const r = chooseRegion({
      home: "eu",
      tier: "free",
      regions: regions(calm("eu"), calm("us-east")),
      distanceMs,
      now: NOW,
    });
    expect(r).toEqual({ ok: true, region: "eu", reason: "home" });
  });

  it("given home at rung 2, then it spills to the nearest region with headroom", () => {
    const all = regions(busy("eu"), calm("asia"), calm("us-east"), calm("india"));
    const r = chooseRegion({ home: "eu", tier: "free", regions: all, distanceMs, now: NOW });
    expect(r).toEqual({ ok: true, region: "us-east", reason: "spill" });
  });

  it("given the nearest is busy too, then the next nearest with headroom", () => {
    const all = regions(busy("eu"), busy("us-east"), calm("india"), calm("asia"));
    expect(chooseRegion({ home: "eu", tier: "plus", regions: all, distanceMs, now: NOW })).toMatchObject({
      region: "india",
      reason: "spill",
    });
  });

  it("given home's expected wait over the tier's budget at rung 0, then it spills for that tier only", () => {
    const slow = calm("eu", { expectedWaitS: { plus: 0.8, free: 2.5 } });
    const all = regions(slow, calm("us-east"));
    expect(chooseRegion({ home: "eu", tier: "free", regions: all, distanceMs, now: NOW })).toMatchObject({
      region: "us-east",
      reason: "spill",
    });
    expect(chooseRegion({ home: "eu", tier: "plus", regions: all, distanceMs, now: NOW })).toMatchObject({
      region: "eu",
      reason: "home",
    });
  });

  it("given rung 1 at home, then it stays (rung 1 only moves free messages to the small model)", () => {
    const all = regions(calm("eu", { rung: 1 }), calm("us-east"));
    expect(chooseRegion({ home: "eu", tier: "free", regions: all, distanceMs, now: NOW })).toMatchObject({
      region: "eu",
      reason: "home",
    });
  });

  it("given no region has headroom, then it stays home, where the ladder sheds", () => {
    const all = regions(busy("eu"), busy("us-east"), busy("asia"));
    expect(chooseRegion({ home: "eu", tier: "free", regions: all, distanceMs, now: NOW })).toEqual({
      ok: true,
      region: "eu",
      reason: "home-no-room",
    });
  });

  it("given home is down (stale headroom, no live replicas, or refused just now), then it restarts elsewhere", () => {
    const input = (home: RegionHeadroom, down?: string[]) => ({
      home: "eu",
      tier: "free",
      regions: regions(home, calm("us-east"), calm("asia")),
      distanceMs,
      now: NOW,
      down,
    });
    const stale = calm("eu", { at: NOW - DEFAULT_SPILL.staleAfterMs - 1 });
    expect(chooseRegion(input(stale))).toEqual({ ok: true, region: "us-east", reason: "restart" });
    expect(chooseRegion(input(calm("eu", { liveReplicas: 0 })))).toMatchObject({ region: "us-east" });
    expect(chooseRegion(input(calm("eu"), ["eu"]))).toMatchObject({ region: "us-east", reason: "restart" });
  });
});

describe("a running conversation", () => {
  it("given its region is up, then it stays even when that region is at rung 3 and another is idle", () => {
    const all = regions(calm("eu"), calm("us-east", { rung: 3, expectedWaitS: { free: 9, plus: 3 } }));
    expect(
      chooseRegion({ home: "eu", current: "us-east", tier: "free", regions: all, distanceMs, now: NOW }),
    ).toEqual({ ok: true, region: "us-east", reason: "stay" });
  });

  it("given its region is gone, then it restarts in the region nearest to that one with headroom", () => {
    const all = regions(calm("eu"), calm("asia", { at: NOW - 60_000 }), busy("india"), calm("us-east"));
    // from asia: india 70 (busy), us-east 160, eu 200
    expect(
      chooseRegion({ home: "eu", current: "asia", tier: "free", regions: all, distanceMs, now: NOW }),
    ).toEqual({ ok: true, region: "us-east", reason: "restart" });
  });

  it("given its region is gone and nobody has headroom, then the least loaded region (lowest rung) takes it", () => {
    const all = regions(
      calm("asia", { at: 0 }),
      calm("india", { rung: 3 }),
      calm("eu", { rung: 2, expectedWaitS: { free: 3 } }),
      calm("us-east", { rung: 2, expectedWaitS: { free: 2.5 } }),
    );
    expect(
      chooseRegion({ home: "india", current: "asia", tier: "free", regions: all, distanceMs, now: NOW }),
    ).toMatchObject({ region: "us-east", reason: "restart" });
  });

  it("given every region is down, then no region", () => {
    const all = regions(calm("eu", { at: 0 }), calm("asia", { liveReplicas: 0 }));
    expect(
      chooseRegion({ home: "eu", current: "eu", tier: "plus", regions: all, distanceMs, now: NOW }),
    ).toEqual({
      ok: false,
      reason: "no-region",
    });
  });
});

describe("headroom", () => {
  it("is below the spill rung and within the tier's budget; an unknown tier uses the default budget", () => {
    expect(hasHeadroom(calm("eu"), "free")).toBe(true);
    expect(hasHeadroom(calm("eu", { rung: 2 }), "plus")).toBe(false);
    expect(hasHeadroom(calm("eu", { expectedWaitS: { plus: 1.01 } }), "plus")).toBe(false);
    expect(hasHeadroom(calm("eu", { expectedWaitS: { team: 1.9 } }), "team")).toBe(true);
    expect(hasHeadroom(calm("eu", { expectedWaitS: {} }), "free")).toBe(false);
  });
});
