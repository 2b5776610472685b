import { describe, expect, it } from "vitest";
import { shouldShadow } from "./shadow.ts";

const ids = Array.from({ length: 100_000 }, (_, i) => `msg_${i}`);

describe("shouldShadow", () => {
  it("given the same message id, then it always gives the same answer", () => {
    for (const id of ids.slice(0, 1000)) expect(shouldShadow(id, 0.01)).toBe(shouldShadow(id, 0.01));
  });

  it("given 100,000 sequential ids at the default rate, then about 1% are sampled", () => {
    const share = ids.filter((id) => shouldShadow(id)).length / ids.length;
    expect(share).toBeGreaterThan(0.009);
    expect(share).toBeLessThan(0.011);
  });

  it("given a 10% rate, then about 10% are sampled and every 1% pick is among them", () => {
    const tenth = ids.filter((id) => shouldShadow(id, 0.1));
    expect(tenth.length / ids.length).toBeGreaterThan(0.095);
    expect(tenth.length / ids.length).toBeLessThan(0.105);
    const inTenth = new Set(tenth);
    expect(ids.filter((id) => shouldShadow(id, 0.01)).every((id) => inTenth.has(id))).toBe(true);
  });

  it("given rate 0 or 1, then never or always", () => {
    expect(ids.slice(0, 1000).some((id) => shouldShadow(id, 0))).toBe(false);
    expect(ids.slice(0, 1000).every((id) => shouldShadow(id, 1))).toBe(true);
  });

  it("given a bad rate or an empty id, then it throws naming the input", () => {
    expect(() => shouldShadow("m", 1.1)).toThrow(/rate/);
    expect(() => shouldShadow("", 0.01)).toThrow(/messageId/);
  });
});
