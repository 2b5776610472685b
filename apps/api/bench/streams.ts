/**
 * Issue 2: how many concurrent answer streams one api instance holds at 30 tokens/s each while the p99
 * delivery latency (publish on the log -> client receipt) stays under 100 ms, and what they cost it.
 *
 * Only the api's fan-out is measured, over SSE and over WebSocket (issue 22 item 4): no engines, workers or
 * dispatcher run. A child process appends
 * synthetic `generation.delta` events straight onto the log (core-NATS publishes into the CHAT stream),
 * 2 tokens per event, 15 events/s per stream (30 tokens/s, one event every ~67 ms, as the worker's
 * ~50 ms batcher does at that rate), each carrying its publish time. A second child process holds the
 * SSE clients and times each delta's arrival. This process runs only the api (plus this loop, idle while
 * measuring), so its RSS, heap and CPU are the api's. NATS runs on the same 2 cores: the machine's busy
 * share and the load average are printed, and the ramp stops when p99 passes 100 ms or less than 90% of the
 * offered deltas arrive (the machine, the api or the load generator can no longer keep up).
 *
 *   npm run bench -- streams
 *   npx tsx apps/api/bench/streams.ts [--steps=100,250,350,500,750,1000,2000,4000] [--measure-s=5]
 *     [--transport=sse|ws|both] [--fan-out=interest|wildcard] [--cpu-profile=DIR]  (the api's profile of each
 *     step's measured seconds)
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import {
  type ConversationCreated,
  eventIds,
  type GenerationRouted,
  type MessageSubmitted,
  scopedMessageId,
} from "@chat/events";
import {
  fmt,
  formatTable,
  freshDatabase,
  freshNamespace,
  listArg,
  machineCpuTimes,
  machineSpeed,
  machineSpeedLine,
  natsCpuSeconds,
  numberArg,
  startCpuProfile,
} from "@chat/platform/testing";
import { createUser } from "../src/auth.ts";
import { startApiServer } from "../src/server.ts";
import type { ClientReport, ClientStart, Opened } from "./support/client-timing.ts";
import { STREAMS_PER_SOCKET, STREAMS_PER_USER } from "./support/door-spread.ts";
import { describeSaturation, type StepFigures, streamsPerApiCore } from "./support/saturation.ts";

const TRANSPORTS = { sse: "SSE", ws: "WebSocket" } as const;
type Transport = keyof typeof TRANSPORTS;
const TRANSPORT = process.argv.find((a) => a.startsWith("--transport="))?.slice(12) ?? "both";
if (TRANSPORT !== "both" && !(TRANSPORT in TRANSPORTS))
  throw new Error("--transport must be sse, ws or both");

/**
 * `--fan-out=interest|wildcard`: a subscription per watched answer (the default, as deployed), or one on every
 * answer's events (what an instance owning a whole partition would have, every answer of it watched here).
 */
const FAN_OUT_ARG = process.argv.find((a) => a.startsWith("--fan-out="))?.slice(10) ?? "interest";
if (FAN_OUT_ARG !== "interest" && FAN_OUT_ARG !== "wildcard")
  throw new Error("--fan-out must be interest or wildcard");
const FAN_OUT: "interest" | "wildcard" = FAN_OUT_ARG;
const STEPS = listArg("steps", "BENCH_STEPS", [250, 500, 1000, 2000, 3000, 4000, 6000, 8000, 10000]);
const MEASURE_S = numberArg("measure-s", "BENCH_MEASURE_S", 5);
/** `--cpu-profile=DIR`: writes the api's CPU profile of each step's measured seconds (steady state only). */
const PROFILE_DIR = process.argv.find((a) => a.startsWith("--cpu-profile="))?.slice(14);
const WARM_S = 2;
const EVENTS_PER_S = 15;
const TOKENS_PER_EVENT = 2;
const P99_LIMIT_MS = 100;
const MIN_DELIVERED = 0.9;

const child = (name: string): ChildProcess =>
  fork(fileURLToPath(new URL(`./support/${name}`, import.meta.url)), { execArgv: ["--import", "tsx"] });

function next<T>(p: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    p.once("message", (m) => resolve(m as T));
    p.once("exit", (code) => reject(new Error(`child exited (${code}) before answering`)));
  });
}

/** Runs each transport's ramp in a fresh process of its own (this file with --transport=<one>), in turn. */
async function runEachTransport(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => !a.startsWith("--transport="));
  for (const t of Object.keys(TRANSPORTS)) {
    const p = spawn(
      process.execPath,
      ["--import", "tsx", fileURLToPath(import.meta.url), ...args, `--transport=${t}`],
      { stdio: "inherit" },
    );
    const code = await new Promise<number | null>((resolve) => p.once("exit", resolve));
    if (code !== 0) throw new Error(`the ${t} ramp exited with ${code}`);
  }
}

async function main(transport: Transport): Promise<void> {
  const ns = await freshNamespace();
  const db = await freshDatabase("bench");
  const api = await startApiServer({ nc: ns.nc, names: ns.names, db: db.db, settle: false, fanOut: FAN_OUT });
  // Streams per user stay under the door's per-user cap (support/door-spread.ts), as real users would.
  const users: Array<{ id: string; token: string }> = [];
  const userFor = async (i: number) => {
    const k = Math.floor(i / STREAMS_PER_USER);
    while (users.length <= k) users.push(await createUser(db.db, "plus"));
    return users[k]!;
  };
  const header = [
    "streams",
    "p50 ms",
    "p99 ms",
    "max ms",
    "delivered",
    "api CPU%",
    "api CPU ms/s per 1k streams",
    "of it kernel",
    "api RSS MB",
    "heap MB",
    "KB/stream",
    "api loop p99",
    "machine busy",
    "nats CPU%",
    "client loop p99",
    "gen lag p99",
  ];
  const rows: string[][] = [];
  const steps: StepFigures[] = [];
  const baseRss = process.memoryUsage().rss;
  // The api's own cost with nothing to stream (timers, connections), measured before the ramp.
  const idle0 = process.cpuUsage();
  const idleT0 = performance.now();
  await sleep(MEASURE_S * 1000);
  const idle = process.cpuUsage(idle0);
  const idleCpuPct = (100 * (idle.user + idle.system)) / 1e3 / (performance.now() - idleT0);
  const children: ChildProcess[] = [];
  console.log(`streams over ${TRANSPORTS[transport]}, step by step:\n${formatTable(header, [])}`);
  try {
    for (const n of STEPS) {
      const streams: Array<{ messageId: string; userId: string; conversationId: string; token: string }> = [];
      for (let i = 0; i < n; i++) {
        const user = await userFor(i);
        streams.push({
          // Written straight to the log, so under the id the api gives a message of this user (scoped).
          messageId: scopedMessageId(user.id, `m_${randomBytes(8).toString("hex")}`),
          userId: user.id,
          conversationId: `c_${randomBytes(8).toString("hex")}`,
          token: user.token,
        });
      }
      // The stream endpoint checks that the message was submitted by this user in a conversation of theirs
      // (no projector runs here: the api reads both from the log). The routed event makes every stream's
      // replay start with `meta`, which tells a WebSocket client its `resume` was taken.
      let i = 0;
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          while (i < streams.length) {
            const s = streams[i++]!;
            await ns.publisher.publish(conversationCreated(s));
            await ns.publisher.publish(submitted(s));
            await ns.publisher.publish(routed(s));
          }
        }),
      );

      const clients = child(`${transport}-clients.ts`);
      const load = child("delta-load.ts");
      children.push(clients, load);
      const start: ClientStart = {
        url: api.url,
        streams: streams.map((s) => ({ messageId: s.messageId, token: s.token })),
      };
      clients.send(start);
      const opened = await next<Opened>(clients);
      load.send({
        namespace: ns.names.namespace,
        partitions: ns.names.log.partitions,
        streams,
        eventsPerSecond: EVENTS_PER_S,
        tokensPerEvent: TOKENS_PER_EVENT,
      });
      await next(load);
      await sleep(WARM_S * 1000);

      const profile = PROFILE_DIR ? await startCpuProfile() : null;
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const cpu0 = process.cpuUsage();
      const m0 = machineCpuTimes();
      const nats0 = natsCpuSeconds();
      const t0 = performance.now();
      let rss = 0;
      let heap = 0;
      clients.send("measure");
      for (let waited = 0; waited < MEASURE_S * 1000; waited += 250) {
        await sleep(250);
        const mem = process.memoryUsage();
        rss = Math.max(rss, mem.rss);
        heap = Math.max(heap, mem.heapUsed);
      }
      const wall = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const m1 = machineCpuTimes();
      const nats1 = natsCpuSeconds();
      loop.disable();
      if (profile && PROFILE_DIR) {
        const file = join(PROFILE_DIR, `streams-${transport}-${n}.cpuprofile`);
        await profile.stop(file);
        console.log(`(cpu profile of the measured seconds: ${file})`);
      }
      const clientResult = next<ClientReport>(clients);
      clients.send("stop");
      const c = await clientResult;
      const loadResult = next<{ published: number; seconds: number; lagP99Ms: number }>(load);
      load.send("stop");
      const g = await loadResult;

      const expected = n * EVENTS_PER_S * wall;
      const delivered = c.received / expected;
      const apiCpuMsPerS = (cpu.user + cpu.system) / 1000 / wall;
      const step: StepFigures = {
        streams: n,
        p99Ms: c.p99,
        delivered,
        apiCpuPct: apiCpuMsPerS / 10,
        apiLoopP99Ms: loop.percentile(99) / 1e6,
        machineBusyPct: (100 * (m1.busy - m0.busy)) / (m1.total - m0.total),
        natsCpuPct: (100 * (nats1 - nats0)) / wall,
        genLagP99Ms: g.lagP99Ms,
        clientLoopP99Ms: c.loopP99Ms,
        // NaN p99 (nothing arrived) fails too.
        passed: c.p99 <= P99_LIMIT_MS && delivered >= MIN_DELIVERED,
      };
      steps.push(step);
      rows.push([
        `${opened.connected}${opened.failed ? ` (${opened.failed} failed)` : ""}`,
        fmt(c.p50, 0),
        fmt(c.p99, 0),
        fmt(c.max, 0),
        `${fmt(100 * delivered, 0)}%`,
        fmt(step.apiCpuPct, 0),
        fmt((apiCpuMsPerS * 1000) / n, 0),
        `${fmt((100 * cpu.system) / (cpu.user + cpu.system), 0)}%`,
        fmt(rss / 2 ** 20, 0),
        fmt(heap / 2 ** 20, 0),
        fmt((rss - baseRss) / 1024 / n, 0),
        fmt(step.apiLoopP99Ms, 0),
        `${fmt(step.machineBusyPct, 0)}%`,
        fmt(step.natsCpuPct, 0),
        fmt(c.loopP99Ms, 0),
        fmt(g.lagP99Ms, 0),
      ]);
      console.log(formatTable(header, rows.slice(-1)).split("\n").at(-1));
      await Promise.all(
        [clients, load].map((p) => (p.exitCode === null ? new Promise((r) => p.once("exit", r)) : null)),
      );
      // Let the api notice the closed sockets before the next step.
      await sleep(1000);
      // Machine busy alone does not stop the ramp: other work on a shared box keeps it high. What matters is
      // whether the api still delivers in time, and everything that was offered.
      if (!step.passed) {
        const why =
          delivered < MIN_DELIVERED
            ? `under ${100 * MIN_DELIVERED}% of the offered deltas delivered`
            : `p99 over ${P99_LIMIT_MS} ms`;
        console.log(`ramp stopped at ${n} streams: ${why}`);
        break;
      }
    }
  } finally {
    for (const p of children) if (p.exitCode === null) p.kill();
    await api.close();
    await ns.cleanup();
    await db.drop();
  }
  const name = TRANSPORTS[transport];
  console.log(
    `\nstreams: one api instance, ${name}, fan-out by ${FAN_OUT}, ${EVENTS_PER_S * TOKENS_PER_EVENT} tokens/s per stream ` +
      `(${EVENTS_PER_S} deltas/s of ${TOKENS_PER_EVENT} tokens), ${WARM_S} s warm-up + ${MEASURE_S} s measured per step;` +
      `\nlatency = delta publish (Date.now in the load process) -> ${name} client receipt; api CPU% is of one core;` +
      "\napi CPU ms/s per 1k streams = the api's CPU milliseconds per second for each 1,000 streams; of it kernel =" +
      "\nits system time (socket writes; on loopback the receiver's TCP work runs in the sender's write call too);" +
      "\nKB/stream = (RSS - RSS before the first step) / streams; machine busy = both cores (NATS, clients, load included)" +
      (transport === "ws"
        ? `\nWebSocket: one user's streams over sockets of up to ${STREAMS_PER_SOCKET} (support/door-spread.ts)\n`
        : "\n"),
  );
  console.log(formatTable(header, rows));
  const last = steps.at(-1);
  if (last) console.log(`\n${name} saturated first: ${describeSaturation(last)}`);
  const core = streamsPerApiCore(steps, idleCpuPct);
  if (core)
    console.log(
      `${name}: one api core would hold ~${fmt(core.streams, 0)} streams ` +
        `(${core.from.streams} x 100 / ${fmt(core.from.apiCpuPct, 0)}% api CPU at ${core.from.streams} streams); ` +
        `~${fmt(core.aboveIdle, 0)} counting only the CPU above idle (${fmt(idleCpuPct, 1)}% of a core, no streams)`,
    );
  console.log(
    `load average at the end (1/5 min): ${loadavg()
      .slice(0, 2)
      .map((x) => x.toFixed(1))
      .join(" / ")}`,
  );
}

function routed(s: { messageId: string; userId: string; conversationId: string }): GenerationRouted {
  return {
    id: eventIds.routed(s.messageId, 1),
    type: "generation.routed",
    v: 1,
    time: new Date().toISOString(),
    userId: s.userId,
    conversationId: s.conversationId,
    messageId: s.messageId,
    pool: "large",
    replicaId: "bench",
    reason: "bench",
    maxAnswerTokens: 2_000,
    attempt: 1,
    priority: 0,
  };
}

function submitted(s: { messageId: string; userId: string; conversationId: string }): MessageSubmitted {
  return {
    id: eventIds.submitted(s.messageId),
    type: "message.submitted",
    v: 1,
    time: new Date().toISOString(),
    userId: s.userId,
    conversationId: s.conversationId,
    messageId: s.messageId,
    tier: "plus",
    requestedModel: "large",
    parentId: null,
    content: "bench",
    contentTokens: 1,
    prompt: [{ role: "user", content: "bench" }],
    promptTokens: 1,
    droppedTurns: 0,
    maxAnswerTokens: 2_000,
    reservedCost: 0,
  };
}

function conversationCreated(s: { userId: string; conversationId: string }): ConversationCreated {
  return {
    id: eventIds.conversationCreated(s.conversationId),
    type: "conversation.created",
    v: 1,
    time: new Date().toISOString(),
    userId: s.userId,
    conversationId: s.conversationId,
    messageId: s.conversationId,
    title: "bench",
  };
}

console.log(machineSpeedLine(await machineSpeed()));
await (TRANSPORT === "both" ? runEachTransport() : main(TRANSPORT as Transport));
