/**
 * A multi-turn chat workload for the placement benchmark (issue 4, item 5): who starts a conversation
 * when, in which tier, what each turn says and how long the user thinks before the next one. Pure and
 * seeded: the same options give the same plan, so every policy is replayed against the same users.
 *
 * Times are in simulated seconds; the runner divides them by the replicas' time-scale. Lengths are in
 * words of a plain English vocabulary, about one Llama 3 token each, so the api's own token count (the
 * one the picker and the usage report see) is close to what the plan asks for.
 *
 * @example
 *   const plan = planWorkload({ ...DEFAULT_WORKLOAD, conversations: 300, seed: 1 });
 *   plan[0]; // { key: "c0", tier: "free", startS: 0.8, turns: [{ content: "...", thinkBeforeS: 0 }, ...] }
 */
import { seededRandom } from "@chat/model";

export type Tier = "free" | "plus";
export type Range = { min: number; max: number };

export type WorkloadOptions = {
  conversations: number;
  seed: number;
  /** Share of conversations from Plus users (DESIGN: about 1 in 10). */
  plusShare: number;
  /** New conversations arrive as a Poisson process over this many simulated seconds. */
  arrivalWindowS: number;
  /** Turns per conversation, uniform in the range. */
  turns: Range;
  /** Mean pause between an answer and the next question (exponential, clipped to 0.1x..3x the mean). */
  meanThinkS: number;
  /** Words of the first message (often a pasted text) and of each follow-up. */
  firstWords: Range;
  followUpWords: Range;
};

export type PlannedTurn = {
  content: string;
  /** Simulated seconds between the previous answer's end and this message (0 for the first turn). */
  thinkBeforeS: number;
};

export type PlannedConversation = { key: string; tier: Tier; startS: number; turns: PlannedTurn[] };

/**
 * DESIGN's shape scaled to one small machine: a long shared system prompt (built by `systemPrompt`),
 * a first message of a few hundred tokens, short follow-ups, 3-6 turns, so prompts grow to ~3,000 tokens.
 */
export const DEFAULT_WORKLOAD: Omit<WorkloadOptions, "conversations" | "seed" | "arrivalWindowS"> = {
  plusShare: 0.1,
  turns: { min: 3, max: 6 },
  meanThinkS: 20,
  firstWords: { min: 150, max: 700 },
  followUpWords: { min: 15, max: 120 },
};

/** Words of the default system prompt (`systemPrompt`), about 1,300 tokens with its template. */
export const SYSTEM_PROMPT_WORDS = 1_200;

export type PromptLengths = Pick<WorkloadOptions, "firstWords" | "followUpWords"> & { systemWords: number };

/**
 * The default system prompt and message lengths times `scale` (at least one word each), so a smaller
 * replica can be given proportionally smaller prompts with the same shape.
 */
export function scaledPromptLengths(scale: number): PromptLengths {
  if (!(scale > 0)) throw new Error(`scaledPromptLengths: scale must be > 0, got ${scale}`);
  const words = (n: number) => Math.max(1, Math.round(n * scale));
  const range = (r: Range): Range => ({ min: words(r.min), max: words(r.max) });
  return {
    systemWords: words(SYSTEM_PROMPT_WORDS),
    firstWords: range(DEFAULT_WORKLOAD.firstWords),
    followUpWords: range(DEFAULT_WORKLOAD.followUpWords),
  };
}

// Common words that the Llama 3 tokenizer keeps whole (one token each with their leading space).
const WORDS = (
  "the of and to in is it that for on with as was this be by at from or an are not have but which they " +
  "you one all were can there when we their if has more will about would other some time into them these " +
  "so what could first after also new like people way many then where most over know did made just back " +
  "water long day very work year part find place use good right little see number between through sound " +
  "world still hand high old life large small house point light river table paper music market city " +
  "system process model method result data value energy plant animal ocean mountain history science " +
  "question answer reason example story report study design problem change order price power field"
).split(" ");

/** `n` words of text from `rnd`, with a full stop every 8-20 words so answers and prompts read as sentences. */
export function fillerText(rnd: () => number, n: number): string {
  const out: string[] = [];
  let sentence = 0;
  let next = 8 + Math.floor(rnd() * 13);
  for (let i = 0; i < n; i++) {
    let w = WORDS[Math.floor(rnd() * WORDS.length)]!;
    if (sentence === 0) w = w[0]!.toUpperCase() + w.slice(1);
    sentence++;
    if (sentence >= next || i === n - 1) {
      w += ".";
      sentence = 0;
      next = 8 + Math.floor(rnd() * 13);
    }
    out.push(w);
  }
  return out.join(" ");
}

/** A long system prompt shared by every conversation (so every replica soon caches it). */
export function systemPrompt(words: number): string {
  const intro =
    "You are a helpful, honest assistant. Answer clearly and concisely; say so when you are not sure.";
  return `${intro} ${fillerText(seededRandom(0x5157), Math.max(0, words - 17))}`;
}

export function planWorkload(opts: WorkloadOptions): PlannedConversation[] {
  check(opts);
  const rnd = seededRandom(opts.seed);
  const pick = (r: Range) => r.min + Math.floor(rnd() * (r.max - r.min + 1));
  const rate = opts.conversations / opts.arrivalWindowS;
  const plan: PlannedConversation[] = [];
  let t = 0;
  for (let i = 0; i < opts.conversations; i++) {
    t += -Math.log(1 - rnd()) / rate;
    const tier: Tier = rnd() < opts.plusShare ? "plus" : "free";
    const n = pick(opts.turns);
    const turns: PlannedTurn[] = [];
    for (let k = 0; k < n; k++) {
      const words = pick(k === 0 ? opts.firstWords : opts.followUpWords);
      const think = -Math.log(1 - rnd()) * opts.meanThinkS;
      turns.push({
        // Conversations differ from their first words, as real ones do, so nothing past the system
        // prompt is shared between them.
        content: `${k === 0 ? `Conversation ${i}. ` : ""}${fillerText(rnd, words)}`,
        thinkBeforeS: k === 0 ? 0 : Math.min(3 * opts.meanThinkS, Math.max(0.1 * opts.meanThinkS, think)),
      });
    }
    // Keeps the last conversation inside the window (Poisson arrivals can overshoot it slightly).
    plan.push({ key: `c${i}`, tier, startS: Math.min(t, opts.arrivalWindowS), turns });
  }
  return plan;
}

function check(o: WorkloadOptions): void {
  const bad = (what: string) => {
    throw new Error(`planWorkload: ${what}`);
  };
  if (!Number.isInteger(o.conversations) || o.conversations < 1)
    bad(`conversations must be a positive integer, got ${o.conversations}`);
  if (!(o.arrivalWindowS > 0)) bad(`arrivalWindowS must be > 0, got ${o.arrivalWindowS}`);
  if (!(o.plusShare >= 0 && o.plusShare <= 1)) bad(`plusShare must be in 0..1, got ${o.plusShare}`);
  if (!(o.meanThinkS >= 0)) bad(`meanThinkS must be >= 0, got ${o.meanThinkS}`);
  for (const [name, r] of [
    ["turns", o.turns],
    ["firstWords", o.firstWords],
    ["followUpWords", o.followUpWords],
  ] as const) {
    if (!Number.isInteger(r.min) || !Number.isInteger(r.max) || r.min < 1 || r.max < r.min)
      bad(`${name} must be whole numbers with 1 <= min <= max, got ${r.min}..${r.max}`);
  }
}
