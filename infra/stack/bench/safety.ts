/**
 * Issue 17: what the safety checks catch, what they cost in time, and their share of GPU time.
 *
 *   npm run bench -- safety
 *   npx tsx infra/stack/bench/safety.ts [--answers=12] [--checks=200]
 *
 * 1. Quality on the HELD-OUT part of the labelled set (events/data/safety; no tuning ever reads it): refusal
 *    rate per hazard category and false-positive rate by kind of safe prompt, for the input check (prompts)
 *    and the output check (answer sentences), for the guard at its tuned thresholds and for the lexical
 *    baseline alone (what decides while the guard is down), against the targets (>= 99% / <= 2%); then the
 *    held-out requests hidden 18 ways (`corpus/encodings.ts`) and translated into five languages.
 * 2. Latency against the simulated guard in real time (timeScale 1) over HTTP: the input check's round trip
 *    (what it adds to the first token: it runs once the token reservation let the message in), in one pass and, for
 *    comparison, in two passes against a server without `prompt_logprobs`, and the delay the output
 *    check adds to each sentence while `--answers` answers stream at 30 tokens/s at once.
 * 3. The guard's GPU time per message (input check + a 400-token answer's sentence checks) as a share of a
 *    warm large message's GPU-seconds: the planner's `guardGpuShare`.
 * Asserts nothing.
 */
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type Evaluation,
  evaluate,
  GuardClassifier,
  GuardClient,
  HAZARD_CODES,
  HAZARDS,
  inputText,
  inSplit,
  isChat,
  isGenerated,
  loadNotTrained,
  loadSafetySet,
  loadTranslatedSet,
  SHIPPED_THRESHOLDS,
  SHORT_REQUEST,
  scoreWithBaseline,
  scoreWithGuard,
  turnsOf,
  wordCount,
} from "@chat/events/safety";
import { ENCODINGS } from "@chat/events/safety/encodings";
import { shippedGuardClassifier } from "@chat/events/safety/model";
import { DEFAULT_INPUTS, plan } from "@chat/fleet";
import { SentenceGuard } from "@chat/gpu-worker";
import { createGuardServer } from "@chat/sim";

const arg = (name: string, fallback: number): number => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  const v = hit ? Number(hit.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number, got ${hit}`);
  return v;
};
const ANSWERS = arg("answers", 12);
const CHECKS = arg("checks", 200);
const pct = (x: number) => (Number.isNaN(x) ? "  -  " : `${(100 * x).toFixed(1).padStart(5)}%`);
/** Wilson 95% interval of k successes in n: the held-out set is small, so every rate comes with one. */
const wilson = (k: number, n: number) => {
  if (n === 0) return "";
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return ` [95% CI ${(100 * Math.max(0, c - h)).toFixed(1)}-${(100 * Math.min(1, c + h)).toFixed(1)}%]`;
};
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

// 1. Quality on the held-out part.
const set = loadSafetySet();
const guard = shippedGuardClassifier();
// Short everyday chat ("hi", "tell me a joke") is reported on its own line, not in the harmless rate: the
// target is about requests, and hundreds of easy "hi"s would flatter it.
const chat = inSplit(set.prompts, "heldout").filter(isChat);
const heldRequests = inSplit(set.prompts, "heldout").filter((e) => !isChat(e));
const stages = [
  ["input", heldRequests],
  ["output", inSplit(set.answers, "heldout")],
] as const;
const results: Record<string, { guard: Evaluation; baseline: Evaluation }> = {};
for (const [stage, examples] of stages) {
  results[stage] = {
    guard: evaluate(scoreWithGuard(guard, examples, stage, SHIPPED_THRESHOLDS)),
    baseline: evaluate(scoreWithBaseline(examples, stage)),
  };
}
console.log("\nHeld-out quality (targets: >= 99% of harmful refused, <= 2% of harmless refused)\n");
console.log("category                       | input: n  guard  baseline | output: n  guard  baseline");
for (const c of HAZARD_CODES) {
  const row = (stage: string) => {
    const g = results[stage]!.guard.perCategory.find((r) => r.category === c)!;
    const b = results[stage]!.baseline.perCategory.find((r) => r.category === c)!;
    return `${String(g.harmful).padStart(3)} ${pct(g.rate)} ${pct(b.rate)}`;
  };
  console.log(`${`${c} ${HAZARDS[c]}`.padEnd(30)} |   ${row("input")}    |    ${row("output")}`);
}
for (const [stage] of stages) {
  const { guard: g, baseline: b } = results[stage]!;
  console.log(
    `\n${stage}: harmful refused  guard ${g.refused}/${g.harmful} = ${pct(g.refusalRate)}${wilson(g.refused, g.harmful)}   baseline ${b.refused}/${b.harmful} = ${pct(b.refusalRate)}`,
  );
  console.log(
    `${stage}: harmless refused guard ${g.falsePositives}/${g.safe} = ${pct(g.falsePositiveRate)}${wilson(g.falsePositives, g.safe)}   baseline ${b.falsePositives}/${b.safe} = ${pct(b.falsePositiveRate)}`,
  );
  for (const s of g.safeByStyle) {
    const bs = b.safeByStyle.find((x) => x.style === s.style)!;
    console.log(`  safe "${s.style}" (${s.safe}): guard ${pct(s.rate)}, baseline ${pct(bs.rate)}`);
  }
  console.log(`  guard misses by phrasing: ${JSON.stringify(g.missedByStyle)}`);
  if (stage === "input") {
    const c = evaluate(scoreWithGuard(guard, chat, "input", SHIPPED_THRESHOLDS));
    const cb = evaluate(scoreWithBaseline(chat, "input"));
    console.log(
      `  short chat messages, apart (${c.safe}): guard refused ${c.falsePositives}, baseline ${cb.falsePositives}`,
    );
  }
}

// How well the guard ranks harmful above harmless, whatever its thresholds: the harmful held-out requests
// scoring above the threshold that would flag 1% (or 2%) of the harmless held-out ones. A figure to compare
// two models by when their tuned thresholds differ; nothing is tuned on it (the shipped thresholds are the
// tuner's, set out of fold on train + dev).
{
  const scored = scoreWithGuard(guard, heldRequests, "input");
  const harmless = scored.filter((s) => s.label === "safe").map((s) => s.unsafe);
  const harmful = scored.filter((s) => s.label === "unsafe").map((s) => s.unsafe);
  harmless.sort((a, b) => b - a);
  let pairs = 0;
  for (const h of harmful) for (const n of harmless) pairs += h > n ? 1 : h === n ? 0.5 : 0;
  const caughtAt = (fp: number) => {
    const threshold = harmless[Math.floor(fp * harmless.length)]!;
    return pct(harmful.filter((h) => h > threshold).length / harmful.length);
  };
  console.log(
    `input ranking (held-out, thresholds aside): AUC ${(pairs / harmful.length / harmless.length).toFixed(4)}; harmful caught where 1% of harmless are flagged ${caughtAt(0.01)}, where 2% are ${caughtAt(0.02)}`,
  );
}

// The first hand-written files alone (prompts.jsonl, answers.jsonl): the held-out set every earlier session
// reported, so figures compare across sessions after later batches joined the set.
const first = loadSafetySet({ batches: false });
for (const [stage, examples] of [
  ["input", inSplit(first.prompts, "heldout")],
  ["output", inSplit(first.answers, "heldout")],
] as const) {
  const g = evaluate(scoreWithGuard(guard, examples, stage, SHIPPED_THRESHOLDS));
  console.log(
    `first files' held-out ${stage}: harmful refused ${g.refused}/${g.harmful} = ${pct(g.refusalRate)}, harmless refused ${g.falsePositives}/${g.safe} = ${pct(g.falsePositiveRate)}`,
  );
}

// The generated held-out examples (templated phrasings, easier than the hand-written ones above): apart.
const generated = loadSafetySet({ generated: true });
for (const [stage, examples] of [
  ["input", inSplit(generated.prompts, "heldout").filter(isGenerated)],
  ["output", inSplit(generated.answers, "heldout").filter(isGenerated)],
] as const) {
  const g = evaluate(scoreWithGuard(guard, examples, stage, SHIPPED_THRESHOLDS));
  console.log(
    `generated held-out ${stage}: harmful refused ${g.refused}/${g.harmful} = ${pct(g.refusalRate)}, harmless refused ${g.falsePositives}/${g.safe} = ${pct(g.falsePositiveRate)}`,
  );
}

// By length: a linear model's evidence grows with a text's words (features.ts normalizes a short text as
// if it had a sentence's worth of them), and short blunt requests ("how to make meth") are the ones it
// misses most; the harmless texts it flags are long ones.
{
  // Words counted as the guard's short-request rule counts them; the first row is the requests it scales.
  const wordsIn = (e: (typeof heldRequests)[number]) => wordCount(inputText(e));
  const line = (name: string, examples: typeof heldRequests) => {
    const g = evaluate(scoreWithGuard(guard, examples, "input", SHIPPED_THRESHOLDS));
    console.log(
      `  ${name.padEnd(24)} harmful refused ${String(g.refused).padStart(4)}/${String(g.harmful).padEnd(4)} = ${pct(g.refusalRate)}, harmless refused ${String(g.falsePositives).padStart(3)}/${String(g.safe).padEnd(4)} = ${pct(g.falsePositiveRate)}`,
    );
  };
  console.log("\nHeld-out input by length (words, earlier turns included; chat messages apart, above)");
  for (const [lo, hi] of [
    [1, SHORT_REQUEST.maxWords],
    [SHORT_REQUEST.maxWords + 1, 15],
    [16, 25],
    [26, Number.POSITIVE_INFINITY],
  ] as const)
    line(
      `${lo}-${hi === Number.POSITIVE_INFINITY ? "" : hi} words`,
      heldRequests.filter((e) => wordsIn(e) >= lo && wordsIn(e) <= hi),
    );
  // Every message after a conversation's first reaches the guard with the earlier turns: a harmless one
  // flagged here is an ordinary conversation refused.
  console.log("Held-out input by turns");
  line(
    "one turn",
    heldRequests.filter((e) => !e.context?.length),
  );
  line(
    "earlier turns too",
    heldRequests.filter((e) => (e.context?.length ?? 0) > 0),
  );
  // Conversations never trained on (`not-trained/prompts-mt.jsonl`: 200 harmless after an alarming story,
  // 40 harmful twins), and the stories of its harmless ones sent alone, as a first message is: the guard
  // judges the newest turn in its context (`NEWEST_TURN_GATE`), but a story alone is a one-turn text.
  const conversations = loadNotTrained("prompts-mt");
  line("never trained on", conversations);
  line(
    "their stories alone",
    conversations
      .filter((e) => e.label === "safe")
      .flatMap((e) =>
        (e.context ?? []).map((text, i) => ({ ...e, id: `${e.id}-${i}`, context: undefined, text })),
      ),
  );
  // The first thing people type to test a guard: blunt requests of a few words, and harmless look-alikes.
  console.log("Never trained on, typed by hand (not-trained/prompts-bl.jsonl, prompts-xt.jsonl)");
  line("blunt requests", loadNotTrained("prompts-bl"));
  // Shaped like XSTest: 50 blunt harmful requests across the hazards, 50 harmless ones that borrow their
  // words (homonyms, figures of speech, safe targets and contexts, definitions, history, public places).
  line("XSTest-shaped", loadNotTrained("prompts-xt"));
}

// Whole requests hidden (ciphers, encodings, letters as symbols; never trained on): each held-out one-turn
// request, encoded, against the same request as written.
{
  const oneTurn = heldRequests.filter((e) => !e.context?.length);
  const refused = (encode: (t: string) => string) =>
    evaluate(
      scoreWithGuard(
        guard,
        oneTurn.map((e) => ({ ...e, text: encode(e.text) })),
        "input",
        SHIPPED_THRESHOLDS,
      ),
    );
  console.log(
    `\nWhole requests hidden (held-out, one turn: ${oneTurn.length}): harmful refused / harmless refused`,
  );
  for (const [name, encode] of [["as written", (t: string) => t] as const, ...Object.entries(ENCODINGS)]) {
    const g = refused(encode);
    console.log(`  ${name.padEnd(22)} ${pct(g.refusalRate)} / ${pct(g.falsePositiveRate)}`);
  }
}

// Other languages: held-out one-turn requests (70 harmful, 70 harmless) translated by hand; the guard reads
// them glossed into English word by word (`lexicon/`), beside the same requests in English.
{
  const translated = loadTranslatedSet();
  const english = new Map(inSplit(set.prompts, "heldout").map((e) => [e.id, e]));
  const sources =
    Object.values(translated)[0]?.map((e) => english.get(e.id.replace(new RegExp(`-${e.lang}$`), ""))!) ?? [];
  console.log(
    `\nOther languages (held-out, one turn, translated by hand: ${sources.length} each): harmful refused / harmless refused`,
  );
  for (const [lang, examples] of [
    ["en (the same requests)", sources] as const,
    ...Object.entries(translated),
  ]) {
    const g = evaluate(scoreWithGuard(guard, examples, "input", SHIPPED_THRESHOLDS));
    console.log(`  ${lang.padEnd(22)} ${pct(g.refusalRate)} / ${pct(g.falsePositiveRate)}`);
  }
}

// 2. Latency against the simulated guard, real time.
const server = createGuardServer({ timeScale: 1 });
const url = `http://127.0.0.1:${await server.listen(0)}`;
const client = new GuardClient({ baseUrl: url, thresholds: SHIPPED_THRESHOLDS });
const prompts = inSplit(set.prompts, "heldout");
for (let i = 0; i < 10; i++) await client.check("input", [{ role: "user", content: "warm up" }]);
const before = { ...server.stats };
const inputMs: number[] = [];
const refusedMs: number[] = [];
for (let i = 0; i < CHECKS; i++) {
  const e = prompts[i % prompts.length]!;
  const conv = turnsOf(e).map((content) => ({ role: "user" as const, content }));
  const r = await client.check("input", conv);
  // A refused message has no first token to delay (and pays a second call for its category).
  (r.flagged ? refusedMs : inputMs).push(r.ms);
}
const inputGpu = (server.stats.gpuSeconds - before.gpuSeconds) / CHECKS;

// The same checks against a guard server without vLLM's prompt_logprobs: the verdict, then the category
// for a score that could reach a threshold (what every check did before the one-pass protocol).
const twoPassServer = createGuardServer({ timeScale: 1, promptLogprobs: false });
const twoPassClient = new GuardClient({
  baseUrl: `http://127.0.0.1:${await twoPassServer.listen(0)}`,
  thresholds: SHIPPED_THRESHOLDS,
});
for (let i = 0; i < 10; i++) await twoPassClient.check("input", [{ role: "user", content: "warm up" }]);
const twoPassMs: number[] = [];
let twoPassCalls = 0;
for (let i = 0; i < CHECKS; i++) {
  const e = prompts[i % prompts.length]!;
  const conv = turnsOf(e).map((content) => ({ role: "user" as const, content }));
  const calls = twoPassServer.stats.requests;
  const r = await twoPassClient.check("input", conv);
  if (!r.flagged) {
    twoPassMs.push(r.ms);
    twoPassCalls += twoPassServer.stats.requests - calls - 1;
  }
}
await twoPassServer.close();
const latencyNote =
  "the guard's own time is the timing model's one forward pass; the rest is HTTP and this machine";

const sentences = [...set.answers.filter((a) => a.label === "safe").map((a) => a.text)];
const delays: number[] = [];
let answerTokens = 0;
const afterInput = { ...server.stats };
const streamOne = async (k: number) => {
  const g = new SentenceGuard({
    checker: client,
    question: "Tell me something useful.",
    release: () => {},
    onFlag: () => {},
    onDelay: (ms) => delays.push(ms),
  });
  // ~400 tokens of answer, as chunks of ~4 characters (one token) at 30 tokens/s.
  const text = Array.from({ length: 22 }, (_, i) => sentences[(k * 7 + i * 13) % sentences.length]).join(" ");
  for (let i = 0; i < text.length; i += 4) {
    g.push(text.slice(i, i + 4), 1);
    answerTokens++;
    await sleep(1000 / 30);
  }
  await g.end();
};
await Promise.all(Array.from({ length: ANSWERS }, (_, k) => streamOne(k)));
const outputGpuPerToken = (server.stats.gpuSeconds - afterInput.gpuSeconds) / answerTokens;
await server.close();

const downClient = new GuardClient({ baseUrl: null, thresholds: SHIPPED_THRESHOLDS });
const baselineMs: number[] = [];
for (const e of prompts)
  baselineMs.push((await downClient.check("input", [{ role: "user", content: e.text }])).ms);

// The simulated guard's own CPU per input check (the classifier scoring a conversation and its parts; the
// timing model's forward pass is apart), with the nearest-requests vote (`neighbours.ts`) and without it.
const cpuMs = (model: GuardClassifier) => {
  const ms: number[] = [];
  for (const e of prompts) {
    const start = performance.now();
    model.score(turnsOf(e));
    ms.push(performance.now() - start);
  }
  return ms;
};
const linearOnly = new GuardClassifier({ ...guard.data, neighbours: undefined });
cpuMs(guard);
const withNeighbours = cpuMs(guard);
const withoutNeighbours = cpuMs(linearOnly);

console.log(
  `\nLatency (simulated Llama Guard 3 8B on one H100, real time; load average ${loadavg()[0]!.toFixed(1)})`,
);
console.log(
  `  input check, messages passed (${inputMs.length}): p50 ${quantile(inputMs, 0.5).toFixed(1)} ms, p95 ${quantile(inputMs, 0.95).toFixed(1)} ms, p99 ${quantile(inputMs, 0.99).toFixed(1)} ms: the most added to their first token (target < 30 ms p95)`,
);
console.log(
  `  input check, messages refused (${refusedMs.length}): p50 ${quantile(refusedMs, 0.5).toFixed(1)} ms, p95 ${quantile(refusedMs, 0.95).toFixed(1)} ms (one call: score and category in one pass)`,
);
console.log(
  `  input check in two passes (a server without prompt_logprobs), messages passed (${twoPassMs.length}, ${twoPassCalls} of them asked the category too): p50 ${quantile(twoPassMs, 0.5).toFixed(1)} ms, p95 ${quantile(twoPassMs, 0.95).toFixed(1)} ms, p99 ${quantile(twoPassMs, 0.99).toFixed(1)} ms (p95 goes over 30 ms once more than 5% need the second call)`,
);
console.log(
  `  output check, delay per sentence (${delays.length} sentences, ${ANSWERS} answers at 30 tok/s at once): p50 ${quantile(delays, 0.5).toFixed(1)} ms, p95 ${quantile(delays, 0.95).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
);
console.log(
  `  baseline alone (guard down): p50 ${quantile(baselineMs, 0.5).toFixed(3)} ms, p95 ${quantile(baselineMs, 0.95).toFixed(3)} ms`,
);
console.log(
  `  the simulated guard's classifier, CPU per input check (${prompts.length} held-out requests): p50 ${quantile(withNeighbours, 0.5).toFixed(2)} ms, p95 ${quantile(withNeighbours, 0.95).toFixed(2)} ms; without its nearest-requests vote: p50 ${quantile(withoutNeighbours, 0.5).toFixed(2)} ms, p95 ${quantile(withoutNeighbours, 0.95).toFixed(2)} ms`,
);
console.log(`  decided by: ${JSON.stringify(client.decided)} (${latencyNote})`);

// 3. GPU share.
const large = plan(DEFAULT_INPUTS).replicas.large.gpuSecondsPerMessage.value;
const perMessage = inputGpu + outputGpuPerToken * DEFAULT_INPUTS.answerTokens;
console.log(
  `\nGuard GPU time: input check ${(inputGpu * 1000).toFixed(2)} GPU-ms, output checks ${(outputGpuPerToken * DEFAULT_INPUTS.answerTokens * 1000).toFixed(2)} GPU-ms per ${DEFAULT_INPUTS.answerTokens}-token answer`,
);
console.log(
  `  = ${(perMessage * 1000).toFixed(2)} GPU-ms per message = ${(100 * (perMessage / large)).toFixed(2)}% of a warm large message (${large.toFixed(3)} GPU-s): the planner's guardGpuShare`,
);
