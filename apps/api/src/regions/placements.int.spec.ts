import { freshNamespace, type TestNamespace } from "@chat/platform/testing";
import { Kvm } from "@nats-io/kv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Placements } from "./placements.ts";

let ns: TestNamespace;
const open = async () => new Placements(await new Kvm(ns.nc).open(ns.names.buckets.placements));

beforeAll(async () => {
  ns = await freshNamespace();
});
afterAll(async () => {
  await ns?.cleanup();
});

describe("Placements (real NATS KV)", () => {
  it("records a new conversation once: a second create of the same id is refused", async () => {
    const p = await open();
    expect(await p.create("c_1", "eu")).toBe(true);
    expect(await p.create("c_1", "us")).toBe(false);
    expect(await (await open()).get("c_1")).toMatchObject({ region: "eu", before: [] });
    expect(await p.get("c_never")).toBeNull();
  });

  it("when many instances move one conversation at once, one moves it and all agree where it went", async () => {
    const first = await open();
    await first.create("c_2", "us");
    const instances = await Promise.all(Array.from({ length: 6 }, open));
    // Half of them would pick another region: the first move wins, the rest read it.
    const results = await Promise.all(instances.map((p, i) => p.move("c_2", "us", i % 2 ? "eu" : "ap")));
    const where = new Set(results.map((r) => r.region));
    expect(where.size).toBe(1);
    const final = await (await open()).get("c_2");
    expect(final).toMatchObject({ before: ["us"] });
    expect(where.has(final!.region)).toBe(true);
    // A move from a region it no longer lives in changes nothing.
    expect(await first.move("c_2", "us", "ap")).toMatchObject({ region: final!.region });
  });

  it("a conversation placed before regions (no entry) is placed by its first move", async () => {
    const p = await open();
    expect(await p.move("c_old", "eu", "us")).toMatchObject({ region: "us", before: ["eu"] });
    expect(await (await open()).get("c_old")).toMatchObject({ region: "us", before: ["eu"] });
  });

  it("a broken entry is an error with the conversation's id, not a wrong region", async () => {
    const kv = await new Kvm(ns.nc).open(ns.names.buckets.placements);
    await kv.put("c_bad", "{oops");
    await expect((await open()).get("c_bad")).rejects.toThrow(/c_bad/);
  });
});
