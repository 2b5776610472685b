/**
 * Issue 4, item 5: the KV-aware picker against round-robin, least-loaded and sticky-without-load-check, each
 * replaying the same multi-turn chat workload through the whole pipeline (api -> log -> dispatcher ->
 * affinity subject -> gpu-worker -> simulated replica -> log -> api -> SSE client), on a fresh stack per
 * policy. Prints one table; asserts nothing.
 *
 *   npm run bench -- placement
 *   npx tsx apps/dispatcher/bench/placement.ts [--arrivals=0.6] [--horizon=100] [--replicas=4]
 *     [--time-scale=2] [--think=10] [--policies=picker,round-robin,least-loaded,sticky] [--seed=1]
 *     [--kv-blocks=N] [--host-cache-gb=X] [--delta-ms=50]
 *   PLACEMENT_ARGS="--kv-blocks=700 ..." npm run bench -- placement   (the bench runner forwards no flags)
 *
 * Defaults are the light load: real-size replicas (21,286 KV blocks), which this workload never fills.
 * Moderate load: `--kv-blocks` shrinks each replica's GPU KV cache (16 tokens a block) so that a message
 * rate the in-process stack can carry fills it and forces evictions; the host-RAM tier shrinks with it
 * (same host/GPU ratio as the real replica, see bench-support/replica-scale.ts) unless `--host-cache-gb`
 * (simulated bytes) says otherwise. The moderate-load run (~6 min on 2 cores):
 *   npx tsx apps/dispatcher/bench/placement.ts --kv-blocks=450 --time-scale=1 --arrivals=1.5 --horizon=60 \
 *     --think=8 --delta-ms=250
 * Caveat: a 7,200-token replica holds only ~3.5 prompts, so the picker's "room for the whole prompt" check
 * (which ignores the shared system prompt and the conversation's own cached history) fires far more often
 * than on a 340,000-token replica; see the run's "placements off the favourite".
 *
 * Load: conversations arrive at `arrivals` per simulated second over `horizon` simulated seconds; no message
 * is sent after the horizon (answers in flight finish), so every policy runs for the same time at the same
 * offered load, and the run's length does not depend on the slowest conversation.
 *
 * Time: the replicas run `time-scale` times faster than real time; every simulated duration (arrivals,
 * pauses) is divided by it and every measured wall duration multiplied by it. First token is measured by
 * the client, from its POST to the first delta event, so it includes the api, the log, the dispatcher and
 * the worker's first-sentence safety check; the replica's own first token (queue + prefill, in its virtual
 * clock) is printed beside it.
 */
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { startApiServer } from "@chat/api/server";
import { DEFAULT_TIERS, type TierTable } from "@chat/api/tiers";
import { prefillSeconds, REPLICAS } from "@chat/gpu-worker/sim";
import { readSse } from "../../../infra/src/stack/clients.ts";
import { type Stack, startStack } from "../../../infra/src/stack/stack.ts";
import { contentTokens, LLAMA3_TEMPLATE } from "../../api/src/tokens.ts";
import {
  busiestShare,
  formatTable,
  type MessageRecord,
  type PolicySummary,
  percentiles,
  summarize,
} from "../src/bench-support/metrics.ts";
import { blockBytes, scaledReplicaMemory } from "../src/bench-support/replica-scale.ts";
import {
  DEFAULT_WORKLOAD,
  type PlannedConversation,
  planWorkload,
  systemPrompt,
  type Tier,
} from "../src/bench-support/workload.ts";
import {
  createRoundRobin,
  leastLoaded,
  type PlacementPolicy,
  pickReplica,
  stickyWithoutLoadCheck,
} from "../src/placement/index.ts";

const argv = [...process.argv.slice(2), ...(process.env.PLACEMENT_ARGS ?? "").split(/\s+/).filter(Boolean)];
const arg = (name: string, fallback: number): number => {
  const hit = argv.find((a) => a.startsWith(`--${name}=`));
  const v = hit ? Number(hit.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number, got ${hit}`);
  return v;
};
const config = {
  /** New conversations per simulated second (Poisson). */
  arrivals: arg("arrivals", 0.6),
  /** Simulated seconds during which messages are sent; answers in flight at the end still finish. */
  horizonS: arg("horizon", 100),
  replicas: arg("replicas", 4),
  timeScale: arg("time-scale", 2),
  meanThinkS: arg("think", 10),
  seed: arg("seed", 1),
  /** GPU KV blocks per replica; 0 = the hardware's own (light load). */
  kvBlocks: argv.some((a) => a.startsWith("--kv-blocks=")) ? Math.round(arg("kv-blocks", 1)) : 0,
  /** Host-RAM tier per replica in (simulated) GB; NaN = scaled with kv-blocks. */
  hostCacheGb: argv.some((a) => a.startsWith("--host-cache-gb=")) ? arg("host-cache-gb", 1) : Number.NaN,
  deltaMs: arg("delta-ms", 50),
};
const replicaMemory =
  config.kvBlocks > 0
    ? scaledReplicaMemory(
        REPLICAS.large,
        config.kvBlocks,
        Number.isNaN(config.hostCacheGb) ? undefined : config.hostCacheGb * 1e9,
      )
    : null;
const POLICIES: Record<string, () => PlacementPolicy> = {
  picker: () => pickReplica,
  "round-robin": createRoundRobin,
  "least-loaded": () => leastLoaded,
  sticky: () => stickyWithoutLoadCheck,
};
const chosen = (argv.find((a) => a.startsWith("--policies="))?.slice(11) ?? Object.keys(POLICIES).join(","))
  .split(",")
  .filter(Boolean);
for (const p of chosen)
  if (!POLICIES[p]) throw new Error(`unknown policy ${p}; known: ${Object.keys(POLICIES)}`);

// Answers are cut well below DESIGN's ~400-token mean: on a small machine every streamed token costs the
// in-process pipeline a few socket writes, and answer tokens, not prompt tokens, bound how many messages
// a run can replay. Placement changes prefill, which the prompts (kept at DESIGN's length) decide.
const TIERS: TierTable = {
  free: { ...DEFAULT_TIERS.free!, maxAnswerTokens: 150 },
  plus: { ...DEFAULT_TIERS.plus!, maxAnswerTokens: 200 },
};
const SYSTEM_PROMPT = systemPrompt(1_200);
// <|begin_of_text|> plus the system message in the Llama 3 template: what every first turn can find cached.
const SYSTEM_PREFIX_TOKENS = 1 + LLAMA3_TEMPLATE.perMessageTokens + contentTokens(SYSTEM_PROMPT);

type RunResult = {
  policy: string;
  summary: PolicySummary;
  engineFirstToken: Record<Tier, number[]>;
  replicaLoad: ReplicaLoadStats;
  messagesByReplica: Map<string, number>;
  prefillByReplica: Map<string, number>;
  reasons: Map<string, number>;
  preemptions: number;
  wallS: number;
  eventLoopP99Ms: number;
  eventLoopUtilisation: number;
};

async function runPolicy(name: string, plan: PlannedConversation[]): Promise<RunResult> {
  const inner = POLICIES[name]!();
  const reasons = new Map<string, number>();
  // Counts every decision the dispatcher makes with this policy (the one place that sees the reason).
  const placement: PlacementPolicy = (input) => {
    const r = inner(input);
    const key = "error" in r ? r.error : r.reason;
    reasons.set(key, (reasons.get(key) ?? 0) + 1);
    return r;
  };
  const stack = await startStack({
    large: config.replicas,
    small: 0,
    timeScale: config.timeScale,
    apis: 0,
    dispatcher: { placement },
    deltaDelayMs: config.deltaMs,
    ...(replicaMemory ? { replicaLoop: { large: replicaMemory } } : {}),
  });
  const api = await startApiServer({
    nc: stack.ns.nc,
    names: stack.ns.names,
    db: stack.db.db,
    tiers: TIERS,
    systemPrompt: SYSTEM_PROMPT,
  });
  const engineFirstToken: Record<Tier, number[]> = { free: [], plus: [] };
  const load = observeReplicas(stack, engineFirstToken);
  const tokens = { free: (await stack.user("free")).token, plus: (await stack.user("plus")).token };
  const records: MessageRecord[] = [];
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const elu0 = performance.eventLoopUtilization();
  const t0 = performance.now();
  try {
    await Promise.all(
      plan.map(async (c) => {
        await sleep((c.startS / config.timeScale) * 1000);
        await converse(api.url, tokens[c.tier], c, records, t0 + (config.horizonS / config.timeScale) * 1000);
      }),
    );
  } finally {
    lag.disable();
    await api.close();
  }
  const wallS = (performance.now() - t0) / 1000;
  const elu = performance.eventLoopUtilization(elu0);
  const loadAtEnd = load();
  const messagesByReplica = new Map<string, number>();
  const prefillByReplica = new Map<string, number>();
  let preemptions = 0;
  for (const r of stack.replicas) {
    messagesByReplica.set(r.id, r.sim.replica.loop.stats.finished);
    prefillByReplica.set(r.id, r.sim.replica.loop.stats.prefillTokens);
    preemptions += r.sim.replica.loop.stats.preemptions;
  }
  await stack.stop();
  return {
    policy: name,
    summary: summarize(records, SYSTEM_PREFIX_TOKENS),
    engineFirstToken,
    replicaLoad: loadAtEnd,
    messagesByReplica,
    prefillByReplica,
    reasons,
    preemptions,
    wallS,
    eventLoopP99Ms: lag.percentile(99) / 1e6,
    eventLoopUtilisation: elu.utilization,
  };
}

type ReplicaLoadStats = {
  /** Time-averaged answers decoding per replica (a large replica holds ~100). */
  meanBatch: number;
  /** Share of the replicas' compute spent prefilling, mean over replicas and the busiest one. */
  prefillShare: number;
  maxPrefillShare: number;
  /** Time-averaged share of KV blocks held by running requests: mean over replicas, and the busiest. */
  kvUsed: number;
  maxKvUsed: number;
  /** Time-averaged requests waiting for admission per replica, the most seen, share of time with any. */
  meanWaiting: number;
  maxWaiting: number;
  queuedShare: number;
  /** Prompt blocks looked up at admission and found on GPU / only in host RAM (copied back). */
  lookupBlocks: number;
  gpuHitBlocks: number;
  hostHitBlocks: number;
};

/**
 * Records each replica's own first-token time (virtual seconds from arrival, by tier: priority > 0 is Plus)
 * and how loaded it was; returns a function that reads the load so far.
 */
function observeReplicas(stack: Stack, out: Record<Tier, number[]>): () => ReplicaLoadStats {
  const secondsPerPrefillToken = prefillSeconds(REPLICAS.large, 1);
  const seen = stack.replicas.map((r) => {
    const loop = r.sim.replica.loop;
    const step = loop.step.bind(loop);
    const acc = {
      start: r.sim.replica.now(),
      batchSeconds: 0,
      prefillTokens: 0,
      kvSeconds: 0,
      waitingSeconds: 0,
      queuedSeconds: 0,
      maxWaiting: 0,
    };
    const kv0 = { ...loop.stats.kv };
    // The step loop reports first tokens only in its step results; wrapping the instance is the one
    // way in from outside without changing the simulator.
    loop.step = (now: number) => {
      const res = step(now);
      for (const s of res.firstTokens)
        (s.priority > 0 ? out.plus : out.free).push(s.firstTokenAt - s.submittedAt);
      acc.batchSeconds += res.decodeTokens * res.seconds;
      acc.prefillTokens += res.prefillTokens;
      if (res.seconds > 0) {
        const blocks = loop.kvBlocks();
        const l = loop.load();
        acc.kvSeconds += (blocks.used / blocks.total) * res.seconds;
        acc.waitingSeconds += l.waiting * res.seconds;
        if (l.waiting > 0) acc.queuedSeconds += res.seconds;
        acc.maxWaiting = Math.max(acc.maxWaiting, l.waiting);
      }
      return res;
    };
    return { r, acc, kv0 };
  });
  return () => {
    const per = seen.map(({ r, acc, kv0 }) => {
      const elapsed = Math.max(1e-9, r.sim.replica.now() - acc.start);
      const kv = r.sim.replica.loop.stats.kv;
      return {
        batch: acc.batchSeconds / elapsed,
        prefill: (acc.prefillTokens * secondsPerPrefillToken) / elapsed,
        kv: acc.kvSeconds / elapsed,
        waiting: acc.waitingSeconds / elapsed,
        queued: acc.queuedSeconds / elapsed,
        maxWaiting: acc.maxWaiting,
        lookup: kv.queriedBlocks - kv0.queriedBlocks,
        gpuHit: kv.gpuHitBlocks - kv0.gpuHitBlocks,
        hostHit: kv.hostHitBlocks - kv0.hostHitBlocks,
      };
    });
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    return {
      meanBatch: mean(per.map((p) => p.batch)),
      prefillShare: mean(per.map((p) => p.prefill)),
      maxPrefillShare: Math.max(...per.map((p) => p.prefill)),
      kvUsed: mean(per.map((p) => p.kv)),
      maxKvUsed: Math.max(...per.map((p) => p.kv)),
      meanWaiting: mean(per.map((p) => p.waiting)),
      maxWaiting: Math.max(...per.map((p) => p.maxWaiting)),
      queuedShare: mean(per.map((p) => p.queued)),
      lookupBlocks: sum(per.map((p) => p.lookup)),
      gpuHitBlocks: sum(per.map((p) => p.gpuHit)),
      hostHitBlocks: sum(per.map((p) => p.hostHit)),
    };
  };
}

/** One user: creates the conversation, then sends each turn after the previous answer and a pause. */
async function converse(
  base: string,
  token: string,
  c: PlannedConversation,
  records: MessageRecord[],
  sendUntil: number,
) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const created = await fetch(`${base}/v1/conversations`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: c.key }),
  });
  if (created.status !== 201)
    throw new Error(`create conversation: ${created.status} ${await created.text()}`);
  const conversationId = ((await created.json()) as { id: string }).id;
  let parentId: string | null = null;
  for (const [turn, t] of c.turns.entries()) {
    await sleep((t.thinkBeforeS / config.timeScale) * 1000);
    if (performance.now() > sendUntil) return;
    const messageId = `m_${c.key}_${turn}_${Math.random().toString(36).slice(2, 10)}`;
    const start = performance.now();
    const res = await fetch(`${base}/v1/conversations/${conversationId}/messages`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": messageId, accept: "text/event-stream" },
      body: JSON.stringify({ content: t.content, parentId, model: "large" }),
    });
    const record: MessageRecord = {
      conversation: c.key,
      turn,
      tier: c.tier,
      finish: `http-${res.status}`,
      usage: { input: 0, cached: 0, output: 0 },
      firstTokenS: null,
    };
    records.push(record);
    if (res.status !== 200) {
      await res.body?.cancel();
      return; // the conversation cannot go on without this turn's answer
    }
    for await (const e of readSse(res)) {
      if (e.event === "delta" && record.firstTokenS === null) {
        record.firstTokenS = ((performance.now() - start) / 1000) * config.timeScale;
      }
      if (e.event === "done") {
        const d = e.data as { finish: string; usage: MessageRecord["usage"] };
        record.finish = d.finish;
        record.usage = d.usage;
      }
    }
    if (record.finish !== "stop" && record.finish !== "length") return;
    parentId = messageId;
  }
}

const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : "-");
const sec = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : "-");
const int = (x: number) => Math.round(x).toLocaleString("en-US");

function table(results: RunResult[]): string {
  const rows: string[][] = [];
  const row = (label: string, f: (r: RunResult) => string) => rows.push([label, ...results.map(f)]);
  row("messages answered / sent", (r) => `${r.summary.answered} / ${r.summary.messages}`);
  row("prompt tokens (input)", (r) => int(r.summary.inputTokens));
  row("prefill tokens computed", (r) => int(r.summary.prefillTokens));
  row("prefix-cache hit rate (tokens)", (r) => pct(r.summary.hitRate));
  row("oracle hit rate", (r) => pct(r.summary.oracleHitRate));
  row("hit rate / oracle", (r) => pct(r.summary.oracleRatio));
  for (const tier of ["free", "plus"] as const) {
    for (const p of ["p50", "p95", "p99"] as const) {
      row(`first token ${tier} ${p} (client, sim s)`, (r) => sec(r.summary.firstToken[tier][p]));
    }
  }
  for (const tier of ["free", "plus"] as const) {
    row(`first token ${tier} p50/p95 (replica, sim s)`, (r) => {
      const q = percentiles(r.engineFirstToken[tier]);
      return `${sec(q.p50)} / ${sec(q.p95)}`;
    });
  }
  row("busiest replica: share of messages", (r) => pct(busiestShare(r.messagesByReplica).share));
  row("busiest replica: share of prefill", (r) => pct(busiestShare(r.prefillByReplica).share));
  row("placements off the favourite", (r) => {
    const total = [...r.reasons.values()].reduce((a, b) => a + b, 0);
    const off = [...r.reasons]
      .filter(([k]) => k !== "favourite" && k !== "sticky")
      .reduce((a, [, n]) => a + n, 0);
    return r.policy === "picker" ? pct(off / total) : "-";
  });
  row("replica load: mean answers decoding", (r) => r.replicaLoad.meanBatch.toFixed(1));
  row(
    "replica compute in prefill: mean / max",
    (r) => `${pct(r.replicaLoad.prefillShare)} / ${pct(r.replicaLoad.maxPrefillShare)}`,
  );
  row(
    "replica KV held by running: mean / busiest",
    (r) => `${pct(r.replicaLoad.kvUsed)} / ${pct(r.replicaLoad.maxKvUsed)}`,
  );
  row(
    "waiting per replica: mean / max / time queued",
    (r) =>
      `${r.replicaLoad.meanWaiting.toFixed(2)} / ${r.replicaLoad.maxWaiting} / ${pct(r.replicaLoad.queuedShare)}`,
  );
  row("prompt blocks found: GPU / host RAM", (r) => {
    const l = r.replicaLoad;
    return `${pct(l.gpuHitBlocks / l.lookupBlocks)} / ${pct(l.hostHitBlocks / l.lookupBlocks)}`;
  });
  row("preemptions (KV full)", (r) => int(r.preemptions));
  row(
    "wall s / event-loop p99 ms / busy",
    (r) => `${r.wallS.toFixed(0)} / ${r.eventLoopP99Ms.toFixed(0)} / ${pct(r.eventLoopUtilisation)}`,
  );
  return formatTable(["", ...results.map((r) => r.policy)], rows);
}

const plan = planWorkload({
  ...DEFAULT_WORKLOAD,
  conversations: Math.max(1, Math.round(config.arrivals * config.horizonS)),
  seed: config.seed,
  arrivalWindowS: config.horizonS,
  meanThinkS: config.meanThinkS,
});
const turns = plan.reduce((a, c) => a + c.turns.length, 0);
console.log(
  `workload: ${plan.length} conversations (${plan.filter((c) => c.tier === "plus").length} Plus), ${turns} turns planned, ` +
    `arriving over ${config.horizonS} sim s, mean pause ${config.meanThinkS} sim s; system prompt ${SYSTEM_PREFIX_TOKENS} tokens; ` +
    `${config.replicas} large replicas at ${config.timeScale}x real time; answers cut at ${TIERS.free!.maxAnswerTokens} (Free) / ${TIERS.plus!.maxAnswerTokens} (Plus) tokens; ` +
    (replicaMemory
      ? `KV ${replicaMemory.kvBlocks} blocks (${replicaMemory.kvBlocks * 16} tokens), host tier ${(replicaMemory.hostCacheBytes / 1e9).toFixed(2)} GB ` +
        `(${Math.floor(replicaMemory.hostCacheBytes / blockBytes(REPLICAS.large))} blocks) per replica`
      : "real-size KV and host tier"),
);
// A short unmeasured run first, so the policy measured first does not pay for loading and compiling code.
await runPolicy(
  chosen[0]!,
  planWorkload({
    ...DEFAULT_WORKLOAD,
    conversations: 4,
    seed: 99,
    arrivalWindowS: 4,
    meanThinkS: 2,
    turns: { min: 2, max: 2 },
  }),
);
const results: RunResult[] = [];
for (const name of chosen) {
  const r = await runPolicy(name, plan);
  results.push(r);
  const reasons = [...r.reasons].map(([k, n]) => `${k} ${n}`).join(", ");
  console.log(`  ${name}: ${r.wallS.toFixed(0)} s wall; placements: ${reasons}`);
}
console.log(`\n${table(results)}`);
