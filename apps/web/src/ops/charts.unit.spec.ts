import { describe, expect, it } from "vitest";
import { age, CHART, columns, pct, stepPath } from "./charts.ts";

describe("ops charts", () => {
  it("draws the rung as steps across the window, rung 0 at the bottom and 3 at the top", () => {
    const d = stepPath(
      [
        { at: 0, rung: 0 },
        { at: 50, rung: 3 },
        { at: 100, rung: 3 },
      ],
      0,
      100,
    );
    expect(d).toBe(`M4 ${CHART.height - 4} H150 V4 H296 V4`);
    expect(stepPath([], 0, 1)).toBe("");
  });

  it("stacks small under large, the busiest minute reaching the top", () => {
    const [a, b] = columns([
      { small: 2, large: 0 },
      { small: 1, large: 3 },
    ]);
    expect(b!.large.y).toBe(4);
    expect(b!.small.height + b!.large.height).toBeCloseTo(CHART.height - 8, 0);
    expect(a!.large.height).toBe(0);
    expect(a!.small.height).toBeCloseTo((CHART.height - 8) / 2, 0);
  });

  it("formats shares and heartbeat ages", () => {
    expect(pct(0.756)).toBe("76%");
    expect(pct(null)).toBe("—");
    expect(age(420)).toBe("0.4 s");
    expect(age(42_000)).toBe("42 s");
    expect(age(600_000)).toBe("10 min");
  });
});
