/**
 * Issue 22, item 3: what the log takes, in one partition and in several, on this machine's one NATS
 * server. Each step publishes `--events` delta-sized events (as the workers do: JetStream publish with an
 * acknowledgement, the event's id for dedupe, `--in-flight` outstanding) for users spread over the
 * partitions, and prints events/s, the NATS server's CPU and the machine's busy share. The planner's
 * `logEventsPerPartitionPerSecond` and `logEventsPerServerPerSecond` come from figures like these (a
 * production server has more cores; the partitions are what let the load use them, and other servers).
 *
 *   npm run bench -- log-partitions
 *   npx tsx infra/stack/bench/log-partitions.ts [--partitions=1,2,4] [--events=60000] [--in-flight=256]
 */
import { loadavg } from "node:os";
import { EventPublisher, eventIds, scopedMessageId } from "@chat/events";
import {
  fmt,
  formatTable,
  freshNamespace,
  machineCpuTimes,
  natsCpuSeconds,
  numberArg,
} from "@chat/platform/testing";

const PARTITIONS = (process.argv.find((a) => a.startsWith("--partitions="))?.slice(13) ?? "1,2,4")
  .split(",")
  .map(Number);
if (PARTITIONS.some((p) => !Number.isInteger(p) || p < 1))
  throw new Error("--partitions must be whole numbers >= 1");
const EVENTS = numberArg("events", "BENCH_EVENTS", 60_000);
const IN_FLIGHT = numberArg("in-flight", "BENCH_IN_FLIGHT", 256);
const USERS = 1_000;

async function step(partitions: number): Promise<string[]> {
  const ns = await freshNamespace({ partitions });
  try {
    const publisher = new EventPublisher(ns.js, ns.names, IN_FLIGHT);
    // A delta as a worker writes it (~250 bytes of JSON), serialised once: the log is measured, not zod.
    const answers = Array.from({ length: USERS }, (_, u) => ({
      userId: `u_bench${u}`,
      conversationId: `c_bench${u}`,
      messageId: scopedMessageId(`u_bench${u}`, "k", true),
    }));
    const perStream = new Map<string, number>();
    const publishOne = (i: number) => {
      const a = answers[i % USERS]!;
      const seq = Math.floor(i / USERS) + 1;
      const ev = {
        id: eventIds.delta(a.messageId, seq),
        type: "generation.delta",
        v: 1,
        time: new Date().toISOString(),
        ...a,
        seq,
        text: "the answer goes on, two tokens ",
        tokens: 2,
        attempt: 1,
      };
      const stream = ns.names.log.streamOf(a.messageId);
      perStream.set(stream, (perStream.get(stream) ?? 0) + 1);
      return publisher.publishRaw(
        ns.names.subjects.event(a.messageId, "generation.delta"),
        JSON.stringify(ev),
        ev.id,
      );
    };
    // Warm-up: connections, stream leaders, the client's buffers.
    await Promise.all(Array.from({ length: 2_000 }, (_, i) => publishOne(EVENTS + i)));
    perStream.clear();
    const nats0 = natsCpuSeconds();
    const m0 = machineCpuTimes();
    const t0 = performance.now();
    let next = 0;
    // `IN_FLIGHT` publishers in a closed loop (the publisher bounds in-flight publishes the same way).
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < EVENTS) await publishOne(next++);
      }),
    );
    const wall = (performance.now() - t0) / 1_000;
    const nats1 = natsCpuSeconds();
    const m1 = machineCpuTimes();
    const shares = [...perStream.values()].map((n) => n / EVENTS);
    return [
      String(partitions),
      fmt(EVENTS / wall, 0),
      fmt(EVENTS / wall / partitions, 0),
      fmt((100 * (nats1 - nats0)) / wall, 0),
      `${fmt((100 * (m1.busy - m0.busy)) / (m1.total - m0.total), 0)}%`,
      `${fmt(100 * Math.min(...shares), 0)}-${fmt(100 * Math.max(...shares), 0)}%`,
    ];
  } finally {
    await ns.cleanup();
  }
}

const rows: string[][] = [];
for (const p of PARTITIONS) rows.push(await step(p));
console.log(
  `log-partitions: ${EVENTS} delta events per step, JetStream publish with ack, ${IN_FLIGHT} in flight, ` +
    `${USERS} users; one NATS server on this machine (file storage, one replica)`,
);
console.log(
  formatTable(
    ["partitions", "events/s", "events/s per partition", "nats CPU%", "machine busy", "share per partition"],
    rows,
  ),
);
console.log(
  `load average at the end (1/5 min): ${loadavg()
    .slice(0, 2)
    .map((x) => x.toFixed(1))
    .join(" / ")}`,
);
