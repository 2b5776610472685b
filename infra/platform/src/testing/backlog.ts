/**
 * How fast a durable consumer works off a backlog: the benches of the log's consumers (issue 22 item 6)
 * publish a backlog first, start the consumer, and time it from its first handled message to its last.
 */

import { loadavg } from "node:os";
import type { JetStreamManager } from "@nats-io/jetstream";
import { fmt, natsCpuSeconds } from "./bench-stats.ts";

/** Messages a durable consumer has still to handle on these streams: pending plus delivered, unacknowledged. */
export async function consumerBacklog(
  jsm: JetStreamManager,
  streams: string[],
  consumer: string,
): Promise<number> {
  let left = 0;
  for (const s of streams) {
    const info = await jsm.consumers.info(s, consumer);
    left += info.num_pending + info.num_ack_pending;
  }
  return left;
}

/**
 * Seconds from the backlog's first handled message to its last (polled every 20 ms), once `start` has
 * started the consumer, and this process's CPU seconds over them (the consumer's, where it runs here);
 * throws after `deadlineMs` with what is left.
 */
export async function timeBacklogDrain(
  jsm: JetStreamManager,
  streams: string[],
  consumer: string,
  start: () => Promise<unknown>,
  deadlineMs = 120_000,
): Promise<{ seconds: number; handled: number; cpuSeconds: number }> {
  const before = await consumerBacklog(jsm, streams, consumer);
  const startOf = start();
  const deadline = Date.now() + deadlineMs;
  let firstAt: number | null = null;
  let cpuAtFirst: NodeJS.CpuUsage | null = null;
  for (;;) {
    const left = await consumerBacklog(jsm, streams, consumer);
    const now = performance.now();
    if (firstAt === null && left < before) {
      firstAt = now;
      cpuAtFirst = process.cpuUsage();
    }
    if (left === 0 && firstAt !== null) {
      const cpu = process.cpuUsage(cpuAtFirst ?? undefined);
      await startOf;
      return { seconds: (now - firstAt) / 1000, handled: before, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
    }
    if (Date.now() > deadline)
      throw new Error(`${consumer}: ${left} of ${before} messages still unhandled after ${deadlineMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The header of the consumer benches' table: one row per drain (`drainRow`). */
export const DRAIN_COLUMNS = (item: string) => [
  `${item}s`,
  "per second",
  "seconds",
  `CPU-ms per ${item}`,
  "NATS CPU s",
];

/** `timeBacklogDrain` with the local NATS server's CPU over it, as one row of `DRAIN_COLUMNS`. */
export async function drainRow(...args: Parameters<typeof timeBacklogDrain>): Promise<string[]> {
  const nats0 = natsCpuSeconds();
  const { seconds, handled, cpuSeconds } = await timeBacklogDrain(...args);
  return [
    String(handled),
    fmt(handled / seconds, 0),
    fmt(seconds, 2),
    fmt((1000 * cpuSeconds) / handled, 3),
    fmt(natsCpuSeconds() - nats0, 2),
  ];
}

/** "load average at the end (1/5 min): a / b", the benches' last line. */
export function loadAverageLine(): string {
  const [l1, l5] = loadavg();
  return `load average at the end (1/5 min): ${l1?.toFixed(1)} / ${l5?.toFixed(1)}`;
}
