import { describe, expect, it } from "vitest";
import { pickReplica, type ReplicaView } from "./pick-replica.ts";
import { favouriteReplica } from "./rendezvous.ts";

const now = 1_000_000;
const ids = ["r1", "r2", "r3"];
const conversationId = "conv-shared-prefix";
const fav = favouriteReplica(conversationId, ids)!;
const view = (replicaId: string, freeKvTokens: number): ReplicaView => ({
  replicaId,
  freeKvTokens,
  queuedPromptTokens: 0,
  at: now,
});

describe("the KV room check and the shared system prompt", () => {
  it("given a favourite whose free room is short of the whole prompt but not of its unshared part, then it stays", () => {
    const replicas = ids.map((id) => view(id, id === fav ? 1_000 : 50_000));
    const input = { conversationId, promptTokens: 2_000, replicas, now };
    expect(pickReplica(input)).toMatchObject({
      replicaId: expect.not.stringMatching(fav),
      reason: "no-kv-room",
    });
    expect(pickReplica({ ...input, sharedPrefixTokens: 1_300 })).toMatchObject({
      replicaId: fav,
      reason: "favourite",
    });
  });

  it("given a favourite short even of the unshared part, then it leaves", () => {
    const replicas = ids.map((id) => view(id, id === fav ? 500 : 50_000));
    const r = pickReplica({ conversationId, promptTokens: 2_000, sharedPrefixTokens: 1_300, replicas, now });
    expect(r).toMatchObject({ reason: "no-kv-room" });
    expect("replicaId" in r && r.replicaId).not.toBe(fav);
  });
});
