/**
 * Prompt building (DESIGN "Prompt building"): pure, from token counts taken when each turn was saved.
 *
 * The prompt is the system prompt, then the summary, then the newest turns that fit, then the new message,
 * with the tier's longest answer reserved inside the tier's prompt budget. The history is walked newest
 * first and the walk stops at the first turn that does not fit: skipping it to fit an older one would leave
 * a hole. Stable parts go first so the replica's prefix cache already holds them. The result never exceeds
 * the window, so an engine never silently cuts the oldest tokens.
 *
 * @example
 *   const r = buildPrompt({ systemPrompt, summary: null, history, newMessage, tier: tierConfig(tiers, "free") });
 *   if (!r.ok) return reject(400, r.code, r.error);
 *   publish({ prompt: r.messages, promptTokens: r.promptTokens, droppedTurns: r.droppedTurns });
 */
import { type ChatTemplateOverhead, LLAMA3_TEMPLATE } from "../tokens.ts";
import { neutralizeSpecialTokens } from "./special-tokens.ts";

/** A text with its token count (content only; the template overhead is added here). */
export interface CountedText {
  content: string;
  tokens: number;
}

export interface Turn extends CountedText {
  role: "user" | "assistant";
}

export interface PromptMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface BuildPromptInput {
  systemPrompt: CountedText;
  summary: CountedText | null;
  /** Oldest to newest. */
  history: readonly Turn[];
  newMessage: CountedText;
  tier: { promptBudgetTokens: number; maxAnswerTokens: number };
  /** Defaults to the Llama 3 chat template. */
  template?: ChatTemplateOverhead;
}

export type BuildPromptResult =
  | {
      ok: true;
      messages: PromptMessage[];
      /** Tokens the engine will count for `messages`, template included. */
      promptTokens: number;
      /** Old turns left out (not counting those folded into the summary). */
      droppedTurns: number;
      /** The summary did not fit beside the new message and was left out. */
      summaryDropped: boolean;
      maxAnswerTokens: number;
    }
  | {
      ok: false;
      code: "message_too_long";
      error: string;
      /** The most content tokens a new message may have in this tier. */
      limit: number;
      tokens: number;
    };

export function buildPrompt(input: BuildPromptInput): BuildPromptResult {
  const { systemPrompt, summary, history, newMessage, tier } = input;
  const template = input.template ?? LLAMA3_TEMPLATE;
  assertCounted(systemPrompt, "systemPrompt");
  if (summary) assertCounted(summary, "summary");
  assertCounted(newMessage, "newMessage");
  for (const [i, turn] of history.entries()) assertCounted(turn, `history[${i}]`);

  const perMessage = template.perMessageTokens;
  const promptRoom = tier.promptBudgetTokens - tier.maxAnswerTokens;
  const fixed = template.perPromptTokens + systemPrompt.tokens + perMessage + perMessage;
  const limit = Math.max(0, promptRoom - fixed);
  if (newMessage.tokens > limit) {
    return {
      ok: false,
      code: "message_too_long",
      error: `the message has ${newMessage.tokens} tokens; this tier allows at most ${limit}`,
      limit,
      tokens: newMessage.tokens,
    };
  }

  let used = fixed + newMessage.tokens;
  const summaryFits = summary !== null && used + summary.tokens + perMessage <= promptRoom;
  if (summary && summaryFits) used += summary.tokens + perMessage;

  let kept = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const cost = history[i]!.tokens + perMessage;
    if (used + cost > promptRoom) break;
    used += cost;
    kept++;
  }

  // Only the operator's system prompt may hold control tokens; every other text is neutralised here,
  // the one place prompts are built (the summary too: the model wrote it from users' words).
  const text = neutralizeSpecialTokens;
  const messages: PromptMessage[] = [{ role: "system", content: systemPrompt.content }];
  if (summary && summaryFits) messages.push({ role: "system", content: text(summary.content) });
  for (const turn of history.slice(history.length - kept))
    messages.push({ role: turn.role, content: text(turn.content) });
  messages.push({ role: "user", content: text(newMessage.content) });

  return {
    ok: true,
    messages,
    promptTokens: used,
    droppedTurns: history.length - kept,
    summaryDropped: summary !== null && !summaryFits,
    maxAnswerTokens: tier.maxAnswerTokens,
  };
}

function assertCounted(text: CountedText, name: string): void {
  if (typeof text?.content !== "string") throw new TypeError(`${name}.content must be a string`);
  if (!Number.isInteger(text.tokens) || text.tokens < 0) {
    throw new RangeError(`${name}.tokens must be a non-negative integer, got ${text.tokens}`);
  }
}

/**
 * Which saved messages belong in a prompt: every user message, and answers that were not refused or
 * failed (their text is not a real turn). The api's history and the summarizer both use this rule.
 */
export function countsInPrompt(m: { role: string; finish: string | null }): boolean {
  return m.role === "user" || (m.finish !== "refused" && m.finish !== "error");
}
