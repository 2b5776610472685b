import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isScopedMessageId, scopedMessageId } from "./message-ids.ts";
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
});
