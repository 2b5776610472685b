/**
 * Consuming from a durable pull consumer with validation and a dead-letter path:
 * - every message is parsed and validated; a malformed one is copied to `dlq.<consumer>` with the reason
 *   in headers and acked, and the loop keeps going;
 * - a handler that throws gets the message redelivered (nak with backoff) up to MAX_DELIVER times, then
 *   the message is dead-lettered too, so one poison message never blocks the stream;
 * - handlers run with bounded concurrency (independent messages are not processed one at a time).
 */

import type { JetStreamClient, JsMsg } from "@nats-io/jetstream";
import { headers as natsHeaders } from "@nats-io/transport-node";
import type { z } from "zod";
import { formatZodError } from "./schemas.ts";
import type { Names } from "./subjects.ts";
import { MAX_DELIVER } from "./topology.ts";

/**
 * Thrown by a handler that gives a message up without acking or naking it, as a crashed process would:
 * the server redelivers it after ack_wait (or whoever takes over the consumer gets it).
 */
export class AbandonMessage extends Error {
  readonly code = "ABANDONED";
}

export type MessageContext = {
  subject: string;
  streamSequence: number;
  deliveryCount: number;
  /** Tell the server the handler is still working (long generations), so it is not redelivered. */
  working(): void;
};

export type ConsumeOptions<S extends z.ZodType> = {
  js: JetStreamClient;
  names: Names;
  stream: string;
  consumer: string;
  schema: S;
  handler: (value: z.infer<S>, ctx: MessageContext) => Promise<void>;
  /** Messages handled at once (default 16). Use 1 where order matters. */
  concurrency?: number;
  /** Called for every message set aside, e.g. to count it in a metric. */
  onDeadLetter?: (reason: string, subject: string) => void;
  onError?: (err: unknown) => void;
};

/**
 * Copies a message to `dlq.<consumer>` with why, where it came from and its stream sequence in headers.
 * The id makes a repeat (after a crash between this and the ack) a no-op within the dedupe window.
 */
export async function setAside(
  js: JetStreamClient,
  names: Names,
  consumer: string,
  stream: string,
  m: Pick<JsMsg, "subject" | "data" | "info">,
  reason: string,
): Promise<void> {
  const h = natsHeaders();
  h.set("Dlq-Reason", reason.slice(0, 1_000));
  h.set("Dlq-Subject", m.subject);
  h.set("Dlq-Stream", stream);
  h.set("Dlq-Stream-Seq", String(m.info.streamSequence));
  await js.publish(names.subjects.deadLetter(consumer), m.data, {
    headers: h,
    msgID: `dlq.${consumer}.${stream}.${m.info.streamSequence}`,
  });
}

export type ConsumerHandle = {
  /** Stops pulling and waits for the messages in hand to be handled. */
  stop(): Promise<void>;
  /** Stops pulling at once; handlers still running are not waited for. */
  halt(): Promise<void>;
  done: Promise<void>;
};

export async function consumeValidated<S extends z.ZodType>(
  opts: ConsumeOptions<S>,
): Promise<ConsumerHandle> {
  const { js, stream, consumer: name, schema, handler } = opts;
  const concurrency = opts.concurrency ?? 16;
  const consumer = await js.consumers.get(stream, name);
  // Short pull expiry (heartbeats every 2.5 s): after a NATS restart the pull is renewed within seconds.
  const messages = await consumer.consume({ max_messages: Math.max(concurrency * 2, 8), expires: 5_000 });
  const active = new Set<Promise<void>>();

  const deadLetter = async (m: JsMsg, reason: string) => {
    await setAside(js, opts.names, name, stream, m, reason);
    m.ack();
    opts.onDeadLetter?.(reason, m.subject);
  };

  const handle = async (m: JsMsg) => {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(m.data));
    } catch {
      return deadLetter(m, "not JSON");
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) return deadLetter(m, `invalid: ${formatZodError(parsed.error)}`);
    try {
      await handler(parsed.data, {
        subject: m.subject,
        streamSequence: m.info.streamSequence,
        deliveryCount: m.info.deliveryCount,
        working: () => m.working(),
      });
      m.ack();
    } catch (err) {
      if (err instanceof AbandonMessage) return;
      if (m.info.deliveryCount >= MAX_DELIVER) {
        await deadLetter(m, `handler failed ${m.info.deliveryCount} times: ${String(err)}`);
      } else {
        m.nak(Math.min(10_000, 200 * 2 ** m.info.deliveryCount));
        opts.onError?.(err);
      }
    }
  };

  const done = (async () => {
    for await (const m of messages) {
      if (active.size >= concurrency) await Promise.race(active);
      const p = handle(m)
        .catch((err) => opts.onError?.(err))
        .finally(() => active.delete(p));
      active.add(p);
    }
    await Promise.all(active);
  })();

  return {
    done,
    async stop() {
      await messages.close();
      await done;
    },
    async halt() {
      await messages.close();
    },
  };
}

/**
 * `consumeValidated` on every partition of the chat log: the same durable consumer on each partition's
 * stream (topology.ts creates them), `concurrency` handlers per partition, one handle for all. `done`
 * settles when any partition's loop ends, so a process watching it notices a partition it stopped reading.
 */
export async function consumeLog<S extends z.ZodType>(
  opts: Omit<ConsumeOptions<S>, "stream">,
): Promise<ConsumerHandle> {
  const handles: ConsumerHandle[] = [];
  try {
    for (const stream of opts.names.log.streams) handles.push(await consumeValidated({ ...opts, stream }));
  } catch (err) {
    await Promise.all(handles.map((h) => h.halt()));
    throw err;
  }
  return {
    done: Promise.race(handles.map((h) => h.done)),
    async stop() {
      await Promise.all(handles.map((h) => h.stop()));
    },
    async halt() {
      await Promise.all(handles.map((h) => h.halt()));
    },
  };
}
