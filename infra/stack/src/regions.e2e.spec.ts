/**
 * Two regions end to end (issue #20): each a deployment of its own (NATS namespace, Postgres database,
 * dispatcher, replicas, projector), and region a's api in front of both. New conversations stay home while
 * home has headroom and spill to b when it has none; a running conversation stays where it is; when b is
 * lost, its answer in flight ends with a clear retryable error, its conversation's next message restarts in
 * a with the earlier turns in the prompt, and a retry is not run twice.
 */
import { type ApiInstance, createUser, startApiServer } from "@chat/api";
import { HEADROOM_KEY, parseHeadroom, scopedMessageId } from "@chat/events";
import { Kvm } from "@nats-io/kv";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatApi, collectSse, eventually, newMessageId as key, type SseEvent } from "./clients.ts";
import { type Stack, startStack, storedEvents } from "./stack.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./web/chromium.ts";
import { browserMissing } from "./web/harness.ts";

let a: Stack;
let b: Stack;
let api: ApiInstance;
let chat: ChatApi;
let userId: string;
let opsToken: string;

/** The regions as the ops view shows them (GET /v1/ops/overview, an ops user). */
async function opsRegions(): Promise<
  Array<{ region: string; up: boolean; rung: number; liveReplicas: number }>
> {
  const res = await fetch(`${api.url}/v1/ops/overview`, { headers: { authorization: `Bearer ${opsToken}` } });
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      regions: Array<{ region: string; up: boolean; rung: number; liveReplicas: number }>;
    }
  ).regions;
}

beforeAll(async () => {
  const region = (name: string) =>
    startStack({
      large: 1,
      small: 1,
      timeScale: 20,
      apis: 0,
      safety: false,
      dispatcher: { region: name, headroomEveryMs: 200 },
    });
  [a, b] = await Promise.all([region("a"), region("b")]);
  api = await startApiServer({
    nc: a.ns.nc,
    names: a.ns.names,
    db: a.db.db,
    regions: {
      home: "a",
      peers: [{ name: "b", nc: b.ns.nc, names: b.ns.names, db: b.db.db }],
      distanceMs: { b: 80 },
      watchEveryMs: 200,
    },
  });
  const user = await a.user("plus");
  userId = user.id;
  opsToken = (await createUser(a.db.db, "ops")).token;
  chat = new ChatApi(api.url, user.token);
  // The api has read both regions' headroom: both up.
  await eventually(async () => {
    const up = (await api.registry.getSingleMetricAsString("api_region_up")) ?? "";
    return up.includes('region="a"} 1') && up.includes('region="b"} 1');
  });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await Promise.all([a?.stop(), b?.stop()]);
});

/** The ops view in a real browser: its Regions table says which region is up and which is gone. */
async function expectOpsPageRegions(expected: Record<string, "up" | "gone">): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
  try {
    const context = await browser.newContext();
    await context.addInitScript({
      content: `localStorage.setItem("chat.token", ${JSON.stringify(opsToken)});`,
    });
    const page = await context.newPage();
    await page.goto(`${api.url}/ops`);
    const rows = page.locator("#ops-regions tbody tr");
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(Object.keys(expected).length);
    for (const [region, state] of Object.entries(expected)) {
      const row = page.locator(`#ops-regions tr[data-region="${region}"]`);
      await expect.poll(() => row.locator("td").first().textContent(), { timeout: 10_000 }).toBe(state);
    }
  } finally {
    await browser.close();
  }
}

async function headroom(s: Stack) {
  const kv = await new Kvm(s.ns.nc).open(s.ns.names.buckets.dispatch);
  const e = await kv.get(HEADROOM_KEY);
  return e ? parseHeadroom(e.value) : null;
}

/** The submissions on a region's log for one conversation. */
async function submissions(s: Stack, conversationId: string) {
  const all = await storedEvents(
    s.ns.nc,
    s.ns.names.log.streamOf(conversationId),
    s.ns.names.subjects.kind("submitted"),
  );
  return all.filter((e) => e.conversationId === conversationId);
}

async function answered(res: Response): Promise<{ events: SseEvent[]; text: string; id: string }> {
  if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
  const events = await collectSse(res);
  expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "stop" } });
  const text = events
    .filter((e) => e.event === "delta")
    .map((e) => (e.data as { text: string }).text)
    .join("");
  return { events, text, id: (events[0]!.data as { messageId: string }).messageId };
}

async function placedMetric(): Promise<string> {
  return (await api.registry.getSingleMetricAsString("api_conversations_placed_total")) ?? "";
}

describe("regions", () => {
  let homeConversation = "";
  let spilled = "";
  const spilledQuestion = "Tell me about tide pools and the animals that live in them.";

  it("a new conversation stays home while home has headroom, and is answered there", async () => {
    homeConversation = await chat.conversation("home");
    const first = await answered(await chat.send(homeConversation, key(), "What is a good name for a cat?"));
    expect(first.text.length).toBeGreaterThan(0);
    expect(await submissions(a, homeConversation)).toHaveLength(1);
    expect(await submissions(b, homeConversation)).toHaveLength(0);
    expect(await placedMetric()).toMatch(/region="a",reason="home"} 1/);
    // The ops view lists both regions, up, with their replicas.
    expect(await opsRegions()).toEqual([
      expect.objectContaining({ region: "a", up: true, liveReplicas: 2 }),
      expect.objectContaining({ region: "b", up: true, liveReplicas: 2 }),
    ]);
  });

  it("home at rung 2 or above: a new conversation spills to b; a running one stays home", async () => {
    // Home's ladder climbs at any load and never comes down: it has no headroom.
    await a.restartDispatcher({
      region: "a",
      headroomEveryMs: 200,
      ladder: { upLines: [0, 0, 0], downGap: 2, minMoveIntervalMs: 0 },
      ladderIntervalMs: 100,
    });
    await eventually(async () => ((await headroom(a))?.rung ?? 0) >= 2);
    await new Promise((r) => setTimeout(r, 500)); // the api's watch reads every 200 ms

    spilled = await chat.conversation("spilled");
    const first = await answered(await chat.send(spilled, key(), spilledQuestion));
    expect(await submissions(b, spilled)).toHaveLength(1);
    expect(await submissions(a, spilled)).toHaveLength(0);
    expect(await placedMetric()).toMatch(/region="b",reason="spill"} 1/);

    // Its second message follows it to b (its cache is there), wherever home's ladder stands.
    const second = await answered(
      await chat.send(spilled, key(), "And which of them can live out of water?", { parentId: first.id }),
    );
    expect(second.text.length).toBeGreaterThan(0);
    expect(await submissions(b, spilled)).toHaveLength(2);

    // The conversation that started at home stays home.
    await answered(await chat.send(homeConversation, key(), "And a name for a dog?"));
    expect(await submissions(a, homeConversation)).toHaveLength(2);

    // One list across both regions; the spilled conversation reads whole through the home api.
    const list = (await (await chat.request("/v1/conversations")).json()) as {
      conversations: { id: string }[];
    };
    expect(list.conversations.map((c) => c.id).sort()).toEqual([homeConversation, spilled].sort());
    const tree = await eventually(async () => {
      const t = (await (await chat.request(`/v1/conversations/${spilled}`)).json()) as {
        messages: { role: string; content: string; pending?: true }[];
      };
      return t.messages.length === 4 && !t.messages.some((m) => m.pending) ? t : null;
    });
    expect(tree.messages[0]).toMatchObject({ role: "user", content: spilledQuestion });
  }, 60_000);

  it("b is lost: its answer in flight ends clearly, the conversation restarts in a with its history, once", async () => {
    const tree = (await (await chat.request(`/v1/conversations/${spilled}`)).json()) as {
      currentLeafId: string;
    };
    // b's dispatchers stop (nothing there will route or finish anything) and then its replicas.
    await b.dispatcher.stop();
    const lostAt = Date.now();
    const lostKey = key();
    const inFlight = await chat.send(spilled, lostKey, "One more thing about crabs?", {
      parentId: tree.currentLeafId,
    });
    expect(inFlight.status).toBe(200);
    const events = await collectSse(inFlight);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ event: "done", data: { finish: "error", retryAfterSeconds: 1 } });
    expect(String((done.data as { detail: string }).detail)).toMatch(/region b stopped answering/);
    expect(Date.now() - lostAt).toBeLessThan(10_000);
    const lostId = scopedMessageId(userId, lostKey);
    for (const r of b.replicas) await b.killWorker(r.id);
    expect((await opsRegions()).find((r) => r.region === "b")).toMatchObject({ up: false });
    if (!browserMissing()) await expectOpsPageRegions({ a: "up", b: "gone" });

    // The next message restarts the conversation in a: the prompt carries the turns written in b.
    const retryKey = key();
    const restarted = await answered(
      await chat.send(spilled, retryKey, "Where do hermit crabs find shells?", {
        parentId: tree.currentLeafId,
      }),
    );
    expect(restarted.text.length).toBeGreaterThan(0);
    const inA = await submissions(a, spilled);
    expect(inA).toHaveLength(1);
    const prompt = JSON.stringify((inA[0] as { prompt: unknown }).prompt);
    expect(prompt).toContain("tide pools");
    expect(await api.registry.getSingleMetricAsString("api_conversations_moved_total")).toMatch(
      /from="b",to="a"} 1/,
    );

    // A retry of that message is the same message: not run again, in either region.
    const again = await chat.send(spilled, retryKey, "Where do hermit crabs find shells?", {
      parentId: tree.currentLeafId,
    });
    expect(again.status).toBe(200);
    await collectSse(again);
    expect(await submissions(a, spilled)).toHaveLength(1);

    // The conversation reads whole: b's turns and a's new one.
    const after = await eventually(async () => {
      const t = (await (await chat.request(`/v1/conversations/${spilled}`)).json()) as {
        messages: { role: string; content: string; pending?: true }[];
      };
      return t.messages.some((m) => m.content === "Where do hermit crabs find shells?") &&
        !t.messages.some((m) => m.pending)
        ? t
        : null;
    });
    expect(after.messages[0]).toMatchObject({ role: "user", content: spilledQuestion });
    // The answer lost with b reads back as its stream ended: an error, saying why and what to do.
    const lostAnswer = (after.messages as Array<Record<string, unknown>>).find(
      (m) => m.generationId === lostId,
    );
    expect(lostAnswer).toMatchObject({ role: "assistant", finish: "error" });
    expect(String(lostAnswer?.detail)).toMatch(/region b stopped answering; send the message again/);

    // A new conversation while b is gone is placed at home, even with home at its top rung.
    const next = await chat.conversation("after the loss");
    await answered(await chat.send(next, key(), "What is a haiku?"));
    expect(await submissions(a, next)).toHaveLength(1);

    // The list still shows each conversation once.
    const list = (await (await chat.request("/v1/conversations")).json()) as {
      conversations: { id: string }[];
    };
    const ids = list.conversations.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([homeConversation, spilled, next]));

    // b comes back: the answer its user was told had failed is ended there, never queued or billed.
    for (const r of b.replicas) await b.restartWorker(r.id);
    await b.restartDispatcher({ region: "b", headroomEveryMs: 200 });
    const ended = await eventually(async () => {
      const all = await storedEvents(
        b.ns.nc,
        b.ns.names.log.streamOf(lostId),
        b.ns.names.subjects.generation(lostId),
      );
      return all.find((e) => e.type === "generation.finished");
    });
    expect(ended).toMatchObject({ finish: "stopped" });
    const story = await storedEvents(
      b.ns.nc,
      b.ns.names.log.streamOf(lostId),
      b.ns.names.subjects.generation(lostId),
    );
    expect(story.map((e) => e.type)).not.toContain("generation.routed");
  }, 90_000);
});
