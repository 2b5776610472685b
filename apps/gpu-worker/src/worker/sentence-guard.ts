/**
 * The output check: holds the answer back sentence by sentence (events' SentenceSplitter), asks the guard
 * about each complete sentence, and releases the checked ones in order. Checks run concurrently while
 * the engine keeps generating, so the stream is delayed by about one check, never stalled behind a queue
 * of them. The first flagged sentence is never released: everything after it is dropped and `onFlag`
 * fires once (the caller stops the engine and finishes the answer as refused).
 *
 * @example
 *   const g = new SentenceGuard({ checker, question, release: (t, n) => batcher.add(t, n), onFlag });
 *   g.push(chunk.text, chunk.tokens);  // per engine chunk
 *   await g.end();                     // the last piece, and every check, before the answer finishes
 */
import type { SafetyVerdict } from "@chat/events";
import {
  type Checker,
  type CheckResult,
  type Hazard,
  refusalMessage,
  SentenceSplitter,
} from "@chat/events/safety";

export type SentenceGuardOptions = {
  checker: Checker;
  /** The user's message the answer replies to: the guard reads each sentence as the answer to it. */
  question: string;
  release: (text: string, tokens: number) => void;
  onFlag: (verdict: CheckResult, sentence: string) => void;
  /** Time from a sentence being complete to its release (the delay the check adds), ms. */
  onDelay?: (ms: number) => void;
  now?: () => number;
  /** Words after which the answer's first piece is checked, before its first sentence ends (default 4). */
  firstWords?: number;
};

/**
 * The reader waits for the first text: holding it for a whole first sentence (~10-20 tokens, 0.3-0.7 s at
 * 30 tokens/s) would cost most of a 1 s first-token target, so the first piece is its first few words.
 */
const FIRST_WORDS = 4;

export class SentenceGuard {
  private readonly splitter: SentenceSplitter;
  private chain: Promise<void> = Promise.resolve();
  private bufferedChars = 0;
  private bufferedTokens = 0;
  private flag: CheckResult | null = null;
  /** Sentences checked and how many of those the baseline decided. */
  readonly checks = { sentences: 0, baseline: 0 };
  /** Everything released so far (what the client may see). */
  released = "";

  constructor(private readonly opts: SentenceGuardOptions) {
    this.splitter = new SentenceSplitter(320, opts.firstWords ?? FIRST_WORDS);
  }

  get flagged(): CheckResult | null {
    return this.flag;
  }

  push(text: string, tokens: number): void {
    if (this.flag) return;
    this.bufferedChars += text.length;
    this.bufferedTokens += tokens;
    for (const piece of this.splitter.push(text)) this.enqueue(piece);
  }

  /** Checks the unfinished last piece too, and waits for every check and release. */
  async end(): Promise<void> {
    if (!this.flag) for (const piece of this.splitter.flush()) this.enqueue(piece);
    await this.chain;
  }

  private enqueue(piece: string): void {
    // Tokens follow the text: a piece takes its share of what the buffer holds (all of it when it empties).
    const tokens =
      piece.length >= this.bufferedChars
        ? this.bufferedTokens
        : Math.round((this.bufferedTokens * piece.length) / Math.max(1, this.bufferedChars));
    this.bufferedChars -= piece.length;
    this.bufferedTokens -= tokens;
    const now = this.opts.now ?? (() => performance.now());
    const completeAt = now();
    const verdict: Promise<CheckResult | null> = piece.trim()
      ? this.opts.checker.check("output", [
          { role: "user", content: this.opts.question },
          { role: "assistant", content: piece },
        ])
      : Promise.resolve(null);
    this.chain = this.chain.then(async () => {
      const v = await verdict;
      if (this.flag) return;
      if (v) {
        this.checks.sentences++;
        if (v.decidedBy === "baseline") this.checks.baseline++;
      }
      if (v?.flagged) {
        this.flag = v;
        this.opts.onFlag(v, piece);
        return;
      }
      this.released += piece;
      this.opts.onDelay?.(now() - completeAt);
      this.opts.release(piece, tokens);
    });
  }
}

/** The `generation.finished` fields of an answer the output check cut (null when it was not cut). */
export function outputRefusal(guard: SentenceGuard): {
  detail: string;
  category?: Hazard;
  safety: SafetyVerdict;
} | null {
  const v = guard.flagged;
  if (!v) return null;
  return {
    detail: refusalMessage(v.category, "output"),
    ...(v.category ? { category: v.category } : {}),
    safety: {
      stage: "output",
      flagged: true,
      category: v.category,
      score: Math.min(1, Math.max(0, v.score)),
      decidedBy: v.decidedBy,
      ms: Math.round(v.ms * 100) / 100,
    },
  };
}

/** The user's newest message in a prompt: what the answer replies to. */
export function lastUserMessage(prompt: ReadonlyArray<{ role: string; content: string }>): string {
  for (let i = prompt.length - 1; i >= 0; i--) if (prompt[i]!.role === "user") return prompt[i]!.content;
  return "";
}
