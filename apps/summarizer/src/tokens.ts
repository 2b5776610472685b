/**
 * Token counts as the api counts a saved turn (Llama 3 tokenizer, content trimmed), so a summary's
 * count means the same as a message's `tokens` column.
 * (Mirrors `contentTokens` in apps/api/src/tokens.ts, which that package does not export.)
 */
import llama3Tokenizer from "llama3-tokenizer-js";

export function contentTokens(content: string): number {
  const text = content.trim();
  return text.length === 0 ? 0 : llama3Tokenizer.encode(text, { bos: false, eos: false }).length;
}
