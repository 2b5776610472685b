/**
 * The shedding ladder on the real stack, longer than the e2e test and on the same scaled stack
 * (`scaledSheddingStack`: 1 large + 1 small simulated replica in real time, KV shrunk so that SCALED_LOAD's
 * rate is about twice what they answer). Multi-turn conversations at SHED_RATE for SHED_SECONDS, then idle
 * until the ladder is back at rung 0. Prints per tier: started within the SLO, refused, timed out,
 * first-token p50/p95, the slowest refusal; the answers each replica completed per second during the load;
 * Plus's answers in flight against the large replica's running answers (its share of the slots); the
 * event-loop delay and the load average; and the rung over time.
 *
 * Options (environment): SHED_RATE (msg/s, default SCALED_LOAD's), SHED_SECONDS (default 60),
 * SHED_PLUS_SHARE (default 0.1, DESIGN's), SHED_KV_LARGE (the large replica's KV blocks, default
 * scaledSheddingStack's), SHED_RUNG1_ONLY=1: the ladder goes to rung 1 at once and never further (free on
 * the small replica, full-length answers, nothing refused), so "served" is what the two replicas answer
 * without shedding, the capacity the overload is measured against.
 */
import { loadavg } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { readGenerationEvents } from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import {
  figures,
  type Outcome,
  runLoad,
  SCALED_LOAD,
  scaledSheddingStack,
} from "../src/bench-support/shedding-load.ts";
import { startStack } from "../src/stack.ts";

const rate = Number(process.env.SHED_RATE ?? SCALED_LOAD.ratePerS);
const seconds = Number(process.env.SHED_SECONDS ?? 60);
const rung1Only = process.env.SHED_RUNG1_ONLY === "1";
const scaled = scaledSheddingStack();
const kvLarge = Number(process.env.SHED_KV_LARGE ?? scaled.replicaLoop?.large?.kvBlocks);
const loadAtStart = loadavg();
const stack = await startStack({
  ...scaled,
  replicaLoop: { ...scaled.replicaLoop, large: { ...scaled.replicaLoop?.large, kvBlocks: kvLarge } },
  ...(rung1Only
    ? {
        dispatcher: {
          ...scaled.dispatcher,
          ladder: { minMoveIntervalMs: 1_000, upLines: [0, 2, 2] as const },
        },
      }
    : {}),
});
const large = stack.replicas.find((r) => r.pool === "large")!;
// Every app and both replicas share this one event loop: its delay is time every message waits.
const loopDelay = monitorEventLoopDelay({ resolution: 20 });
loopDelay.enable();
const t0 = Date.now();
const samples: string[] = [];
const largeRunning: number[] = [];
let lastLarge = { finished: 0, preemptions: 0 };
const sampler = setInterval(() => {
  const r = stack.dispatcher.ladder.lastReading;
  const loop = large.sim.replica.loop;
  const l = loop.load();
  const finished = (loop.stats.finished - lastLarge.finished) / 2;
  const preempted = (loop.stats.preemptions - lastLarge.preemptions) / 2;
  lastLarge = { finished: loop.stats.finished, preemptions: loop.stats.preemptions };
  samples.push(
    `${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s  rung ${stack.dispatcher.ladder.rung.rung}  busy large ${fmt(r.large)} small ${fmt(r.small)}  large replica ${l.running} running ${l.waiting} waiting, ${finished.toFixed(1)} finished/s, ${preempted.toFixed(1)} preempted/s`,
  );
}, 2_000);
const finishedAtStart = stack.replicas.map((r) => r.sim.replica.loop.stats.finished);
let servedPerS: number[] = [];
const atLoadEnd = setTimeout(() => {
  servedPerS = stack.replicas.map(
    (r, i) => (r.sim.replica.loop.stats.finished - finishedAtStart[i]!) / seconds,
  );
}, seconds * 1_000);
// The rung every 250 ms, to tell free messages sent at rung 3 (refused or let in by the expected wait)
// from those sent during the climb (let in without a wait test, so some start late).
const rungAt: { at: number; rung: number }[] = [];
const slots = setInterval(() => {
  rungAt.push({ at: Date.now(), rung: stack.dispatcher.ladder.rung.rung });
  if (Date.now() - t0 < seconds * 1_000) largeRunning.push(large.sim.replica.loop.load().running);
}, 250);
try {
  // DESIGN's tier mix (1 in 10 Plus); the e2e test sends 20% over its 15 s, twice DESIGN's share.
  const out = await runLoad(stack, {
    ...SCALED_LOAD,
    plusShare: Number(process.env.SHED_PLUS_SHARE ?? 0.1),
    ratePerS: rate,
    durationMs: seconds * 1_000,
  });
  // Let the ladder come down before the last samples.
  await new Promise((r) => setTimeout(r, 10_000));
  loopDelay.disable();
  const loadAtEnd = loadavg();
  console.log(
    `shedding: ${rate} msg/s for ${seconds} s, 1 large (${kvLarge} KV blocks) + 1 small replica, real time${rung1Only ? ", ladder held at rung 1 (capacity run)" : ""}`,
  );
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
  for (const atRung3 of [true, false]) {
    const sent = out.filter((o) => o.tier === "free" && (rungWhenSent(o.sentAtMs) === 3) === atRung3);
    const f = figures(sent, "free", 2_000);
    const late = sent.filter((o) => o.firstTokenMs !== undefined && o.firstTokenMs > 2_000).length;
    console.log(
      `free sent ${atRung3 ? "at rung 3" : "below rung 3"}: ${f.messages}; within 2 s ${pct(f.withinSlo)}, refused ${pct(f.refused)} (p95 ${f.refusalP95Ms} ms), started later than 2 s ${pct(late / (f.messages || 1))}, timed out ${pct(f.timedOut)}`,
    );
  }
  const served = servedPerS.reduce((a, b) => a + b, 0);
  console.log(
    `served during the load: ${stack.replicas.map((r, i) => `${r.id} ${servedPerS[i]!.toFixed(2)}/s`).join(", ")}; ${served.toFixed(2)}/s in all, offered ${rate}/s (${(rate / served).toFixed(2)}x)`,
  );
  // DESIGN: a large replica holds ~100 answers and Plus is ~10% of messages; under a 2x overload Plus
  // should hold a minority of the large replica's answers, or Plus queues behind Plus (no preemption there).
  const plusInFlight = meanInFlight(out, "plus", t0, t0 + seconds * 1_000);
  const running = largeRunning.reduce((a, b) => a + b, 0) / (largeRunning.length || 1);
  console.log(
    `during the load: Plus answers in flight ${plusInFlight.toFixed(1)} (mean), large replica running ${running.toFixed(1)} (mean), max ${Math.max(...largeRunning)}: Plus ~${pct(plusInFlight / running)} of its answers`,
  );
  console.log(
    `event-loop delay p50 / p99 / max: ${ms(loopDelay.percentile(50))} / ${ms(loopDelay.percentile(99))} / ${ms(loopDelay.max)} ms (sampled every 20 ms; an idle loop reads ~20)`,
  );
  console.log(
    `load average (1 / 5 / 15 min) at start ${loadAtStart.map((x) => x.toFixed(2)).join(" / ")}, at end ${loadAtEnd.map((x) => x.toFixed(2)).join(" / ")} (2 cores)`,
  );
  await printSlow(
    "slowest Plus first tokens over 1 s",
    slowest(
      out.filter((o) => o.tier === "plus"),
      1_000,
    ),
  );
  await printSlow(
    "slowest free first tokens over 2 s among those let in at rung 3",
    slowest(
      out.filter((o) => o.tier === "free" && rungWhenSent(o.sentAtMs) === 3),
      2_000,
    ),
  );
  console.log("rung over time:");
  for (const s of samples) console.log(s);
} finally {
  clearInterval(sampler);
  clearInterval(slots);
  clearTimeout(atLoadEnd);
  await stack.stop();
}

/** The rung at `atMs` (the last 250 ms sample before it; 0 before the first). */
function rungWhenSent(atMs: number): number {
  let rung = 0;
  for (const sample of rungAt) {
    if (sample.at > atMs) break;
    rung = sample.rung;
  }
  return rung;
}

/** Mean number of `tier` messages between send and done over [from, to) (ms since epoch). */
function meanInFlight(out: Outcome[], tier: "plus" | "free", from: number, to: number): number {
  let busyMs = 0;
  for (const o of out) {
    if (o.tier !== tier) continue;
    const a = Math.max(from, o.sentAtMs);
    const b = Math.min(to, o.sentAtMs + o.doneMs);
    if (b > a) busyMs += b - a;
  }
  return busyMs / (to - from);
}

function fmt(x: number | undefined): string {
  return x === undefined ? "  -  " : x.toFixed(2);
}
/** Where the slowest messages of one kind spent their time, from their generation's events in the log. */
async function printSlow(label: string, slow: Outcome[]): Promise<void> {
  if (slow.length === 0) return;
  console.log(
    `${label}, ms after send: routed / started at the worker / first delta published / first delta at the client (pool, replica, reason)`,
  );
  const js = jetstream(stack.ns.nc);
  for (const o of slow) {
    const at: Record<string, number> = {};
    let routed = "";
    for await (const ev of readGenerationEvents(js, stack.ns.names, o.messageId!)) {
      if (at[ev.type] === undefined) at[ev.type] = Date.parse(ev.time) - o.sentAtMs;
      if (ev.type === "generation.routed") routed = `${ev.pool}, ${ev.replicaId}, ${ev.reason}`;
    }
    console.log(
      `  ${o.messageId}: ${at["generation.routed"] ?? "-"} / ${at["generation.started"] ?? "-"} / ${at["generation.delta"] ?? "-"} / ${o.firstTokenMs ?? "none"} (${routed})`,
    );
  }
}

/** The slowest first tokens over `limitMs` among `out` (at most five). */
function slowest(out: Outcome[], limitMs: number): Outcome[] {
  return out
    .filter((o) => o.messageId && (o.firstTokenMs ?? 1e9) > limitMs && o.finish !== "refused")
    .sort((a, b) => (b.firstTokenMs ?? 1e9) - (a.firstTokenMs ?? 1e9))
    .slice(0, 5);
}

function ms(ns: number): string {
  return (ns / 1e6).toFixed(0);
}
function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}
