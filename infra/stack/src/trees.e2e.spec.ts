/**
 * Conversations are trees (issue #23), end to end on the whole stack: ask, regenerate twice, continue
 * from the second answer, edit the first question, read the tree back; the prompt follows the branch
 * (seen on the log and measured from outside with `done.usage.input`); rename, branch switch, delete,
 * paged listing, and the data setting.
 */

import { type ChatEvent, readGenerationEvents } from "@chat/events";
import { contentTokens, LLAMA3_TEMPLATE } from "@chat/model";
import { jetstream } from "@nats-io/jetstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ChatApi,
  collectSse,
  eventually,
  newMessageId as key,
  readSse,
  type SseEvent,
  WsClient,
} from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
let api: ChatApi;

type Usage = { input: number; cached: number; output: number };
type Msg = {
  pending?: true;
  id: string;
  parentId: string | null;
  role: string;
  content: string;
  siblings: string[];
  generationId?: string;
};
type Tree = { conversation: { id: string; title: string }; messages: Msg[]; currentLeafId: string | null };

beforeAll(async () => {
  stack = await startStack({ large: 1, small: 1, timeScale: 20 });
  api = new ChatApi(stack.apis[0]!.url, (await stack.user("plus")).token);
});
afterAll(async () => {
  await stack?.stop();
});

/** A streamed answer: its message id (from `meta`), its text and its usage. */
async function answered(res: Response) {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  const events: SseEvent[] = await collectSse(res);
  const done = events.at(-1)!;
  expect(done).toMatchObject({ event: "done", data: { finish: "stop" } });
  return {
    id: (events[0]!.data as { messageId: string }).messageId,
    text: events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text)
      .join(""),
    usage: (done.data as { usage: Usage }).usage,
  };
}

const ask = (conv: string, content: string, parentId: string | null) =>
  api.send(conv, key(), content, { parentId, model: "large" }).then(answered);
const regenerate = (id: string, idempotencyKey = key()) =>
  api
    .request(`/v1/messages/${id}/regenerate`, {
      method: "POST",
      headers: { "idempotency-key": idempotencyKey },
      body: JSON.stringify({ model: "large" }),
    })
    .then(answered);
const read = async (conv: string): Promise<Tree> => {
  const res = await api.request(`/v1/conversations/${conv}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Tree;
};

async function submittedPrompt(messageId: string) {
  for await (const ev of readGenerationEvents(jetstream(stack.ns.nc), stack.ns.names, messageId)) {
    if (ev.type === "message.submitted") return ev as Extract<ChatEvent, { type: "message.submitted" }>;
  }
  throw new Error(`no submission for ${messageId}`);
}

describe("a conversation tree", () => {
  it("regenerates, continues a chosen branch, edits a question, and reads every branch back", async () => {
    const conv = await api.conversation("trees");
    const q1 = "Name a mountain in the Alps.";
    const a1 = await ask(conv, q1, null);
    const r1Key = key();
    const r1 = await regenerate(a1.id, r1Key); // by the answer's generation id
    // Retried with the same key: the same answer, not a second one; settled once like any message.
    const again = await regenerate(a1.id, r1Key);
    expect(again).toEqual(r1);
    const ledger = await eventually(() =>
      stack.db.db.selectFrom("usage_ledger").selectAll().where("message_id", "=", r1.id).executeTakeFirst(),
    );
    expect({ input: ledger.input, cached: ledger.cached, output: ledger.output }).toEqual(r1.usage);
    const tree1 = await eventually(async () => {
      const t = await read(conv);
      const written = t.messages.filter((m) => m.role === "assistant" && !m.pending);
      return written.length === 2 ? t : null;
    });
    const user1 = tree1.messages.find((m) => m.role === "user")!;
    const answerRow = (gen: string) => tree1.messages.find((m) => m.generationId === gen)!;
    // The second regenerate names the answer row as a client reading the tree does.
    const r2 = await regenerate(answerRow(r1.id).id);

    // Each regenerate's prompt is the first one's: the same branch, no answer of a sibling in it.
    const [p1, p2, p3] = await Promise.all([a1.id, r1.id, r2.id].map(submittedPrompt));
    expect(p2!.prompt).toEqual(p1!.prompt);
    expect(p3!.prompt).toEqual(p1!.prompt);
    expect(p2!.regenerationOf).toBe(user1.id);
    expect(p3!.regenerationOf).toBe(user1.id);

    // Continue from the second answer (r1): its prompt holds that answer only.
    const q2 = "How high is it?";
    const c1 = await ask(conv, q2, answerRow(r1.id).id); // the answer's id, as read from the tree
    const pc = await submittedPrompt(c1.id);
    expect(pc.prompt.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(pc.prompt[2]!.content).toBe(r1.text);
    // Measured from outside: the prompt grew by that answer and the new question, nothing else.
    const grew = c1.usage.input - a1.usage.input;
    const expected = r1.usage.output + contentTokens(q2) + 2 * LLAMA3_TEMPLATE.perMessageTokens;
    expect(Math.abs(grew - expected)).toBeLessThanOrEqual(3);
    expect(grew).toBeLessThan(expected + Math.min(a1.usage.output, r2.usage.output));

    // Edit the first question: a sibling of it at the root, whose prompt is that question alone.
    const e1 = await ask(conv, "Name a mountain in the Andes.", null);
    const pe = await submittedPrompt(e1.id);
    expect(pe.prompt.map((m) => m.role)).toEqual(["system", "user"]);

    const tree = await eventually(async () => {
      const t = await read(conv);
      return t.messages.length === 8 && t.messages.every((m) => !m.pending) ? t : null;
    });
    const byGen = (gen: string) => tree.messages.find((m) => m.generationId === gen)!;
    const roots = tree.messages.filter((m) => m.parentId === null);
    expect(roots.map((m) => m.content)).toEqual([q1, "Name a mountain in the Andes."]);
    expect(roots[0]!.siblings).toEqual(roots.map((m) => m.id));
    const answers = [a1.id, r1.id, r2.id].map(byGen);
    for (const a of answers) {
      expect(a.parentId).toBe(user1.id);
      expect(a.siblings).toEqual(answers.map((x) => x.id)); // `< 1/3 >`, `< 2/3 >`, `< 3/3 >`
    }
    const cont = tree.messages.find((m) => m.content === q2)!;
    expect(cont.parentId).toBe(byGen(r1.id).id);
    expect(byGen(c1.id).parentId).toBe(cont.id);
    // The conversation opens where the user last continued: the edit's answer.
    expect(tree.currentLeafId).toBe(byGen(e1.id).id);
  });

  it("renames, switches branch for every device, lists newest first in pages, and deletes", async () => {
    // A user of its own, so the listing holds exactly this test's conversations.
    const api = new ChatApi(stack.apis[0]!.url, (await stack.user("plus")).token);
    const ask = (conv: string, content: string, parentId: string | null) =>
      api.send(conv, key(), content, { parentId, model: "large" }).then(answered);
    const read = async (conv: string): Promise<Tree> =>
      (await api.request(`/v1/conversations/${conv}`)).json() as Promise<Tree>;
    const convs: string[] = [];
    for (let i = 0; i < 3; i++) convs.push(await api.conversation(`list ${i}`));
    const conv = convs[2]!;
    const a = await ask(conv, "Say hello.", null);
    const b = await ask(conv, "Say goodbye.", null);

    const patch = (body: unknown) =>
      api.request(`/v1/conversations/${conv}`, { method: "PATCH", body: JSON.stringify(body) });
    expect((await patch({ title: "Greetings" })).status).toBe(202);
    const aRow = (await eventually(async () =>
      (await read(conv)).messages.find((m) => m.generationId === a.id),
    ))!;
    expect((await patch({ currentLeafId: aRow.id })).status).toBe(202);
    expect((await patch({ currentLeafId: "nope" })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    // Read your own writes: a change is answered once the read model holds it, so a read (the list, a
    // reload) right after shows it.
    const t = await read(conv);
    expect(t.conversation.title).toBe("Greetings");
    expect(t.currentLeafId).toBe(aRow.id);
    expect(t.messages.find((m) => m.generationId === b.id)).toBeDefined();

    // Newest first (the conversation just used is first), two per page, then the rest.
    const page1 = (await (await api.request("/v1/conversations?limit=2")).json()) as {
      conversations: { id: string }[];
      nextCursor: string | null;
    };
    expect(page1.conversations.map((c) => c.id)[0]).toBe(conv);
    expect(page1.conversations).toHaveLength(2);
    expect(page1.nextCursor).toBeTruthy();
    const page2 = (await (
      await api.request(`/v1/conversations?limit=2&cursor=${page1.nextCursor}`)
    ).json()) as { conversations: { id: string }[] };
    expect([...page1.conversations, ...page2.conversations].map((c) => c.id).sort()).toEqual(
      [...convs].sort(),
    );
    expect((await api.request("/v1/conversations?cursor=zzz")).status).toBe(400);

    expect((await api.request(`/v1/conversations/${conv}`, { method: "DELETE" })).status).toBe(202);
    const after = (await (await api.request("/v1/conversations?limit=100")).json()) as {
      conversations: { id: string }[];
    };
    expect(after.conversations.map((c) => c.id)).not.toContain(conv);
    expect((await api.request(`/v1/conversations/${conv}`)).status).toBe(404);
    expect((await api.stream(a.id)).status).toBe(404);
    expect((await api.send(conv, key(), "still there?")).status).toBe(404);
    // The read model kept no text of it.
    const rows = await stack.db.db
      .selectFrom("messages")
      .select("id")
      .where("conversation_id", "=", conv)
      .execute();
    expect(rows).toEqual([]);
  });

  it("regenerates over WebSocket like a send, and refuses an unknown target with a clear error frame", async () => {
    const conv = await api.conversation("ws trees");
    const first = await ask(conv, "Pick a colour.", null);
    const ws = await WsClient.connect(stack.apis[0]!.url, api.token);
    try {
      const again = key();
      ws.send({ type: "regenerate", targetId: first.id, messageId: again, model: "large" });
      const accepted = await ws.waitFor((f) => f.type === "accepted" && f.messageId === again);
      await ws.waitFor((f) => f.type === "event" && f.messageId === again && f.event === "done");
      const events = ws.events(again);
      expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
      expect((await submittedPrompt(accepted.id as string)).prompt).toEqual(
        (await submittedPrompt(first.id)).prompt,
      );

      ws.send({ type: "regenerate", targetId: "no-such-message", messageId: key() });
      expect(await ws.waitFor((f) => f.type === "error")).toMatchObject({ status: 404, code: "not_found" });

      // The conversation operations travel as frames too.
      ws.send({ type: "update_conversation", conversationId: conv, title: "Colours" });
      await ws.waitFor((f) => f.type === "conversation_updated" && f.title === "Colours");
      const tree = await eventually(async () => {
        ws.send({ type: "get_conversation", conversationId: conv });
        const t = await ws.waitFor((f) => f.type === "conversation_tree");
        ws.frames.splice(ws.frames.indexOf(t), 1); // the next poll waits for a fresh reply
        const msgs = t.messages as Msg[];
        return (t.conversation as { title: string }).title === "Colours" &&
          msgs.filter((m) => m.role === "assistant" && !m.pending).length === 2
          ? t
          : null;
      });
      expect((tree.messages as Msg[]).find((m) => m.role === "assistant")!.siblings).toHaveLength(2);
      ws.send({ type: "list_conversations", limit: 1 });
      const page = await ws.waitFor((f) => f.type === "conversations");
      expect(page.conversations).toEqual([expect.objectContaining({ id: conv, title: "Colours" })]);
      ws.send({ type: "get_settings" });
      expect(await ws.waitFor((f) => f.type === "settings")).toMatchObject({ trainingOptIn: false });
      ws.send({ type: "delete_conversation", conversationId: conv });
      await ws.waitFor((f) => f.type === "conversation_deleted" && f.id === conv);
    } finally {
      ws.close();
    }
  });

  it("answers bad tree input with a clear 4xx: no key, a parent from elsewhere, another user's message", async () => {
    const conv = await api.conversation("bad input");
    const other = await api.conversation("other");
    const first = await ask(other, "Hello there.", null);
    const noKey = await api.request(`/v1/messages/${first.id}/regenerate`, { method: "POST" });
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toMatchObject({ error: { field: "Idempotency-Key" } });
    // A parent that belongs to another conversation (or to nothing) is refused, naming the field.
    for (const parentId of [first.id, "nothing-like-it"]) {
      const res = await api.send(conv, key(), "Continue?", { parentId });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { field: "parentId" } });
    }
    const stranger = new ChatApi(stack.apis[0]!.url, (await stack.user("free")).token);
    const theirs = await stranger.request(`/v1/messages/${first.id}/regenerate`, {
      method: "POST",
      headers: { "idempotency-key": key() },
    });
    expect(theirs.status).toBe(404);
    const rename = await stranger.request(`/v1/conversations/${other}`, {
      method: "PATCH",
      body: JSON.stringify({ title: "mine now" }),
    });
    expect(rename.status).toBe(404);
    expect((await stranger.request(`/v1/conversations/${other}`, { method: "DELETE" })).status).toBe(404);
  });

  it("stops an answer still being written when its conversation is deleted", async () => {
    // At 20x an answer lasts well under a second: on a loaded machine the DELETE can land after the answer
    // ended. Up to three tries; the first answer the delete catches mid-stream must end `stopped`.
    let finish: unknown = null;
    for (let attempt = 0; attempt < 3 && finish !== "stopped"; attempt++) {
      const conv = await api.conversation("deleted mid-answer");
      const res = await api.send(
        conv,
        key(),
        "Write a long essay about the history of maps, with many details.",
        {
          model: "large",
        },
      );
      const events: SseEvent[] = [];
      let deleted = false;
      for await (const e of readSse(res)) {
        events.push(e);
        if (e.event === "delta" && !deleted) {
          deleted = true;
          expect((await api.request(`/v1/conversations/${conv}`, { method: "DELETE" })).status).toBe(202);
        }
      }
      expect(events.at(-1)?.event).toBe("done");
      finish = events.at(-1)?.data.finish;
      expect(finish).toMatch(/^(stopped|stop|length)$/);
    }
    expect(finish).toBe("stopped");
  });

  it("keeps the training opt-in off until the user turns it on", async () => {
    expect(await (await api.request("/v1/settings")).json()).toEqual({ trainingOptIn: false });
    const put = await api.request("/v1/settings", {
      method: "PUT",
      body: JSON.stringify({ trainingOptIn: true }),
    });
    expect(put.status).toBe(200);
    expect(await (await api.request("/v1/settings")).json()).toEqual({ trainingOptIn: true });
    const bad = await api.request("/v1/settings", {
      method: "PUT",
      body: JSON.stringify({ trainingOptIn: "yes" }),
    });
    expect(bad.status).toBe(400);
  });
});
