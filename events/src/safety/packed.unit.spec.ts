import { describe, expect, it } from "vitest";
import { packBytes, packIds, unpackBytes, unpackIds } from "./packed.ts";

describe("packed weights", () => {
  it("given ascending bucket ids with small and large gaps, then they come back unchanged", () => {
    const ids = [0, 1, 127, 128, 300, 16_384, 1_048_575];
    expect(unpackIds(packIds(ids))).toEqual(ids);
    expect(unpackIds(packIds([]))).toEqual([]);
  });

  it("given a one-byte gap, then one byte is stored: small gaps are what keeps the file small", () => {
    expect(Buffer.from(packIds([5, 10, 100]), "base64")).toHaveLength(3);
    expect(Buffer.from(packIds([200]), "base64")).toHaveLength(2);
  });

  it("given ids out of order, then an error, not a model that reads other buckets", () => {
    expect(() => packIds([3, 2])).toThrow(/ascend/);
    expect(() => unpackIds(Buffer.from([0x80]).toString("base64"))).toThrow(/inside a number/);
  });

  it("given signed bytes, then they come back with their signs", () => {
    const v = Int8Array.from([-128, -1, 0, 1, 127]);
    expect(Array.from(unpackBytes(packBytes(v)))).toEqual(Array.from(v));
  });
});
