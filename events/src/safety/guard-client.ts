/**
 * Calls the guard model over the OpenAI-compatible protocol (guard-protocol.ts) within a time budget.
 * When the guard is down, answers badly or is slower than the budget, the lexical baseline decides, and
 * the verdict says so (`decidedBy`). After a few failures in a row the guard is left alone for
 * `retryAfterMs`, so an outage costs a few budgets, not one per message. I/O: node:http.
 */
import { Agent, request } from "node:http";
import { baselineVerdict } from "./baseline.ts";
import type { Hazard, SafetyStage, Verdict } from "./categories.ts";
import type { Thresholds } from "./classifier.ts";
import {
  type GuardMessage,
  guardOnePassBody,
  guardRequestBody,
  guardTextOf,
  parseCategoryReply,
  parseGuardReply,
  parseOnePassReply,
} from "./guard-protocol.ts";

export const DEFAULT_GUARD_MODEL = "llama-guard-3-8b";

export type GuardClientOptions = {
  /** The guard server's base URL (without /v1); null: the baseline decides every check. */
  baseUrl: string | null;
  model?: string;
  thresholds: Thresholds;
  /** Longest wait for the guard per check, in ms (default input 250, output 250). */
  budgetMs?: Partial<Record<SafetyStage, number>>;
  /** After `tripAfter` failures in a row, how long the baseline decides alone (default 2 s). */
  retryAfterMs?: number;
  /** Failures in a row (errors or over budget) that make the guard count as down (default 3). */
  tripAfter?: number;
  /**
   * Stages checked in one pass (score and category from one call; default: the input check only). One pass
   * reads the guard's whole prompt again (vLLM reads no cached prefix for `prompt_logprobs`): worth it on
   * the first token's path, not for every sentence of an answer, whose verdict call finds the question and
   * the guard's template cached and whose category call only sentences that could flag pay.
   */
  onePassStages?: readonly SafetyStage[];
  /** A fetch to use instead of node:http (tests). */
  fetch?: typeof fetch;
  now?: () => number;
};

export type CheckResult = Verdict & { ms: number };
export type Checker = { check(stage: SafetyStage, conversation: GuardMessage[]): Promise<CheckResult> };

export class GuardClient implements Checker {
  readonly decided = { guard: 0, baseline: 0 };
  private downUntil = 0;
  /** Until a reply without `prompt_logprobs` shows the server cannot, score and category in one call. */
  private serverHasPromptLogprobs = true;
  private failuresInARow = 0;
  // node:http with kept-alive connections: a check costs a few times less CPU than through fetch(), and a
  // worker makes one per sentence of every answer it streams.
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 256 });
  private readonly now: () => number;
  private readonly url: string | null;
  private readonly model: string;

  constructor(private readonly opts: GuardClientOptions) {
    this.now = opts.now ?? (() => performance.now());
    this.url = opts.baseUrl ? `${opts.baseUrl.replace(/\/$/, "")}/v1/chat/completions` : null;
    this.model = opts.model ?? DEFAULT_GUARD_MODEL;
  }

  async check(stage: SafetyStage, conversation: GuardMessage[]): Promise<CheckResult> {
    const start = this.now();
    const done = (v: Verdict): CheckResult => {
      this.decided[v.decidedBy]++;
      return { ...v, ms: this.now() - start };
    };
    const fallback = (note: string) => done(baselineVerdict(guardTextOf(conversation), stage, note));
    if (!this.url) return fallback("no guard configured");
    if (start < this.downUntil) return fallback("guard failed recently");
    const budget = this.opts.budgetMs?.[stage] ?? 250;
    const signal = AbortSignal.timeout(budget);
    try {
      const thresholds = this.opts.thresholds[stage];
      const { unsafe, category } = await this.verdict(
        conversation,
        thresholds,
        signal,
        (this.opts.onePassStages ?? ["input"]).includes(stage),
      );
      const flagged = category !== null && unsafe >= thresholds[category];
      this.failuresInARow = 0;
      return done({ flagged, category, score: unsafe, decidedBy: "guard" });
    } catch (err) {
      // One slow check in a burst is not an outage; several in a row are.
      if (++this.failuresInARow >= (this.opts.tripAfter ?? 3)) {
        this.downUntil = this.now() + (this.opts.retryAfterMs ?? 2_000);
        this.failuresInARow = 0;
      }
      const why = signal.aborted
        ? `guard slower than ${budget} ms`
        : `guard failed: ${(err as Error).message}`;
      return fallback(why.slice(0, 200));
    }
  }

  /**
   * The score and the category: in one pass where asked and the server returns `prompt_logprobs` (vLLM);
   * else the verdict, then the category only when the score could reach a threshold (a borderline message
   * that passes then waits for two round trips, which alone put the input check's p95 over 30 ms).
   */
  private async verdict(
    conversation: GuardMessage[],
    thresholds: Record<Hazard, number>,
    signal: AbortSignal,
    onePass: boolean,
  ): Promise<{ unsafe: number; category: Hazard | null }> {
    if (onePass && this.serverHasPromptLogprobs) {
      const r = parseOnePassReply(await this.post(guardOnePassBody(this.model, conversation), signal));
      if (r.ok) return r.value;
      if (!r.missing) throw new Error(r.error);
      this.serverHasPromptLogprobs = false;
    }
    const reply = parseGuardReply(await this.post(guardRequestBody(this.model, conversation), signal));
    if (!reply.ok) throw new Error(reply.error);
    let category = reply.value.category;
    if (!category && reply.value.unsafe >= Math.min(...Object.values(thresholds))) {
      category = parseCategoryReply(
        await this.post(guardRequestBody(this.model, conversation, true), signal),
      );
    }
    return { unsafe: reply.value.unsafe, category };
  }

  private async post(body: unknown, signal: AbortSignal): Promise<unknown> {
    if (this.opts.fetch) {
      const res = await this.opts.fetch(this.url!, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal,
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json();
    }
    return postJson(this.agent, this.url!, body, signal);
  }
}

function postJson(agent: Agent, url: string, body: unknown, signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = request(
      url,
      {
        method: "POST",
        agent,
        signal,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          if ((res.statusCode ?? 0) >= 300) return reject(new Error(`HTTP ${res.statusCode}`));
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}
