/**
 * What the streams bench's client processes (sse-clients.ts, ws-clients.ts) share: timing each delta from
 * the publish time written in its text, the percentiles, and the conversation with the parent.
 *
 * Parent -> child: a start message (the transport's own) ; then "measure" ; then "stop".
 * Child -> parent: `Opened` once every stream is open or refused ; on "stop": `ClientReport`, then it exits.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

/** The streams as the parent hands them to a client process. */
export type StreamRef = { messageId: string; token: string };
export type ClientStart = { url: string; streams: StreamRef[] };
export type Opened = { connected: number; failed: number };
export type ClientReport = {
  samples: number;
  /** Deltas received since "measure". */
  received: number;
  p50: number;
  p99: number;
  max: number;
  /** This process's own event loop delay p99 while measuring: high means the clients, not the api, lag. */
  loopP99Ms: number;
};

/** Counts deltas and, while measuring, their delivery latency (receipt - publish time, both epoch ms). */
export class DeliveryTimer {
  private measuring = false;
  private received = 0;
  private readonly latencies: number[] = [];
  private readonly loop = monitorEventLoopDelay({ resolution: 10 });

  delta(publishedAtMs: number, receivedAtMs: number): void {
    this.received++;
    if (this.measuring) this.latencies.push(receivedAtMs - publishedAtMs);
  }

  start(): void {
    this.measuring = true;
    this.received = 0;
    this.loop.enable();
  }

  report(): ClientReport {
    this.measuring = false;
    this.loop.disable();
    const sorted = this.latencies.sort((a, b) => a - b);
    return {
      samples: sorted.length,
      received: this.received,
      p50: quantile(sorted, 0.5),
      p99: quantile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
      loopP99Ms: this.loop.percentile(99) / 1e6,
    };
  }
}

/** The q-quantile of ascending `sorted` (nearest rank), NaN when empty. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]! : Number.NaN;
}

/** Runs `fn` over `items` with at most `limit` at once. */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * Serves the parent's conversation: `open` opens every stream of the start message, "measure" starts timing,
 * "stop" sends the report, then `close` drops every connection and the process leaves.
 */
export function serveClientProcess<Start>(
  timer: DeliveryTimer,
  open: (start: Start) => Promise<Opened>,
  close: () => void,
): void {
  const send = (m: unknown) => process.send?.(m);
  process.once("message", async (start: Start) => {
    send(await open(start));
    process.on("message", (cmd: string) => {
      if (cmd === "measure") return timer.start();
      send(timer.report());
      close();
      process.disconnect?.();
    });
  });
}
