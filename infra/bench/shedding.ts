/**
 * The shedding ladder on the real stack, longer than the e2e test and on the same scaled stack
 * (`scaledSheddingStack`: 1 large + 1 small simulated replica in real time, KV shrunk so ~9 msg/s is about
 * twice what they answer). Multi-turn conversations at SHED_RATE for SHED_SECONDS, then idle until the ladder
 * is back at rung 0. Prints per tier: started within the SLO, refused, timed out, first-token p50/p95, the
 * slowest refusal, and the rung over time. Options: SHED_RATE (msg/s, default 9), SHED_SECONDS (default 60).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { readGenerationEvents } from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import { startStack } from "../src/stack/stack.ts";
import { figures, type Outcome, runLoad, SCALED_LOAD, scaledSheddingStack } from "./support/shedding-load.ts";

const rate = Number(process.env.SHED_RATE ?? SCALED_LOAD.ratePerS);
const seconds = Number(process.env.SHED_SECONDS ?? 60);
const base = scaledSheddingStack();
const kvL = process.env.SHED_KV_LARGE;
const kvS = process.env.SHED_KV_SMALL;
const stack = await startStack({
  ...base,
  ...(process.env.SHED_RUNG1_ONLY
    ? { dispatcher: { ...base.dispatcher, ladder: { minMoveIntervalMs: 1_000, upLines: [0, 2, 2] as const } } }
    : {}),
  replicaLoop: {
    large: { kvBlocks: Number(kvL ?? base.replicaLoop!.large!.kvBlocks) },
    small: { kvBlocks: Number(kvS ?? base.replicaLoop!.small!.kvBlocks) },
  },
});
function snap(): string {
  // biome-ignore lint/suspicious/noExplicitAny: diag
  const loop = large.sim.replica.loop as any;
  let pr = 0, fr = 0, pw = 0, fw = 0, pk = 0;
  for (const s of loop.running) {
    if (s.state !== "prefill" && s.state !== "decode") continue;
    if (s.priority > 0) { pr++; pk += s.blocksHeld; } else fr++;
  }
  for (const b of loop.queue.buckets.values())
    for (let i = b.head; i < b.items.length; i++) {
      const s = b.items[i];
      if (s.state !== "waiting") continue;
      if (s.priority > 0) pw++; else fw++;
    }
  return `L plus ${pr}r/${pw}w (${pk} blk) free ${fr}r/${fw}w used ${loop.kvBlocks().used}`;
}
// DIAG: engine occupancy by tier on the large replica.
const diag: string[] = [];
const large = stack.replicas.find((r) => r.pool === "large")!;
const small = stack.replicas.find((r) => r.pool === "small")!;
const occ = { n: 0, plusRun: 0, freeRun: 0, plusWait: 0, freeWait: 0, plusKv: 0, freeKv: 0, usedKv: 0 };
const occS = { n: 0, run: 0, wait: 0 };
const diagT = setInterval(() => {
  // biome-ignore lint/suspicious/noExplicitAny: diag
  const loop = large.sim.replica.loop as any;
  occ.n++;
  for (const s of loop.running) {
    if (s.state !== "prefill" && s.state !== "decode") continue;
    if (s.priority > 0) { occ.plusRun++; occ.plusKv += s.blocksHeld; } else { occ.freeRun++; occ.freeKv += s.blocksHeld; }
  }
  const l = loop.load();
  occ.usedKv += loop.kvBlocks().used;
  for (const b of loop.queue.buckets.values())
    for (let i = b.head; i < b.items.length; i++) {
      const s = b.items[i];
      if (s.state !== "waiting") continue;
      if (s.priority > 0) occ.plusWait++;
      else occ.freeWait++;
    }
  // biome-ignore lint/suspicious/noExplicitAny: diag
  const ls = (small.sim.replica.loop as any).load();
  occS.n++; occS.run += ls.running; occS.wait += ls.waiting;
  void l;
}, 100);
// Every app and both replicas share this one event loop: its delay is time every message waits.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
const t0 = Date.now();
const fin0 = stack.replicas.map((r) => r.sim.replica.loop.stats.finished);
let servedLine = "";
const servedT = setTimeout(() => {
  const d = stack.replicas.map((r, i) => (r.sim.replica.loop.stats.finished - fin0[i]!) / seconds);
  servedLine = `DIAG served during load: ${stack.replicas.map((r, i) => `${r.id} ${d[i]!.toFixed(2)}/s`).join(", ")}; total ${d.reduce((a, b) => a + b, 0).toFixed(2)}/s vs offered ${rate}/s`;
}, seconds * 1_000);
const samples: string[] = [];
const sampler = setInterval(() => {
  const r = stack.dispatcher.ladder.lastReading;
  samples.push(
    `${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s  rung ${stack.dispatcher.ladder.rung.rung}  busy large ${fmt(r.large)} small ${fmt(r.small)}  ${snap()}`,
  );
}, 2_000);
try {
  // DESIGN's tier mix (1 in 10 Plus). The e2e test's 20% is 1.8 Plus messages/s, about all the scaled large
  // replica answers (~2.2/s), so over a minute Plus alone would overload it, and Plus is never shed.
  const out = await runLoad(stack, {
    ...SCALED_LOAD,
    ...(process.env.SHED_TURNS ? { turnsPerConversation: Number(process.env.SHED_TURNS) } : {}),
    ...(process.env.SHED_USERS_PLUS ? { users: { plus: Number(process.env.SHED_USERS_PLUS), free: Number(process.env.SHED_USERS_FREE ?? 48) } } : {}),
    plusShare: Number(process.env.SHED_PLUS_SHARE ?? 0.1),
    ratePerS: rate,
    durationMs: seconds * 1_000,
  });
  // Let the ladder come down before the last samples.
  await new Promise((r) => setTimeout(r, 10_000));
  console.log(`shedding: ${rate} msg/s for ${seconds} s, 1 large + 1 small replica (scaled KV), real time`);
  console.log("tier   msgs  within_slo  refused  timed_out  other  ttft_p50_ms  ttft_p95_ms  refusal_p95_ms");
  for (const [tier, slo] of [
    ["plus", 1_000],
    ["free", 2_000],
  ] as const) {
    const f = figures(out, tier, slo);
    console.log(
      [
        tier.padEnd(5),
        String(f.messages).padStart(5),
        pct(f.withinSlo).padStart(10),
        pct(f.refused).padStart(7),
        pct(f.timedOut).padStart(9),
        pct(f.other).padStart(5),
        String(f.firstTokenP50Ms).padStart(11),
        String(f.firstTokenP95Ms).padStart(11),
        String(f.refusalP95Ms).padStart(14),
      ].join("  "),
    );
  }
  loopDelay.disable();
  clearInterval(diagT);
  clearTimeout(servedT);
  console.log(servedLine);
  const n = occ.n;
  console.log(`DIAG large mean: plus running ${(occ.plusRun/n).toFixed(1)} free running ${(occ.freeRun/n).toFixed(1)} plus waiting ${(occ.plusWait/n).toFixed(2)} free waiting ${(occ.freeWait/n).toFixed(2)} plusKv ${(occ.plusKv/n).toFixed(0)} freeKv ${(occ.freeKv/n).toFixed(0)} used ${(occ.usedKv/n).toFixed(0)} blocks; small running ${(occS.run/occS.n).toFixed(1)} waiting ${(occS.wait/occS.n).toFixed(1)}`);
  console.log("DIAG finished", stack.replicas.map((r) => `${r.id} ${r.sim.replica.loop.stats.finished} preempt ${r.sim.replica.loop.stats.preemptions} prefill ${r.sim.replica.loop.stats.prefillTokens} prompt ${r.sim.replica.loop.stats.promptTokens} cached ${r.sim.replica.loop.stats.cachedPromptTokens} kv ${JSON.stringify(r.sim.replica.loop.stats.kv)}`).join("; "));
  console.log(
    `event-loop delay p50 / p99 / max: ${ms(loopDelay.percentile(50))} / ${ms(loopDelay.percentile(99))} / ${ms(loopDelay.max)} ms`,
  );
  await printSlowPlus(out);
  console.log("rung over time:");
  for (const s of samples) console.log(s);
} finally {
  clearInterval(sampler);
  await stack.stop();
}

function fmt(x: number | undefined): string {
  return x === undefined ? "  -  " : x.toFixed(2);
}
/** Where the slowest Plus messages spent their time, from their generation's events in the log. */
async function printSlowPlus(out: Outcome[]): Promise<void> {
  const slow = out
    .filter((o) => o.tier === "plus" && o.messageId && (o.firstTokenMs ?? 1e9) > 1_000)
    .sort((a, b) => (b.firstTokenMs ?? 1e9) - (a.firstTokenMs ?? 1e9))
    .slice(0, 5);
  if (slow.length === 0) return;
  console.log("slowest Plus first tokens, ms after send: routed / started at the worker / first delta");
  const js = jetstream(stack.ns.nc);
  for (const o of slow) {
    const at: Record<string, number> = {};
    for await (const ev of readGenerationEvents(js, stack.ns.names, o.messageId!)) {
      if (at[ev.type] === undefined) at[ev.type] = Date.parse(ev.time) - o.sentAtMs;
    }
    console.log(
      `  ${o.messageId}: ${at["generation.routed"] ?? "-"} / ${at["generation.started"] ?? "-"} / ${o.firstTokenMs ?? "none"}`,
    );
  }
}

function ms(ns: number): string {
  return (ns / 1e6).toFixed(0);
}
function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}
