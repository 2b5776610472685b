/**
 * The inference server dies under its worker (issue 14, DESIGN section 7): a GPU fault or an engine crash is
 * the replica's death for its answers. Every answer it was streaming continues on another replica after the
 * text already sent; the replica reports itself down, and takes work again once its engine is back.
 */
import { readGeneration, readGenerationEvents } from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerText,
  ChatApi,
  collectSse,
  eventually,
  newMessageId,
  readSse,
  type SseEvent,
} from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
let token: string;
const api = () => new ChatApi(stack.apis[0]!.url, token);

beforeAll(async () => {
  // Slowed to 3x real time so that answers last a few seconds and can be interrupted.
  stack = await startStack({ large: 2, small: 0, timeScale: 3 });
  token = (await stack.user("plus")).token;
});
afterAll(async () => {
  await stack?.stop();
});

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

describe("an engine crashes under 20 streaming answers", () => {
  it("every answer finishes with its whole text; the replica serves again once its engine is back", async () => {
    const streams = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const conv = await api().conversation();
        const res = await api().send(conv, newMessageId(), `Tell me a long story, part ${i}.`, {
          model: "large",
        });
        expect(res.status).toBe(200);
        return readSse(res);
      }),
    );
    const collected = streams.map(() => [] as SseEvent[]);
    const readers = streams.map(async (it, i) => {
      for await (const e of it) collected[i]!.push(e);
    });
    await eventually(async () => collected.every((c) => c.some((e) => e.event === "delta")), 20_000);
    const victim = [...stack.replicas].sort(
      (a, b) => (b.agent?.active.size ?? 0) - (a.agent?.active.size ?? 0),
    )[0]!;
    const onVictim = victim.agent!.active.size;
    expect(onVictim).toBeGreaterThan(0);
    await stack.killEngine(victim.id);
    await Promise.race([
      Promise.all(readers),
      new Promise((_, reject) => setTimeout(() => reject(new Error("answers did not finish")), 45_000)),
    ]);

    const js = jetstream(stack.ns.nc);
    const pauses: number[] = [];
    let moved = 0;
    for (const events of collected) {
      expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
      expect(events.at(-1)?.event).toBe("done");
      expect(events.at(-1)?.data.finish).toMatch(/^(stop|length)$/);
      const messageId = events.find((e) => e.event === "meta")!.data.messageId as string;
      const state = await readGeneration(js, stack.ns.names, messageId);
      expect(answerText(events)).toBe(state.finished!.text);
      if (state.attempt < 2) continue;
      moved++;
      expect(state.replicaId).not.toBe(victim.id);
      // The pause as the log records it: the last delta of the dead engine's attempt -> the first after it.
      const deltas: Array<{ attempt: number; time: string }> = [];
      for await (const ev of readGenerationEvents(js, stack.ns.names, messageId)) {
        if (ev.type === "generation.delta") deltas.push(ev);
      }
      const before = deltas.filter((d) => d.attempt === 1).at(-1);
      const after = deltas.find((d) => d.attempt === 2);
      if (before && after) pauses.push(Date.parse(after.time) - Date.parse(before.time));
    }
    expect(moved).toBe(onVictim);
    const p50 = quantile(pauses, 0.5);
    const p95 = quantile(pauses, 0.95);
    console.log(`[engine crash] ${moved} answers moved; pause p50 ${p50} ms, p95 ${p95} ms (log time)`);
    // DESIGN: a pause of ~2-3 s at most; here the worker itself reports the outage, so it is shorter.
    expect(p95).toBeLessThan(3_000);

    // Reported down (so nothing is placed there) until its engine is back; then it serves again.
    expect(victim.agent!.status).toBe("engine-down");
    expect(stack.dispatcher.replicas.snapshot().map((r) => r.replicaId)).not.toContain(victim.id);
    await stack.restartEngine(victim.id);
    await eventually(async () => victim.agent!.status === "serving", 10_000);
    await eventually(
      async () => stack.dispatcher.replicas.snapshot().some((r) => r.replicaId === victim.id),
      5_000,
    );
    // New conversations spread over both replicas again: some land on the one that came back.
    const served: string[] = [];
    for (let i = 0; i < 8 && !served.includes(victim.id); i++) {
      const conv = await api().conversation();
      const events = await collectSse(
        await api().send(conv, newMessageId(), `a short question ${i}`, { model: "large" }),
      );
      expect(events.at(-1)?.data.finish).toBe("stop");
      const messageId = events.find((e) => e.event === "meta")!.data.messageId as string;
      served.push((await readGeneration(js, stack.ns.names, messageId)).replicaId ?? "");
    }
    expect(served).toContain(victim.id);
  });
});
