/**
 * Validation of OpenAI-compatible request bodies as vLLM and trtllm-serve accept them. Returns a
 * safeParse-like result; `errorBody` shapes a failure the way each server does.
 *
 * Differences that matter to a client:
 * - vLLM ignores unknown fields; trtllm-serve (pydantic `extra="forbid"`) rejects them with 400.
 * - vLLM's `priority` (needs `--scheduling-policy priority`): LOWER value = served sooner, default 0.
 *   trtllm-serve's OpenAI API has no priority field. The step loop's priority is higher-first, so the
 *   simulator maps vLLM priority p to -p.
 * - Continuing an answer: vLLM chat takes `continue_final_message: true, add_generation_prompt: false`
 *   with the partial answer as the last (assistant) message; trtllm-serve's chat API has no such field,
 *   so a client sends the rendered template to /v1/completions instead (both servers accept that).
 */
import { type ChatMessage, renderLlama3 } from "@chat/model";

export type Flavour = "vllm" | "trtllm";

export type ParsedRequest = {
  kind: "chat" | "completion";
  model: string;
  stream: boolean;
  includeUsage: boolean;
  /** Usage in every chunk (`continuous_usage_stats`): trtllm-serve defaults to it, vLLM does not. */
  continuousUsage: boolean;
  maxTokens: number | undefined;
  stop: string[];
  /** Step-loop priority: higher first. */
  priority: number;
  /** The prompt text as the model sees it (chat template applied). */
  prompt: string;
  /** Prepend <|begin_of_text|> (completions' `add_special_tokens`, default true). */
  addBos: boolean;
};

export type RequestError = { status: number; message: string; type: string; param: string | null };
export type ParseResult = { ok: true; value: ParsedRequest } | { ok: false; error: RequestError };

const bad = (message: string, param: string | null = null): ParseResult => ({
  ok: false,
  error: { status: 400, message, type: "BadRequestError", param },
});

const TRTLLM_COMMON = [
  "model",
  "frequency_penalty",
  "logit_bias",
  "logprobs",
  "max_tokens",
  "n",
  "presence_penalty",
  "seed",
  "stop",
  "stream",
  "stream_options",
  "temperature",
  "top_p",
  "user",
  "lora_request",
  "best_of",
  "use_beam_search",
  "top_k",
  "top_p_min",
  "min_p",
  "repetition_penalty",
  "length_penalty",
  "early_stopping",
  "stop_token_ids",
  "include_stop_str_in_output",
  "ignore_eos",
  "min_tokens",
  "skip_special_tokens",
  "spaces_between_special_tokens",
  "truncate_prompt_tokens",
  "add_special_tokens",
  "response_format",
  "disaggregated_params",
  "echo",
];
const TRTLLM_FIELDS = {
  chat: new Set([
    ...TRTLLM_COMMON,
    "messages",
    "prompt_token_ids",
    "top_logprobs",
    "max_completion_tokens",
    "tools",
    "tool_choice",
    "reasoning_effort",
    "add_generation_prompt",
    "documents",
    "chat_template",
    "chat_template_kwargs",
    "cache_salt",
  ]),
  completion: new Set([...TRTLLM_COMMON, "prompt", "suffix", "return_context_logits", "detokenize"]),
};

export function parseRequest(kind: "chat" | "completion", flavour: Flavour, body: unknown): ParseResult {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return bad("request body must be a JSON object");
  const b = body as Record<string, unknown>;
  if (flavour === "trtllm") {
    for (const k of Object.keys(b)) {
      if (!TRTLLM_FIELDS[kind].has(k))
        return bad(
          `1 validation error for request\n${k}\n  Extra inputs are not permitted [type=extra_forbidden]`,
          k,
        );
    }
  }
  if (typeof b.model !== "string") return bad("model: field required (a string)", "model");
  const stream = b.stream ?? false;
  if (typeof stream !== "boolean") return bad("stream must be a boolean", "stream");
  const so = b.stream_options as Record<string, unknown> | undefined | null;
  if (so != null && !stream)
    return bad("Stream options can only be defined when `stream=True`.", "stream_options");
  const maxTokens = b.max_completion_tokens ?? b.max_tokens;
  if (maxTokens != null && (!Number.isInteger(maxTokens) || (maxTokens as number) < 1)) {
    return bad(`max_tokens must be at least 1, got ${JSON.stringify(maxTokens)}.`, "max_tokens");
  }
  const stop = b.stop == null ? [] : typeof b.stop === "string" ? [b.stop] : b.stop;
  if (!Array.isArray(stop) || !stop.every((s) => typeof s === "string")) {
    return bad("stop must be a string or a list of strings", "stop");
  }
  const priority = b.priority ?? 0;
  if (!Number.isInteger(priority)) return bad("priority must be an integer", "priority");

  let prompt: string;
  let addBos = false;
  if (kind === "chat") {
    const msgs = parseMessages(b.messages);
    if (typeof msgs === "string") return bad(msgs, "messages");
    const cont = b.continue_final_message ?? false;
    const gen = b.add_generation_prompt ?? true;
    if (cont && gen)
      return bad("Cannot set both `continue_final_message` and `add_generation_prompt` to True.");
    if (cont && msgs.at(-1)!.role !== "assistant") {
      return bad("continue_final_message requires the last message to be an assistant message", "messages");
    }
    prompt = renderLlama3(msgs, {
      addGenerationPrompt: gen as boolean,
      continueFinalMessage: cont as boolean,
    });
  } else {
    if (typeof b.prompt !== "string" || b.prompt.length === 0)
      return bad("prompt must be a non-empty string", "prompt");
    prompt = b.prompt;
    addBos = (b.add_special_tokens ?? true) === true && !prompt.startsWith("<|begin_of_text|>");
  }
  return {
    ok: true,
    value: {
      kind,
      model: b.model,
      stream,
      includeUsage: stream && so?.include_usage === true,
      continuousUsage:
        flavour === "trtllm" ? so?.continuous_usage_stats !== false : so?.continuous_usage_stats === true,
      maxTokens: maxTokens as number | undefined,
      stop,
      priority: -(priority as number),
      prompt,
      addBos,
    },
  };
}

function parseMessages(raw: unknown): ChatMessage[] | string {
  if (!Array.isArray(raw) || raw.length === 0) return "messages must be a non-empty list";
  const out: ChatMessage[] = [];
  for (const [i, m] of raw.entries()) {
    if (typeof m !== "object" || m === null) return `messages[${i}] must be an object`;
    const { role, content } = m as { role?: unknown; content?: unknown };
    if (role !== "system" && role !== "user" && role !== "assistant") {
      return `messages[${i}].role must be system, user or assistant`;
    }
    if (typeof content === "string") out.push({ role, content });
    else if (
      Array.isArray(content) &&
      content.every((p) => p?.type === "text" && typeof p.text === "string")
    ) {
      out.push({ role, content: content.map((p) => p.text).join("") });
    } else return `messages[${i}].content must be a string or a list of text parts`;
  }
  return out;
}

/** The error body each server sends. */
export function errorBody(flavour: Flavour, e: RequestError): unknown {
  const inner = { message: e.message, type: e.type, param: e.param, code: e.status };
  return flavour === "vllm" ? { error: inner } : { object: "error", ...inner };
}
