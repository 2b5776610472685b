/**
 * A submission whose publish fails keeps its reservation (issue 15): the 503 asks for a retry with the same
 * Idempotency-Key, and that retry is reserved and charged like a first try. Before, the failure gave the
 * reservation back and marked it settled, so the retry passed as a "duplicate" and cost nothing.
 * Real NATS and Redis; the failing publisher writes to a namespace with no streams (JetStream refuses).
 */
import { randomUUID } from "node:crypto";
import { EventPublisher, names } from "@chat/events";
import { createDb } from "@chat/platform";
import { freshDatabase, freshNamespace, type TestDatabase, type TestNamespace } from "@chat/platform/testing";
import { jetstream } from "@nats-io/jetstream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ChatService } from "./chat-service.ts";
import { ChatError } from "./errors.ts";
import { createLimiterRedis, TokenLimiter } from "./limits/index.ts";
import { LogReader } from "./stream/log-reader.ts";
import { DEFAULT_TIERS, parseTiers } from "./tiers.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const CAPACITY = 25_000;
const tiers = parseTiers({
  ...DEFAULT_TIERS,
  free: { ...DEFAULT_TIERS.free, bucket: { capacity: CAPACITY, refillSeconds: 10_000_000 } },
});
const redis = createLimiterRedis(REDIS_URL);
const keyPrefix = `test:submit-retry:${randomUUID()}:`;
let ns: TestNamespace;
let db: TestDatabase;

beforeAll(async () => {
  ns = await freshNamespace();
  db = await freshDatabase("retry");
});
afterAll(async () => {
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await ns?.cleanup();
  await db?.drop();
});

function service(publisher: EventPublisher, log: LogReader, limiter: TokenLimiter, database = db.db) {
  return new ChatService({
    db: database,
    log,
    publisher,
    limiter,
    tiers,
    systemPrompt: "You are helpful.",
    now: () => new Date(),
  });
}

/** A new user, a conversation of theirs, and a first message's input (its key "k-1"). */
async function firstMessage(svc: ChatService, title: string) {
  const user = { id: `u_${randomUUID().slice(0, 8)}`, tier: "free" };
  const conv = await svc.createConversation(user, title);
  const input = {
    conversationId: conv.id,
    messageId: "k-1",
    content: "hello",
    parentId: null,
    model: "auto" as const,
  };
  return { user, input };
}

it("the retry after a failed publish is charged once, like a first try", async () => {
  const log = await LogReader.create(ns.nc, ns.names);
  const limiter = new TokenLimiter({ redis, tiers, keyPrefix });
  const nowhere = new EventPublisher(jetstream(ns.nc), names(`nostream${randomUUID().slice(0, 8)}`));
  const broken = service(nowhere, log, limiter);
  const working = service(ns.publisher, log, limiter);
  const { user, input } = await firstMessage(working, "retry");

  const failed = await broken.submit(user, input).then(
    () => null,
    (err: unknown) => err,
  );
  expect(failed).toBeInstanceOf(ChatError);
  expect(failed).toMatchObject({ kind: "unavailable", code: "log_unavailable" });
  expect((failed as ChatError).toJSON().error).not.toHaveProperty("cause");

  const retried = await working.submit(user, input);
  expect(retried.duplicate).toBe(false);
  expect(retried.limit?.allowed).toBe(true);
  // What the first try reserved is still taken: the bucket is below capacity by one reservation.
  const reserved = (await log.last(retried.messageId, "message.submitted"))!.reservedCost;
  expect(reserved).toBeGreaterThan(0);
  expect(Math.round(retried.limit!.remaining)).toBe(CAPACITY - reserved);
  // A second publish failure and retry does not take it twice.
  await broken.submit(user, { ...input, messageId: "k-2" }).catch(() => {});
  const again = await working.submit(user, { ...input, messageId: "k-2" });
  expect(Math.round(again.limit!.remaining)).toBe(CAPACITY - 2 * reserved);
}, 60_000);

it("a retry that comes after the repair job gave the failed publish's reservation back still pays", async () => {
  const log = await LogReader.create(ns.nc, ns.names);
  const limiter = new TokenLimiter({ redis, tiers, keyPrefix });
  const nowhere = new EventPublisher(jetstream(ns.nc), names(`nostream${randomUUID().slice(0, 8)}`));
  const broken = service(nowhere, log, limiter);
  const working = service(ns.publisher, log, limiter);
  const user = { id: `u_${randomUUID().slice(0, 8)}`, tier: "free" };
  const conv = await working.createConversation(user, "late retry");
  const input = {
    conversationId: conv.id,
    messageId: "k-late",
    content: "hello",
    parentId: null,
    model: "auto" as const,
  };
  await broken.submit(user, input).catch(() => {});
  // What the repair job does ten minutes later for a message that never reached the log: all of it back.
  const messageId = working.messageIdFor(user, "k-late");
  expect((await limiter.settle({ userId: user.id, tier: "free", messageId, actualCost: 0 })).settled).toBe(
    true,
  );

  const late = await working.submit(user, input);
  expect(late.duplicate).toBe(false);
  const reserved = (await log.last(late.messageId, "message.submitted"))!.reservedCost;
  expect(Math.round(late.limit!.remaining)).toBe(CAPACITY - reserved);
}, 60_000);

it("a retry of a message already on the log is answered from the log while Postgres is unreachable; a new message gets an error", async () => {
  const log = await LogReader.create(ns.nc, ns.names);
  const limiter = new TokenLimiter({ redis, tiers, keyPrefix });
  const working = service(ns.publisher, log, limiter);
  // Nothing listens on port 1: every query fails at connect.
  const unreachable = createDb("postgres://127.0.0.1:1/chat");
  const noDb = service(ns.publisher, log, limiter, unreachable);
  try {
    const { user, input } = await firstMessage(working, "retry without postgres");
    const first = await working.submit(user, input);
    expect(first.duplicate).toBe(false);

    const retried = await noDb.submit(user, input);
    expect(retried).toMatchObject({ messageId: first.messageId, duplicate: true });
    await expect(noDb.submit(user, { ...input, messageId: "k-2" })).rejects.toThrow();
  } finally {
    await unreachable.destroy();
  }
}, 60_000);
