import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isScopedMessageId, logShard, newConversationId, scopedMessageId } from "./message-ids.ts";
import { Id } from "./schemas.ts";

const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);

describe("scoped message ids", () => {
  it("are subject-safe ids, the same for the same user and key, and never end like an answer row", () => {
    fc.assert(
      fc.property(id, id, (user, key) => {
        const m = scopedMessageId(user, key);
        expect(Id.safeParse(m).success).toBe(true);
        expect(isScopedMessageId(m)).toBe(true);
        expect(scopedMessageId(user, key)).toBe(m);
        expect(m.endsWith("-a")).toBe(false);
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  it("differ between users for the same key, and between keys X and X-a", () => {
    fc.assert(
      fc.property(id, id, id, (u1, u2, key) => {
        fc.pre(u1 !== u2);
        expect(scopedMessageId(u1, key)).not.toBe(scopedMessageId(u2, key));
        expect(scopedMessageId(u1, key)).not.toBe(scopedMessageId(u1, `${key}-a`));
        expect(`${scopedMessageId(u1, key)}-a`).not.toBe(scopedMessageId(u1, `${key}-a`));
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  it("carry their owner's shard: a user's messages, conversations and the user id share one", () => {
    fc.assert(
      fc.property(id, id, (user, key) => {
        const shard = logShard(user);
        expect(shard).toBeGreaterThanOrEqual(0);
        expect(shard).toBeLessThan(65_536);
        expect(logShard(scopedMessageId(user, key, true))).toBe(shard);
        expect(isScopedMessageId(scopedMessageId(user, key, true))).toBe(true);
        const c = newConversationId(user);
        expect(c).toMatch(/^c_[0-9a-f]{20}$/);
        expect(Id.safeParse(c).success).toBe(true);
        expect(logShard(c)).toBe(shard);
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  it("keep their first form unsharded (sha256 of user and key), so ids minted before partitions still match", () => {
    const digest = createHash("sha256").update("u_1\nm-42").digest("hex");
    expect(scopedMessageId("u_1", "m-42")).toBe(`m${digest.slice(0, 32)}`);
    expect(scopedMessageId("u_1", "m-42", true)).toBe(
      `m${createHash("sha256").update("u_1").digest("hex").slice(0, 4)}${digest.slice(0, 28)}`,
    );
  });

  it("spread users over shards, and give an id of another form a fixed shard of its own", () => {
    const shards = new Set(Array.from({ length: 2_000 }, (_, i) => logShard(`u_${i}`) % 16));
    expect(shards.size).toBe(16);
    expect(logShard("m_legacy1")).toBe(logShard("m_legacy1"));
    expect(newConversationId("u_1")).not.toBe(newConversationId("u_1"));
  });
});
