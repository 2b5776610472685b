/**
 * The event consumers fuzzed against the real Postgres (issue 15): events whose text fields hold anything
 * (U+0000, lone surrogates, every plane, markers) go through JSON, the contract (`parseEvent`) and the
 * projector's fold and store. Whatever the contract accepts, the store keeps: no batch is refused (a
 * refused batch is split, retried with sleeps and dead-lettered, stalling everyone behind it).
 * And the contract's text rule is exactly what Postgres can keep. Fixed seed, bounded count.
 */
import { type ChatEvent, isStorableText, parseEvent, StoredText } from "@chat/events";
import { freshDatabase, type TestDatabase } from "@chat/platform/testing";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { workload } from "./fixtures/workload.ts";
import { applyEvents } from "./store.ts";

const SEED = 15;
let t: TestDatabase;
beforeAll(async () => {
  t = await freshDatabase("consumerfuzz");
});
afterAll(async () => {
  await t?.drop();
});

const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom("\u0000", "a\u0000", "\ud800", "\udfff", "<|eot_id|>", "😀\ud83d"),
);

/** Replaces every text field a person or a model writes with a fuzzed one. */
function withText(ev: ChatEvent, s: string): unknown {
  const o = { ...ev } as Record<string, unknown>;
  for (const k of ["title", "content", "text", "summary"]) if (k in o) o[k] = s;
  return o;
}

let seq = 0;
it("whatever the contract accepts from the log, the projector stores without a refusal", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 4 }), fc.nat(), async (texts, n) => {
      const prefix = `f${n}x${seq}`;
      const events = workload({ conversations: 1, messagesPerConversation: 1, deltasPerAnswer: 1, prefix });
      const batch = [];
      for (const [i, ev] of events.entries()) {
        // Over JSON, as a consumer reads it off the log.
        const parsed = parseEvent(JSON.parse(JSON.stringify(withText(ev, texts[i % texts.length]!))));
        batch.push({ event: parsed.success ? parsed.data : null, seq: ++seq });
      }
      await applyEvents(t.db, batch);
    }),
    { numRuns: 60, seed: SEED },
  );
  expect(seq).toBeGreaterThan(0);
}, 120_000);

it("StoredText accepts a string exactly when Postgres keeps it unchanged", async () => {
  await fc.assert(
    fc.asyncProperty(text, async (s) => {
      let kept: boolean;
      try {
        const r = await sql<{ t: string }>`select ${s}::text as t`.execute(t.db);
        kept = r.rows[0]!.t === s;
      } catch {
        kept = false;
      }
      expect(StoredText.safeParse(s).success).toBe(kept);
      expect(isStorableText(s)).toBe(kept);
    }),
    { numRuns: 300, seed: SEED },
  );
});
