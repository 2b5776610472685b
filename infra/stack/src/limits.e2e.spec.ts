/**
 * Token limits through the api (issue 5): accepted answers carry the remaining budget, a refusal is a
 * 429 with Retry-After and rate-limit headers (and the same over WebSocket), a too-long message is
 * rejected before any GPU work, and settlement gives back what the answer did not use.
 */
import { DEFAULT_TIERS, parseTiers } from "@chat/api";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ChatApi, collectSse, newMessageId as mid, WsClient } from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
// A small free tier so a few messages exhaust it: worst case per message ~ prompt + 4 x 200.
const tiers = parseTiers({
  ...DEFAULT_TIERS,
  free: {
    ...DEFAULT_TIERS.free,
    promptBudgetTokens: 1_200,
    maxAnswerTokens: 200,
    bucket: { capacity: 2_000, refillSeconds: 600 },
  },
});

beforeAll(async () => {
  stack = await startStack({ large: 1, small: 0, timeScale: 20, limits: true, tiers });
});
afterAll(async () => {
  await stack?.stop();
});

it("reserves the worst case, settles the real usage, and refuses with 429 and Retry-After when the bucket is empty", async () => {
  const { token } = await stack.user("free");
  const base = stack.apis[0]!.url;
  const api = new ChatApi(base, token);
  const conv = await api.conversation();
  const send = (content: string) => api.send(conv, mid(), content);

  const first = await send("Hello there!");
  expect(first.status).toBe(200);
  expect(first.headers.get("ratelimit-limit")).toBe("2000");
  const remainingAfterReserve = Number(first.headers.get("ratelimit-remaining"));
  expect(remainingAfterReserve).toBeLessThan(2_000 - 800);
  await collectSse(first);

  // Two at once: the bucket affords only one more worst case.
  const checksBefore = stack.guard!.stats.inputChecks;
  const [a, b] = await Promise.all([send("One more?"), send("And another?")]);
  const statuses = [a.status, b.status].sort();
  expect(statuses).toEqual([200, 429]);
  // The refused one never reached the guard: a user over budget costs the safety check nothing.
  expect(stack.guard!.stats.inputChecks - checksBefore).toBe(1);
  const refused = a.status === 429 ? a : b;
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(refused.headers.get("ratelimit-remaining")).not.toBeNull();
  const body = (await refused.json()) as { error: { code: string; retryAfterSeconds: number } };
  expect(body.error.code).toBe("token_limit");
  await collectSse(a.status === 200 ? a : b);

  // Settlement (driven by the log) gives back what the answers did not use: the ledger records both numbers.
  const deadline = Date.now() + 10_000;
  let rows: Array<{ reserved_cost: number; cost: number }> = [];
  while (Date.now() < deadline && rows.length < 2) {
    rows = await stack.db.db.selectFrom("usage_ledger").select(["reserved_cost", "cost"]).execute();
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(rows).toHaveLength(2);
  for (const r of rows) expect(r.cost).toBeLessThanOrEqual(r.reserved_cost);
  // The second turn found the first in the replica's prefix cache: cached input costs a tenth.
  expect(rows.some((r) => r.cost < r.reserved_cost)).toBe(true);

  // The WebSocket path says the same in its own frames.
  const ws = await WsClient.connect(base, token);
  try {
    const id = mid();
    ws.send({ type: "send", conversationId: conv, messageId: id, content: "Still there?" });
    const frame = await ws.waitFor(
      (f) => f.messageId === id && (f.type === "error" || f.type === "accepted"),
    );
    if (frame.type === "error") {
      expect(frame).toMatchObject({ status: 429, code: "token_limit" });
      expect(frame.retryAfterSeconds).toBeGreaterThan(0);
    } else {
      // Settlement may have refunded enough for one more: then the remaining budget is reported.
      expect((frame.rateLimit as { remaining: number }).remaining).toBeGreaterThanOrEqual(0);
    }
  } finally {
    ws.close();
  }
});

it("rejects a message too long for the tier before any GPU work", async () => {
  const { token } = await stack.user("free");
  const api = new ChatApi(stack.apis[0]!.url, token);
  const conv = await api.conversation();
  const id = mid();
  const res = await api.send(conv, id, "word ".repeat(2_000));
  expect(res.status).toBe(413);
  const body = (await res.json()) as { error: { code: string; limit: number } };
  expect(body.error.code).toBe("message_too_long");
  expect(body.error.limit).toBeGreaterThan(0);
  const status = await api.stream(id);
  expect(status.status).toBe(404);
});
