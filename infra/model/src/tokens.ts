/**
 * Token counts as the engine counts them, with the real Llama 3 tokenizer.
 *
 * Count a message's content once, when it is saved (`contentTokens`), and keep the count with the turn;
 * prompt building then adds the chat template's fixed overheads below instead of re-tokenising history.
 *
 * @example
 *   countTokens("hello world");             // 2
 *   contentTokens("  hello world \n");      // 2 (the template trims content)
 */
import llama3Tokenizer from "llama3-tokenizer-js";

/** Tokens of `text` alone, without begin/end-of-text tokens. */
export function countTokens(text: string): number {
  if (typeof text !== "string") throw new TypeError(`text must be a string, got ${typeof text}`);
  if (text.length === 0) return 0;
  return llama3Tokenizer.encode(text, { bos: false, eos: false }).length;
}

/** Tokens of a message's content as the Llama 3 chat template renders it (`content | trim`). */
export function contentTokens(content: string): number {
  return countTokens(content.trim());
}

/**
 * Llama 3 chat template overheads, in tokens:
 * each message is `<|start_header_id|>{role}<|end_header_id|>\n\n{content}<|eot_id|>` (role is one token
 * for system, user and assistant): 5 tokens around the content;
 * the prompt adds `<|begin_of_text|>` and the open answer header
 * `<|start_header_id|>assistant<|end_header_id|>\n\n`: 5 tokens.
 */
export const LLAMA3_TEMPLATE = Object.freeze({
  perMessageTokens: 5,
  perPromptTokens: 5,
});
export type ChatTemplateOverhead = typeof LLAMA3_TEMPLATE;
