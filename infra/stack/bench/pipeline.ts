/**
 * Issue 2: the control plane's overhead on a message's first token. For each message it takes
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
 * The replicas run in real time (timeScale 1) so the batcher's wall-clock delay means what it means in
 * production; answers are capped at a few tokens so 1,000 messages fit in about a minute. Messages run
 * `--concurrency` at a time (default 4, "lightly concurrent"), each in a new conversation (same prompt size),
 * alternately with model "auto" (through the router) and "large".
 * Client send time stands in for api receipt (loopback). Prints tables; asserts nothing.
 *
 *   npm run bench -- pipeline
 *   npx tsx infra/stack/bench/pipeline.ts [--messages=1000] [--concurrency=4] [--answer-tokens=6] [--no-safety]
 *
 * With the safety checks on (the default, as deployed), the answer's first sentence is held until the guard
 * has read it (DESIGN: the check's latency is on the first-token path): that hold is inside "engine token ->
 * delta event". `--no-safety` runs without the guard model (the api's lexical input check only), to compare
 * with figures taken before the checks existed.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { DEFAULT_TIERS, type TierTable } from "@chat/api";
import { type ChatEvent, readGenerationEvents } from "@chat/events";
import { fmt, formatTable, mean, numberArg, percentile } from "@chat/platform/testing";
import { jetstream } from "@nats-io/jetstream";
import { type EngineTiming, timeEngineRequests } from "../src/bench-support/engine-timing.ts";
import { readSse } from "../src/clients.ts";
import { type Stack, startStack } from "../src/stack.ts";

const MESSAGES = numberArg("messages", "BENCH_MESSAGES", 1_000);
const CONCURRENCY = numberArg("concurrency", "BENCH_CONCURRENCY", 4);
const ANSWER_TOKENS = numberArg("answer-tokens", "BENCH_ANSWER_TOKENS", 6);
const WARMUP = 20;
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

// Short answers keep the run short; the first token (what is measured) does not depend on the length.
const tiers: TierTable = {
  ...DEFAULT_TIERS,
  plus: { ...DEFAULT_TIERS.plus!, maxAnswerTokens: ANSWER_TOKENS },
};

async function runOne(
  stack: Stack,
  token: string,
  engine: Map<string, EngineTiming>,
  model: "auto" | "large",
): Promise<Sample> {
  const base = stack.apis[0]!.url;
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const conv = await fetch(`${base}/v1/conversations`, { method: "POST", headers, body: "{}" });
  const conversationId = ((await conv.json()) as { id: string }).id;
  const messageId = `m_${randomBytes(8).toString("hex")}`;
  const sendAt = Date.now();
  const res = await fetch(`${base}/v1/conversations/${conversationId}/messages`, {
    method: "POST",
    headers: { ...headers, "idempotency-key": messageId, accept: "text/event-stream" },
    body: JSON.stringify({ content: PROMPT, parentId: null, model }),
  });
  // The message's id on the log is scoped per user: the api names it in X-Message-Id.
  const logId = res.headers.get("x-message-id") ?? messageId;
  let clientFirstDelta = 0;
  let pool = "?";
  for await (const e of readSse(res)) {
    if (e.event === "meta" && e.data.model) pool = String(e.data.model);
    if (e.event === "delta" && !clientFirstDelta) clientFirstDelta = Date.now();
  }
  if (!clientFirstDelta) throw new Error(`message ${messageId}: no delta reached the client`);

  const at: Partial<Record<ChatEvent["type"], number>> = {};
  for await (const ev of readGenerationEvents(jetstream(stack.ns.nc), stack.ns.names, logId)) {
    at[ev.type] ??= Date.parse(ev.time);
  }
  const e = engine.get(`${logId}-1`);
  if (!e?.firstTokenAt) throw new Error(`message ${messageId}: the engine never wrote a token`);
  engine.delete(`${logId}-1`);
  return {
    sendAt,
    clientFirstDelta,
    submitted: at["message.submitted"]!,
    routed: at["generation.routed"]!,
    started: at["generation.started"]!,
    logFirstDelta: at["generation.delta"]!,
    engine: e,
    pool,
  };
}

const SAFETY = !process.argv.includes("--no-safety");

async function main(): Promise<void> {
  const stack = await startStack({ large: 2, small: 1, timeScale: 1, tiers, safety: SAFETY });
  const engine = new Map<string, EngineTiming>();
  for (const r of stack.replicas) timeEngineRequests(r.sim.server, engine);
  const samples: Sample[] = [];
  const started = Date.now();
  try {
    const { token } = await stack.user("plus");
    for (let i = 0; i < WARMUP; i++) await runOne(stack, token, engine, i % 2 ? "large" : "auto");
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < MESSAGES) {
          // Half pick the large model, half go through the router (which sends these short ones small).
          const model = next++ % 2 ? "large" : "auto";
          samples.push(await runOne(stack, token, engine, model));
        }
      }),
    );
  } finally {
    await stack.stop();
  }
  report(samples, (Date.now() - started) / 1000);
}

function report(samples: Sample[], seconds: number): void {
  const hops: Array<[string, (s: Sample) => number]> = [
    ["send -> submitted (api)", (s) => s.submitted - s.sendAt],
    ["submitted -> routed (dispatcher)", (s) => s.routed - s.submitted],
    ["submitted -> started (dispatch + pickup)", (s) => s.started - s.submitted],
    ["started -> engine receives", (s) => s.engine.receivedAt - s.started],
    ["engine's own first token [excluded]", (s) => s.engine.firstTokenAt! - s.engine.receivedAt],
    ["engine token -> delta event (batcher)", (s) => s.logFirstDelta - s.engine.firstTokenAt!],
    ["delta event -> client (log + fan-out)", (s) => s.clientFirstDelta - s.logFirstDelta],
    ["TOTAL send -> first delta at client", (s) => s.clientFirstDelta - s.sendAt],
    [
      "OVERHEAD = total - engine's own",
      (s) => s.clientFirstDelta - s.sendAt - (s.engine.firstTokenAt! - s.engine.receivedAt),
    ],
  ];
  const rows = hops.map(([name, f]) => {
    const xs = samples.map(f);
    return [
      name,
      fmt(mean(xs)),
      fmt(percentile(xs, 50), 0),
      fmt(percentile(xs, 99), 0),
      fmt(Math.max(...xs), 0),
    ];
  });
  const pools: Record<string, number> = {};
  for (const s of samples) pools[s.pool] = (pools[s.pool] ?? 0) + 1;
  console.log(
    `pipeline: ${samples.length} messages (+${WARMUP} warm-up), ${CONCURRENCY} at a time, model auto/large alternating ` +
      `(${Object.entries(pools)
        .map(([p, n]) => `${p} ${n}`)
        .join(
          ", ",
        )}), answers capped at ${ANSWER_TOKENS} tokens, replicas in real time, ${SAFETY ? "guard model on (each sentence held until checked)" : "no guard model (--no-safety)"}; ${fmt(seconds, 0)} s`,
  );
  const load = loadavg()
    .slice(0, 2)
    .map((x) => x.toFixed(1));
  console.log(
    `log times have 1 ms resolution; hops in ms; load average at the end (1/5 min) ${load.join(" / ")}\n`,
  );
  console.log(formatTable(["hop", "mean", "p50", "p99", "max"], rows));
}

await main();
