/**
 * Publishing to JetStream: every event is validated before it leaves, carries its deterministic id as
 * `Nats-Msg-Id` (server-side dedupe), and is retried with the same id when the PubAck is lost.
 * In-flight publishes are bounded: the client does not buffer across a disconnect.
 */
import type { JetStreamClient, PubAck } from "@nats-io/jetstream";
import type { z } from "zod";
import { ChatEvent, formatZodError } from "./schemas.ts";
import type { Names } from "./subjects.ts";

export class InvalidEventError extends Error {
  readonly code = "INVALID_EVENT";
}

export type PublishOptions = { attempts?: number; timeoutMs?: number };

export class EventPublisher {
  private inFlight = 0;
  private readonly waiters: Array<() => void> = [];

  constructor(
    private readonly js: JetStreamClient,
    private readonly names: Names,
    private readonly maxInFlight = 256,
  ) {}

  /** Validates and publishes one chat event; resolves with the stream sequence once stored. */
  async publish(event: ChatEvent, opts?: PublishOptions): Promise<PubAck> {
    const checked = ChatEvent.safeParse(event);
    if (!checked.success) throw new InvalidEventError(`${event.type}: ${formatZodError(checked.error)}`);
    return this.publishRaw(
      this.names.subjects.event(event.messageId, event.type),
      JSON.stringify(checked.data),
      event.id,
      opts,
    );
  }

  /** Validates `payload` with `schema` and publishes it to `subject` with `msgId` for dedupe. */
  async publishJson<S extends z.ZodType>(
    subject: string,
    schema: S,
    payload: z.infer<S>,
    msgId: string,
    opts?: PublishOptions,
  ): Promise<PubAck> {
    const checked = schema.safeParse(payload);
    if (!checked.success) throw new InvalidEventError(`${subject}: ${formatZodError(checked.error)}`);
    return this.publishRaw(subject, JSON.stringify(checked.data), msgId, opts);
  }

  async publishRaw(
    subject: string,
    data: string | Uint8Array,
    msgId: string,
    opts: PublishOptions = {},
  ): Promise<PubAck> {
    const attempts = opts.attempts ?? 8;
    await this.acquire();
    try {
      let lastErr: unknown;
      for (let i = 0; i < attempts; i++) {
        try {
          return await this.js.publish(subject, data, { msgID: msgId, timeout: opts.timeoutMs ?? 5_000 });
        } catch (err) {
          lastErr = err;
          // Same msgID on retry: if the first publish was stored and only its ack was lost, the server dedupes.
          await sleep(Math.min(2_000, 50 * 2 ** i));
        }
      }
      throw new Error(`publish to ${subject} failed after ${attempts} attempts`, { cause: lastErr });
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.inFlight < this.maxInFlight) {
      this.inFlight++;
      return;
    }
    await new Promise<void>((resolve) => this.waiters.push(resolve));
    this.inFlight++;
  }

  private release(): void {
    this.inFlight--;
    this.waiters.shift()?.();
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
