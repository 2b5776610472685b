/**
 * The request the small model gets to refresh a summary, pure: the old summary (if any) plus the turns
 * to fold in, asking for one summary that replaces the old one.
 *
 * @example
 *   const messages = buildSummaryPrompt({ previousSummary: conv.summary, turns: plan.fold, maxSummaryTokens: 400 });
 */

export type SummaryPromptMessage = { role: "system" | "user"; content: string };

export type SummaryPromptInput = {
  previousSummary: string | null;
  /** Oldest first. */
  turns: readonly { role: "user" | "assistant"; content: string }[];
  /** The answer budget, stated to the model so it aims below the hard cut. */
  maxSummaryTokens: number;
  /** A single turn longer than this is clipped in the middle (a pasted document, say). Default 24,000. */
  maxTurnChars?: number;
};

export const SUMMARY_INSTRUCTIONS = [
  "You keep a running summary of a conversation between a user and an assistant.",
  "Rewrite the summary so that it also covers the new turns, and so that the conversation can continue from it alone.",
  "Keep: facts the user gave about themselves and their task, names, numbers, decisions, preferences, constraints,",
  "what was already answered or produced, and questions still open. Drop greetings and repetition.",
  "Write plain prose in the third person ('The user...', 'The assistant...'). Output only the summary.",
].join(" ");

export function buildSummaryPrompt(input: SummaryPromptInput): SummaryPromptMessage[] {
  if (!Number.isInteger(input.maxSummaryTokens) || input.maxSummaryTokens <= 0) {
    throw new RangeError(`maxSummaryTokens must be a positive integer, got ${input.maxSummaryTokens}`);
  }
  if (input.turns.length === 0) throw new RangeError("turns must hold at least one turn to fold in");
  const maxChars = input.maxTurnChars ?? 24_000;
  // Roughly 0.75 words per token: the stated length stays under the token cap the engine enforces.
  const words = Math.max(50, Math.floor(input.maxSummaryTokens * 0.6));
  const transcript = input.turns
    .map((t) => `${t.role === "user" ? "User" : "Assistant"}: ${clip(t.content.trim(), maxChars)}`)
    .join("\n\n");
  const previous = input.previousSummary?.trim() || "(none yet)";
  return [
    { role: "system", content: `${SUMMARY_INSTRUCTIONS} Use at most ${words} words.` },
    {
      role: "user",
      content: `Summary so far:\n${previous}\n\nNew turns to fold in:\n${transcript}\n\nWrite the updated summary.`,
    },
  ];
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.floor(max / 2);
  return `${text.slice(0, half)}\n[... ${text.length - 2 * half} characters left out ...]\n${text.slice(-half)}`;
}
