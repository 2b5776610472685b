/**
 * Issues 2 and 22: the control plane's overhead on a message's first token. For each message it takes
 *   overhead = (client sends the POST -> first delta reaches the client) - (the engine's own time to first token)
 * and splits the path into hops from log timestamps (`time` of submitted, routed, started, first delta) and
 * two points timed around the simulated replica's HTTP server (request received, first token written):
 *
 *   send -> submitted        api: HTTP, auth, prompt building, appending `message.submitted`
 *   submitted -> routed      dispatcher: route, ladder, replica (routing is recorded after the work is queued)
 *   submitted -> started     dispatcher + the worker pulling the work item and appending `started`
 *   started -> engine recv   worker -> engine HTTP request
 *   engine recv -> 1st token the engine's own time to first token (queue + prefill): subtracted
 *   1st token -> delta time  worker: stream parsing + the delta batcher (flushes a sentence or ~50 ms)
 *   delta time -> client     append to the log, api fan-out, SSE write, client parse
 *
 * Every app runs in its own Node process, as deployed and as `npm run dev` runs them (api, dispatcher, a
 * gpu-worker per replica, projector: `src/bench-support/process-stack.ts`); the simulated replicas, the guard
 * model and the clients stay in this process, so the engine's own first token is timed at its HTTP server.
 * `--in-process` runs the older variant, every app in this one process (`startStack`): there each hop also
 * waits on every other app's work on the one event loop, which no deployment does.
 *
 * The replicas run in real time (timeScale 1) so the batcher's wall-clock delay means what it means in
 * production; answers are capped at a few tokens (the plus tier's maxAnswerTokens, given to the api as its
 * TIERS_FILE) so a run is short. Each concurrency level (`--concurrency`, a list: default 4, 32 and 128 messages
 * at a time) runs `--messages` messages, each in a new conversation (same prompt size), alternately with model
 * "auto" (through the router) and "large", each lane of messages a plus user of its own, after a warm-up
 * (`--warmup`, default 300 messages, 16 at a time). Client send time stands in for api receipt
 * (loopback). Per level it prints the hop table and each process's CPU over the level (which app saturates);
 * then one summary line per level. Asserts nothing.
 *
 *   npm run bench -- pipeline                 (4, 32, 128 at a time, guard model on: about 2 minutes)
 *   npx tsx infra/stack/bench/pipeline.ts [--concurrency=4,32,128] [--messages=300] [--warmup=300]
 *     [--answer-tokens=6] [--no-safety] [--in-process] [--cpu-profile=DIR]
 *
 * With the safety checks on (the default, as deployed), the answer's first sentence is held until the guard
 * has read it (DESIGN: the check's latency is on the first-token path): that hold is inside "engine token ->
 * delta event". `--no-safety` runs without the guard model, to compare with figures taken before the checks
 * existed: in-process the workers then check nothing; as processes each gpu-worker runs as deployed without
 * GUARD_URL, so its lexical baseline still holds each sentence until it is complete (the hold is the engine
 * writing the rest of the sentence, inside "engine token -> delta event").
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { cpus, loadavg } from "node:os";
import { DEFAULT_TIERS, type TierTable } from "@chat/api";
import { type ChatEvent, type Names, readGenerationEvents } from "@chat/events";
import {
  cpuSecondsByName,
  fmt,
  formatTable,
  listArg,
  machineCpuTimes,
  mean,
  numberArg,
  percentile,
} from "@chat/platform/testing";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import { type EngineTiming, timeEngineRequests } from "../src/bench-support/engine-timing.ts";
import { startProcessStack } from "../src/bench-support/process-stack.ts";
import { readSse } from "../src/clients.ts";
import { startStack } from "../src/stack.ts";

const MESSAGES = numberArg("messages", "BENCH_MESSAGES", 300);
const ANSWER_TOKENS = numberArg("answer-tokens", "BENCH_ANSWER_TOKENS", 6);
const CONCURRENCY = listArg("concurrency", "BENCH_CONCURRENCY", [4, 32, 128]);
const SAFETY = !process.argv.includes("--no-safety");
const IN_PROCESS = process.argv.includes("--in-process");
const WARMUP = numberArg("warmup", "BENCH_WARMUP", 300);
/** `--cpu-profile=DIR`: each app process's CPU profile (its whole life) under DIR/<app>/, written as it exits. */
const PROFILE_DIR = process.argv.find((a) => a.startsWith("--cpu-profile="))?.slice(14);
const PROMPT = "Explain in one short paragraph why the sky looks blue during the day and red at sunset.";

type Sample = {
  sendAt: number;
  clientFirstDelta: number;
  submitted: number;
  routed: number;
  started: number;
  logFirstDelta: number;
  engine: EngineTiming;
  pool: string;
};

/** What the bench drives: the api's address, the log to read the hops from, the replicas' HTTP servers. */
type Target = {
  apiUrl: string;
  nc: NatsConnection;
  names: Names;
  engines: Server[];
  user(): Promise<{ token: string }>;
  /** CPU seconds used so far, by part (an app process, the bench process, a local service). */
  cpu(): Map<string, number>;
  stop(): Promise<void>;
};

// Short answers keep the run short; the first token (what is measured) does not depend on the length.
const tiers: TierTable = {
  plus: { ...DEFAULT_TIERS.plus!, maxAnswerTokens: ANSWER_TOKENS },
};

/** CPU seconds of this process and of the local services (those found: NATS may run elsewhere). */
function sharedCpu(benchName: string): Map<string, number> {
  const u = process.cpuUsage();
  const out = new Map([[benchName, (u.user + u.system) / 1e6]]);
  for (const comm of ["nats-server", "postgres", "redis-server"]) {
    const s = cpuSecondsByName(comm);
    if (Number.isFinite(s)) out.set(comm === "postgres" ? "postgres (all backends)" : comm, s);
  }
  return out;
}

async function startTarget(): Promise<Target> {
  if (IN_PROCESS) {
    const stack = await startStack({
      large: 2,
      small: 1,
      timeScale: 1,
      tiers: { ...DEFAULT_TIERS, ...tiers },
      safety: SAFETY,
    });
    return {
      apiUrl: stack.apis[0]!.url,
      nc: stack.ns.nc,
      names: stack.ns.names,
      engines: stack.replicas.map((r) => r.sim.server),
      user: () => stack.user("plus"),
      cpu: () => sharedCpu("this process: every app, replicas, guard, clients"),
      stop: () => stack.stop(),
    };
  }
  const stack = await startProcessStack({
    large: 2,
    small: 1,
    timeScale: 1,
    tiers,
    safety: SAFETY,
    ...(PROFILE_DIR ? { cpuProfileDir: PROFILE_DIR } : {}),
  });
  return {
    apiUrl: stack.apiUrl,
    nc: stack.ns.nc,
    names: stack.ns.names,
    engines: stack.replicas.map((r) => r.sim.server),
    user: () => stack.user("plus"),
    cpu: () => new Map([...stack.cpuSeconds(), ...sharedCpu("bench: replicas, guard, clients")]),
    stop: () => stack.stop(),
  };
}

/** What the client sees of one message; the hops are read from the log after the level (`complete`). */
type Sent = { sendAt: number; clientFirstDelta: number; logId: string; pool: string };

async function sendOne(t: Target, token: string, model: "auto" | "large"): Promise<Sent> {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const conv = await fetch(`${t.apiUrl}/v1/conversations`, { method: "POST", headers, body: "{}" });
  if (!conv.ok) throw new Error(`POST /v1/conversations: ${conv.status} ${await conv.text()}`);
  const conversationId = ((await conv.json()) as { id: string }).id;
  const messageId = `m_${randomBytes(8).toString("hex")}`;
  const sendAt = Date.now();
  const res = await fetch(`${t.apiUrl}/v1/conversations/${conversationId}/messages`, {
    method: "POST",
    headers: { ...headers, "idempotency-key": messageId, accept: "text/event-stream" },
    body: JSON.stringify({ content: PROMPT, parentId: null, model }),
  });
  if (!res.ok) throw new Error(`POST messages: ${res.status} ${await res.text()}`);
  // The message's id on the log is scoped per user: the api names it in X-Message-Id.
  const logId = res.headers.get("x-message-id") ?? messageId;
  let clientFirstDelta = 0;
  let pool = "?";
  for await (const e of readSse(res)) {
    if (e.event === "meta" && e.data.model) pool = String(e.data.model);
    if (e.event === "delta" && !clientFirstDelta) clientFirstDelta = Date.now();
  }
  if (!clientFirstDelta) throw new Error(`message ${messageId}: no delta reached the client`);
  return { sendAt, clientFirstDelta, logId, pool };
}

/** The message's hops from its events on the log and the engine's timing of its request. */
async function complete(t: Target, engine: Map<string, EngineTiming>, m: Sent): Promise<Sample> {
  const at: Partial<Record<ChatEvent["type"], number>> = {};
  for await (const ev of readGenerationEvents(jetstream(t.nc), t.names, m.logId)) {
    at[ev.type] ??= Date.parse(ev.time);
  }
  const e = engine.get(`${m.logId}-1`);
  if (!e?.firstTokenAt) throw new Error(`message ${m.logId}: the engine never wrote a token`);
  engine.delete(`${m.logId}-1`);
  return {
    sendAt: m.sendAt,
    clientFirstDelta: m.clientFirstDelta,
    submitted: at["message.submitted"]!,
    routed: at["generation.routed"]!,
    started: at["generation.started"]!,
    logFirstDelta: at["generation.delta"]!,
    engine: e,
    pool: m.pool,
  };
}

type Level = {
  concurrency: number;
  samples: Sample[];
  failures: string[];
  seconds: number;
  cpu: Array<[string, number]>;
  /** The whole machine's busy share over the level, in % of all its cores. */
  machineBusy: number;
  load: string;
};

/**
 * `count` messages, `concurrency` at a time, each lane a plus user of its own (as many people at once: one
 * user may stream at most 64 answers at a time). The log is read for the hops after the level's clock and
 * CPU readings stop, so the bench's own reading does not load what it measures.
 */
async function runLevel(
  t: Target,
  engine: Map<string, EngineTiming>,
  concurrency: number,
  count: number,
): Promise<Level> {
  const users = await Promise.all(Array.from({ length: concurrency }, () => t.user()));
  const sent: Sent[] = [];
  const failures: string[] = [];
  const cpu0 = t.cpu();
  const machine0 = machineCpuTimes();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    users.map(async ({ token }) => {
      while (next < count) {
        // Half pick the large model, half go through the router (which sends these short ones small).
        const model = next++ % 2 ? "large" : "auto";
        try {
          sent.push(await sendOne(t, token, model));
        } catch (err) {
          failures.push((err as Error).message);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu1 = t.cpu();
  const machine1 = machineCpuTimes();
  const machineBusy = (100 * (machine1.busy - machine0.busy)) / (machine1.total - machine0.total);
  const load = loadavg()
    .slice(0, 2)
    .map((x) => x.toFixed(1))
    .join(" / ");
  const cpu = [...cpu1].map(([k, v]) => [k, v - (cpu0.get(k) ?? Number.NaN)] as [string, number]);
  const samples: Sample[] = [];
  for (const m of sent) {
    try {
      samples.push(await complete(t, engine, m));
    } catch (err) {
      failures.push((err as Error).message);
    }
  }
  return { concurrency, samples, failures, seconds, cpu, machineBusy, load };
}

const overhead = (s: Sample) =>
  s.clientFirstDelta - s.sendAt - (s.engine.firstTokenAt! - s.engine.receivedAt);
const hops: Array<[string, (s: Sample) => number]> = [
  ["send -> submitted (api)", (s) => s.submitted - s.sendAt],
  ["submitted -> routed (dispatcher)", (s) => s.routed - s.submitted],
  ["submitted -> started (dispatch + pickup)", (s) => s.started - s.submitted],
  ["started -> engine receives", (s) => s.engine.receivedAt - s.started],
  ["engine's own first token [excluded]", (s) => s.engine.firstTokenAt! - s.engine.receivedAt],
  ["engine token -> delta event (batcher)", (s) => s.logFirstDelta - s.engine.firstTokenAt!],
  ["delta event -> client (log + fan-out)", (s) => s.clientFirstDelta - s.logFirstDelta],
  ["TOTAL send -> first delta at client", (s) => s.clientFirstDelta - s.sendAt],
  ["OVERHEAD = total - engine's own", overhead],
];

function reportLevel(l: Level): void {
  const pools: Record<string, number> = {};
  for (const s of l.samples) pools[s.pool] = (pools[s.pool] ?? 0) + 1;
  console.log(
    `\n--- ${l.concurrency} at a time: ${l.samples.length} messages (${Object.entries(pools)
      .map(([p, n]) => `${p} ${n}`)
      .join(", ")}) in ${fmt(l.seconds, 1)} s, ${fmt(l.samples.length / l.seconds, 1)} messages/s; ` +
      `machine ${fmt(l.machineBusy, 0)}% busy (${cpus().length} cores), load average (1/5 min) ${l.load}` +
      (l.failures.length ? `; ${l.failures.length} FAILED (first: ${l.failures[0]})` : ""),
  );
  const rows = hops.map(([name, f]) => {
    const xs = l.samples.map(f);
    return [
      name,
      fmt(mean(xs)),
      fmt(percentile(xs, 50), 0),
      fmt(percentile(xs, 99), 0),
      fmt(Math.max(...xs), 0),
    ];
  });
  console.log(formatTable(["hop (ms)", "mean", "p50", "p99", "max"], rows));
  const cpuRows = l.cpu.map(([name, s]) => [
    name,
    fmt(s, 2),
    fmt((100 * s) / l.seconds, 0),
    fmt((1000 * s) / l.samples.length, 2),
  ]);
  console.log(
    `\n${formatTable(["CPU over the level", "CPU s", "% of a core", "CPU-ms per message"], cpuRows)}`,
  );
}

async function main(): Promise<void> {
  const mode = IN_PROCESS ? "every app in this one process (--in-process)" : "each app in its own process";
  console.log(
    `pipeline: ${mode}; ${MESSAGES} messages per level (+${WARMUP} warm-up), model auto/large alternating, ` +
      `answers capped at ${ANSWER_TOKENS} tokens, replicas in real time, ` +
      `${SAFETY ? "guard model on (each sentence held until checked)" : "no guard model (--no-safety)"}; ` +
      "log times have 1 ms resolution",
  );
  let target: Target | null = null;
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= target?.stop() ?? Promise.resolve();
    return stopping;
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.once(sig, () => {
      console.error(`\n${sig}: stopping the stack`);
      void stop().finally(() => process.exit(130));
    });
  }
  const levels: Level[] = [];
  try {
    const startedAt = performance.now();
    target = await startTarget();
    console.log(`stack up in ${fmt((performance.now() - startedAt) / 1000, 1)} s`);
    const engine = new Map<string, EngineTiming>();
    for (const server of target.engines) timeEngineRequests(server, engine);
    // Warm-up: every process's hot code optimised and its connections open before anything is timed (with
    // each app in its own process, 40 warm-up messages left the first level ~50% slower than a second one).
    await runLevel(target, engine, 16, WARMUP);
    for (const c of CONCURRENCY) {
      const level = await runLevel(target, engine, c, MESSAGES);
      reportLevel(level);
      levels.push(level);
    }
  } finally {
    await stop();
  }
  console.log(`\nsummary (${mode}, ${SAFETY ? "guard on" : "--no-safety"}): first-token overhead, ms`);
  const hop = (l: Level, i: number, p: number) => fmt(percentile(l.samples.map(hops[i]![1]), p), 0);
  console.log(
    formatTable(
      [
        "at a time",
        "messages",
        "msgs/s",
        "machine busy",
        "overhead p50",
        "p99",
        "api p50",
        "dispatch+pickup p50",
        "batcher p50",
      ],
      levels.map((l) => [
        String(l.concurrency),
        `${l.samples.length}${l.failures.length ? ` (${l.failures.length} failed)` : ""}`,
        fmt(l.samples.length / l.seconds, 1),
        `${fmt(l.machineBusy, 0)}%`,
        fmt(percentile(l.samples.map(overhead), 50), 0),
        fmt(percentile(l.samples.map(overhead), 99), 0),
        hop(l, 0, 50),
        hop(l, 2, 50),
        hop(l, 5, 50),
      ]),
    ),
  );
}

await main();
