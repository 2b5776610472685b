/**
 * The guard model's wire format, Llama Guard 3 over an OpenAI-compatible chat completions API (vLLM
 * serves it so): the client sends the conversation to check, the server applies the guard's own prompt
 * template and answers `safe` or `unsafe\nS<n>`. The client asks for the first token only, with its
 * log-probabilities (`max_tokens: 1, logprobs: true, top_logprobs: 2`): the score is P("unsafe"), and a
 * "safe" verdict costs one forward pass, which keeps the check off the first token's critical path.
 *
 * One pass (the client's default): the answer is started as "unsafe\nS" (vLLM's `continue_final_message`)
 * and vLLM's `prompt_logprobs` returns P("unsafe") at the answer's first position, while the one generated
 * token is the category's number: the score and the category from one forward pass, so no check pays a
 * second round trip. Two passes (a server without `prompt_logprobs`): the verdict first, and when the score
 * reaches a threshold the category is asked for once more with the answer started as "unsafe\n". Pure.
 */
import { type Hazard, isHazard, type SafetyStage } from "./categories.ts";

export type GuardMessage = { role: "user" | "assistant"; content: string };

/** Request body for a verdict; `categoryOnly` asks for the category after a forced "unsafe". */
export function guardRequestBody(model: string, conversation: GuardMessage[], categoryOnly = false) {
  return categoryOnly
    ? {
        model,
        messages: [...conversation, { role: "assistant", content: "unsafe\n" }],
        continue_final_message: true,
        add_generation_prompt: false,
        max_tokens: 4,
        temperature: 0,
      }
    : // One token is the verdict and its probability the score: a "safe" answer costs one forward pass.
      { model, messages: conversation, max_tokens: 1, temperature: 0, logprobs: true, top_logprobs: 2 };
}

/** What the answer is started with in one pass: the category's number is the next token. */
export const ONE_PASS_PREFIX = "unsafe\nS";
/** Top log-probabilities asked of the category token: vLLM's default `max_logprobs` is 20, >= 14 numbers. */
const CATEGORY_CANDIDATES = 20;

/** Request body for the score and the category in one forward pass (vLLM's `prompt_logprobs`). */
export function guardOnePassBody(model: string, conversation: GuardMessage[]) {
  return {
    model,
    messages: [...conversation, { role: "assistant", content: ONE_PASS_PREFIX }],
    continue_final_message: true,
    add_generation_prompt: false,
    max_tokens: 1,
    temperature: 0,
    logprobs: true,
    top_logprobs: CATEGORY_CANDIDATES,
    // The prompt token itself is always returned beside the top 1, so "unsafe" is there even when unlikely.
    prompt_logprobs: 1,
  };
}

export type GuardReply = { unsafe: number; category: Hazard | null; text: string };

/** One prompt position of vLLM's `prompt_logprobs`: token id -> its log-probability, rank and text. */
type PromptLogprob = Record<string, { logprob?: unknown; rank?: unknown; decoded_token?: unknown }> | null;

/**
 * Reads a one-pass answer: P("unsafe") at the last prompt position whose own token is "unsafe" (the
 * answer's start; the prompt token is the one with the largest rank there), and the likeliest category
 * number among the generated token's candidates. `missing` when the server returned no `prompt_logprobs`
 * (it does not support them: use two passes).
 */
export function parseOnePassReply(
  json: unknown,
):
  | { ok: true; value: { unsafe: number; category: Hazard | null } }
  | { ok: false; missing: boolean; error: string } {
  const body = json as Body & { prompt_logprobs?: unknown };
  if (!Array.isArray(body?.prompt_logprobs))
    return { ok: false, missing: true, error: "no prompt_logprobs in the guard's answer" };
  let unsafe: number | null = null;
  for (let i = body.prompt_logprobs.length - 1; i >= 0 && unsafe === null; i--) {
    const position = body.prompt_logprobs[i] as PromptLogprob;
    if (!position || typeof position !== "object") continue;
    let own: { logprob?: unknown; rank?: unknown; decoded_token?: unknown } | null = null;
    for (const entry of Object.values(position))
      if (!own || Number(entry?.rank ?? 0) > Number(own.rank ?? 0)) own = entry;
    const text = typeof own?.decoded_token === "string" ? own.decoded_token.trim().toLowerCase() : "";
    if (text === "unsafe" && typeof own?.logprob === "number") unsafe = Math.exp(own.logprob);
  }
  if (unsafe === null) return { ok: false, missing: false, error: 'no "unsafe" token among prompt_logprobs' };
  const first = body.choices?.[0]?.logprobs?.content?.[0];
  let category: Hazard | null = null;
  let best = Number.NEGATIVE_INFINITY;
  for (const t of first?.top_logprobs ?? []) {
    const named = typeof t.token === "string" ? `S${t.token.trim()}` : "";
    if (isHazard(named) && typeof t.logprob === "number" && t.logprob > best) {
      best = t.logprob;
      category = named;
    }
  }
  if (!category) {
    const text = body.choices?.[0]?.message?.content;
    const named = typeof text === "string" ? `S${text.trim()}` : "";
    category = isHazard(named) ? named : null;
  }
  return { ok: true, value: { unsafe, category } };
}

type TopLogprob = { token?: unknown; logprob?: unknown };
type Body = {
  choices?: Array<{
    message?: { content?: unknown };
    logprobs?: {
      content?: Array<{ token?: unknown; logprob?: unknown; top_logprobs?: TopLogprob[] }>;
    } | null;
  }>;
};

/** Reads a guard's answer: its text, P("unsafe") of the first token, and the category when it names one. */
export function parseGuardReply(
  json: unknown,
): { ok: true; value: GuardReply } | { ok: false; error: string } {
  const choice = (json as Body)?.choices?.[0];
  const text = choice?.message?.content;
  if (typeof text !== "string") return { ok: false, error: "no choices[0].message.content" };
  const lines = text.trim().split(/\s*\n\s*/);
  const word = lines[0]?.toLowerCase();
  const named = lines[1]?.split(",")[0]?.trim();
  const category = isHazard(named) ? named : null;
  const first = choice?.logprobs?.content?.[0];
  let unsafe: number | null = null;
  for (const t of first?.top_logprobs ?? []) {
    if (
      typeof t.token === "string" &&
      t.token.trim().toLowerCase() === "unsafe" &&
      typeof t.logprob === "number"
    )
      unsafe = Math.exp(t.logprob);
  }
  if (unsafe === null && typeof first?.token === "string" && typeof first.logprob === "number") {
    const p = Math.exp(first.logprob);
    unsafe = first.token.trim().toLowerCase() === "unsafe" ? p : 1 - p;
  }
  if (word !== "safe" && word !== "unsafe")
    return { ok: false, error: `unexpected guard answer ${JSON.stringify(text)}` };
  // Without log-probabilities the text is all there is: a hard 0 or 1.
  return { ok: true, value: { unsafe: unsafe ?? (word === "unsafe" ? 1 : 0), category, text } };
}

/** Reads the category a `categoryOnly` request produced ("S9" or "S9,S1"). */
export function parseCategoryReply(json: unknown): Hazard | null {
  const text = (json as Body)?.choices?.[0]?.message?.content;
  const named = typeof text === "string" ? text.trim().split(/[\s,]/)[0] : undefined;
  return isHazard(named) ? named : null;
}

/** Which check a conversation asks for: the output check when it ends with an answer, else the input's. */
export function guardStageOf(conversation: GuardMessage[]): SafetyStage {
  return conversation.at(-1)?.role === "assistant" ? "output" : "input";
}

/**
 * What the guard reads of a conversation, turn by turn: the last answer when it ends with one, else the
 * user's newest turns, oldest first (`GuardClassifier.score` reads the newest in their context).
 */
export function guardTurnsOf(conversation: GuardMessage[]): string[] {
  const last = conversation.at(-1);
  if (last?.role === "assistant") return [last.content];
  return conversation
    .filter((m) => m.role === "user")
    .slice(-3)
    .map((m) => m.content);
}

/** `guardTurnsOf` as one text, a turn a line (what the lexical baseline reads). */
export function guardTextOf(conversation: GuardMessage[]): string {
  return guardTurnsOf(conversation).join("\n");
}
