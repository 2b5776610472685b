import { describe, expect, it } from "vitest";
import { evaluateThreshold, tuneThreshold } from "./tune.ts";

/**
 * 100 rows scored 0.00..0.99. Every row from 0.80 up lost; below that only 0.19, 0.39 and 0.59 lost.
 * Sending the lowest n rows small loses 1/20, 2/40, 3/60 (all exactly 5%), 3/80, 4/81 (4.9%), then 5/82 (6.1%)
 * and only worse. So the answer is n = 81: threshold 0.81 (the first score not sent small), 81% routed small.
 */
const synthetic = Array.from({ length: 100 }, (_, i) => ({
  score: i / 100,
  smallLost: i >= 80 || i === 19 || i === 39 || i === 59,
}));

describe("tuneThreshold", () => {
  it("given the synthetic set, when the target is 5%, then it picks 0.81 with 81% small losing 4/81", () => {
    const result = tuneThreshold(synthetic, 0.05);
    expect(result.threshold).toBeCloseTo(0.81, 10);
    expect(result.sentSmall).toBe(81);
    expect(result.lostSmall).toBe(4);
    expect(result.shareSmall).toBeCloseTo(0.81, 10);
    expect(result.lossSmall).toBeCloseTo(4 / 81, 10);
  });

  it("given the same rows shuffled, then the answer is the same", () => {
    const shuffled = [...synthetic].reverse();
    expect(tuneThreshold(shuffled, 0.05)).toEqual(tuneThreshold(synthetic, 0.05));
  });

  it("given a stricter target, then it takes the highest threshold still under it, not the first", () => {
    // At 4%: n=81 (4.94%) fails; 3/80 = 3.75% passes, so 0.80, although 1/20 at 0.20 already failed.
    expect(tuneThreshold(synthetic, 0.04).threshold).toBeCloseTo(0.8, 10);
  });

  it("given tied scores, then it never splits them", () => {
    const rows = [
      { score: 0.1, smallLost: false },
      { score: 0.2, smallLost: false },
      { score: 0.2, smallLost: true },
      { score: 0.5, smallLost: true },
    ];
    const result = tuneThreshold(rows, 0.4);
    expect(result).toMatchObject({ threshold: 0.5, sentSmall: 3, lostSmall: 1 });
  });

  it("given every row lost, then nothing goes small", () => {
    const result = tuneThreshold(
      [
        { score: 0.3, smallLost: true },
        { score: 0.6, smallLost: true },
      ],
      0.05,
    );
    expect(result).toMatchObject({ threshold: 0.3, shareSmall: 0, lossSmall: 0 });
  });

  it("given no losses at all, then everything goes small (threshold 1)", () => {
    expect(tuneThreshold([{ score: 0.3, smallLost: false }], 0.05)).toMatchObject({
      threshold: 1,
      shareSmall: 1,
    });
  });

  it("given bad input, then it says what is wrong", () => {
    expect(() => tuneThreshold([], 0.05)).toThrow(/no judged rows/);
    expect(() => tuneThreshold([{ score: 2, smallLost: false }], 0.05)).toThrow(/row 0: score/);
    expect(() => tuneThreshold(synthetic, 1.5)).toThrow(/target/);
  });
});

describe("evaluateThreshold", () => {
  it("agrees with the tuner at the tuned threshold", () => {
    expect(evaluateThreshold(synthetic, 0.81)).toEqual({ shareSmall: 0.81, lossSmall: 4 / 81 });
  });
});
