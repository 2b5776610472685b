import { describe, expect, it } from "vitest";
import { finished, submitted } from "../fixtures/answer-events.ts";
import { DEFAULT_TIERS } from "../tiers.ts";
import { settlementOf } from "./settlement.ts";

const ids = { userId: "u1", conversationId: "c1", messageId: "m1" };

describe("settlementOf", () => {
  it("given a submission and its finish, then the settlement is the real cost in the tier's weights", () => {
    const ev = settlementOf(submitted(ids), finished(ids, "Tides..."), DEFAULT_TIERS);

    // 200 uncached + 0.1 x 800 cached + 4 x 120 output
    expect(ev).toMatchObject({
      id: "m1.settled",
      type: "usage.settled",
      messageId: "m1",
      tier: "plus",
      usage: { input: 1_000, cached: 800, output: 120 },
      reservedCost: 3_000,
      cost: 760,
      finish: "stop",
    });
  });

  it("given the same facts derived twice, later, then the two settlements are identical (time is the answer's end)", async () => {
    const a = settlementOf(submitted(ids), finished(ids, "x"), DEFAULT_TIERS);
    await new Promise((r) => setTimeout(r, 5));
    const b = settlementOf(submitted(ids), finished(ids, "x"), DEFAULT_TIERS);

    expect(b).toEqual(a);
    expect(a.time).toBe("2026-12-03T10:00:05.000Z");
  });

  it("given a cached count above the input (a bad engine report), then cached input is capped at the input", () => {
    const fin = finished(ids, "x", { usage: { input: 100, cached: 500, output: 0 } });

    expect(settlementOf(submitted(ids), fin, DEFAULT_TIERS).cost).toBeCloseTo(10);
  });
});
