import { noRollout } from "@chat/events";
import { describe, expect, it } from "vitest";
import { nextRollout } from "./rollout.ts";

const none = noRollout("large");

describe("npm run ops -- rollout", () => {
  it("given no rollout, when a candidate is staged at shadow, then 5% of messages are answered beside by default", () => {
    expect(nextRollout(none, { candidate: "v2", stage: "shadow" })).toEqual({
      pool: "large",
      current: "v1",
      candidate: "v2",
      stage: "shadow",
      shadowShare: 0.05,
    });
  });

  it("given a candidate at 10%, when moved to 50%, then the candidate is kept and nothing is answered beside", () => {
    const at10 = { ...none, candidate: "v2", stage: "10" as const };
    expect(nextRollout(at10, { stage: "50" })).toMatchObject({
      candidate: "v2",
      stage: "50",
      shadowShare: 0,
    });
  });

  it("given a rollback, then the candidate is dropped and new conversations go back to the current version", () => {
    const at50 = { ...none, candidate: "v2", stage: "50" as const };
    expect(nextRollout(at50, { rollback: true })).toMatchObject({
      current: "v1",
      candidate: null,
      stage: "off",
    });
  });

  it("given stage 100, when promoted, then the candidate becomes current; before 100 it is refused", () => {
    expect(nextRollout({ ...none, candidate: "v2", stage: "100" }, { promote: true })).toMatchObject({
      current: "v2",
      candidate: null,
      stage: "off",
    });
    expect(nextRollout({ ...none, candidate: "v2", stage: "50" }, { promote: true })).toEqual({
      error: "promote after stage 100 (now at 50)",
    });
  });

  it("given bad input, then it says what is wrong", () => {
    expect(nextRollout(none, { stage: "10" })).toEqual({
      error: "name the candidate version: --candidate V",
    });
    expect(nextRollout(none, { candidate: "v1", stage: "10" })).toEqual({
      error: "v1 is already the current version",
    });
    expect(nextRollout(none, { candidate: "v2", stage: "25" })).toMatchObject({
      error: expect.stringMatching(/--stage must be one of/),
    });
    expect(nextRollout(none, { candidate: "v2", stage: "shadow", shadowShare: "2" })).toEqual({
      error: "--shadow-share must be between 0 and 1",
    });
  });
});
