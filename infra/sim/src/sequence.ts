/** One request inside the step loop: its prompt, its answer so far and the KV blocks it holds. */
import { chainBlockHash, prefixBlockHashes, ROOT_HASH, type TokenAt } from "./block-hash.ts";

export type FinishReason = "stop" | "length" | "cancelled";
export type SequenceState = "waiting" | "prefill" | "decode" | "done";

/** What the step loop is asked to run (see step-loop.ts). */
export type SimRequest = {
  id: string;
  /** Prompt token ids (real tokenizer ids, or `conversationTokens` stand-ins). */
  prompt: ArrayLike<number>;
  /** The answer is cut here (finish "length"). */
  maxTokens: number;
  /**
   * What the model will say before it stops by itself (finish "stop"): its token ids, so the next turn's
   * prompt can hit them in the prefix cache, or just how many tokens.
   */
  answer: ArrayLike<number> | number;
  /** Higher is admitted first. Default 0. */
  priority?: number;
};

/** Read-only view of a sequence handed out in step results. */
export type SequenceView = {
  readonly id: string;
  readonly priority: number;
  readonly promptTokens: number;
  /** Prompt tokens found in the prefix cache (GPU or host) at first admission; -1 before. */
  readonly cachedTokens: number;
  readonly outputTokens: number;
  readonly state: SequenceState;
  readonly finish: FinishReason | null;
  readonly submittedAt: number;
  readonly admittedAt: number;
  readonly firstTokenAt: number;
  readonly finishedAt: number;
  /** Steps in which part of its prompt was prefilled. */
  readonly prefillChunks: number;
};

export class Sequence implements SequenceView {
  readonly id: string;
  readonly priority: number;
  readonly promptTokens: number;
  readonly maxTokens: number;
  /** Tokens it will produce: min(maxTokens, the answer's length). */
  readonly target: number;
  private readonly answerLength: number;
  readonly tokenAt: TokenAt;
  /** Prefix hashes of every full block known so far (prompt blocks at submit, answer blocks as they fill). */
  readonly hashes: Float64Array;
  hashCount: number;
  state: SequenceState = "waiting";
  finish: FinishReason | null = null;
  /** Tokens in the sequence (prompt + generated) and how many of them have KV in GPU memory. */
  length: number;
  computed = 0;
  outputTokens = 0;
  cachedTokens = -1;
  /** Blocks held, and the hashed ones among them (the rest are private). */
  blocksHeld = 0;
  readonly held: number[] = [];
  /** Leading blocks already pinned or offered to the cache. */
  registeredUpTo = 0;
  submittedAt: number;
  admittedAt = -1;
  firstTokenAt = -1;
  finishedAt = -1;
  prefillChunks = 0;

  constructor(
    req: SimRequest,
    readonly order: number,
    now: number,
    blockTokens: number,
  ) {
    if (!req.id) throw new Error("SimRequest.id must be a non-empty string");
    if (req.prompt.length < 1) throw new Error(`SimRequest ${req.id}: prompt must hold at least one token`);
    if (!Number.isInteger(req.maxTokens) || req.maxTokens < 1) {
      throw new Error(`SimRequest ${req.id}: maxTokens must be a positive integer, got ${req.maxTokens}`);
    }
    const answerLength = typeof req.answer === "number" ? req.answer : req.answer.length;
    if (!Number.isInteger(answerLength) || answerLength < 1) {
      throw new Error(`SimRequest ${req.id}: answer must hold at least one token, got ${answerLength}`);
    }
    this.id = req.id;
    this.priority = req.priority ?? 0;
    this.promptTokens = req.prompt.length;
    this.maxTokens = req.maxTokens;
    this.answerLength = answerLength;
    this.target = Math.min(req.maxTokens, answerLength);
    this.length = this.promptTokens;
    this.submittedAt = now;
    const prompt = req.prompt;
    const answer = typeof req.answer === "number" ? null : req.answer;
    const n = this.promptTokens;
    const salt = Math.imul(order + 1, 0x9e3779b1);
    this.tokenAt = answer
      ? (i) => (i < n ? prompt[i]! : answer[i - n]!)
      : (i) => (i < n ? prompt[i]! : (salt ^ Math.imul(i, 0x85ebca6b)) >>> 0);
    this.hashes = new Float64Array(Math.floor((n + this.target) / blockTokens) + 1);
    this.hashCount = prefixBlockHashes(this.tokenAt, n, blockTokens, this.hashes);
  }

  /** The reason it stops once it has produced `target` tokens. */
  naturalFinish(): FinishReason {
    return this.outputTokens >= this.answerLength ? "stop" : "length";
  }

  /** Hash of full block `k`, computing the next answer block's hash on demand. */
  blockHash(k: number, blockTokens: number): number {
    if (k === this.hashCount) {
      const parent = k === 0 ? ROOT_HASH : this.hashes[k - 1]!;
      this.hashes[k] = chainBlockHash(parent, this.tokenAt, k * blockTokens, (k + 1) * blockTokens);
      this.hashCount++;
    }
    return this.hashes[k]!;
  }
}
