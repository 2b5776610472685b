import { describe, expect, it } from "vitest";
import type { GenerationFinished, MessageSubmitted } from "./schemas.ts";
import { buildShadowPair, ShadowPair, type ShadowRequested, shadowGenerationId } from "./shadow.ts";
import { names } from "./subjects.ts";

const ids = { userId: "u_1", conversationId: "c_1", messageId: "m_1" };
const time = "2025-01-01T00:00:00.000Z";
const finished = (messageId: string, text: string, model: string, replicaId: string): GenerationFinished => ({
  ...ids,
  messageId,
  id: `${messageId}.finished`,
  type: "generation.finished",
  v: 1,
  time,
  finish: "stop",
  usage: { input: 10, cached: 0, output: 5 },
  text,
  model,
  replicaId,
});

describe("shadowGenerationId", () => {
  it("is deterministic, distinct from the message id, and fits the 64-character Id for the longest ids", () => {
    const long = "x".repeat(64);
    expect(shadowGenerationId(long)).toBe(shadowGenerationId(long));
    expect(shadowGenerationId(long)).toMatch(/^s_[0-9a-f]{32}$/);
    expect(shadowGenerationId("m_1")).not.toBe(shadowGenerationId("m_2"));
  });
});

describe("the shadow's subjects", () => {
  it("live on their own stream, outside the chat log that users, billing and history read", () => {
    const n = names("t1");
    expect(n.subjects.shadow("s_1", "finished")).toBe("t1.shadow.s_1.finished");
    expect(n.subjects.shadow("s_1", "finished").startsWith("t1.chat.")).toBe(false);
  });
});

describe("buildShadowPair", () => {
  it("given the request, the submission and both answers, then one valid pair record for the judge", () => {
    const shadowId = shadowGenerationId("m_1");
    const requested: ShadowRequested = {
      ...ids,
      id: `${shadowId}.requested`,
      time,
      type: "shadow.requested",
      v: 1,
      shadowId,
      tier: "free",
      score: 0.04,
      routeReason: "route:score-below-threshold",
      smallReplicaId: "small-1",
      largeReplicaId: "large-1",
      maxAnswerTokens: 1000,
    };
    const submitted = { content: "hi", prompt: [{ role: "user", content: "hi" }] } as MessageSubmitted;
    const pair = buildShadowPair(
      requested,
      submitted,
      finished("m_1", "hello", "8b", "small-1"),
      finished(shadowId, "hello there", "70b", "large-1"),
      new Date(time),
    );
    expect(ShadowPair.parse(pair)).toEqual(pair);
    expect(pair).toMatchObject({
      id: `${shadowId}.pair`,
      messageId: "m_1",
      shadowId,
      tier: "free",
      score: 0.04,
      content: "hi",
      small: { text: "hello", model: "8b", replicaId: "small-1" },
      large: { text: "hello there", model: "70b", replicaId: "large-1" },
    });
  });
});
