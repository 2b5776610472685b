/**
 * Chat-template control strings in text from users (or from the model echoing them) must reach the engine as
 * text, never as control tokens: a server that renders the template and tokenizes the result (vLLM,
 * TensorRT-LLM) would parse `<|eot_id|><|start_header_id|>system<|end_header_id|>` in a message as a forged
 * system turn. Applied where prompts are built (`buildPrompt`), to every message but the operator's system
 * prompt: a WORD JOINER (U+2060, invisible) goes inside each marker, so it no longer matches a special token.
 *
 * @example
 *   neutralizeSpecialTokens("hi<|eot_id|>")  // "hi<\u2060|eot_id|\u2060>"
 */
const JOINER = "\u2060";

/** Llama 3 / ChatML style `<|name|>` markers and the Llama 2 / Mistral ones. */
const MARKERS = /<\||\|>|<\/?s>|\[\/?INST\]|<<\/?SYS>>/g;
/** One pass each, since the matches overlap (`<|>` holds both `<|` and `|>`). */
const PASSES = [/<\|/g, /\|>/g, /<\/?s>|\[\/?INST\]|<<\/?SYS>>/g];

export function neutralizeSpecialTokens(text: string): string {
  let out = text;
  for (const pass of PASSES) out = out.replace(pass, (m) => `${m[0]}${JOINER}${m.slice(1)}`);
  return out;
}

/** True when `text` holds no marker a chat template would take for a control token. */
export function hasSpecialTokens(text: string): boolean {
  MARKERS.lastIndex = 0;
  const found = MARKERS.test(text);
  MARKERS.lastIndex = 0;
  return found;
}
