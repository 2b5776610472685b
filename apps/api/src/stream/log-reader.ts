/**
 * Point reads of the log: the last event of a kind for one message (or conversation). Used where the
 * read models may lag: idempotent retries, ownership checks, and read-your-writes for the prompt.
 */

import { type ChatEventType, type EventOf, lastEventOf, type Names } from "@chat/events";
import { type JetStreamManager, jetstreamManager } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";

/** What the api needs of the log: a point read (`LogReader`, or the regions' `RegionalLogReader`). */
export type PointReader = Pick<LogReader, "last">;

export class LogReader {
  private constructor(
    private readonly jsm: JetStreamManager,
    private readonly names: Names,
  ) {}

  static async create(nc: NatsConnection, names: Names): Promise<LogReader> {
    return new LogReader(await jetstreamManager(nc), names);
  }

  last<T extends ChatEventType>(id: string, type: T): Promise<EventOf<T> | null> {
    return lastEventOf(this.jsm, this.names, id, type);
  }
}
