import { describe, expect, it } from "vitest";
import { createRoundRobin, leastLoaded, stickyWithoutLoadCheck } from "./baselines.ts";
import { fnv1a32 } from "./fnv1a.ts";
import {
  type PickInput,
  type PickResult,
  type Placement,
  pickReplica,
  type ReplicaView,
  rankedAlive,
} from "./pick-replica.ts";
import { favouriteFinder, favouriteReplica, rankReplicas, rendezvousWeight } from "./rendezvous.ts";

const NOW = 1_700_000_000_000;
const ids = (n: number) => Array.from({ length: n }, (_, i) => `large-${i}`);
const idle = (replicaId: string, over: Partial<ReplicaView> = {}): ReplicaView => ({
  replicaId,
  queuedPromptTokens: 0,
  freeKvTokens: 300_000,
  at: NOW - 100,
  ...over,
});
const placed = (input: PickInput): Placement => {
  const result = pickReplica(input);
  if ("error" in result) throw new Error(`expected a placement, got ${result.error}`);
  return result;
};
const conversations = Array.from({ length: 10_000 }, (_, i) => `conv-${i}`);

describe("fnv1a32", () => {
  it("matches the published FNV-1a 32-bit values", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });
  it("hashes the UTF-8 bytes, as other languages do", () => {
    expect(fnv1a32("é")).toBe(0x1e9de8c1); // bytes c3 a9
    expect(fnv1a32("😀")).toBe(0x33a29608); // a surrogate pair, 4 bytes
  });
});

describe("rendezvous hashing", () => {
  it("given 9 replicas, spreads 10,000 conversations within 15% of even", () => {
    const counts = new Map<string, number>();
    for (const c of conversations) {
      const f = favouriteReplica(c, ids(9))!;
      counts.set(f, (counts.get(f) ?? 0) + 1);
    }
    for (const n of counts.values()) expect(Math.abs(n - 10_000 / 9)).toBeLessThan(0.15 * (10_000 / 9));
  });

  it("given 8 -> 9 replicas, moves about 1/9 of conversations, all to the new one, and back to 8 moves them back", () => {
    const before = new Map(conversations.map((c) => [c, favouriteReplica(c, ids(8))]));
    const after = new Map(conversations.map((c) => [c, favouriteReplica(c, ids(9))]));
    const moved = conversations.filter((c) => before.get(c) !== after.get(c));
    expect(moved.length / 10_000).toBeGreaterThan(0.09);
    expect(moved.length / 10_000).toBeLessThan(0.135);
    expect(moved.every((c) => after.get(c) === "large-8")).toBe(true);
    const back = conversations.filter((c) => favouriteReplica(c, ids(8)) !== before.get(c));
    expect(back).toEqual([]);
  });

  it("ranks the same whatever the order replicas are listed in", () => {
    const shuffled = ["large-3", "large-0", "large-2", "large-1"];
    expect(rankReplicas("c1", shuffled)).toEqual(rankReplicas("c1", [...shuffled].reverse()));
    expect(rankReplicas("c1", shuffled)[0]).toBe(favouriteReplica("c1", shuffled));
    expect(rendezvousWeight("c1", "large-0")).toBe(rendezvousWeight("c1", "large-0"));
  });
});

describe("pickReplica", () => {
  const fleet = ids(4).map((id) => idle(id));
  const favouriteOf = (c: string) => rankReplicas(c, ids(4))[0]!;

  it("given every replica idle, when a message arrives, then it goes to the favourite", () => {
    const p = placed({ conversationId: "c1", promptTokens: 3000, replicas: fleet, now: NOW });
    expect(p).toEqual({ replicaId: favouriteOf("c1"), reason: "favourite", favouriteId: favouriteOf("c1") });
  });

  it("given the favourite's extra queue is shorter than the prompt, then it stays", () => {
    const fav = favouriteOf("c1");
    const replicas = fleet.map((r) => (r.replicaId === fav ? { ...r, queuedPromptTokens: 2_999 } : r));
    expect(placed({ conversationId: "c1", promptTokens: 3000, replicas, now: NOW }).reason).toBe("favourite");
  });

  it("given the favourite's extra queue exceeds the prompt, then it goes to the idlest", () => {
    const fav = favouriteOf("c1");
    const replicas = fleet.map((r, i) =>
      r.replicaId === fav ? { ...r, queuedPromptTokens: 9_000 } : { ...r, queuedPromptTokens: 5_000 + i },
    );
    const p = placed({ conversationId: "c1", promptTokens: 3000, replicas, now: NOW });
    expect(p.reason).toBe("queue-too-long");
    const idlest = replicas
      .filter((r) => r.replicaId !== fav)
      .sort((a, b) => a.queuedPromptTokens - b.queuedPromptTokens)[0]!;
    expect(p.replicaId).toBe(idlest.replicaId);
  });

  it("given the favourite lacks KV room, then it goes to the idlest replica that has room", () => {
    const fav = favouriteOf("c1");
    const others = fleet.filter((r) => r.replicaId !== fav);
    const replicas = fleet.map((r) =>
      r.replicaId === fav
        ? { ...r, freeKvTokens: 2_000 }
        : r.replicaId === others[0]!.replicaId
          ? { ...r, freeKvTokens: 100 } // idlest, but full
          : { ...r, queuedPromptTokens: r.replicaId === others[1]!.replicaId ? 10 : 20 },
    );
    const p = placed({ conversationId: "c1", promptTokens: 3000, replicas, now: NOW });
    expect(p).toMatchObject({ replicaId: others[1]!.replicaId, reason: "no-kv-room", favouriteId: fav });
  });

  it("given a stale favourite, then its load is unknown, not zero: the next fresh replica in rank order takes it", () => {
    const [fav, second] = rankReplicas("c1", ids(4));
    const replicas = fleet.map((r) => (r.replicaId === fav ? { ...r, at: NOW - 1_500 } : r));
    const p = placed({ conversationId: "c1", promptTokens: 3000, replicas, now: NOW });
    expect(p).toEqual({ replicaId: second, reason: "favourite-load-unknown", favouriteId: fav });
  });

  it("given a stale replica reporting an empty queue, then it is never taken as the idlest", () => {
    const [fav, , , last] = rankReplicas("c1", ids(4));
    const replicas = fleet.map((r) =>
      r.replicaId === fav
        ? { ...r, queuedPromptTokens: 50_000 }
        : r.replicaId === last
          ? { ...r, at: NOW - 1_500 }
          : { ...r, queuedPromptTokens: 20_000 },
    );
    const p = placed({ conversationId: "c1", promptTokens: 3000, replicas, now: NOW });
    expect(p.reason).toBe("queue-too-long");
    expect(p.replicaId).not.toBe(last);
  });

  it("given a replica silent for over 2 s, then it is out and its conversations go to their next choice", () => {
    const [fav, second] = rankReplicas("c1", ids(4));
    const replicas = fleet.map((r) => (r.replicaId === fav ? { ...r, at: NOW - 2_500 } : r));
    expect(placed({ conversationId: "c1", promptTokens: 3000, replicas, now: NOW })).toEqual({
      replicaId: second,
      reason: "favourite",
      favouriteId: second,
    });
  });

  it("given no replica reporting within 2 s, then it answers no-replica", () => {
    const replicas = fleet.map((r) => ({ ...r, at: NOW - 5_000 }));
    expect(pickReplica({ conversationId: "c1", promptTokens: 10, replicas, now: NOW })).toEqual({
      error: "no-replica",
    });
    expect(pickReplica({ conversationId: "c1", promptTokens: 10, replicas: [], now: NOW })).toEqual({
      error: "no-replica",
    });
  });

  it("given the same reports in any order, then every dispatcher picks the same", () => {
    const replicas = fleet.map((r, i) => ({ ...r, queuedPromptTokens: (i * 7919) % 10_000 }));
    for (const c of conversations.slice(0, 200)) {
      const a = pickReplica({ conversationId: c, promptTokens: 3000, replicas, now: NOW });
      const b = pickReplica({
        conversationId: c,
        promptTokens: 3000,
        replicas: [...replicas].reverse(),
        now: NOW,
      });
      expect(b).toEqual(a);
    }
  });

  it("given a burst of long prompts on one favourite, then they stay until its queue costs more than the prefill it saves, then spread", () => {
    const prompt = 6_000;
    const hot = conversations.filter((c) => favouriteOf(c) === "large-0").slice(0, 12);
    const queued = new Map(ids(4).map((id) => [id, 0]));
    const chosen: string[] = [];
    for (const c of hot) {
      const replicas = fleet.map((r) => ({ ...r, queuedPromptTokens: queued.get(r.replicaId)! }));
      const p = placed({ conversationId: c, promptTokens: prompt, replicas, now: NOW });
      chosen.push(p.replicaId);
      queued.set(p.replicaId, queued.get(p.replicaId)! + prompt);
    }
    // The first two wait (queue 0, then 6,000 = not more than the prompt); the third would wait 12,000 > 6,000.
    expect(chosen.slice(0, 2)).toEqual(["large-0", "large-0"]);
    expect(chosen[2]).not.toBe("large-0");
    const max = Math.max(...queued.values());
    const min = Math.min(...queued.values());
    expect(max - min).toBeLessThanOrEqual(2 * prompt);
    expect(new Set(chosen).size).toBe(4);
  });

  it("rejects bad input naming it", () => {
    expect(() => pickReplica({ conversationId: "c1", promptTokens: 0, replicas: fleet, now: NOW })).toThrow(
      /promptTokens/,
    );
    expect(() => pickReplica({ conversationId: "", promptTokens: 5, replicas: fleet, now: NOW })).toThrow(
      /conversationId/,
    );
    expect(() =>
      pickReplica({ conversationId: "c", promptTokens: 5, replicas: fleet, now: NOW, staleAfterMs: 3_000 }),
    ).toThrow(/staleAfterMs/);
  });
});

describe("baseline policies", () => {
  const fleet = ids(3).map((id, i) => idle(id, { queuedPromptTokens: 100 * (3 - i) }));
  const input = (c: string): PickInput => ({
    conversationId: c,
    promptTokens: 100,
    replicas: fleet,
    now: NOW,
  });

  it("round-robin cycles through replicas whatever the conversation", () => {
    const rr = createRoundRobin();
    const got = ["a", "a", "a", "a"].map((c) => (rr(input(c)) as Placement).replicaId);
    expect(got).toEqual(["large-0", "large-1", "large-2", "large-0"]);
  });
  it("least-loaded takes the fewest queued prompt tokens", () => {
    expect((leastLoaded(input("a")) as Placement).replicaId).toBe("large-2");
  });
  it("sticky always takes the favourite", () => {
    const busy = fleet.map((r) => ({ ...r, queuedPromptTokens: 1e9, freeKvTokens: 0 }));
    const p = stickyWithoutLoadCheck({ ...input("a"), replicas: busy }) as Placement;
    expect(p.replicaId).toBe(favouriteReplica("a", ids(3)));
  });
});

describe("pickReplica's single pass agrees with ranking every replica first", () => {
  /** The rule written the long way: sort by rendezvous rank, then scan. */
  function reference(input: PickInput): PickResult {
    const alive = rankedAlive(input);
    const favourite = alive[0];
    if (!favourite) return { error: "no-replica" };
    const favouriteId = favourite.view.replicaId;
    const room = Math.max(1, input.promptTokens - (input.sharedPrefixTokens ?? 0));
    let idlest: (typeof alive)[number] | undefined;
    for (const r of alive) {
      if (!r.fresh || r.view.freeKvTokens < room) continue;
      if (!idlest || r.view.queuedPromptTokens < idlest.view.queuedPromptTokens) idlest = r;
    }
    const leave = (stay: (typeof alive)[number]) =>
      !idlest || idlest === stay
        ? undefined
        : stay.view.freeKvTokens < room ||
            stay.view.queuedPromptTokens - idlest.view.queuedPromptTokens > input.promptTokens
          ? idlest
          : undefined;
    const at = (r: (typeof alive)[number], reason: string) => ({
      replicaId: r.view.replicaId,
      reason,
      favouriteId,
    });
    if (!favourite.fresh) {
      const firstFresh = alive.find((r) => r.fresh);
      if (!firstFresh) return at(favourite, "all-load-unknown") as PickResult;
      return at(leave(firstFresh) ?? firstFresh, "favourite-load-unknown") as PickResult;
    }
    if (favourite.view.freeKvTokens < room)
      return (idlest ? at(idlest, "no-kv-room") : at(favourite, "no-kv-room-anywhere")) as PickResult;
    const better = leave(favourite);
    return (better ? at(better, "queue-too-long") : at(favourite, "favourite")) as PickResult;
  }

  it("given 2,000 random fleets and loads, then both give the same replica and reason", () => {
    let seed = 7;
    const rnd = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed / 2 ** 32;
    };
    const now = 1_700_000_000_000;
    for (let i = 0; i < 2_000; i++) {
      const replicas = Array.from({ length: 1 + Math.floor(rnd() * 12) }, (_, k) => ({
        replicaId: `large-${k}`,
        // Few distinct values, so ties on queue and room are common.
        queuedPromptTokens: Math.floor(rnd() * 4) * 1_000,
        freeKvTokens: Math.floor(rnd() * 4) * 2_000,
        at: now - Math.floor(rnd() * 2_500),
      }));
      const input: PickInput = {
        conversationId: `c${i}`,
        promptTokens: 500 + Math.floor(rnd() * 4_000),
        replicas,
        now,
      };
      expect(pickReplica(input)).toEqual(reference(input));
    }
  });
});

describe("favouriteFinder", () => {
  it("given fixed replica sets, then it names the top of the full ranking for every conversation", () => {
    const sets = [
      Array.from({ length: 580 }, (_, i) => `small-${i}`),
      ["a", "ab", "abc", "b"],
      ["large-1", "large-10", "large-100"],
      ["réplica-é", "réplica-ê", "réplica-😀", "réplica-😁"],
      ["lone-\ud800", "lone-\udc00x", "lone-a"], // lone surrogates encode as U+FFFD in both
      ["node-alpha", "node-beta", "node-gamma7", "node-d"], // rests longer than 4 bytes
      ["only"],
    ];
    for (const ids of sets) {
      const find = favouriteFinder(ids);
      for (let c = 0; c < 2_000; c++) {
        expect(ids[find(`conv-${c}`)]).toBe(rankReplicas(`conv-${c}`, ids)[0]);
      }
    }
    expect(favouriteFinder([])("c1")).toBe(-1);
  });
});
