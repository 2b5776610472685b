import { describe, expect, it } from "vitest";
import { freePoolAtRung, movesToSmall } from "./pool-choice.ts";
import { applyLadder, shapeByRung } from "./shedding.ts";

const free = { rung: 1 as const, tier: "free" as const, pool: "large" as const };

describe("rung 1's pool for a free message routed large", () => {
  it("given the small pool starts it sooner or as soon, then it goes small (DESIGN's rung 1)", () => {
    expect(freePoolAtRung({ ...free, waits: { small: 0.2, large: 0.9 } })).toBe("small");
    expect(freePoolAtRung({ ...free, waits: { small: 0.5, large: 0.5 } })).toBe("small");
  });

  it("given the small pool is the more congested, then it stays on the large pool", () => {
    expect(freePoolAtRung({ ...free, waits: { small: 3.1, large: 0.4 } })).toBe("large");
    expect(freePoolAtRung({ ...free, waits: { small: Infinity, large: 4 } })).toBe("large");
  });

  it("given no waits yet, then rung 1 says small; given one pool empty, then the other", () => {
    expect(freePoolAtRung(free)).toBe("small");
    expect(freePoolAtRung({ ...free, waits: { large: 0.1 } })).toBe("large");
    expect(freePoolAtRung({ ...free, waits: { small: 9 } })).toBe("small");
  });

  it("given Plus, rung 0 or a message routed small, then the router's pool stands", () => {
    const waits = { small: 9, large: 0.1 };
    expect(movesToSmall({ ...free, tier: "plus" })).toBe(false);
    expect(freePoolAtRung({ ...free, tier: "plus", waits: { small: 0, large: 9 } })).toBe("large");
    expect(freePoolAtRung({ ...free, rung: 0, waits: { small: 0, large: 9 } })).toBe("large");
    expect(freePoolAtRung({ ...free, pool: "small", waits })).toBe("small");
  });

  it("the ladder records a move only when the message really moves", () => {
    const kept = shapeByRung({ ...free, rung: 2, maxAnswerTokens: 1000, waits: { small: 5, large: 1 } });
    expect(kept.pool).toBe("large");
    expect(kept.shed.map((d) => d.kind)).toEqual(["answer-capped"]);
    const moved = applyLadder({
      ...free,
      maxAnswerTokens: 1000,
      waits: { small: 1, large: 5 },
      expectedWaitS: 1,
    });
    expect(moved.pool).toBe("small");
    expect(moved.shed.map((d) => d.kind)).toEqual(["to-small-pool"]);
  });
});
