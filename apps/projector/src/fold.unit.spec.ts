import { EventKind, names } from "@chat/events";
import { describe, expect, it } from "vitest";
import { workload } from "./fixtures/workload.ts";
import { project, UNREAD_KINDS } from "./fold.ts";

const events = workload({ conversations: 1, messagesPerConversation: 1, deltasPerAnswer: 2 });
const of = <T extends (typeof events)[number]["type"]>(type: T) =>
  events.find((e) => e.type === type) as Extract<(typeof events)[number], { type: T }>;

describe("project (the projector's fold)", () => {
  it("given conversation.created, when projected, then it inserts the conversation with zero tokens", () => {
    const e = of("conversation.created");
    const ops = project(e, 1);
    expect(ops).toEqual([
      {
        op: "insertConversation",
        row: expect.objectContaining({
          id: e.conversationId,
          user_id: e.userId,
          title: e.title,
          total_tokens: 0,
        }),
      },
    ]);
    expect(ops[0]).toMatchObject({ row: { log_seq: 1, created_at: e.time, updated_at: e.time } });
  });

  it("given message.submitted, when projected, then a user row, a queued generation and the conversation's tokens", () => {
    const e = of("message.submitted");
    const ops = project(e, 2);
    expect(ops.map((o) => o.op)).toEqual(["insertMessage", "insertGeneration", "touchConversation"]);
    expect(ops[0]).toMatchObject({
      row: { id: e.messageId, role: "user", content: e.content, tokens: e.contentTokens, parent_id: null },
    });
    expect(ops[1]).toMatchObject({
      row: { message_id: e.messageId, status: "queued", submitted_at: e.time },
    });
    expect(ops[2]).toMatchObject({ id: e.conversationId, addTokens: e.contentTokens, logSeq: 2 });
  });

  it("given generation.finished, when projected, then the answer row is `<messageId>-a` and the generation finishes with the tokens sent", () => {
    const e = of("generation.finished");
    const ops = project(e, 9);
    expect(ops[0]).toMatchObject({
      op: "insertMessage",
      row: {
        id: `${e.messageId}-a`,
        role: "assistant",
        parent_id: e.messageId,
        content: e.text,
        tokens: e.usage.output,
        model: e.model,
        finish: e.finish,
      },
    });
    expect(ops[1]).toMatchObject({
      op: "updateGeneration",
      set: { status: "finished", finish: e.finish, tokens_sent: e.usage.output },
      unlessFinished: false,
    });
    expect(ops[2]).toMatchObject({ op: "touchConversation", addTokens: e.usage.output });
  });

  it("given a refused or failed generation.finished, when projected, then the answer row keeps what its done said", () => {
    const e = of("generation.finished");
    const refused = {
      ...e,
      finish: "refused" as const,
      text: "The first sentence was shown.",
      detail: "Sorry, I can't continue this answer (S9).\u0000",
      category: "S9" as const,
    };
    expect(project(refused, 9)[0]).toMatchObject({
      row: {
        content: refused.text,
        finish: "refused",
        // U+0000 cannot be stored (jsonb refuses it as text does).
        ending: { detail: "Sorry, I can't continue this answer (S9).\uFFFD", category: "S9" },
      },
    });
    const busy = { ...e, finish: "refused" as const, text: "", detail: "rung 3: busy", retryAfterS: 20 };
    expect(project(busy, 9)[0]).toMatchObject({
      row: { ending: { detail: "rung 3: busy", retryAfterS: 20 } },
    });
    expect(project({ ...e, finish: "stop" }, 9)[0]).toMatchObject({ row: { ending: null } });
  });

  it("given deltas, when projected, then nothing: no read model needs them, and their kind is unread", () => {
    const e = of("generation.delta");
    expect(project(e, 5)).toEqual([]);
    // The live projector and the rebuild know a delta by its subject and never parse it.
    const kind = names("").parseChatSubject(names("").subjects.event(e.messageId, e.type))?.kind;
    expect(kind && UNREAD_KINDS.has(kind)).toBe(true);
    const others = workload({ conversations: 2, messagesPerConversation: 8 }).filter(
      (x) => x.type !== "generation.delta",
    );
    for (const x of others) expect(UNREAD_KINDS.has(EventKind[x.type])).toBe(false);
  });

  it("given generation.started and interrupted, then the status follows and a finished one is left alone", () => {
    const started = events.find((e) => e.type === "generation.started");
    expect(started && project(started, 3)[0]).toMatchObject({
      set: { status: "running" },
      unlessFinished: true,
    });
  });

  it("given an interruption then a resubmission, then interrupted with the tokens sent, then queued again", () => {
    const all = workload({ conversations: 1, messagesPerConversation: 4 });
    const interrupted = all.find((e) => e.type === "generation.interrupted");
    const resubmitted = all.find((e) => e.type === "generation.resubmitted");
    expect(interrupted && project(interrupted, 7)[0]).toMatchObject({
      set: {
        status: "interrupted",
        tokens_sent: interrupted?.type === "generation.interrupted" && interrupted.tokensSent,
      },
    });
    expect(resubmitted && project(resubmitted, 8)[0]).toMatchObject({
      set: { status: "queued", attempt: 2 },
      unlessFinished: true,
    });
  });

  it("given usage.settled, when projected, then one ledger row with the settlement's figures", () => {
    const e = of("usage.settled");
    expect(project(e, 10)).toEqual([
      {
        op: "insertUsage",
        row: {
          message_id: e.messageId,
          user_id: e.userId,
          tier: e.tier,
          input: e.usage.input,
          cached: e.usage.cached,
          output: e.usage.output,
          reserved_cost: e.reservedCost,
          cost: e.cost,
          finish: e.finish,
          settled_at: e.time,
          log_seq: 10,
        },
      },
    ]);
  });

  it("given a stop request, when projected, then nothing changes (the finish records it)", () => {
    const { id: _id, title: _title, type: _type, ...env } = of("conversation.created");
    expect(
      project(
        { ...env, id: "m.stop", type: "generation.stop_requested", v: 1, reason: "user pressed stop" },
        4,
      ),
    ).toEqual([]);
  });

  it("given the synthetic workload, then every event is valid and each has a fold", async () => {
    const { ChatEvent } = await import("@chat/events");
    const all = workload({ conversations: 3, messagesPerConversation: 5 });
    for (const e of all) expect(ChatEvent.safeParse(e).success).toBe(true);
    expect(new Set(all.map((e) => e.type))).toContain("generation.interrupted");
  });
});
