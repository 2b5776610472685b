/**
 * Issue 4 item 3 through the picker itself (placement.unit.spec.ts checks the hash ranking alone): a replica
 * joins by starting to report, leaves by going silent, and only the conversations that favour it move.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_DEAD_AFTER_MS, pickReplica, type ReplicaView } from "./pick-replica.ts";

const NOW = 1_700_000_000_000;
const conversations = Array.from({ length: 10_000 }, (_, i) => `conv-${i}`);
const report = (i: number, at = NOW - 100): ReplicaView => ({
  replicaId: `large-${i}`,
  queuedPromptTokens: 0,
  freeKvTokens: 300_000,
  at,
});
const placeAll = (replicas: ReplicaView[]) =>
  conversations.map((c) => {
    const p = pickReplica({ conversationId: c, promptTokens: 3_000, replicas, now: NOW });
    if ("error" in p) throw new Error(p.error);
    return p.replicaId;
  });

describe("scaling the fleet with 10,000 conversations", () => {
  const eight = Array.from({ length: 8 }, (_, i) => report(i));
  const before = placeAll(eight);

  it("given 8 idle replicas, when a 9th starts reporting, then about 1/9 move, all of them to the new one", () => {
    const after = placeAll([...eight, report(8)]);
    const moved = conversations.filter((_, i) => before[i] !== after[i]);
    expect(moved.length / conversations.length).toBeGreaterThan(0.09);
    expect(moved.length / conversations.length).toBeLessThan(0.135);
    expect(conversations.every((_, i) => before[i] === after[i] || after[i] === "large-8")).toBe(true);
  });

  it("given 9 replicas, when the 9th goes silent past the dead line, then every conversation is back where it was on 8", () => {
    const silent = report(8, NOW - DEFAULT_DEAD_AFTER_MS - 1);
    expect(placeAll([...eight, silent])).toEqual(before);
  });

  it("given 8 replicas, when one of them leaves, then only its conversations move, spread over the other 7", () => {
    const without3 = placeAll(eight.filter((r) => r.replicaId !== "large-3"));
    const moved = before.flatMap((r, i) => (r !== without3[i] ? [i] : []));
    expect(moved.every((i) => before[i] === "large-3")).toBe(true);
    expect(moved.length).toBe(before.filter((r) => r === "large-3").length);
    expect(new Set(moved.map((i) => without3[i])).size).toBe(7);
  });
});
