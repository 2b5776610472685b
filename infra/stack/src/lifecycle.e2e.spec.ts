/**
 * Ordinary life (issue 14): the whole stack restarted at once, one worker restarted under load, a worker's
 * consumer deleted under it, and a dispatcher that still sees a restarted worker's previous incarnation.
 * Every message is answered; nothing hangs.
 */
import { failoverReplica } from "@chat/dispatcher";
import { EventPublisher, LoadReport, readGeneration } from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
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
  stack = await startStack({ large: 2, small: 1, timeScale: 10 });
  token = (await stack.user("plus")).token;
});
afterAll(async () => {
  await stack?.stop();
});

/** Sends one message and reads its whole answer (SSE), within `timeoutMs`. */
async function ask(content: string, model: "small" | "large", timeoutMs = 20_000): Promise<SseEvent[]> {
  const conv = await api().conversation();
  const res = await api().send(conv, newMessageId(), content, { model });
  expect(res.status).toBe(200);
  return withDeadline(collectSse(res), timeoutMs, `answer to "${content}"`);
}

function withDeadline<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
    }),
  ]);
}

const finishOf = (events: SseEvent[]) => events.at(-1)?.data.finish;

describe("the whole stack restarted at once", () => {
  it("answers small and large messages sent right after every app started again", async () => {
    expect(finishOf(await ask("hello before the restart", "large"))).toBe("stop");
    const restartedAt = Date.now();
    await stack.restartApps();
    // Sent at once: the previous run's reports are still in the bucket, and less than 2 s old.
    expect(Date.now() - restartedAt).toBeLessThan(2_000);
    const answers = await Promise.all([
      ask("hello large after the restart", "large"),
      ask("hello small after the restart", "small"),
      ask("and another large one", "large"),
    ]);
    for (const a of answers) expect(finishOf(a)).toBe("stop");
    // Still answered once the previous incarnations' reports have gone stale (the failover window).
    await new Promise((r) => setTimeout(r, 2_500));
    expect(finishOf(await ask("hello after the failover window", "large"))).toBe("stop");
    expect(finishOf(await ask("small after the failover window", "small"))).toBe("stop");
  });

  it("answers when the new dispatcher first sees the previous workers' reports already stale", async () => {
    // Down just past the failover window: the new dispatcher declares every previous incarnation dead while
    // the new workers are binding their consumers.
    await stack.restartApps({ downForMs: 2_200 });
    const answers = await Promise.all([
      ask("large right after a slow restart", "large"),
      ask("small right after a slow restart", "small"),
    ]);
    for (const a of answers) expect(finishOf(a)).toBe("stop");
    await new Promise((r) => setTimeout(r, 1_000));
    const again = await Promise.all([ask("large again", "large"), ask("small again", "small")]);
    for (const a of again) expect(finishOf(a)).toBe("stop");
    expect(
      stack.dispatcher.replicas
        .snapshot()
        .map((r) => r.replicaId)
        .sort(),
    ).toEqual(["large-1", "large-2", "small-3"]);
  });
});

describe("a worker restarted under load", () => {
  it("its answers in flight continue after the text already sent, and new ones keep being answered", async () => {
    const victim = "large-1";
    const streams = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const conv = await api().conversation();
        const res = await api().send(conv, newMessageId(), `Tell me a long story number ${i}.`, {
          model: "large",
        });
        return readSse(res);
      }),
    );
    const collected = streams.map(() => [] as SseEvent[]);
    const readers = streams.map(async (it, i) => {
      for await (const e of it) collected[i]!.push(e);
    });
    // Restart once a few deltas are out.
    await eventually(async () => collected.every((c) => c.some((e) => e.event === "delta")), 15_000);
    const old = stack.replicas.find((r) => r.id === victim)!.agent!.incarnation;
    const fresh = await stack.restartWorker(victim);
    expect(fresh.incarnation).not.toBe(old);
    await withDeadline(Promise.all(readers), 30_000, "answers after the worker restart");

    const js = jetstream(stack.ns.nc);
    let onVictim = 0;
    for (const events of collected) {
      expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
      expect(finishOf(events)).toMatch(/^(stop|length)$/);
      const meta = events.find((e) => e.event === "meta")!;
      const state = await readGeneration(js, stack.ns.names, meta.data.messageId as string);
      expect(answerText(events)).toBe(state.finished!.text);
      if (state.replicaId === victim) onVictim++;
    }
    expect(onVictim).toBeGreaterThan(0);
    expect(finishOf(await ask("after the worker restart", "large"))).toBe("stop");
  });
});

describe("a worker whose consumer is deleted under it", () => {
  it("rebuilds it within seconds and keeps answering", async () => {
    const victim = stack.replicas.find((r) => r.id === "small-3")!;
    const consumer = stack.ns.names.consumers.worker(victim.id);
    await stack.ns.jsm.consumers.delete(stack.ns.names.streams.work, consumer);
    await eventually(
      async () => stack.ns.jsm.consumers.info(stack.ns.names.streams.work, consumer).catch(() => null),
      5_000,
    );
    expect(finishOf(await ask("after the consumer came back", "small"))).toBe("stop");
  });
});

describe("a dispatcher that sees a restarted replica's previous incarnation as dead", () => {
  it("leaves the new incarnation's consumer and work alone", async () => {
    const victim = stack.replicas.find((r) => r.id === "large-2")!;
    const kv = await new Kvm(stack.ns.nc).open(stack.ns.names.buckets.replicas);
    const current = LoadReport.parse(JSON.parse((await kv.get(victim.id))!.string()));
    // The report a dispatcher could still hold from the previous run: another incarnation, 5 s old.
    const previous: LoadReport = { ...current, incarnation: "previous-run", at: Date.now() - 5_000 };
    const js = jetstream(stack.ns.nc);
    const report = await failoverReplica(previous, {
      js,
      jsm: stack.ns.jsm,
      kv: await new Kvm(stack.ns.nc).open(stack.ns.names.buckets.dispatch),
      names: stack.ns.names,
      publisher: new EventPublisher(js, stack.ns.names),
      replicas: () => [],
      latestReport: async (id) => LoadReport.parse(JSON.parse((await kv.get(id))!.string())),
      now: () => Date.now(),
      instanceId: "test",
    });
    expect(report.superseded).toBe(true);
    const info = await stack.ns.jsm.consumers.info(
      stack.ns.names.streams.work,
      stack.ns.names.consumers.worker(victim.id),
    );
    expect(info.name).toBe(stack.ns.names.consumers.worker(victim.id));
    expect(finishOf(await ask("still served by the new incarnation", "large"))).toBe("stop");
  });
});
