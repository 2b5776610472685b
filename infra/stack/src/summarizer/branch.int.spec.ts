/**
 * The summarizer folds a branch, not the interleaving of several (issue #23): a conversation forks at its
 * third question; the branch the user continues is summarized from its own chain only, the summary is
 * kept for that branch, and a prompt on the other branch does not get it.
 */
import { randomBytes } from "node:crypto";
import { type ChatEvent, type ConversationSummarized, eventIds } from "@chat/events";
import { REPLICAS } from "@chat/model";
import type { EngineClient, EngineRequest } from "@chat/platform";
import { answerRowId, createEngineClient } from "@chat/platform";
import { freshDatabase, freshNamespace, type TestDatabase, type TestNamespace } from "@chat/platform/testing";
import { applyEvents } from "@chat/projector";
import { createSimServer, type SimServer } from "@chat/sim";
import { considerConversation, postgresHistory, runSummaryJob } from "@chat/summarizer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const policy = { thresholdTokens: 3_000, keepRecentTokens: 1_000, maxInputTokens: 6_000 };
const run = randomBytes(3).toString("hex");
const conv = `c_fork_${run}`;
const userId = `u_${run}`;

let ns: TestNamespace;
let db: TestDatabase;
let sim: SimServer;
let engine: EngineClient;
const requests: EngineRequest[] = [];

/** A question and its answer (300 tokens each) following `parent` (a generation id, or null). */
function exchange(
  id: string,
  parent: string | null,
  label: string,
  time: string,
  conversationId = conv,
): ChatEvent[] {
  const base = { time, userId, conversationId, messageId: id, v: 1 as const };
  return [
    {
      ...base,
      id: eventIds.submitted(id),
      type: "message.submitted",
      tier: "plus",
      requestedModel: "auto",
      parentId: parent,
      content: `Question ${label}`,
      contentTokens: 300,
      prompt: [{ role: "user", content: `Question ${label}` }],
      promptTokens: 300,
      droppedTurns: 0,
      maxAnswerTokens: 1_000,
      reservedCost: 0,
    },
    {
      ...base,
      id: eventIds.finished(id),
      type: "generation.finished",
      finish: "stop",
      usage: { input: 300, cached: 0, output: 300 },
      text: `Answer ${label}`,
      model: "m",
      replicaId: "large-1",
    },
  ];
}

/** The conversation's first event. */
const created = (conversationId: string, title: string, time: string): ChatEvent => ({
  id: eventIds.conversationCreated(conversationId),
  type: "conversation.created",
  v: 1,
  time,
  userId,
  conversationId,
  messageId: conversationId,
  title,
});

beforeAll(async () => {
  [ns, db] = await Promise.all([freshNamespace(), freshDatabase("summ_branch")]);
  sim = createSimServer({ replica: REPLICAS.small, flavour: "vllm", timeScale: 50, seed: 3 });
  const port = await sim.listen(0);
  const inner = createEngineClient({
    baseUrl: `http://127.0.0.1:${port}`,
    flavour: "vllm",
    model: sim.model,
  });
  engine = {
    model: inner.model,
    stream: (req) => {
      requests.push(req);
      return inner.stream(req);
    },
    readLoad: () => inner.readLoad(),
    healthy: () => inner.healthy(),
  };
  const time = new Date().toISOString();
  const events: ChatEvent[] = [
    created(conv, "fork", time),
    ...exchange("a1", null, "a1", time),
    ...exchange("a2", "a1", "a2", time),
    // Branch B: the third question edited; then the user goes back to branch A and continues it.
    ...exchange("b3", "a2", "b3", time),
    ...exchange("b4", "b3", "b4", time),
  ];
  for (let i = 3; i <= 8; i++) events.push(...exchange(`a${i}`, `a${i - 1}`, `a${i}`, time));
  await applyEvents(
    db.db,
    events.map((event, i) => ({ event, seq: i + 1 })),
  );
}, 60_000);

afterAll(async () => {
  await sim?.close();
  await Promise.all([ns?.cleanup(), db?.drop()]);
});

describe("the summary of a branch", () => {
  it("folds the continued branch's own chain, keeps it for that branch, and leaves the other branch without it", async () => {
    const store = postgresHistory(db.db);
    const jobs: { conversationId: string; userId: string; uptoSeq: number; uptoMessageId?: string }[] = [];
    const deps = {
      store,
      policy,
      countTokens: (t: string) => Math.ceil(t.length / 4),
      enqueue: async (j: (typeof jobs)[number]) => void jobs.push(j),
    };

    // An answer on branch B finishing: the branch to fold is the one the user continues (A).
    expect(await considerConversation(deps, conv, answerRowId("b4"))).toBe("enqueued");
    expect(jobs).toHaveLength(1);
    // 16 turns of 300 tokens on A; the newest 1,000 tokens stay (from question a8): a1..a7 are folded.
    expect(jobs[0]).toMatchObject({ conversationId: conv, uptoMessageId: answerRowId("a7") });

    const r = await runSummaryJob(jobs[0]!, {
      store,
      engine,
      publisher: ns.publisher,
      countTokens: deps.countTokens,
      maxSummaryTokens: 80,
      now: () => new Date(),
    });
    expect(r.outcome).toBe("summarized");
    const event = (r as { event: ConversationSummarized }).event;
    expect(event).toMatchObject({ uptoMessageId: answerRowId("a7"), foldedMessages: 14 });
    const folded = requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join("\n");
    expect(folded).toContain("Question a7");
    expect(folded).not.toContain("b3");
    expect(folded).not.toContain("b4");

    // Projected, it serves branch A only.
    await applyEvents(db.db, [{ event, seq: 1_000 }]);
    const onA = await store.branch(conv, answerRowId("a8"));
    expect(onA).toMatchObject({ summary: event.summary, summaryUpto: answerRowId("a7") });
    expect(onA!.messages.map((m) => m.id)).toEqual(["a8", answerRowId("a8")]);
    const onB = await store.branch(conv, answerRowId("b4"));
    expect(onB).toMatchObject({ summary: null, summaryUpto: null });
    expect(onB!.messages.map((m) => m.content)).toEqual([
      "Question a1",
      "Answer a1",
      "Question a2",
      "Answer a2",
      "Question b3",
      "Answer b3",
      "Question b4",
      "Answer b4",
    ]);

    // Running the same job again changes nothing.
    expect(
      await runSummaryJob(jobs[0]!, {
        store,
        engine,
        publisher: ns.publisher,
        countTokens: deps.countTokens,
        maxSummaryTokens: 80,
        now: () => new Date(),
      }),
    ).toMatchObject({ outcome: "stale" });
  });
});

describe("the trigger's cheap first check", () => {
  /** A conversation of `exchanges` question/answer pairs (600 tokens each), projected after the others. */
  async function conversationOf(id: string, exchanges: number, firstSeq: number) {
    const time = new Date().toISOString();
    const events: ChatEvent[] = [created(id, "short", time)];
    for (let i = 1; i <= exchanges; i++)
      events.push(...exchange(`${id}-q${i}`, i > 1 ? `${id}-q${i - 1}` : null, `${id}-${i}`, time, id));
    await applyEvents(
      db.db,
      events.map((event, i) => ({ event, seq: firstSeq + i })),
    );
  }
  const spied = () => {
    const store = postgresHistory(db.db);
    const loads: string[] = [];
    const branch: typeof store.branch = (...args) => {
      loads.push(args[0]);
      return store.branch(...args);
    };
    const jobs: unknown[] = [];
    return {
      loads,
      jobs,
      deps: {
        store: { ...store, branch },
        policy,
        countTokens: (t: string) => Math.ceil(t.length / 4),
        enqueue: async (j: unknown) => void jobs.push(j),
      },
    };
  };

  it("given a conversation below the threshold over all its turns, then it is below it, and no turn's content is read", async () => {
    const short = `c_short_${run}`;
    await conversationOf(short, 2, 2_000); // 1,200 tokens < 3,000
    const { deps, loads, jobs } = spied();
    expect(await deps.store.promptTokens(short)).toBe(1_200);
    expect(await considerConversation(deps, short, answerRowId(`${short}-q2`))).toBe("below-threshold");
    expect(loads).toEqual([]);
    expect(jobs).toEqual([]);
  });

  it("given one past the threshold over all its turns, then the sum cannot decide: its branch is read", async () => {
    // The forked conversation above: 10 exchanges over both branches (6,000 tokens > 3,000).
    const { deps, loads } = spied();
    expect(await deps.store.promptTokens(conv)).toBe(6_000);
    await considerConversation(deps, conv, answerRowId("b4"));
    expect(loads).toEqual([conv]);
  });

  it("given a conversation deleted or never projected, then not projected, and nothing is read", async () => {
    const { deps, loads } = spied();
    expect(await deps.store.promptTokens(`c_none_${run}`)).toBeNull();
    expect(await considerConversation(deps, `c_none_${run}`, answerRowId("x"))).toBe("not-projected");
    expect(loads).toEqual([]);
  });
});
