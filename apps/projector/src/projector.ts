/**
 * The live projector: the durable consumer `names.consumers.projector` on the chat stream, one event at a
 * time (order matters), each applied in one transaction with its log position. Malformed events go to
 * the dead-letter subject (consumeValidated) and the projector keeps going.
 */
import { ChatEvent, type ConsumerHandle, consumeValidated, type Names } from "@chat/events";
import type { JetStreamClient, JetStreamManager } from "@nats-io/jetstream";
import type { Kysely } from "kysely";
import type { Database } from "../../../infra/src/db/index.ts";
import type { ProjectorMetrics } from "./metrics.ts";
import { applyEvents, PROJECTION, readPosition } from "./store.ts";

export type ProjectorOptions = {
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: Names;
  db: Kysely<Database>;
  metrics?: ProjectorMetrics;
  onError?: (err: unknown) => void;
  /** How often lag is measured (default 2 s). */
  lagEveryMs?: number;
};

export type Projector = {
  /** Events left to project: the stream's last sequence minus the stored position. */
  lag(): Promise<number>;
  stop(): Promise<void>;
  done: Promise<void>;
};

export async function startProjector(opts: ProjectorOptions): Promise<Projector> {
  const { js, jsm, names, db, metrics } = opts;
  const handle: ConsumerHandle = await consumeValidated({
    js,
    names,
    stream: names.streams.chat,
    consumer: names.consumers.projector,
    schema: ChatEvent,
    concurrency: 1,
    handler: async (event, ctx) => {
      const r = await applyEvents(db, [{ event, seq: ctx.streamSequence }]);
      metrics?.events.inc({ type: event.type, result: r.applied ? "applied" : "skipped" });
      metrics?.position.set(r.position);
    },
    onDeadLetter: (reason) => metrics?.deadLetters.inc({ reason: reason.split(":")[0] ?? reason }),
    onError: (err) => {
      metrics?.errors.inc();
      opts.onError?.(err);
    },
  });

  const lag = async () => {
    const [info, position] = await Promise.all([
      jsm.streams.info(names.streams.chat),
      readPosition(db, PROJECTION),
    ]);
    return Math.max(0, info.state.last_seq - position);
  };
  const timer = setInterval(() => {
    lag().then(
      (l) => metrics?.lag.set(l),
      (err) => opts.onError?.(err),
    );
  }, opts.lagEveryMs ?? 2_000);
  timer.unref();

  return {
    lag,
    done: handle.done,
    async stop() {
      clearInterval(timer);
      await handle.stop();
    },
  };
}
