/**
 * Stop works in every state, and every accepted message ends (issue 14, DESIGN section 7): a stop while the
 * message waits in the dispatcher, on a work subject, in the engine's queue, or while it is being moved off a
 * dead replica, ends it as `stopped` with nothing generated after the stop; a message that cannot start in
 * time, or stops making progress, ends with `error` and a detail the client can act on.
 */

import { readGeneration, readGenerationEvents, scopedMessageId } from "@chat/events";
import type { EngineClient, EngineRequest } from "@chat/platform";
import { jetstream } from "@nats-io/jetstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerText, ChatApi, eventually, newMessageId, readSse, type SseEvent } from "./clients.ts";
import { type Stack, startStack, storedEvents } from "./stack.ts";

/** Holds engine requests before they start (`held`) or after `stallAfter` chunks, until released or aborted. */
class EngineGate {
  held = false;
  stallAfter = Number.POSITIVE_INFINITY;
  private waiters: Array<() => void> = [];

  release(): void {
    this.held = false;
    this.stallAfter = Number.POSITIVE_INFINITY;
    for (const w of this.waiters.splice(0)) w();
  }

  private async wait(signal: AbortSignal | undefined): Promise<void> {
    await new Promise<void>((resolve) => {
      this.waiters.push(resolve);
      signal?.addEventListener("abort", () => resolve(), { once: true });
    });
    if (signal?.aborted) throw signal.reason ?? new Error("aborted");
  }

  wrap(engine: EngineClient): EngineClient {
    const gate = this;
    return {
      model: engine.model,
      readLoad: () => engine.readLoad(),
      healthy: () => engine.healthy(),
      async *stream(req: EngineRequest) {
        while (gate.held) await gate.wait(req.signal);
        let n = 0;
        for await (const chunk of engine.stream(req)) {
          while (n >= gate.stallAfter) await gate.wait(req.signal);
          n++;
          yield chunk;
        }
      },
    };
  }
}

let stack: Stack;
let token: string;
let userId: string;
const gate = new EngineGate();
const api = () => new ChatApi(stack.apis[0]!.url, token);
const js = () => jetstream(stack.ns.nc);

beforeAll(async () => {
  stack = await startStack({
    large: 2,
    small: 0,
    timeScale: 3,
    limits: true,
    wrapEngine: (_id, engine) => gate.wrap(engine),
    dispatcher: {
      noReplicaWaitMs: 8_000,
      deadlines: { startDeadlineS: { default: 3 }, silenceMs: 2_000 },
      watchdogEveryMs: 250,
    },
  });
  ({ token, id: userId } = await stack.user("plus"));
});
afterAll(async () => {
  gate.release();
  await stack?.stop();
});

/**
 * Sends a message and returns its id on the log and a reader of its events (`meta`, which names the id, comes
 * only once the message is routed: the id is derived here from the user and the key the client chose).
 */
async function send(content: string, model: "large" | "small" = "large") {
  // The model is chosen (a Plus user may pick it), so the router does not decide where it runs.
  const conv = await api().conversation();
  const key = newMessageId();
  const messageId = scopedMessageId(userId, key);
  const res = await api().send(conv, key, content, { model });
  expect(res.status).toBe(200);
  const events: SseEvent[] = [];
  const rest = (async () => {
    for await (const e of readSse(res)) events.push(e);
    return events;
  })();
  return { messageId, events, rest };
}

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: > ${ms} ms`)), ms)),
  ]);

/** Deltas on the log after the stop was recorded (none may be). */
async function deltasAfterStop(messageId: string): Promise<number> {
  let stopped = false;
  let after = 0;
  for await (const ev of readGenerationEvents(js(), stack.ns.names, messageId)) {
    if (ev.type === "generation.stop_requested") stopped = true;
    else if (ev.type === "generation.delta" && stopped) after++;
  }
  return after;
}

async function settledCost(messageId: string): Promise<number> {
  const settled = await eventually(async () => {
    const evs = await storedEvents(
      stack.ns.nc,
      stack.ns.names.log.streamOf(messageId),
      stack.ns.names.subjects.event(messageId, "usage.settled"),
    );
    return evs[0];
  }, 10_000);
  return settled.cost as number;
}

describe("stop, in every state", () => {
  it("while the dispatcher waits for a replica: ends at once, nothing billed", async () => {
    // No live replica (their reports are past the failover window): the dispatcher holds the message.
    for (const r of stack.replicas) await stack.killWorker(r.id);
    await eventually(async () =>
      stack.dispatcher.replicas.snapshot().every((r) => Date.now() - r.at > 2_100),
    );
    const m = await send("a question while no replica is up");
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    expect((await api().stop(m.messageId)).status).toBeLessThan(300);
    const events = await within(m.rest, 5_000, "stopped answer");
    expect(Date.now() - t0).toBeLessThan(3_000);
    expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "stopped" } });
    expect(answerText(events)).toBe("");
    expect(await settledCost(m.messageId)).toBe(0);
    expect((await readGeneration(js(), stack.ns.names, m.messageId)).route).toBeNull();
    for (const r of stack.replicas) await stack.restartWorker(r.id);
    await eventually(async () => stack.dispatcher.replicas.snapshot().length === 2);
  });

  it("while it waits in the engine's queue: ends at once, nothing generated or billed", async () => {
    gate.held = true;
    try {
      const m = await send("Tell me about lighthouses.");
      await eventually(async () => stack.replicas.some((r) => r.agent?.active.has(m.messageId)), 10_000);
      expect((await api().stop(m.messageId)).status).toBeLessThan(300);
      const events = await within(m.rest, 5_000, "stopped answer");
      expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "stopped" } });
      expect(answerText(events)).toBe("");
      const state = await readGeneration(js(), stack.ns.names, m.messageId);
      expect(state.finished?.usage).toEqual({ input: 0, cached: 0, output: 0 });
      expect(await settledCost(m.messageId)).toBe(0);
    } finally {
      gate.release();
    }
  });

  it("while its work waits on a replica's subject with no worker pulling: the next worker ends it", async () => {
    for (const r of stack.replicas) await stack.killWorker(r.id);
    // The reports are still fresh: the dispatcher queues the work on a replica whose worker is gone.
    const m = await send("Tell me about harbours.");
    await eventually(
      async () => (await readGeneration(js(), stack.ns.names, m.messageId)).route !== null,
      5_000,
    );
    expect((await api().stop(m.messageId)).status).toBeLessThan(300);
    for (const r of stack.replicas) await stack.restartWorker(r.id);
    const events = await within(m.rest, 10_000, "stopped answer");
    expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "stopped" } });
    expect(answerText(events)).toBe("");
    expect(await deltasAfterStop(m.messageId)).toBe(0);
  });

  it("while it is being moved off a dead replica: ends with the text sent before, billed for it only", async () => {
    const m = await send("Tell me a long story about a lighthouse keeper.");
    await eventually(async () => m.events.filter((e) => e.event === "delta").length >= 3, 15_000);
    const holder = (await readGeneration(js(), stack.ns.names, m.messageId)).replicaId!;
    await stack.killWorker(holder);
    expect((await api().stop(m.messageId)).status).toBeLessThan(300);
    const events = await within(m.rest, 10_000, "stopped answer");
    expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "stopped" } });
    const state = await readGeneration(js(), stack.ns.names, m.messageId);
    expect(answerText(events)).toBe(state.finished!.text);
    expect(state.finished!.usage.output).toBe(state.tokens);
    expect(state.attempt).toBe(1); // never run again
    expect(await deltasAfterStop(m.messageId)).toBe(0);
    await stack.restartWorker(holder);
  });
});

describe("every accepted message ends", () => {
  it("one that cannot start within its deadline ends with an error the client can act on, and costs nothing", async () => {
    gate.held = true;
    try {
      const m = await send("Tell me about tides.");
      const t0 = Date.now();
      const events = await within(m.rest, 10_000, "expired answer");
      expect(Date.now() - t0).toBeLessThan(8_000);
      const done = events.at(-1)!;
      expect(done).toMatchObject({ event: "done", data: { finish: "error" } });
      expect(String(done.data.detail ?? "")).toMatch(/not started within 3 s/);
      expect(await settledCost(m.messageId)).toBe(0);
      // The worker that held it in its engine's queue let it go.
      await eventually(async () => stack.replicas.every((r) => !r.agent?.active.has(m.messageId)), 5_000);
    } finally {
      gate.release();
    }
  });

  it("one its dispatcher was watching when it restarted still ends at its deadline", async () => {
    gate.held = true;
    try {
      const m = await send("Tell me about currents.");
      await eventually(async () => stack.replicas.some((r) => r.agent?.active.has(m.messageId)), 5_000);
      await stack.restartDispatcher();
      const events = await within(m.rest, 10_000, "expired answer");
      expect(events.at(-1)).toMatchObject({ event: "done", data: { finish: "error" } });
      expect(String(events.at(-1)!.data.detail ?? "")).toMatch(/not started within 3 s/);
    } finally {
      gate.release();
    }
  });

  it("one that stops making progress mid-answer ends with an error and the text streamed so far", async () => {
    gate.stallAfter = 5;
    try {
      const m = await send("Tell me about the sea.");
      const events = await within(m.rest, 15_000, "stalled answer");
      const done = events.at(-1)!;
      expect(done).toMatchObject({ event: "done", data: { finish: "error" } });
      expect(String(done.data.detail ?? "")).toMatch(/no progress/);
      const state = await readGeneration(js(), stack.ns.names, m.messageId);
      expect(answerText(events)).toBe(state.finished!.text);
      expect(state.finished!.text.length).toBeGreaterThan(0);
    } finally {
      gate.release();
    }
  });
});
