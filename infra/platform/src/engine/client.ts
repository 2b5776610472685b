/**
 * The engine client: OpenAI-compatible streaming against vLLM, trtllm-serve or the simulator.
 *
 * What differs by flavour (everything else is the same request):
 * - priority: vLLM takes `priority`, lower = sooner (needs `--scheduling-policy priority`; a non-zero value
 *   on a FCFS server is a 400), so WorkItem priority p is sent as -p. trtllm-serve's API has no priority
 *   field and rejects unknown fields, so none is sent.
 * - continuing an answer: vLLM chat with the partial answer as a final assistant message and
 *   `continue_final_message: true, add_generation_prompt: false`; trtllm-serve has no such option, so the
 *   Llama 3 chat template is rendered here and sent to /v1/completions (`add_special_tokens: false`).
 * - load: see load.ts.
 * Tokens per chunk come from `stream_options.continuous_usage_stats` (cumulative completion_tokens in
 * every chunk); a server that omits it is counted one token per chunk.
 */
import { renderLlama3 } from "@chat/model";
import {
  EngineAbortedError,
  EngineBadRequestError,
  EngineError,
  EngineProtocolError,
  EngineRejectedError,
  EngineTimeoutError,
  EngineUnavailableError,
} from "./errors.ts";
import { loadFromTrtllmStats, loadFromVllmMetrics, simBusyCounters, trtllmWork } from "./load.ts";
import { sseData } from "./sse.ts";
import type {
  EngineChunk,
  EngineClient,
  EngineConfig,
  EngineLoad,
  EngineRequest,
  EngineUsage,
} from "./types.ts";

/** DESIGN's prompt size, for load estimates before any request has been seen. */
const DEFAULT_PROMPT_TOKENS = 3000;

type Usage = {
  prompt_tokens?: number;
  completion_tokens?: number;
  prompt_tokens_details?: { cached_tokens?: number } | null;
};
type StreamEvent = {
  error?: { message?: string; code?: number };
  object?: string;
  message?: string;
  choices?: { delta?: { content?: string | null }; text?: string; finish_reason?: string | null }[];
  usage?: Usage | null;
};

export function createEngineClient(cfg: EngineConfig): EngineClient {
  if (cfg.flavour !== "vllm" && cfg.flavour !== "trtllm") {
    throw new Error(`EngineConfig.flavour must be vllm or trtllm, got ${String(cfg.flavour)}`);
  }
  let base: string;
  try {
    base = new URL(cfg.baseUrl).toString().replace(/\/$/, "");
  } catch {
    throw new Error(`EngineConfig.baseUrl is not a URL: ${cfg.baseUrl}`);
  }
  if (!cfg.model) throw new Error("EngineConfig.model must be a non-empty string");
  const timeoutMs = cfg.requestTimeoutMs ?? 60_000;
  let promptTokensSeen = 0;
  let requestsSeen = 0;
  let lastTrtllmTotal = 0;
  let trtllmTokens = 0;
  let lastPollAt = 0;
  let lastSimBusy: { busySeconds: number; clockSeconds: number } | undefined;
  const meanPrompt = () => (requestsSeen > 0 ? promptTokensSeen / requestsSeen : DEFAULT_PROMPT_TOKENS);

  function requestBody(req: EngineRequest): { path: string; body: Record<string, unknown> } {
    const common = {
      model: cfg.model,
      max_tokens: req.maxTokens,
      stream: true,
      stream_options: { include_usage: true, continuous_usage_stats: true },
      ...(req.stop?.length ? { stop: req.stop } : {}),
    };
    if (cfg.flavour === "vllm") {
      const cont = req.continueFrom;
      const messages = cont ? [...req.messages, { role: "assistant", content: cont }] : req.messages;
      const extra = cont ? { continue_final_message: true, add_generation_prompt: false } : {};
      return {
        path: "/v1/chat/completions",
        body: { ...common, messages, priority: -req.priority, request_id: req.requestId, ...extra },
      };
    }
    if (req.continueFrom) {
      const prompt = renderLlama3([...req.messages, { role: "assistant", content: req.continueFrom }], {
        continueFinalMessage: true,
      });
      return { path: "/v1/completions", body: { ...common, prompt, add_special_tokens: false } };
    }
    return { path: "/v1/chat/completions", body: { ...common, messages: req.messages } };
  }

  async function* stream(req: EngineRequest): AsyncGenerator<EngineChunk> {
    if (!req.requestId) throw new EngineBadRequestError("requestId must be a non-empty string");
    if (!Array.isArray(req.messages) || req.messages.length === 0) {
      throw new EngineBadRequestError(`request ${req.requestId}: messages must be a non-empty list`);
    }
    if (!Number.isInteger(req.maxTokens) || req.maxTokens < 1) {
      throw new EngineBadRequestError(
        `request ${req.requestId}: maxTokens must be a positive integer, got ${req.maxTokens}`,
      );
    }
    if (req.signal?.aborted) throw new EngineAbortedError(req.signal.reason);
    const ctrl = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        ctrl.abort();
      }, timeoutMs);
    };
    const onAbort = () => ctrl.abort(req.signal?.reason);
    req.signal?.addEventListener("abort", onAbort, { once: true });
    const failure = (err: unknown): EngineError => {
      if (err instanceof EngineError) return err;
      if (req.signal?.aborted) return new EngineAbortedError(req.signal.reason);
      if (timedOut) return new EngineTimeoutError(timeoutMs);
      return new EngineUnavailableError(
        `engine at ${base} failed: ${(err as Error)?.message ?? String(err)}`,
        err,
      );
    };
    try {
      arm();
      const { path, body } = requestBody(req);
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "text/event-stream",
          "x-request-id": req.requestId,
        },
        body: JSON.stringify(body),
        signal: ctrl.signal,
      });
      if (!res.ok) throw new EngineRejectedError(res.status, errorMessage(await res.text()));
      if (!res.body) throw new EngineProtocolError("engine sent no response body");
      let usage: Usage | undefined;
      let finish: string | undefined;
      let counted = 0;
      for await (const data of sseData(res.body)) {
        arm();
        if (data === "[DONE]") break;
        let ev: StreamEvent;
        try {
          ev = JSON.parse(data) as StreamEvent;
        } catch {
          throw new EngineProtocolError(`engine sent a chunk that is not JSON: ${data.slice(0, 200)}`);
        }
        if (ev.error || ev.object === "error") {
          throw new EngineRejectedError(
            ev.error?.code ?? 500,
            ev.error?.message ?? ev.message ?? "error event in stream",
          );
        }
        if (ev.usage) usage = ev.usage;
        for (const choice of ev.choices ?? []) {
          const text = choice.delta?.content ?? choice.text ?? "";
          if (text) {
            const total = ev.usage?.completion_tokens;
            const tokens = total !== undefined ? Math.max(0, total - counted) : 1;
            counted += tokens;
            yield { type: "text", text, tokens };
          }
          if (choice.finish_reason) finish = choice.finish_reason;
        }
      }
      if (!finish) throw new EngineProtocolError("engine stream ended without a finish_reason");
      if (finish === "abort") throw new EngineAbortedError("engine aborted the request");
      const u: EngineUsage = {
        input: usage?.prompt_tokens ?? 0,
        cached: usage?.prompt_tokens_details?.cached_tokens ?? 0,
        output: usage?.completion_tokens ?? counted,
      };
      promptTokensSeen += u.input;
      requestsSeen++;
      yield { type: "end", finish: finish === "length" ? "length" : "stop", usage: u };
    } catch (err) {
      throw failure(err);
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener("abort", onAbort);
      ctrl.abort(); // a consumer that stops reading closes the connection, so the engine frees the slot
    }
  }

  async function get(path: string): Promise<Response> {
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(Math.min(timeoutMs, 5000)) });
      if (!res.ok) throw new EngineRejectedError(res.status, errorMessage(await res.text()));
      return res;
    } catch (err) {
      if (err instanceof EngineError) throw err;
      throw new EngineUnavailableError(`engine at ${base}${path} failed: ${(err as Error)?.message}`, err);
    }
  }

  return {
    model: cfg.model,
    stream,
    async readLoad(): Promise<EngineLoad> {
      const res = await get("/metrics");
      try {
        if (cfg.flavour === "vllm") {
          const text = await res.text();
          const load = loadFromVllmMetrics(text, meanPrompt());
          const sim = simBusyCounters(text);
          if (sim && lastSimBusy && sim.clockSeconds > lastSimBusy.clockSeconds) {
            load.busy =
              (sim.busySeconds - lastSimBusy.busySeconds) / (sim.clockSeconds - lastSimBusy.clockSeconds);
          }
          lastSimBusy = sim;
          return load;
        }
        const json = await res.json();
        const now = Date.now();
        const load = loadFromTrtllmStats(json, meanPrompt(), lastTrtllmTotal);
        const work = trtllmWork(json);
        trtllmTokens += work.tokens;
        load.outputTokensTotal = trtllmTokens;
        if (lastPollAt > 0 && now > lastPollAt) load.busy = Math.min(1, work.busyMs / (now - lastPollAt));
        lastPollAt = now;
        lastTrtllmTotal = load.totalKvTokens;
        return load;
      } catch (err) {
        throw new EngineProtocolError(`engine metrics unreadable: ${(err as Error).message}`);
      }
    },
    async healthy(): Promise<boolean> {
      try {
        await get("/health");
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The message of either server's error body ({"error": {...}} or {"object": "error", ...}). */
function errorMessage(text: string): string {
  try {
    const j = JSON.parse(text) as { error?: { message?: string }; message?: string; detail?: unknown };
    return j.error?.message ?? j.message ?? (typeof j.detail === "string" ? j.detail : text);
  } catch {
    return text.slice(0, 500);
  }
}
