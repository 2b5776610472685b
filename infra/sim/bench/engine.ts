/**
 * Issue 3's check figures, measured on the step loop in virtual time (deterministic; ~10 s of CPU).
 *   npx tsx infra/sim/bench/engine.ts     (or: npm run bench -- engine)
 */
import { REPLICAS } from "@chat/model";
import {
  chattingUsers,
  concurrentAnswers,
  gpuSecondsPerMessage,
  longPromptAmongAnswers,
  queueThroughput,
  samePromptTwice,
} from "../src/scenarios.ts";

const rows: [string, string, string][] = [];
const row = (figure: string, measured: string, target: string) => rows.push([figure, measured, target]);
const f = (v: number, d = 1) => v.toFixed(d);

const c100 = concurrentAnswers(REPLICAS.large, 100);
row("100 answers at once: streaming tok/s each", f(c100.meanStreamingTokensPerSecond), "30-33");
row("100 answers at once: tok/s each incl. wait", f(c100.tokensPerSecondPerAnswer), "");
const c200 = concurrentAnswers(REPLICAS.large, 200);
row("200 answers at once: tok/s each incl. wait", f(c200.tokensPerSecondPerAnswer), "< 20");
row("200 answers at once: mean first token s", f(c200.meanFirstTokenSeconds), "(KV holds ~100)");
const u100 = chattingUsers(REPLICAS.large, 100);
row(
  "100 users chatting (closed loop): tok/s each",
  f(u100.tokensPerSecondPerUser),
  "(new turns' prefill included)",
);
const u200 = chattingUsers(REPLICAS.large, 200);
row("200 users chatting (closed loop): tok/s each", f(u200.tokensPerSecondPerUser), "< 20");

const doc = longPromptAmongAnswers(REPLICAS.large);
row("30,000-token prompt among 99: chunks", String(doc.chunks), "60-70 (~73 at 413/step)");
row("  ... others' slowest tok/s while it reads", f(doc.othersMinTokensPerSecond), "18-24");
row("  ... others' longest gap between tokens ms", f(doc.othersMaxGapSeconds * 1000, 0), "never stall");
row("  ... its first token after s", f(doc.firstTokenSeconds, 2), "3-4");

const twice = samePromptTwice(REPLICAS.large);
row(
  "2,700-token prompt twice: first token s",
  `${f(twice.firstSeconds, 3)} / ${f(twice.secondSeconds, 3)}`,
  "",
);
row("  ... speed-up of the second", `${f(twice.firstSeconds / twice.secondSeconds)}x`, ">= 10x");

const off = queueThroughput(REPLICAS.large, 600, {
  continuousBatching: false,
  prefixCaching: false,
  chunkedPrefill: false,
});
row("batching+caching off: messages/s", f(off.messagesPerSecond, 2), "~2");
const on = queueThroughput(REPLICAS.large, 600, {});
row("batching on, cold prompts: messages/s", f(on.messagesPerSecond, 2), "(prefill-bound)");
const warmMessagesPerSecond = (u100.tokensPerSecondPerUser * 100) / 400;
row("batching+caching on, 100 users: messages/s", f(warmMessagesPerSecond, 2), "");

const big = gpuSecondsPerMessage(REPLICAS.large);
row("70B GPU-s/message: decode", f(big.decode, 3), "~0.53");
row("70B GPU-s/message: prefill (90% cached)", f(big.prefill, 3), "~0.14");
const small = gpuSecondsPerMessage(REPLICAS.small);
row(`8B GPU-s/message (batch ${small.batch})`, f(small.total, 3), "~0.18");
row(
  "70B GPU-s/message, 100 users chatting, all-in",
  f(REPLICAS.large.gpus / warmMessagesPerSecond, 3),
  "(prefill overlaps decode)",
);

const w: [number, number, number] = [
  Math.max(...rows.map((r) => r[0].length)),
  Math.max(...rows.map((r) => r[1].length)),
  8,
];
console.log(`${"figure".padEnd(w[0])}  ${"measured".padStart(w[1])}  target`);
for (const [a, b, c] of rows) console.log(`${a.padEnd(w[0])}  ${b.padStart(w[1])}  ${c}`);
