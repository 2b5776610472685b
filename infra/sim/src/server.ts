/**
 * The simulated replica behind HTTP: the OpenAI-compatible API of vLLM or trtllm-serve (chosen by
 * `flavour`), driven by the step loop in real time (`timeScale` > 1 runs faster).
 *
 * POST /v1/chat/completions, /v1/completions (stream or not; stream_options.include_usage with
 * usage.prompt_tokens_details.cached_tokens; max_tokens; stop; vLLM's priority; vLLM's
 * continue_final_message), GET /v1/models, /health, /metrics (vLLM Prometheus text, or trtllm-serve JSON
 * iteration stats). A client that disconnects cancels its request, freeing its KV blocks at once.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ReplicaProfile } from "@chat/model";
import { parsePrompt } from "@chat/model";
import { composeAnswer, encodeText, repeatingAnswerIds, StreamingDecoder } from "./answer-text.ts";
import { type FinishCounts, trtllmIterationStats, vllmMetricsText } from "./metrics-format.ts";
import {
  errorBody,
  type Flavour,
  type ParsedRequest,
  parseRequest,
  type RequestError,
} from "./openai-request.ts";
import { RealtimeReplica } from "./realtime.ts";
import type { FinishReason, SequenceView } from "./sequence.ts";
import { StepLoop, type StepLoopOptions } from "./step-loop.ts";

export type SimServerOptions = {
  replica: ReplicaProfile;
  flavour: Flavour;
  /** Served model name (the `model` field clients send). */
  model?: string;
  timeScale?: number;
  seed?: number;
  behaviour?: "normal" | "repeat";
  /** Context window (prompt + answer), as vLLM `--max-model-len`. Default 131072 (Llama 3.1). */
  maxModelLen?: number;
  loop?: Omit<StepLoopOptions, "replica">;
  /** What the model says to the user's last message, in place of the built-in corpus (versions/). */
  compose?: (lastUserMessage: string) => string;
};

export type SimServer = {
  readonly server: Server;
  readonly replica: RealtimeReplica;
  readonly model: string;
  /** Listens (port 0 = any free port) and resolves the port. */
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
};

const BOS = 128000;

export function createSimServer(opts: SimServerOptions): SimServer {
  const flavour = opts.flavour;
  const model = opts.model ?? opts.replica.model.name;
  const seed = opts.seed ?? 1;
  const maxModelLen = opts.maxModelLen ?? 131072;
  const finishes: FinishCounts = { stop: 0, length: 0, abort: 0 };
  const iterations: Record<string, unknown>[] = [];
  let iter = 0;
  let busySeconds = 0;
  const timeScale = opts.timeScale ?? 1;
  const loop = new StepLoop({ replica: opts.replica, ...opts.loop });
  const replica = new RealtimeReplica(loop, timeScale, (r) => {
    busySeconds += r.seconds;
    if (flavour !== "trtllm") return;
    iterations.push(trtllmIterationStats(loop, r, iter++, new Date(), (r.seconds * 1000) / timeScale));
    if (iterations.length > 1000) iterations.shift();
  });

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const sendError = (res: ServerResponse, e: RequestError) => sendJson(res, e.status, errorBody(flavour, e));

  async function generate(req: IncomingMessage, res: ServerResponse, kind: "chat" | "completion") {
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return sendError(res, {
        status: 400,
        message: "request body is not valid JSON",
        type: "BadRequestError",
        param: null,
      });
    }
    const parsed = parseRequest(kind, flavour, body);
    if (!parsed.ok) return sendError(res, parsed.error);
    const p = parsed.value;
    if (flavour === "vllm" && p.model !== model) {
      return sendError(res, {
        status: 404,
        message: `The model \`${p.model}\` does not exist.`,
        type: "NotFoundError",
        param: "model",
      });
    }
    const promptIds = encodeText(p.prompt);
    if (p.addBos) promptIds.unshift(BOS);
    const maxTokens = p.maxTokens ?? Math.max(1, maxModelLen - promptIds.length);
    if (promptIds.length + maxTokens > maxModelLen) {
      return sendError(res, {
        status: 400,
        message: `This model's maximum context length is ${maxModelLen} tokens. However, you requested ${promptIds.length + maxTokens} tokens (${promptIds.length} in the messages, ${maxTokens} in the completion). Please reduce the length of the messages or completion.`,
        type: "BadRequestError",
        param: null,
      });
    }
    const answerIds = answerFor(p, maxTokens);
    new Generation(p, res, promptIds, answerIds, maxTokens).start();
  }

  function answerFor(p: ParsedRequest, maxTokens: number): number[] {
    const { base, partialAnswer, lastUserMessage } = parsePrompt(p.prompt);
    if (opts.behaviour === "repeat") return repeatingAnswerIds(seed, base, lastUserMessage, maxTokens + 1); // never ends by itself
    const full = opts.compose?.(lastUserMessage) ?? composeAnswer(seed, base, lastUserMessage);
    let rest = full;
    if (partialAnswer) {
      rest = full.startsWith(partialAnswer)
        ? full.slice(partialAnswer.length)
        : ` ${opts.compose?.(lastUserMessage + partialAnswer) ?? composeAnswer(seed, base + partialAnswer, lastUserMessage)}`;
    }
    const ids = encodeText(rest);
    return ids.length > 0 ? ids : encodeText(".");
  }

  class Generation {
    private readonly id: string;
    private readonly created = Math.floor(Date.now() / 1000);
    private readonly decoder = new StreamingDecoder();
    private readonly holdBack: number;
    private text = "";
    private sent = 0;
    private done = false;
    private seq: SequenceView | undefined;

    constructor(
      private readonly p: ParsedRequest,
      private readonly res: ServerResponse,
      private readonly promptIds: number[],
      private readonly answerIds: number[],
      private readonly maxTokens: number,
    ) {
      this.id = `${p.kind === "chat" ? "chatcmpl" : "cmpl"}-${randomUUID().replaceAll("-", "")}`;
      this.holdBack = Math.max(0, ...p.stop.map((s) => s.length - 1));
    }

    start(): void {
      this.res.on("close", () => {
        if (this.done) return;
        this.done = true;
        finishes.abort++;
        replica.cancel(this.id);
      });
      if (this.p.stream) {
        this.res.writeHead(200, {
          "content-type": "text/event-stream",
          "cache-control": "no-cache",
          connection: "keep-alive",
        });
        if (this.p.kind === "chat") this.chunk({ role: "assistant", content: "" }, null);
      }
      this.seq = replica.submit(
        {
          id: this.id,
          prompt: this.promptIds,
          maxTokens: this.maxTokens,
          answer: this.answerIds,
          priority: this.p.priority,
        },
        { onToken: (s) => this.onToken(s), onFinish: (_s, reason) => this.finish(reason) },
      );
    }

    private onToken(s: SequenceView): void {
      if (this.done) return;
      this.text += this.decoder.push(this.answerIds[s.outputTokens - 1]!);
      for (const stop of this.p.stop) {
        const at = this.text.indexOf(stop);
        if (at >= 0) {
          this.text = this.text.slice(0, at);
          replica.stopEarly(this.id);
          this.finish("stop");
          return;
        }
      }
      const safe = this.text.length - this.holdBack;
      if (this.p.stream && safe > this.sent) {
        this.chunk({ content: this.text.slice(this.sent, safe) }, null);
        this.sent = safe;
      }
    }

    private finish(reason: FinishReason): void {
      if (this.done) return;
      this.done = true;
      const finish = reason === "cancelled" ? "abort" : reason;
      finishes[finish]++;
      if (!this.p.stream) {
        sendJson(this.res, 200, this.fullResponse(finish));
        return;
      }
      if (this.text.length > this.sent) this.chunk({ content: this.text.slice(this.sent) }, null);
      this.chunk({}, finish);
      if (this.p.includeUsage) this.write({ ...this.head(), choices: [], usage: this.usage() });
      this.res.end("data: [DONE]\n\n");
    }

    private usage() {
      const out = this.seq?.outputTokens ?? 0;
      const prompt = this.promptIds.length;
      return {
        prompt_tokens: prompt,
        total_tokens: prompt + out,
        completion_tokens: out,
        prompt_tokens_details: { cached_tokens: Math.max(0, this.seq?.cachedTokens ?? 0) },
      };
    }

    private head() {
      const object = this.p.kind === "chat" ? "chat.completion.chunk" : "text_completion";
      return { id: this.id, object, created: this.created, model: this.p.model };
    }

    private chunk(delta: { role?: string; content?: string }, finish: string | null): void {
      const choice =
        this.p.kind === "chat"
          ? { index: 0, delta, logprobs: null, finish_reason: finish, stop_reason: null }
          : { index: 0, text: delta.content ?? "", logprobs: null, finish_reason: finish, stop_reason: null };
      const usage = this.p.continuousUsage && this.p.includeUsage ? { usage: this.usage() } : {};
      this.write({ ...this.head(), choices: [choice], ...usage });
    }

    private write(obj: unknown): void {
      this.res.write(`data: ${JSON.stringify(obj)}\n\n`);
    }

    private fullResponse(finish: string) {
      const base = { id: this.id, created: this.created, model: this.p.model, usage: this.usage() };
      if (this.p.kind === "completion") {
        return {
          ...base,
          object: "text_completion",
          choices: [{ index: 0, text: this.text, logprobs: null, finish_reason: finish, stop_reason: null }],
        };
      }
      const message = { role: "assistant", content: this.text, tool_calls: [] };
      return {
        ...base,
        object: "chat.completion",
        choices: [{ index: 0, message, logprobs: null, finish_reason: finish, stop_reason: null }],
      };
    }
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    const route = `${req.method} ${path}`;
    const fail = (err: unknown) => {
      if (!res.headersSent)
        sendJson(
          res,
          500,
          errorBody(flavour, { status: 500, message: String(err), type: "InternalServerError", param: null }),
        );
      else res.destroy();
    };
    switch (route) {
      case "POST /v1/chat/completions":
        return void generate(req, res, "chat").catch(fail);
      case "POST /v1/completions":
        return void generate(req, res, "completion").catch(fail);
      case "GET /v1/models":
        return sendJson(res, 200, {
          object: "list",
          data: [
            {
              id: model,
              object: "model",
              created: Math.floor(Date.now() / 1000),
              owned_by: flavour === "vllm" ? "vllm" : "tensorrt_llm",
              root: model,
              max_model_len: maxModelLen,
            },
          ],
        });
      case "GET /health":
        res.writeHead(200);
        return void res.end();
      case "GET /metrics":
        if (flavour === "vllm") {
          res.writeHead(200, { "content-type": "text/plain; version=0.0.4; charset=utf-8" });
          return void res.end(vllmMetricsText(loop, model, finishes, { now: replica.now(), busySeconds }));
        }
        return sendJson(res, 200, iterations.splice(0, iterations.length));
      default:
        return sendJson(res, 404, { detail: "Not Found" });
    }
  });

  return {
    server,
    replica,
    model,
    listen: (port, host = "127.0.0.1") =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
      }),
    close: () =>
      new Promise((resolve) => {
        replica.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
