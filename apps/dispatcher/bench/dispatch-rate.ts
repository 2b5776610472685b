/**
 * Issue 22, item 6: how many submissions a second one dispatcher handles (route, ladder, replica, work
 * item, `generation.routed`), beside the region's ~3,500/s at peak. A backlog of `--submissions` is put on
 * the log first (each a message of its own user and conversation, half "auto" through the router, a quarter
 * free), three replicas report load as workers do (large x 2, small x 1, plenty of room: nothing waits),
 * then one dispatcher starts in this process and works it off; timed from its first handled submission to
 * its last (`timeBacklogDrain`). No workers: the work items stay queued on their affinity subjects.
 *
 *   npm run bench -- dispatch-rate
 *   npx tsx apps/dispatcher/bench/dispatch-rate.ts [--submissions=10000] [--runs=2]
 *
 * Prints submissions/s, this process's CPU per submission (the dispatcher's: nothing else runs here while
 * it drains, but the reports) and NATS's CPU. Asserts nothing.
 */
import { eventIds, type LoadReport, type MessageSubmitted, scopedMessageId } from "@chat/events";
import {
  DRAIN_COLUMNS,
  drainRow,
  formatTable,
  freshNamespace,
  loadAverageLine,
  numberArg,
} from "@chat/platform/testing";
import { Kvm } from "@nats-io/kv";
import { Registry } from "prom-client";
import { startDispatcher } from "../src/dispatcher-app.ts";
import { reportAt } from "../src/fixtures/load-report.ts";
import { submittedAt } from "../src/fixtures/submitted.ts";

const SUBMISSIONS = numberArg("submissions", "BENCH_SUBMISSIONS", 10_000);
const RUNS = numberArg("runs", "BENCH_RUNS", 2);

const REPLICAS: Array<Partial<LoadReport> & { replicaId: string }> = [
  { replicaId: "large-1", pool: "large", model: "llama-70b" },
  { replicaId: "large-2", pool: "large", model: "llama-70b" },
  { replicaId: "small-1", pool: "small", model: "llama-8b" },
];

async function run(): Promise<string[]> {
  const ns = await freshNamespace();
  const kv = await new Kvm(ns.nc).open(ns.names.buckets.replicas);
  const report = () =>
    Promise.all(
      REPLICAS.map((r) =>
        kv.put(
          r.replicaId,
          JSON.stringify(reportAt(Date.now(), r.replicaId, { ...r, incarnation: "bench" })),
        ),
      ),
    );
  await report();
  const reporting = setInterval(() => void report().catch(() => {}), 250);
  // Filled in by the drain's start callback (a `let` assigned there would read as never set below).
  const started: { dispatcher?: Awaited<ReturnType<typeof startDispatcher>> } = {};
  try {
    const now = Date.now();
    const backlog = Array.from({ length: SUBMISSIONS }, (_, i): MessageSubmitted => {
      const userId = `u_bench${i}`;
      const messageId = scopedMessageId(userId, `k${i}`, ns.names.log.partitions > 1);
      return submittedAt(now, {
        id: eventIds.submitted(messageId),
        userId,
        conversationId: `c_bench${i}`,
        messageId,
        tier: i % 4 === 0 ? "free" : "plus",
        requestedModel: i % 2 ? "auto" : "large",
        content: i % 2 ? "What is a good name for a cat?" : "and then?",
      });
    });
    await Promise.all(backlog.map((e) => ns.publisher.publish(e)));

    return await drainRow(ns.jsm, ns.names.log.streams, ns.names.consumers.dispatcher, async () => {
      started.dispatcher = await startDispatcher({
        nc: ns.nc,
        names: ns.names,
        instanceId: "bench",
        registry: new Registry(),
        judge: null,
        shadowRate: 0,
      });
    });
  } finally {
    clearInterval(reporting);
    await started.dispatcher?.stop();
    await ns.cleanup();
  }
}

const rows: string[][] = [];
for (let i = 0; i < RUNS; i++) rows.push(await run());
console.log(
  `dispatch-rate: one dispatcher working off a backlog of ${SUBMISSIONS} submissions (3 replicas reporting, no workers)`,
);
console.log(formatTable(DRAIN_COLUMNS("submission"), rows));
console.log(loadAverageLine());
process.exit(0);
