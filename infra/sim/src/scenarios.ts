/**
 * The check-figure workloads of issue 3, run on the step loop in virtual time. Pure (no clock, no I/O):
 * shared by the tests (which assert them) and `bench/engine.ts` (which prints them).
 */

import type { ReplicaProfile } from "@chat/model";
import { intendedAnswerTokens } from "./answer-length.ts";
import { conversationTokens } from "./block-hash.ts";
import type { SequenceView } from "./sequence.ts";
import { StepLoop, type StepLoopOptions } from "./step-loop.ts";
import { runVirtual } from "./virtual-run.ts";

/** DESIGN workload: 3,000-token prompts of which 2,610 are history (cached), ~400-token answers. */
export const WORKLOAD = { promptTokens: 3000, historyTokens: 2610, answerTokens: 400 } as const;

/** A prompt: `history` tokens stable for the conversation, then `fresh` tokens new to this turn. */
function turnPrompt(conversation: number, turn: number, history: number, fresh: number): Uint32Array {
  const p = new Uint32Array(history + fresh);
  p.set(conversationTokens(conversation, 0, history), 0);
  p.set(conversationTokens(conversation * 7919 + turn + 1, history, history + fresh), history);
  return p;
}

export type ConcurrentAnswers = {
  answers: number;
  /** Tokens per second per answer over the whole run: all answer tokens / (answers x time until the last ends). */
  tokensPerSecondPerAnswer: number;
  /** Mean over answers of (tokens - 1) / (last token - first token): the reading speed once it streams. */
  meanStreamingTokensPerSecond: number;
  meanFirstTokenSeconds: number;
  preemptions: number;
};

/**
 * `n` answers asked at once of one replica, their 3,000-token conversations already read once (warm
 * cache, as in a chat). The KV memory of a 70B replica holds about 100 such conversations; the rest wait.
 */
export function concurrentAnswers(replica: ReplicaProfile, n: number): ConcurrentAnswers {
  const loop = new StepLoop({ replica });
  const prompts = Array.from({ length: n }, (_, i) => conversationTokens(i + 1, 0, WORKLOAD.promptTokens));
  for (let i = 0; i < n; i++)
    loop.submit({ id: `warm${i}`, prompt: prompts[i]!, maxTokens: 1, answer: 1 }, 0);
  const t0 = runVirtual(loop);
  const answers = prompts.map((prompt, i) =>
    loop.submit({ id: `a${i}`, prompt, maxTokens: 1000, answer: WORKLOAD.answerTokens }, t0),
  );
  const end = runVirtual(loop, { start: t0 });
  let tokens = 0;
  let streaming = 0;
  let ttft = 0;
  for (const a of answers) {
    tokens += a.outputTokens;
    streaming += (a.outputTokens - 1) / (a.finishedAt - a.firstTokenAt);
    ttft += a.firstTokenAt - a.submittedAt;
  }
  return {
    answers: n,
    tokensPerSecondPerAnswer: tokens / (n * (end - t0)),
    meanStreamingTokensPerSecond: streaming / n,
    meanFirstTokenSeconds: ttft / n,
    preemptions: loop.stats.preemptions,
  };
}

export type ChattingUsers = {
  users: number;
  /** Answer tokens delivered per second per user, over the measured window. */
  tokensPerSecondPerUser: number;
  /** Mean pass duration in the window. */
  meanStepSeconds: number;
  meanRunning: number;
  preemptions: number;
};

/**
 * `users` conversations in a closed loop on one replica: each sends its next turn (history cached, 390
 * fresh tokens) as soon as its answer ends. Measured after a warm-up.
 */
export function chattingUsers(
  replica: ReplicaProfile,
  users: number,
  opts: { warmup?: number; window?: number } = {},
): ChattingUsers {
  const warmup = opts.warmup ?? 40;
  const window = opts.window ?? 60;
  const loop = new StepLoop({ replica });
  const turns = new Array<number>(users).fill(0);
  const { historyTokens, promptTokens, answerTokens } = WORKLOAD;
  const send = (u: number, at: number) => {
    const prompt = turnPrompt(u, turns[u]!++, historyTokens, promptTokens - historyTokens);
    loop.submit({ id: `u${u}-t${turns[u]}`, prompt, maxTokens: 1000, answer: answerTokens }, at);
  };
  for (let u = 0; u < users; u++) send(u, 0);
  let tokens = 0;
  let steps = 0;
  let stepSeconds = 0;
  let running = 0;
  runVirtual(loop, {
    until: warmup + window,
    onStep: (r, start, end) => {
      if (start >= warmup) {
        tokens += r.emitted.length;
        steps++;
        stepSeconds += r.seconds;
        running += loop.load().running;
      }
      for (const s of r.finished) send(Number(s.id.slice(1, s.id.indexOf("-"))), end);
    },
  });
  return {
    users,
    tokensPerSecondPerUser: tokens / (users * window),
    meanStepSeconds: stepSeconds / steps,
    meanRunning: running / steps,
    preemptions: loop.stats.preemptions,
  };
}

export type LongPrompt = {
  promptTokens: number;
  chunks: number;
  firstTokenSeconds: number;
  /** The other answers while the long prompt is read: tokens/s (slowest of them) and longest gap between tokens. */
  othersMinTokensPerSecond: number;
  othersMaxGapSeconds: number;
};

/**
 * A long document arrives while `others` answers stream. Their prompts are 2,000 tokens so that all of it
 * fits in KV memory at once (99 x 3,000 plus the document would not, and the document would wait).
 */
export function longPromptAmongAnswers(
  replica: ReplicaProfile,
  promptTokens = 30_000,
  others = 99,
): LongPrompt {
  const loop = new StepLoop({ replica });
  for (let i = 0; i < others; i++) {
    const prompt = conversationTokens(i + 1, 0, 2000);
    loop.submit({ id: `a${i}`, prompt, maxTokens: 4000, answer: 4000 }, 0);
  }
  let now = 0;
  for (let started = 0; started < others; ) {
    const r = loop.step(now);
    started += r.firstTokens.length;
    now += r.seconds;
  }
  const doc = loop.submit(
    { id: "doc", prompt: conversationTokens(1e6, 0, promptTokens), maxTokens: 100, answer: 100 },
    now,
  );
  const last = new Map<string, number>();
  const count = new Map<string, number>();
  let maxGap = 0;
  const start = now;
  while (doc.firstTokenAt < 0) {
    const r = loop.step(now);
    const end = now + r.seconds;
    for (const s of r.emitted) {
      if (s.id === "doc") continue;
      maxGap = Math.max(maxGap, end - (last.get(s.id) ?? start));
      last.set(s.id, end);
      count.set(s.id, (count.get(s.id) ?? 0) + 1);
    }
    now = end;
  }
  const window = now - start;
  let minRate = Number.POSITIVE_INFINITY;
  for (let i = 0; i < others; i++) minRate = Math.min(minRate, (count.get(`a${i}`) ?? 0) / window);
  return {
    promptTokens,
    chunks: doc.prefillChunks,
    firstTokenSeconds: doc.firstTokenAt - doc.submittedAt,
    othersMinTokensPerSecond: minRate,
    othersMaxGapSeconds: maxGap,
  };
}

export type RepeatedPrompt = { firstSeconds: number; secondSeconds: number; cachedTokens: number };

/** The same prompt twice on an idle replica: time to first token both times. */
export function samePromptTwice(replica: ReplicaProfile, promptTokens = 2700): RepeatedPrompt {
  const loop = new StepLoop({ replica });
  const prompt = conversationTokens(42, 0, promptTokens);
  const ttft = (id: string, at: number): [number, SequenceView] => {
    const s = loop.submit({ id, prompt, maxTokens: 50, answer: 50 }, at);
    const end = runVirtual(loop, { start: at });
    return [end, s];
  };
  const [t1, first] = ttft("first", 0);
  const [, second] = ttft("second", t1 + 1);
  return {
    firstSeconds: first.firstTokenAt - first.submittedAt,
    secondSeconds: second.firstTokenAt - second.submittedAt,
    cachedTokens: second.cachedTokens,
  };
}

export type Throughput = { messages: number; seconds: number; messagesPerSecond: number };

/** A deep queue of DESIGN messages (distinct 3,000-token prompts, answers ~400) served by one replica. */
export function queueThroughput(
  replica: ReplicaProfile,
  messages: number,
  opts: Partial<StepLoopOptions>,
): Throughput {
  const loop = new StepLoop({ replica, ...opts });
  for (let i = 0; i < messages; i++) {
    const prompt = conversationTokens(i + 1, 0, WORKLOAD.promptTokens);
    loop.submit({ id: `m${i}`, prompt, maxTokens: 1000, answer: intendedAnswerTokens(i + 1) }, 0);
  }
  const seconds = runVirtual(loop);
  return { messages, seconds, messagesPerSecond: messages / seconds };
}

export type GpuSecondsPerMessage = { decode: number; prefill: number; total: number; batch: number };

/**
 * GPU-seconds one DESIGN message costs: decoding 400 tokens in a full batch (as many 3,400-token
 * conversations as the KV holds, at most 100), plus prefilling its 390 new tokens with the history cached.
 */
export function gpuSecondsPerMessage(replica: ReplicaProfile): GpuSecondsPerMessage {
  const loop = new StepLoop({ replica });
  const { historyTokens, promptTokens, answerTokens } = WORKLOAD;
  // Prefill: a first turn fills the cache; the second turn reads only its new tokens.
  loop.submit(
    {
      id: "warm",
      prompt: turnPrompt(1, 0, historyTokens, promptTokens - historyTokens),
      maxTokens: 1,
      answer: 1,
    },
    0,
  );
  let now = runVirtual(loop);
  loop.submit(
    {
      id: "turn",
      prompt: turnPrompt(1, 1, historyTokens, promptTokens - historyTokens),
      maxTokens: 1,
      answer: 1,
    },
    now,
  );
  let prefill = 0;
  now = runVirtual(loop, { start: now, onStep: (r) => (prefill += r.seconds * replica.gpus) });
  // Decode: a full batch of conversations whose prompts are cached, counting only passes that decode.
  const blocksPer = Math.ceil((promptTokens + answerTokens) / replica.blockTokens);
  const batch = Math.min(100, Math.floor(loop.kvBlocks().total / blocksPer));
  const prompts = Array.from({ length: batch }, (_, i) => conversationTokens(100 + i, 0, promptTokens));
  for (let i = 0; i < batch; i++)
    loop.submit({ id: `w${i}`, prompt: prompts[i]!, maxTokens: 1, answer: 1 }, now);
  now = runVirtual(loop, { start: now });
  for (let i = 0; i < batch; i++) {
    loop.submit({ id: `d${i}`, prompt: prompts[i]!, maxTokens: answerTokens, answer: answerTokens }, now);
  }
  let decodeSeconds = 0;
  let decodeTokens = 0;
  runVirtual(loop, {
    start: now,
    onStep: (r) => {
      if (r.prefillTokens > 0) return;
      decodeSeconds += r.seconds * replica.gpus;
      decodeTokens += r.decodeTokens;
    },
  });
  const decode = (decodeSeconds / decodeTokens) * answerTokens;
  return { decode, prefill, total: decode + prefill, batch };
}
