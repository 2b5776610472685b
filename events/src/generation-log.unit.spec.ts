import { describe, expect, it } from "vitest";
import { foldGeneration } from "./generation-log.ts";
import type { ChatEvent } from "./schemas.ts";

const env = {
  userId: "u1",
  conversationId: "c1",
  messageId: "m1",
  v: 1 as const,
  time: "2026-12-02T10:00:00.000Z",
};
const routed = (attempt: number, replicaId: string): ChatEvent => ({
  ...env,
  id: `r${attempt}`,
  type: "generation.routed",
  pool: "large",
  replicaId,
  reason: "favourite",
  maxAnswerTokens: 1000,
  attempt,
  priority: 10,
});
const started = (attempt: number, replicaId: string): ChatEvent => ({
  ...env,
  id: `s${attempt}`,
  type: "generation.started",
  replicaId,
  model: "llama-3-70b",
  attempt,
});
const delta = (seq: number, text: string, attempt = 1): ChatEvent => ({
  ...env,
  id: `d${seq}.${attempt}`,
  type: "generation.delta",
  seq,
  text,
  tokens: 2,
  attempt,
});

describe("foldGeneration", () => {
  it("given started logged before routed for the same attempt, the attempt is not pending", () => {
    const s = foldGeneration([started(1, "a"), routed(1, "a")]);
    expect(s).toMatchObject({
      attempt: 1,
      replicaId: "a",
      pending: false,
      route: { pool: "large", priority: 10 },
    });
  });

  it("given a resubmission not yet started, it is pending on the new replica", () => {
    const s = foldGeneration([
      routed(1, "a"),
      started(1, "a"),
      delta(1, "Hello "),
      {
        ...env,
        id: "x",
        type: "generation.resubmitted",
        fromReplicaId: "a",
        replicaId: "b",
        pool: "large",
        attempt: 2,
        tokensSent: 2,
        reason: "replica-dead",
      },
    ]);
    expect(s).toMatchObject({ attempt: 2, replicaId: "b", pending: true, text: "Hello ", seq: 1 });
  });

  it("keeps each delta sequence number once, in order, whoever sent it", () => {
    const s = foldGeneration([
      delta(1, "a"),
      delta(2, "b"),
      delta(2, "B", 2),
      delta(4, "d"),
      delta(3, "c", 2),
    ]);
    expect(s.text).toBe("abc");
    expect(s.seq).toBe(3);
    expect(s.tokens).toBe(6);
  });
});
