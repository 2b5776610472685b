/** consumeValidated against the real NATS: malformed and poisoned messages go aside, the loop keeps going. */
import { randomBytes } from "node:crypto";
import { jetstream, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { connectNats } from "./connection.ts";
import { consumeValidated } from "./consumer.ts";
import { ensureTopology } from "./ensure.ts";
import { EventPublisher } from "./publisher.ts";
import { ChatEvent } from "./schemas.ts";
import { names } from "./subjects.ts";
import { durableConsumer } from "./topology.ts";

const n = names(`t${randomBytes(5).toString("hex")}`);
let nc: NatsConnection;

beforeAll(async () => {
  nc = await connectNats(undefined, "consumer-test");
  await ensureTopology(nc, n);
});
afterAll(async () => {
  const jsm = await jetstreamManager(nc);
  for (const s of [...n.log.streams, ...Object.values(n.streams)])
    await jsm.streams.delete(s).catch(() => {});
  await nc.close();
});

const created = (id: string): ChatEvent => ({
  id: `${id}.conversation`,
  type: "conversation.created",
  v: 1,
  time: new Date().toISOString(),
  userId: "u1",
  conversationId: id,
  messageId: id,
  title: "t",
});

async function deadLetters(): Promise<Array<{ reason: string; data: string }>> {
  const js = jetstream(nc);
  const c = await js.consumers.get(n.streams.dlq, {
    filter_subjects: n.subjects.deadLetter(n.consumers.projector),
  });
  if ((await c.info(true)).num_pending === 0) return [];
  const out: Array<{ reason: string; data: string }> = [];
  const it = await c.consume();
  for await (const m of it) {
    out.push({ reason: m.headers?.get("Dlq-Reason") ?? "", data: new TextDecoder().decode(m.data) });
    if (m.info.pending === 0) break;
  }
  await it.close();
  return out;
}

it("sets malformed and repeatedly failing messages aside with a reason and keeps consuming", async () => {
  const js = jetstream(nc);
  const publisher = new EventPublisher(js, n);
  await js.publish(n.subjects.event("bad1", "conversation.created"), "{not json");
  await js.publish(
    n.subjects.event("bad2", "conversation.created"),
    JSON.stringify({ type: "conversation.created", v: 1 }),
  );
  await publisher.publish(created("poison"));
  await publisher.publish(created("good"));

  const jsm = await jetstreamManager(nc);
  await jsm.consumers.add(n.log.streams[0]!, durableConsumer(n.consumers.projector, n.subjects.allChat));
  const handled: string[] = [];
  const handle = await consumeValidated({
    js,
    names: n,
    stream: n.log.streams[0]!,
    consumer: n.consumers.projector,
    schema: ChatEvent,
    concurrency: 4,
    handler: async (ev) => {
      if (ev.messageId === "poison") throw new Error("cannot apply");
      handled.push(ev.messageId);
    },
  });
  const deadline = Date.now() + 20_000;
  let dead: Awaited<ReturnType<typeof deadLetters>> = [];
  while (Date.now() < deadline && dead.length < 3) {
    await new Promise((r) => setTimeout(r, 250));
    dead = await deadLetters();
  }
  await handle.stop();
  expect(handled).toEqual(["good"]);
  expect(dead.map((d) => d.reason)).toEqual([
    "not JSON",
    expect.stringMatching(/^invalid: .*id/),
    expect.stringMatching(/^handler failed 5 times: Error: cannot apply/),
  ]);
  expect(dead[0]!.data).toBe("{not json");
}, 30_000);
