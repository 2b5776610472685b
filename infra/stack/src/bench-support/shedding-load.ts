/**
 * A load generator for the shedding ladder on the real stack (shedding.e2e.spec.ts and `npm run bench --
 * shedding`): Plus and Free users send messages at a fixed rate over SSE, each request timed from send to its
 * first delta and to its `done`. Plus picks the large model; Free sends "auto", so until rung 1 both land on
 * the large pool, as DESIGN's overload story starts, if the router scores the message hard: the built-in
 * classifier does for a long prompt (thousands of words) but not for a short one, so the e2e test, which keeps
 * prompts short to spare the CPU, gives the dispatcher a classifier that scores every message hard.
 *
 * Conversations are multi-turn, as DESIGN's workload is: each user's message continues the user's last one
 * (parentId), so its prompt is the whole history plus `newWords`, and most of it is already in the
 * replica's prefix cache from the previous turn (the user's first message, `openingWords` long, is the one
 * cold prefill). Cold ~6,000-token prompts on every message made the large replica prefill-bound, which is
 * not the overload DESIGN describes (there ~90% of a prompt is cached).
 */
import { randomBytes } from "node:crypto";
import { readSse } from "../clients.ts";
import type { Stack, StackOptions } from "../stack.ts";

/**
 * The stack both the e2e test and the bench shed on: 1 large + 1 small simulated replica in real time, each
 * with a KV cache shrunk so that the load this machine can generate is about twice what they answer (why:
 * shedding.e2e.spec.ts), fewer delta events, a ladder that may move every second, and a classifier that
 * scores every message hard so Free's "auto" messages meet Plus on the large pool until rung 1.
 *
 * The large replica's size keeps DESIGN's proportion that matters for Plus: Plus holds a minority of the
 * replica's answers (DESIGN: a replica holds ~100, Plus is ~10% of messages), because the engine lets Plus
 * preempt free answers but never Plus, so a Plus message finding the replica full of Plus waits for one to
 * end. At 700 blocks (~8 answers of a 4-turn Plus conversation, ~85-100 blocks each) the ~7 Plus answers in
 * flight at 9 msg/s filled it alone from ~40 s into the bench (the conversations grow in step), and Plus's
 * first-token p95 was 2.4-4.9 s (85% / 72% within 1 s). At 1,400 blocks Plus holds ~25% of the large
 * replica's running answers (~9 of ~35) and every Plus message started within 1 s over 5 runs at 9-12 msg/s
 * (p95 0.17-0.28 s). Capacity, measured with the bench's SHED_RUNG1_ONLY=1 (free on the small replica,
 * full-length answers, nothing refused): 4.0-4.8 msg/s answered, so SCALED_LOAD's 10 msg/s is ~2-2.5x; at
 * half of it (5 msg/s) the ladder already climbs to rung 3 once the conversations grow. (The old 700 blocks
 * answered ~3.1 msg/s; 9 msg/s was ~2.9x.)
 */
export function scaledSheddingStack(): StackOptions {
  return {
    large: 1,
    small: 1,
    timeScale: 1,
    replicaLoop: { large: { kvBlocks: 1_400 }, small: { kvBlocks: 400 } },
    deltaDelayMs: 250,
    dispatcher: {
      ladder: { minMoveIntervalMs: 1_000 },
      ladderIntervalMs: 200,
      classifier: { name: "all-hard", score: async () => 1 },
    },
  };
}

/** The e2e test's load; the bench runs it longer, at DESIGN's 10% Plus. */
export const SCALED_LOAD = {
  // ~2x the scaled stack's capacity (scaledSheddingStack); the in-process stack runs out of CPU at ~12.
  ratePerS: 10,
  durationMs: 15_000,
  plusShare: 0.2,
  openingWords: 100,
  newWords: 30,
  users: { plus: 12, free: 48 },
  patienceMs: 10_000,
  // A user opens a new conversation after 4 turns, as people do: left to grow for a minute, each history
  // reaches ~2,000 tokens and a handful of Plus conversations would fill the shrunk large replica on their
  // own, where Plus cannot preempt Plus (a real replica holds ~100 such conversations): a Plus answer in its
  // 4th turn holds ~85-100 blocks (~1,400-1,600 tokens); scaledSheddingStack is sized for that.
  turnsPerConversation: 4,
};

export type Tier = "plus" | "free";

export type Outcome = {
  tier: Tier;
  sentAtMs: number;
  /** Milliseconds from send to the first delta; undefined when none came. */
  firstTokenMs?: number;
  /** Milliseconds from send to `done` (or to the failure). */
  doneMs: number;
  finish: string;
  retryAfterSeconds?: number;
  /** The id the api gave the message (its `meta` event), to look the generation up in the log. */
  messageId?: string;
};

export type LoadOptions = {
  /** Messages per second, all tiers together. */
  ratePerS: number;
  durationMs: number;
  plusShare: number;
  /** Words of each user's first message (a word is ~1 token): with the history, sets the KV each answer holds. */
  openingWords: number;
  /** Words of every later message: what is prefilled anew on a cache hit. */
  newWords: number;
  users: { plus: number; free: number };
  /** The client gives up after this long without a first token (DESIGN: ~10 s). */
  patienceMs: number;
  /** After this many messages a user opens a new conversation (default: never). */
  turnsPerConversation?: number;
};

type User = { token: string; conversation: string; last: string | null; turns: number };

async function openConversation(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/v1/conversations`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ title: "load" }),
  });
  if (res.status !== 201) throw new Error(`create conversation: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function makeUsers(stack: Stack, tier: Tier, n: number): Promise<User[]> {
  const base = stack.apis[0]!.url;
  return Promise.all(
    Array.from({ length: n }, async () => {
      const { token } = await stack.user(tier);
      return { token, conversation: await openConversation(base, token), last: null, turns: 0 };
    }),
  );
}

/** One message over SSE, timed; it continues the user's last message. */
async function sendOne(base: string, user: User, tier: Tier, content: string, patienceMs: number) {
  const sentAtMs = Date.now();
  const messageId = `m_${randomBytes(8).toString("hex")}`;
  const parentId = user.last;
  const abort = new AbortController();
  let firstTokenMs: number | undefined;
  let logId: string | undefined;
  const giveUp = setTimeout(() => {
    if (firstTokenMs === undefined) abort.abort();
  }, patienceMs);
  try {
    const res = await fetch(`${base}/v1/conversations/${user.conversation}/messages`, {
      method: "POST",
      signal: abort.signal,
      headers: {
        authorization: `Bearer ${user.token}`,
        "content-type": "application/json",
        "idempotency-key": messageId,
        accept: "text/event-stream",
      },
      body: JSON.stringify({ content, parentId, model: tier === "plus" ? "large" : "auto" }),
    });
    if (res.status !== 200) {
      return { tier, sentAtMs, doneMs: Date.now() - sentAtMs, finish: `http ${res.status}` };
    }
    // Only a message the api took (it is on the log) can be continued from: a parent must exist (#23).
    user.last = messageId;
    for await (const ev of readSse(res)) {
      if (ev.event === "meta" && typeof ev.data.messageId === "string") logId = ev.data.messageId;
      if (ev.event === "delta" && firstTokenMs === undefined) firstTokenMs = Date.now() - sentAtMs;
      if (ev.event === "done") {
        const retry = ev.data.retryAfterSeconds;
        return {
          tier,
          sentAtMs,
          ...(firstTokenMs !== undefined ? { firstTokenMs } : {}),
          doneMs: Date.now() - sentAtMs,
          finish: String(ev.data.finish),
          ...(typeof retry === "number" ? { retryAfterSeconds: retry } : {}),
          ...(logId ? { messageId: logId } : {}),
        };
      }
    }
    return { tier, sentAtMs, doneMs: Date.now() - sentAtMs, finish: "no done" };
  } catch (err) {
    const finish = abort.signal.aborted ? "timed out" : `error ${(err as Error).message}`;
    return {
      tier,
      sentAtMs,
      ...(firstTokenMs !== undefined ? { firstTokenMs } : {}),
      doneMs: Date.now() - sentAtMs,
      finish,
    };
  } finally {
    clearTimeout(giveUp);
  }
}

/** Sends at `ratePerS` for `durationMs` (evenly spaced, tiers drawn in turn), then waits for every answer. */
export async function runLoad(
  stack: Stack,
  opts: LoadOptions,
  users?: Record<Tier, User[]>,
): Promise<Outcome[]> {
  const base = stack.apis[0]!.url;
  const pool = users ?? {
    plus: await makeUsers(stack, "plus", opts.users.plus),
    free: await makeUsers(stack, "free", opts.users.free),
  };
  const words = (n: number) => "the quick brown fox jumps over a lazy dog ".repeat(Math.ceil(n / 9));
  const opening = words(opts.openingWords);
  const next = words(opts.newWords);
  const inFlight: Promise<Outcome>[] = [];
  const start = Date.now();
  const gapMs = 1_000 / opts.ratePerS;
  let plusDebt = 0;
  const sent: Record<Tier, number> = { plus: 0, free: 0 };
  for (let i = 0; Date.now() - start < opts.durationMs; i++) {
    // Deterministic tier mix: every message adds plusShare of a Plus message owed.
    plusDebt += opts.plusShare;
    const tier: Tier = plusDebt >= 1 ? "plus" : "free";
    if (tier === "plus") plusDebt -= 1;
    const list = pool[tier];
    const user = list[sent[tier]++ % list.length]!;
    if (opts.turnsPerConversation !== undefined && user.turns >= opts.turnsPerConversation) {
      user.conversation = await openConversation(base, user.token);
      user.last = null;
      user.turns = 0;
    }
    user.turns++;
    // A distinct opening per conversation: identical prompts would share their KV blocks in the prefix cache.
    const content = `Note ${i} ${randomBytes(6).toString("hex")}: please summarise. ${user.last ? next : opening}`;
    inFlight.push(sendOne(base, user, tier, content, opts.patienceMs));
    const wait = start + (i + 1) * gapMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return Promise.all(inFlight);
}

export type TierFigures = {
  messages: number;
  withinSlo: number;
  refused: number;
  timedOut: number;
  other: number;
  firstTokenP50Ms: number;
  firstTokenP95Ms: number;
  /** Slowest `done` of a refused message, ms from send. */
  refusalP95Ms: number;
};

export function figures(outcomes: Outcome[], tier: Tier, sloMs: number): TierFigures {
  const mine = outcomes.filter((o) => o.tier === tier);
  const firsts = mine
    .flatMap((o) => (o.firstTokenMs !== undefined ? [o.firstTokenMs] : []))
    .sort((a, b) => a - b);
  const refusals = mine
    .filter((o) => o.finish === "refused")
    .map((o) => o.doneMs)
    .sort((a, b) => a - b);
  const timedOut = mine.filter((o) => o.finish === "timed out").length;
  const n = mine.length || 1;
  return {
    messages: mine.length,
    withinSlo: firsts.filter((f) => f <= sloMs).length / n,
    refused: refusals.length / n,
    timedOut: timedOut / n,
    other:
      mine.filter((o) => o.firstTokenMs === undefined && o.finish !== "refused" && o.finish !== "timed out")
        .length / n,
    firstTokenP50Ms: pct(firsts, 0.5),
    firstTokenP95Ms: pct(firsts, 0.95),
    refusalP95Ms: pct(refusals, 0.95),
  };
}

function pct(sorted: number[], q: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
