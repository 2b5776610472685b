/**
 * The pair assembler on real NATS: whichever answer finishes last, exactly one pair is recorded; a shadow
 * whose small answer never comes is given up after the wait.
 */
import {
  type GenerationFinished,
  type MessageSubmitted,
  ShadowPublisher,
  type ShadowRequested,
  shadowGenerationId,
} from "@chat/events";
import { freshNamespace, type TestNamespace } from "@chat/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assemblePair, type PairOutcome, type ShadowPairs, startShadowPairs } from "./shadow.ts";

let ns: TestNamespace;
let shadowPublisher: ShadowPublisher;
const time = () => new Date().toISOString();

const submitted = (messageId: string): MessageSubmitted => ({
  id: `${messageId}.submitted`,
  type: "message.submitted",
  v: 1,
  time: time(),
  userId: "u_1",
  conversationId: "c_1",
  messageId,
  tier: "free",
  requestedModel: "auto",
  parentId: null,
  content: "hi",
  contentTokens: 1,
  prompt: [{ role: "user", content: "hi" }],
  promptTokens: 5,
  droppedTurns: 0,
  maxAnswerTokens: 100,
  reservedCost: 0,
});
const requested = (messageId: string): ShadowRequested => ({
  id: `${shadowGenerationId(messageId)}.requested`,
  type: "shadow.requested",
  v: 1,
  time: time(),
  userId: "u_1",
  conversationId: "c_1",
  messageId,
  shadowId: shadowGenerationId(messageId),
  tier: "free",
  score: 0.05,
  routeReason: "route:score-below-threshold",
  smallReplicaId: "small-1",
  largeReplicaId: "large-1",
  maxAnswerTokens: 100,
});
const finished = (messageId: string, text: string, replicaId: string): GenerationFinished => ({
  id: `${messageId}.finished`,
  type: "generation.finished",
  v: 1,
  time: time(),
  userId: "u_1",
  conversationId: "c_1",
  messageId,
  finish: "stop",
  usage: { input: 5, cached: 0, output: 2 },
  text,
  model: replicaId.startsWith("large") ? "70b" : "8b",
  replicaId,
});

async function pairsOf(shadowId: string): Promise<unknown[]> {
  const c = await ns.js.consumers.get(ns.names.streams.shadow, {
    filter_subjects: ns.names.subjects.shadow(shadowId, "pair"),
  });
  const n = (await c.info(true)).num_pending;
  const out: unknown[] = [];
  if (n === 0) return out;
  const it = await c.consume();
  for await (const m of it) {
    out.push(m.json());
    if (m.info.pending === 0) break;
  }
  await it.close();
  return out;
}

const until = async (pred: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await pred())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
};

beforeAll(async () => {
  ns = await freshNamespace();
  shadowPublisher = new ShadowPublisher(ns.js, ns.names);
});
afterAll(async () => {
  await ns?.cleanup();
});

describe("the pair assembler", () => {
  it("given the shadow finishes before the small answer, then it waits and records exactly one pair", async () => {
    const outcomes: string[] = [];
    const pairs: ShadowPairs = await startShadowPairs({
      js: ns.js,
      jsm: ns.jsm,
      names: ns.names,
      publisher: shadowPublisher,
      now: () => Date.now(),
      retryMs: 100,
      onOutcome: (o) => outcomes.push(o),
    });
    try {
      const id = "m_late_small";
      const shadowId = shadowGenerationId(id);
      await ns.publisher.publish(submitted(id));
      await shadowPublisher.publishShadow(requested(id));
      await shadowPublisher.publish(finished(shadowId, "the large answer", "large-1"));
      await until(() => outcomes.filter((o) => o === "waiting").length >= 2);
      expect(await pairsOf(shadowId)).toEqual([]);

      await ns.publisher.publish(finished(id, "the small answer", "small-1"));
      await until(() => outcomes.includes("paired"));
      const stored = await pairsOf(shadowId);
      expect(stored).toEqual([
        expect.objectContaining({
          messageId: id,
          shadowId,
          score: 0.05,
          small: expect.objectContaining({ text: "the small answer", replicaId: "small-1" }),
          large: expect.objectContaining({ text: "the large answer", replicaId: "large-1" }),
        }),
      ]);
      // A redelivery or a second dispatcher finds the pair and writes nothing.
      const again: PairOutcome = await assemblePair(finished(shadowId, "the large answer", "large-1"), {
        jsm: ns.jsm,
        names: ns.names,
        publisher: shadowPublisher,
        now: () => Date.now(),
      });
      expect(again).toBe("exists");
      expect(await pairsOf(shadowId)).toHaveLength(1);
    } finally {
      await pairs.stop();
    }
  });

  it("given the small answer never finishes, then the shadow is given up after the wait and not redelivered", async () => {
    const outcomes: string[] = [];
    const pairs = await startShadowPairs({
      js: ns.js,
      jsm: ns.jsm,
      names: ns.names,
      publisher: shadowPublisher,
      now: () => Date.now(),
      retryMs: 100,
      maxWaitMs: 300,
      onOutcome: (o) => outcomes.push(o),
    });
    try {
      const id = "m_never_small";
      const shadowId = shadowGenerationId(id);
      await ns.publisher.publish(submitted(id));
      await shadowPublisher.publishShadow(requested(id));
      await shadowPublisher.publish(finished(shadowId, "the large answer", "large-1"));
      await until(() => outcomes.includes("gave-up"));
      const info = await ns.jsm.consumers.info(ns.names.streams.shadow, ns.names.consumers.shadowPairs);
      expect(info.num_ack_pending + info.num_pending).toBe(0);
      expect(await pairsOf(shadowId)).toEqual([]);
    } finally {
      await pairs.stop();
    }
  });
});
