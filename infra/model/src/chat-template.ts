/**
 * The Llama 3 chat template (as in the model's tokenizer_config.json), and its inverse for raw
 * completions prompts, so the simulator counts the same tokens a real server would.
 */
export type ChatMessage = { role: string; content: string };

export const BEGIN = "<|begin_of_text|>";
export const EOT = "<|eot_id|>";
const header = (role: string) => `<|start_header_id|>${role}<|end_header_id|>\n\n`;

export type TemplateOptions = {
  /** End with the assistant header so the model answers (default true). */
  addGenerationPrompt?: boolean;
  /** Leave the last (assistant) message open so the model continues it (vLLM `continue_final_message`). */
  continueFinalMessage?: boolean;
};

export function renderLlama3(messages: readonly ChatMessage[], opts: TemplateOptions = {}): string {
  const cont = opts.continueFinalMessage ?? false;
  let out = BEGIN;
  messages.forEach((m, i) => {
    const last = i === messages.length - 1;
    out += header(m.role) + (cont && last ? m.content : `${m.content.trim()}${EOT}`);
  });
  if ((opts.addGenerationPrompt ?? true) && !cont) out += header("assistant");
  return out;
}

export type ParsedPrompt = {
  /** The prompt up to the start of the answer being written (the key of "what was asked"). */
  base: string;
  /** Answer text already in the prompt (a continuation), "" for a fresh answer. */
  partialAnswer: string;
  lastUserMessage: string;
};

/** Splits a rendered prompt into what was asked and any answer text already begun. Plain text is its own question. */
export function parsePrompt(prompt: string): ParsedPrompt {
  const userStart = prompt.lastIndexOf(header("user"));
  const lastUserMessage =
    userStart >= 0 ? prompt.slice(userStart + header("user").length).split(EOT)[0]! : prompt.slice(-2000);
  const assistant = header("assistant");
  const at = prompt.lastIndexOf(assistant);
  if (at >= 0 && at > userStart && !prompt.slice(at).includes(EOT)) {
    const cut = at + assistant.length;
    return { base: prompt.slice(0, cut), partialAnswer: prompt.slice(cut), lastUserMessage };
  }
  return { base: prompt, partialAnswer: "", lastUserMessage };
}
