/**
 * Point reads of the log: the last event of a kind for one message (or conversation). Used where the
 * read models may lag: idempotent retries, ownership checks, and read-your-writes for the prompt.
 */

import { type ChatEventType, type EventOf, type Names, parseEvent } from "@chat/events";
import { type JetStreamManager, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";

export class LogReader {
  private constructor(
    private readonly jsm: JetStreamManager,
    private readonly names: Names,
  ) {}

  static async create(nc: NatsConnection, names: Names): Promise<LogReader> {
    return new LogReader(await jetstreamManager(nc), names);
  }

  async last<T extends ChatEventType>(id: string, type: T): Promise<EventOf<T> | null> {
    const subject = this.names.subjects.event(id, type);
    let raw: Uint8Array;
    try {
      const m = await this.jsm.streams.getMessage(this.names.streams.chat, { last_by_subj: subject });
      if (!m) return null;
      raw = m.data;
    } catch (err) {
      if (/no message found|not found/i.test(String((err as Error).message))) return null;
      throw err;
    }
    const parsed = parseEvent(JSON.parse(new TextDecoder().decode(raw)));
    return parsed.success && parsed.data.type === type ? (parsed.data as EventOf<T>) : null;
  }
}
