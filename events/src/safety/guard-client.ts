/**
 * Calls the guard model over the OpenAI-compatible protocol (guard-protocol.ts) within a time budget.
 * When the guard is down, answers badly or is slower than the budget, the lexical baseline decides, and
 * the verdict says so (`decidedBy`). After a failure the guard is left alone for `retryAfterMs`, so an
 * outage costs one budget, not one per message. I/O: `fetch`; the decision rule itself is pure.
 */
import { baselineVerdict } from "./baseline.ts";
import type { SafetyStage, Verdict } from "./categories.ts";
import type { Thresholds } from "./classifier.ts";
import {
  type GuardMessage,
  guardRequestBody,
  guardTextOf,
  parseCategoryReply,
  parseGuardReply,
} from "./guard-protocol.ts";

export const DEFAULT_GUARD_MODEL = "llama-guard-3-8b";

export type GuardClientOptions = {
  /** The guard server's base URL (without /v1); null: the baseline decides every check. */
  baseUrl: string | null;
  model?: string;
  thresholds: Thresholds;
  /** Longest wait for the guard per check, in ms (default input 250, output 250). */
  budgetMs?: Partial<Record<SafetyStage, number>>;
  /** After a failure, how long the baseline decides alone before the guard is tried again (default 2 s). */
  retryAfterMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

export type CheckResult = Verdict & { ms: number };
export type Checker = { check(stage: SafetyStage, conversation: GuardMessage[]): Promise<CheckResult> };

export class GuardClient implements Checker {
  readonly decided = { guard: 0, baseline: 0 };
  private downUntil = 0;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private readonly url: string | null;
  private readonly model: string;

  constructor(private readonly opts: GuardClientOptions) {
    this.fetch = opts.fetch ?? globalThis.fetch;
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
      const reply = parseGuardReply(await this.post(guardRequestBody(this.model, conversation), signal));
      if (!reply.ok) throw new Error(reply.error);
      const thresholds = this.opts.thresholds[stage];
      const lowest = Math.min(...Object.values(thresholds));
      let category = reply.value.category;
      if (!category && reply.value.unsafe >= lowest) {
        category = parseCategoryReply(
          await this.post(guardRequestBody(this.model, conversation, true), signal),
        );
      }
      const flagged = category !== null && reply.value.unsafe >= thresholds[category];
      return done({ flagged, category, score: reply.value.unsafe, decidedBy: "guard" });
    } catch (err) {
      this.downUntil = this.now() + (this.opts.retryAfterMs ?? 2_000);
      const why = signal.aborted
        ? `guard slower than ${budget} ms`
        : `guard failed: ${(err as Error).message}`;
      return fallback(why.slice(0, 200));
    }
  }

  private async post(body: unknown, signal: AbortSignal): Promise<unknown> {
    const res = await this.fetch(this.url!, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res.json();
  }
}
