import type { LoadReport } from "@chat/events";
import { parseHeadroom, UNBOUNDED_WAIT_S } from "@chat/events";
import { describe, expect, it } from "vitest";
import { reportAt } from "../fixtures/load-report.ts";
import { regionHeadroom } from "./headroom.ts";

const NOW = 1_700_000_000_000;
const rates = { large: 11_000, small: 40_000 };

const report = (over: Partial<LoadReport>): LoadReport =>
  reportAt(NOW, "large-1", { at: NOW - 200, ...over });

describe("regionHeadroom", () => {
  it("an idle region: small waits, every fresh replica counted, the rung passed on", () => {
    const h = regionHeadroom({
      region: "eu",
      rung: 1,
      reports: [report({}), report({ replicaId: "small-1", pool: "small" })],
      now: NOW,
      prefillTokensPerSecond: rates,
    });
    expect(h).toMatchObject({ region: "eu", rung: 1, liveReplicas: 2, at: NOW });
    expect(h.expectedWaitS.free).toBeLessThan(0.5);
    expect(h.expectedWaitS.plus).toBeLessThan(0.5);
  });

  it("a full replica makes the wait long; the idlest replica of a pool is the one counted", () => {
    const full = report({ replicaId: "large-2", freeKvTokens: 0, waiting: 40, queuedPromptTokens: 60_000 });
    const one = regionHeadroom({
      region: "eu",
      rung: 0,
      reports: [full],
      now: NOW,
      prefillTokensPerSecond: rates,
    });
    expect(one.expectedWaitS.free).toBeGreaterThan(2);
    const two = regionHeadroom({
      region: "eu",
      rung: 0,
      reports: [full, report({})],
      now: NOW,
      prefillTokensPerSecond: rates,
    });
    expect(two.expectedWaitS.free).toBeLessThan(0.5);
  });

  it("silent replicas do not count: no fresh report is no live replica and an unbounded wait", () => {
    const h = regionHeadroom({
      region: "eu",
      rung: 0,
      reports: [report({ at: NOW - 10_000 })],
      now: NOW,
      prefillTokensPerSecond: rates,
    });
    expect(h.liveReplicas).toBe(0);
    expect(h.expectedWaitS.free).toBe(UNBOUNDED_WAIT_S);
  });

  it("the published record parses back; a broken or oversized one reads as no record", () => {
    const h = regionHeadroom({
      region: "eu",
      rung: 2,
      reports: [report({})],
      now: NOW,
      prefillTokensPerSecond: rates,
    });
    expect(parseHeadroom(new TextEncoder().encode(JSON.stringify(h)))).toEqual(h);
    expect(parseHeadroom(new TextEncoder().encode("{not json"))).toBeNull();
    expect(parseHeadroom(new TextEncoder().encode(JSON.stringify({ ...h, rung: 7 })))).toBeNull();
    expect(parseHeadroom(new Uint8Array(5_000))).toBeNull();
  });
});
