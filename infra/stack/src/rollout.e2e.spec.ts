/**
 * A model rollout by conversation (issue 19, DESIGN section 9): each replica serves one version; a new
 * conversation is pinned to a version when it is created (a stable hash against the rollout's share), and
 * every message of it runs on that version's replicas. A rollback sends new conversations back and moves no
 * running one. Every change is on the FLEET stream.
 */
import { readGeneration, rolloutShadowId, scopedMessageId, stageRollout } from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatApi, collectSse, eventually, newMessageId } from "./clients.ts";
import { type Stack, startStack, storedEvents } from "./stack.ts";

let stack: Stack;
let token: string;
let userId: string;
const api = () => new ChatApi(stack.apis[0]!.url, token);
const replicaOf = { v1: "large-1", v2: "large-2" } as const;

beforeAll(async () => {
  stack = await startStack({ large: 2, small: 0, timeScale: 20, versions: { "large-2": "v2" } });
  ({ token, id: userId } = await stack.user("plus"));
});
afterAll(async () => {
  await stack?.stop();
});

/** The versions recorded on the conversation's creation. */
async function versionsOf(conversationId: string) {
  const [created] = await storedEvents(
    stack.ns.nc,
    stack.ns.names.log.streamOf(conversationId),
    stack.ns.names.subjects.event(conversationId, "conversation.created"),
  );
  return created?.versions as { large: string; small: string } | undefined;
}

/** Sends one message and returns the replica that answered it and the version it was routed with. */
async function askIn(conversationId: string, content: string) {
  const key = newMessageId();
  const events = await collectSse(await api().send(conversationId, key, content, { model: "large" }));
  expect(events.at(-1)?.data.finish).toBe("stop");
  const state = await readGeneration(jetstream(stack.ns.nc), stack.ns.names, scopedMessageId(userId, key));
  return { replicaId: state.replicaId, version: state.route?.version };
}

describe("a rollout at 50% of new conversations, then a rollback", () => {
  it("pins each conversation to one version for all its messages, and a rollback moves none", async () => {
    await stageRollout(
      stack.ns.nc,
      stack.ns.names,
      { pool: "large", current: "v1", candidate: "v2", stage: "50", shadowShare: 0 },
      "test",
    );
    // The api watches the rollout: wait until new conversations get the candidate.
    await eventually(async () => (await versionsOf(await api().conversation()))?.large === "v2", 5_000);

    const conversations = await Promise.all(Array.from({ length: 16 }, () => api().conversation()));
    const pinned = await Promise.all(conversations.map(async (c) => (await versionsOf(c))!.large));
    const onCandidate = pinned.filter((v) => v === "v2").length;
    expect(onCandidate).toBeGreaterThan(2);
    expect(onCandidate).toBeLessThan(14);
    await Promise.all(
      conversations.map(async (c, i) => {
        for (const turn of [1, 2]) {
          const answered = await askIn(c, `turn ${turn} of conversation ${i}`);
          expect(answered.version).toBe(pinned[i]);
          expect(answered.replicaId).toBe(replicaOf[pinned[i] as "v1" | "v2"]);
        }
      }),
    );

    // Rollback: new conversations go back to v1; one already on v2 stays there.
    const running = conversations[pinned.indexOf("v2")]!;
    await stageRollout(
      stack.ns.nc,
      stack.ns.names,
      { pool: "large", current: "v1", candidate: null, stage: "off", shadowShare: 0 },
      "test",
    );
    await eventually(async () => (await versionsOf(await api().conversation()))?.large === "v1", 5_000);
    const after = await Promise.all(Array.from({ length: 8 }, () => api().conversation()));
    for (const c of after) expect((await versionsOf(c))?.large).toBe("v1");
    expect(await askIn(running, "still here after the rollback?")).toEqual({
      replicaId: "large-2",
      version: "v2",
    });

    const fleet = await storedEvents(
      stack.ns.nc,
      stack.ns.names.streams.fleet,
      stack.ns.names.subjects.fleet("rollout"),
    );
    expect(fleet.map((e) => (e.rollout as { stage: string }).stage)).toEqual(["50", "off"]);
  });
});

describe("the shadow stage", () => {
  it("answers beside the user on the candidate, records the pair, and the user never sees or pays for it", async () => {
    await stageRollout(
      stack.ns.nc,
      stack.ns.names,
      { pool: "large", current: "v1", candidate: "v2", stage: "shadow", shadowShare: 1 },
      "test",
    );
    await new Promise((r) => setTimeout(r, 300)); // the dispatcher's watch sees the stage
    const conv = await api().conversation();
    expect((await versionsOf(conv))?.large).toBe("v1"); // the shadow stage pins no one to the candidate
    const key = newMessageId();
    const events = await collectSse(await api().send(conv, key, "What is a lighthouse?", { model: "large" }));
    expect(events.at(-1)?.data.finish).toBe("stop");
    const messageId = scopedMessageId(userId, key);
    const shadowId = rolloutShadowId(messageId, "v2");
    const pair = await eventually(async () => {
      const [p] = await storedEvents(
        stack.ns.nc,
        stack.ns.names.streams.shadow,
        stack.ns.names.subjects.shadow(shadowId, "pair"),
      );
      return p;
    }, 15_000);
    expect(pair).toMatchObject({
      type: "rollout.pair",
      messageId,
      currentVersion: "v1",
      candidateVersion: "v2",
      current: { replicaId: "large-1", finish: "stop" },
      candidate: { replicaId: "large-2" },
    });
    // Nothing of the candidate's answer on the chat log: no events, no settlement, so no history or bill.
    const onChat = await storedEvents(
      stack.ns.nc,
      stack.ns.names.log.streamOf(shadowId),
      stack.ns.names.subjects.generation(shadowId),
    );
    expect(onChat).toEqual([]);
    const settled = await eventually(async () => {
      const s = await storedEvents(
        stack.ns.nc,
        stack.ns.names.log.streamOf(messageId),
        stack.ns.names.subjects.event(messageId, "usage.settled"),
      );
      return s.length > 0 ? s : null;
    });
    expect(settled).toHaveLength(1);
    // The user's stream held one answer, their own.
    expect(new Set(events.map((e) => e.data.messageId).filter(Boolean))).toEqual(new Set([messageId]));
  });
});
