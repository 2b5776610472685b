/**
 * The shedding ladder on the real stack, longer than the e2e test: 1 large + 1 small simulated replica in
 * real time, multi-turn conversations (3,000-word openings, 200-word turns) at SHED_RATE, then idle. Prints per tier: started
 * within the SLO, refused, timed out, first-token p50/p95, the slowest refusals, and the rung over time.
 * Options: SHED_RATE (msg/s, default 12), SHED_SECONDS (load, default 40), SHED_TIME_SCALE (default 1).
 */
import { startStack } from "../src/stack/stack.ts";
import { figures, runLoad } from "./support/shedding-load.ts";

const rate = Number(process.env.SHED_RATE ?? 12);
const seconds = Number(process.env.SHED_SECONDS ?? 40);
const timeScale = Number(process.env.SHED_TIME_SCALE ?? 1);
const stack = await startStack({
  large: 1,
  small: 1,
  timeScale,
  deltaDelayMs: 500,
  dispatcher: { ladder: { minMoveIntervalMs: 2_000 }, ladderIntervalMs: 200 },
});
const t0 = Date.now();
const samples: string[] = [];
const sampler = setInterval(() => {
  const r = stack.dispatcher.ladder.lastReading;
  samples.push(
    `${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s  rung ${stack.dispatcher.ladder.rung.rung}  busy large ${fmt(r.large)} small ${fmt(r.small)}`,
  );
}, 2_000);
try {
  const out = await runLoad(stack, {
    ratePerS: rate,
    durationMs: seconds * 1_000,
    plusShare: 0.2,
    openingWords: 3_000,
    newWords: 200,
    users: { plus: 6, free: 30 },
    patienceMs: 10_000,
  });
  // Let the ladder come down before the last samples.
  await new Promise((r) => setTimeout(r, 10_000));
  console.log(`shedding: ${rate} msg/s for ${seconds} s, time scale ${timeScale}, 1 large + 1 small replica`);
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
  console.log("rung over time:");
  for (const s of samples) console.log(s);
} finally {
  clearInterval(sampler);
  await stack.stop();
}

function fmt(x: number | undefined): string {
  return x === undefined ? "  -  " : x.toFixed(2);
}
function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}
