import { describe, expect, it } from "vitest";
import { OUTCOME_DONE, OUTCOME_PENDING, RequestTable } from "./requests.ts";

describe("RequestTable", () => {
  it("given more requests than its capacity, then it grows and keeps every field of the live ones", () => {
    const table = new RequestTable(2);
    const slots = [0, 1, 2, 3, 4].map((n) => {
      const slot = table.allocate();
      table.arrivalS[slot] = n + 0.5;
      table.promptTokens[slot] = 1_000 + n;
      return slot;
    });
    expect(new Set(slots).size).toBe(5);
    expect(table.capacity).toBeGreaterThanOrEqual(5);
    expect(slots.map((s) => table.arrivalS[s])).toEqual([0.5, 1.5, 2.5, 3.5, 4.5]);
    expect(slots.map((s) => table.promptTokens[s])).toEqual([1_000, 1_001, 1_002, 1_003, 1_004]);
    expect(table.inUse).toBe(5);
  });

  it("given a released slot, then the next request reuses it with a pending outcome and no first token", () => {
    const table = new RequestTable(4);
    const first = table.allocate();
    table.outcome[first] = OUTCOME_DONE;
    table.firstTokenS[first] = 3;
    table.release(first);
    const again = table.allocate();
    expect(again).toBe(first);
    expect(table.outcome[again]).toBe(OUTCOME_PENDING);
    expect(Number.isNaN(table.firstTokenS[again]!)).toBe(true);
    expect(table.inUse).toBe(1);
    expect(table.capacity).toBe(4);
  });
});
