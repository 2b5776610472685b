/**
 * The guard model's wire format, Llama Guard 3 over an OpenAI-compatible chat completions API (vLLM
 * serves it so): the client sends the conversation to check, the server applies the guard's own prompt
 * template and answers `safe` or `unsafe\nS<n>`. The client asks for the first token only, with its
 * log-probabilities (`max_tokens: 1, logprobs: true, top_logprobs: 2`): the score is P("unsafe"), and a
 * "safe" verdict costs one forward pass, which keeps the check off the first token's critical path.
 *
 * When the score reaches a threshold, the category is asked for once more with the answer started as
 * "unsafe\n" (vLLM's `continue_final_message`), and the guard completes it with the category: only flagged
 * (or borderline) messages pay the second call. Pure.
 */
import { type Hazard, isHazard } from "./categories.ts";

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

export type GuardReply = { unsafe: number; category: Hazard | null; text: string };

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

/** What the guard reads of a conversation: the last answer when it ends with one, else the user's turns. */
export function guardTextOf(conversation: GuardMessage[]): string {
  const last = conversation.at(-1);
  if (last?.role === "assistant") return last.content;
  return conversation
    .filter((m) => m.role === "user")
    .slice(-3)
    .map((m) => m.content)
    .join("\n");
}
