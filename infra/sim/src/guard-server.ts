/**
 * The simulated guard model: a Llama Guard 3 8B server speaking the OpenAI-compatible chat API as vLLM
 * serves it (guard-protocol.ts: one pass with `prompt_logprobs`, or verdict then category), its verdicts
 * from the deterministic guard classifier in `@chat/events/safety`. Each check takes the time the one timing model gives an 8B model on one H100:
 * one forward pass over the new tokens (the guard's template and the conversation so far are in its
 * prefix cache), plus one decode step per further token ("unsafe", "\n", "S9"), divided by `timeScale`.
 *
 * GPU time is counted as a busy guard pool would spend it (`gpuSeconds`): the prefill's compute, and each
 * decode step shared by `DECODE_BATCH` checks in flight at once; the planner's guard share comes from it.
 *
 * Test hooks: `setDown(true)` answers 503 to everything, `setExtraDelayMs(ms)` makes every check slower.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  DEFAULT_GUARD_MODEL,
  type GuardClassifier,
  type GuardMessage,
  guardStageOf,
  guardTurnsOf,
  ONE_PASS_PREFIX,
} from "@chat/events/safety";
import { shippedGuardClassifier } from "@chat/events/safety/model";
import { decodeStepSeconds, prefillSeconds, REPLICAS } from "@chat/model";
import { encodeText } from "./answer-text.ts";

/** Checks decoding together on a busy guard replica (for the GPU-time account only). */
export const DECODE_BATCH = 64;
/** Tokens the guard's chat template adds around the new content (role headers, the closing instruction). */
const FRAMING_TOKENS = 40;
/**
 * Llama Guard 3's whole prompt around the conversation (its task line, the 14 categories by name, the
 * closing instruction, the headers): ~200 tokens by this repo's tokenizer on the template as published.
 */
const GUARD_PROMPT_TOKENS = 200;
/** Per conversation turn: its "User:" / "Agent:" label and the blank line. */
const TURN_TOKENS = 4;

export type GuardServerOptions = {
  model?: string;
  timeScale?: number;
  classifier?: GuardClassifier;
  /** Whether `prompt_logprobs` are returned (vLLM does; false: a server without them, for tests). */
  promptLogprobs?: boolean;
};

export type GuardServer = {
  readonly model: string;
  /** `inputChecks`: requests that read a user's request (the stage `guardStageOf` finds), not an answer. */
  readonly stats: {
    requests: number;
    inputChecks: number;
    unsafe: number;
    gpuSeconds: number;
    newTokens: number;
  };
  setDown(down: boolean): void;
  setExtraDelayMs(ms: number): void;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
};

const GUARD = REPLICAS.small;

/** GPU-seconds and wall seconds of one check with `newTokens` to read and `outTokens` to write. */
export function guardCheckCost(
  newTokens: number,
  outTokens: number,
): { gpuSeconds: number; wallSeconds: number } {
  const step = decodeStepSeconds(GUARD, 1, 1_000);
  const prefill = Math.max(prefillSeconds(GUARD, newTokens), step);
  return {
    gpuSeconds:
      prefillSeconds(GUARD, newTokens) +
      ((outTokens - 1) * decodeStepSeconds(GUARD, DECODE_BATCH, 1_000)) / DECODE_BATCH,
    wallSeconds: prefill + (outTokens - 1) * step,
  };
}

export function createGuardServer(opts: GuardServerOptions = {}): GuardServer {
  const model = opts.model ?? DEFAULT_GUARD_MODEL;
  const classifier = opts.classifier ?? shippedGuardClassifier();
  const timeScale = opts.timeScale ?? 1;
  const stats = { requests: 0, inputChecks: 0, unsafe: 0, gpuSeconds: 0, newTokens: 0 };
  let down = false;
  let extraDelayMs = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string, param: string | null = null) =>
    send(res, status, {
      object: "error",
      message,
      type: status === 404 ? "NotFoundError" : "BadRequestError",
      param,
      code: status,
    });

  async function complete(req: IncomingMessage, res: ServerResponse) {
    let body: {
      model?: unknown;
      messages?: unknown;
      continue_final_message?: unknown;
      logprobs?: unknown;
      top_logprobs?: unknown;
      prompt_logprobs?: unknown;
      max_tokens?: unknown;
    };
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return error(res, 400, "request body is not valid JSON");
    }
    if (body.model !== model)
      return error(res, 404, `The model \`${String(body.model)}\` does not exist.`, "model");
    const messages = parseMessages(body.messages);
    if (!messages)
      return error(
        res,
        400,
        "messages: a non-empty array of {role: user|assistant, content} is required",
        "messages",
      );
    // An answer started by the client (vLLM's `continue_final_message`): "unsafe\n" asks for the category
    // ("S9"), "unsafe\nS" (one pass) for its number ("9").
    const started = body.continue_final_message === true && messages.at(-1)?.role === "assistant";
    const prefix = started ? messages.at(-1)!.content : "";
    const onePass = started && prefix === ONE_PASS_PREFIX;
    const conversation = started ? messages.slice(0, -1) : messages;
    const stage = guardStageOf(conversation);
    const s = classifier.score(guardTurnsOf(conversation), stage);
    const unsafe = Math.min(1 - 1e-9, Math.max(1e-9, s.unsafe));
    const full = onePass
      ? s.category.slice(1)
      : started
        ? s.category
        : unsafe >= 0.5
          ? `unsafe\n${s.category}`
          : "safe";
    // max_tokens 1: the verdict word alone ("unsafe\nS9" is "unsafe", "\n", "S", "9" to the tokenizer).
    const firstOnly = body.max_tokens === 1;
    const content = firstOnly ? full.split("\n")[0]! : full;
    // The two-pass category call finds the conversation in the prefix cache (its verdict call just read it).
    // One pass cannot: vLLM reads no cached prefix for a request with prompt_logprobs (it must compute the
    // prompt's log-probabilities), so the guard's whole prompt is read again, every turn and the template.
    const newTokens = onePass
      ? GUARD_PROMPT_TOKENS + conversation.reduce((n, m) => n + encodeText(m.content).length + TURN_TOKENS, 3)
      : (started ? 0 : encodeText(conversation.at(-1)?.content ?? "").length) + FRAMING_TOKENS;
    const outTokens = firstOnly ? 1 : started ? 2 : unsafe >= 0.5 ? 4 : 2;
    const cost = guardCheckCost(newTokens, outTokens);
    stats.requests++;
    if (stage === "input") stats.inputChecks++;
    if ((onePass || !started) && unsafe >= 0.5) stats.unsafe++;
    stats.gpuSeconds += cost.gpuSeconds;
    stats.newTokens += newTokens;
    await sleep((cost.wallSeconds * 1000) / timeScale + extraDelayMs);
    if (res.destroyed) return;
    const first = content.split("\n")[0]!;
    const wanted = Math.max(0, Number(body.top_logprobs ?? 0)) || 0;
    const top = onePass
      ? categoryNumbers(s.probabilities)
      : [
          { token: "safe", logprob: Math.log(1 - unsafe) },
          { token: "unsafe", logprob: Math.log(unsafe) },
        ];
    const logprobs =
      body.logprobs === true
        ? {
            content: [
              {
                token: first,
                logprob: onePass
                  ? (top.find((t) => t.token === first)?.logprob ?? 0)
                  : Math.log(first === "unsafe" ? unsafe : first === "safe" ? 1 - unsafe : 1),
                top_logprobs: top.slice(0, wanted),
              },
            ],
          }
        : null;
    send(res, 200, {
      id: `chatcmpl-guard-${stats.requests}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: "assistant", content }, logprobs, finish_reason: "stop" }],
      usage: { prompt_tokens: newTokens, completion_tokens: outTokens, total_tokens: newTokens + outTokens },
      ...(started && opts.promptLogprobs !== false && body.prompt_logprobs != null
        ? { prompt_logprobs: startedAnswerLogprobs(prefix, unsafe) }
        : {}),
    });
  }

  const server = createServer((req, res) => {
    const route = `${req.method} ${(req.url ?? "/").split("?")[0]}`;
    if (down) return error(res, 503, "guard is down (test hook)");
    if (route === "POST /v1/chat/completions")
      return void complete(req, res).catch((err) => error(res, 500, String(err)));
    if (route === "GET /health") {
      res.writeHead(200);
      return void res.end();
    }
    if (route === "GET /v1/models")
      return send(res, 200, { object: "list", data: [{ id: model, object: "model", owned_by: "vllm" }] });
    send(res, 404, { detail: "Not Found" });
  });

  return {
    model,
    stats,
    setDown: (d) => {
      down = d;
    },
    setExtraDelayMs: (ms) => {
      extraDelayMs = ms;
    },
    listen: (port, host = "127.0.0.1") =>
      new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * vLLM's `prompt_logprobs` for the started answer's tokens (token id -> logprob, rank, text; the prompt's
 * own token and the top 1). Only the answer's positions are filled here: the conversation's own positions
 * are left out (`null`, as vLLM gives the first token), which a client reading from the end never needs.
 */
function startedAnswerLogprobs(prefix: string, unsafe: number) {
  const certain = { logprob: Math.log(1 - 1e-9), rank: 1 };
  const positions: unknown[] = [null];
  if (prefix.startsWith("unsafe")) {
    // "unsafe" is the prompt's token; "safe" comes too only where it is the likelier (the top 1).
    const own = {
      "39257": { logprob: Math.log(unsafe), rank: unsafe >= 0.5 ? 1 : 2, decoded_token: "unsafe" },
    };
    positions.push(
      unsafe >= 0.5
        ? own
        : { ...own, "19193": { logprob: Math.log(1 - unsafe), rank: 1, decoded_token: "safe" } },
    );
  }
  if (prefix.startsWith("unsafe\n")) positions.push({ "198": { ...certain, decoded_token: "\n" } });
  if (prefix === ONE_PASS_PREFIX) positions.push({ "50": { ...certain, decoded_token: "S" } });
  return positions;
}

/** The category's number as the token after "unsafe\nS": the hazard model's odds among the hazards. */
function categoryNumbers(probabilities: number[]): Array<{ token: string; logprob: number }> {
  const hazards = probabilities.slice(1);
  const total = hazards.reduce((a, b) => a + b, 0) || 1;
  return hazards
    .map((p, i) => ({ token: String(i + 1), logprob: Math.log(Math.max(1e-12, p / total)) }))
    .sort((a, b) => b.logprob - a.logprob);
}

function parseMessages(x: unknown): GuardMessage[] | null {
  if (!Array.isArray(x) || x.length === 0) return null;
  const out: GuardMessage[] = [];
  for (const m of x) {
    if (!m || (m.role !== "user" && m.role !== "assistant") || typeof m.content !== "string") return null;
    out.push({ role: m.role, content: m.content });
  }
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
