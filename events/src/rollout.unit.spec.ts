import { describe, expect, it } from "vitest";
import {
  chooseVersion,
  noRollout,
  pinnedOrCurrent,
  type Rollout,
  type RolloutStage,
  replicasForVersions,
  shadowsCandidate,
  stableUnit,
} from "./rollout.ts";

const rollout = (stage: RolloutStage, over: Partial<Rollout> = {}): Rollout => ({
  ...noRollout("large"),
  candidate: "v2",
  stage,
  ...over,
});
const ids = Array.from({ length: 10_000 }, (_, i) => `c_${i.toString(16).padStart(20, "0")}`);

describe("a conversation's version", () => {
  it("given 10,000 new conversations at the 10% stage, then 10% +- 1% go to the candidate", () => {
    const share = ids.filter((id) => chooseVersion(id, rollout("10")) === "v2").length / ids.length;
    expect(share).toBeGreaterThan(0.09);
    expect(share).toBeLessThan(0.11);
  });

  it("is the same on every call and every process (a hash of the id, no state)", () => {
    expect(stableUnit("c_1", "rollout.large")).toBe(stableUnit("c_1", "rollout.large"));
    // Pinned value: a change of hash would move conversations between versions.
    expect(stableUnit("c_1", "rollout.large")).toBeCloseTo(0.71471, 4);
  });

  it("given the stages 1% -> 10% -> 50% -> 100%, then a conversation on the candidate never goes back", () => {
    const stages: RolloutStage[] = ["1", "10", "50", "100"];
    for (const id of ids.slice(0, 2_000)) {
      let onCandidate = false;
      for (const stage of stages) {
        const v = chooseVersion(id, rollout(stage));
        if (onCandidate) expect(v).toBe("v2");
        onCandidate = v === "v2";
      }
      expect(onCandidate).toBe(true);
    }
  });

  it("given a rollback or the shadow stage, then new conversations get the current version", () => {
    for (const id of ids.slice(0, 500)) {
      expect(chooseVersion(id, rollout("off", { candidate: null }))).toBe("v1");
      expect(chooseVersion(id, rollout("shadow"))).toBe("v1");
    }
  });

  it("given the shadow stage at 5%, then about 5% of messages are also answered by the candidate", () => {
    const r = rollout("shadow", { shadowShare: 0.05 });
    const share = ids.filter((id) => shadowsCandidate(id, r)).length / ids.length;
    expect(share).toBeGreaterThan(0.04);
    expect(share).toBeLessThan(0.06);
    expect(ids.some((id) => shadowsCandidate(id, rollout("10", { shadowShare: 0.05 })))).toBe(false);
  });
});

describe("the replicas a conversation may run on", () => {
  const replicas = [
    { replicaId: "l1", pool: "large" as const },
    { replicaId: "l2", pool: "large" as const, version: "v2" },
    { replicaId: "s1", pool: "small" as const },
  ];

  it("given a conversation pinned to v2 on large, then only v2's large replicas and the small pool's v1", () => {
    const { replicas: out, fellBack } = replicasForVersions(replicas, { large: "v2", small: "v1" });
    expect(out.map((r) => r.replicaId)).toEqual(["l2", "s1"]);
    expect(fellBack).toEqual([]);
  });

  it("given its version has no replica left, then it continues on the pool's others", () => {
    const { replicas: out, fellBack } = replicasForVersions(replicas, { large: "v3", small: "v1" });
    expect(out.map((r) => r.replicaId)).toEqual(["l1", "l2", "s1"]);
    expect(fellBack).toEqual(["large"]);
  });

  it("given a conversation from before versions, then it runs on each pool's current version", () => {
    const rollouts = { large: rollout("50"), small: noRollout("small") };
    expect(pinnedOrCurrent(undefined, rollouts)).toEqual({ large: "v1", small: "v1" });
    expect(pinnedOrCurrent({ large: "v2", small: "v1" }, rollouts)).toEqual({ large: "v2", small: "v1" });
  });
});
