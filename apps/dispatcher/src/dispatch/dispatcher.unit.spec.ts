/**
 * The dispatcher's loop for one submission, with fakes for the log (a recording publisher), the policy and
 * the clock: what is written, in what order, for each way a message can go. The real NATS path is in
 * shadow.int.spec.ts and the e2e stack.
 */
import {
  type EventPublisher,
  type MessageSubmitted,
  names as topologyNames,
  type WorkItem,
} from "@chat/events";
import { describe, expect, it } from "vitest";
import { submittedAt } from "../fixtures/submitted.ts";
import {
  type DispatcherDeps,
  type DispatchPolicy,
  dispatchSubmission,
  type Placement,
} from "./dispatcher.ts";

const NOW = 1_700_000_000_000;
const sub = (over: Partial<MessageSubmitted> = {}) =>
  submittedAt(NOW, {
    tier: "free",
    requestedModel: "auto",
    contentTokens: 2,
    promptTokens: 20,
    systemPromptTokens: 10,
    maxAnswerTokens: 1_000,
    ...over,
  });

/** A publisher that keeps what it was given, in order. */
function recordingLog() {
  const written: Array<{ subject?: string; type: string; body: Record<string, unknown> }> = [];
  const publisher = {
    async publish(event: { type: string }) {
      written.push({ type: event.type, body: event as Record<string, unknown> });
      return { duplicate: false, seq: written.length, stream: "CHAT" };
    },
    async publishJson(subject: string, schema: typeof WorkItem, body: WorkItem) {
      schema.parse(body);
      written.push({ subject, type: "work", body });
      return { duplicate: false, seq: written.length, stream: "WORK" };
    },
  } as unknown as EventPublisher;
  return { written, publisher };
}

const queueOn = (replicaId: string): Placement => ({
  action: "queue",
  pool: "large",
  replicaId,
  maxAnswerTokens: 700,
  notes: ["pick:favourite"],
  adds: { prefillTokens: 20, kvTokens: 10 },
});

function deps(place: DispatchPolicy["place"], over: Partial<DispatcherDeps> = {}) {
  const log = recordingLog();
  let now = NOW;
  const placed: Array<[string, number, number]> = [];
  const d: DispatcherDeps = {
    names: topologyNames(),
    publisher: log.publisher,
    policy: {
      route: async () => ({ pool: "large", reason: "route:hard", score: 0.9 }),
      place,
      priority: (s) => (s.tier === "free" ? 0 : 1),
    },
    replicas: () => [],
    // Each look at the clock moves it 1 s, so a wait for a replica ends within the test.
    now: () => (now += 1_000),
    alreadyRouted: async () => false,
    onPlaced: (...args) => placed.push(args),
    ...over,
  };
  return { d, log, placed };
}

describe("dispatchSubmission", () => {
  it("queues the work on the replica's own subject, then records the routing, and corrects the replica's load", async () => {
    const { d, log, placed } = deps(() => queueOn("large-7"));
    const out = await dispatchSubmission(sub(), false, d);
    expect(out).toMatchObject({ kind: "queued", replicaId: "large-7" });
    expect(log.written.map((w) => w.type)).toEqual(["work", "generation.routed"]);
    expect(log.written[0]?.subject).toBe(d.names.subjects.work("large", "large-7"));
    expect(log.written[0]?.body).toMatchObject({
      messageId: "m_1",
      attempt: 1,
      maxAnswerTokens: 700,
      priority: 0,
    });
    expect(log.written[1]?.body).toMatchObject({
      replicaId: "large-7",
      reason: "route:hard; pick:favourite",
    });
    expect(placed).toEqual([["large-7", 20, 10]]);
  });

  it("given a refusal by the ladder, then the one terminal event says so with its Retry-After, and nothing is queued", async () => {
    const { d, log } = deps(() => ({ action: "refuse", retryAfterS: 7, reason: "busy, try again soon" }));
    expect(await dispatchSubmission(sub(), false, d)).toMatchObject({ kind: "refused" });
    expect(log.written).toHaveLength(1);
    expect(log.written[0]?.body).toMatchObject({
      type: "generation.finished",
      finish: "refused",
      retryAfterS: 7,
      usage: { input: 0, cached: 0, output: 0 },
    });
  });

  it("given a stop asked before it was queued, then it ends stopped and no GPU work is queued", async () => {
    const { d, log } = deps(() => queueOn("large-1"), { stopRequested: async () => true });
    expect(await dispatchSubmission(sub(), false, d)).toEqual({ kind: "stopped" });
    expect(log.written.map((w) => [w.type, w.body.finish])).toEqual([["generation.finished", "stopped"]]);
  });

  it("given a submission older than its start deadline (its region's dispatchers were down), then it ends with an error and is never queued", async () => {
    const { d, log } = deps(() => queueOn("large-1"), { startDeadlineMs: () => 30_000 });
    const old = sub({ time: new Date(NOW - 60_000).toISOString() });
    expect(await dispatchSubmission(old, false, d)).toEqual({ kind: "expired" });
    expect(log.written.map((w) => [w.type, w.body.finish])).toEqual([["generation.finished", "error"]]);
    expect(String(log.written[0]?.body.detail)).toMatch(/not started within 30 s/);
    // One just sent is queued as usual.
    const fresh = deps(() => queueOn("large-1"), { startDeadlineMs: () => 30_000 });
    expect(
      await dispatchSubmission(sub({ time: new Date(NOW).toISOString() }), false, fresh.d),
    ).toMatchObject({
      kind: "queued",
    });
  });

  it("given a redelivery of a message already routed (a crash after queueing), then nothing is written again", async () => {
    const { d, log } = deps(() => queueOn("large-1"), { alreadyRouted: async () => true });
    expect(await dispatchSubmission(sub(), true, d)).toEqual({ kind: "duplicate" });
    expect(log.written).toEqual([]);
  });

  it("given a message the input check flagged, then its refusal is written and it is never routed", async () => {
    let routed = false;
    const { d, log } = deps(() => {
      routed = true;
      return queueOn("large-1");
    });
    const flagged = sub({
      inputCheck: { stage: "input", flagged: true, category: "S9", score: 0.97, decidedBy: "guard" },
    });
    expect(await dispatchSubmission(flagged, false, d)).toMatchObject({ kind: "refused" });
    expect(routed).toBe(false);
    expect(log.written.map((w) => w.type)).toContain("generation.finished");
    expect(log.written.some((w) => w.type === "work")).toBe(false);
  });

  it("given no live replica until its deadline, then it ends in a clear error instead of waiting forever", async () => {
    const { d, log } = deps(() => ({ action: "wait", pool: "small" }), { noReplicaWaitMs: 1_500 });
    expect(await dispatchSubmission(sub(), false, d)).toEqual({ kind: "no-replica", pool: "small" });
    expect(log.written[0]?.body).toMatchObject({ finish: "error", detail: "no live small replica" });
  });
});
