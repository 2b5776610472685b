import { afterEach, describe, expect, it } from "vitest";
import { createEngineClient } from "./client.ts";
import { EngineRejectedError, EngineUnavailableError } from "./errors.ts";
import { type FixtureServer, startFixtureServer } from "./testing/fixture-server.ts";
import type { EngineChunk, EngineClient, EngineRequest } from "./types.ts";

const SSE = "text/event-stream";
const request: EngineRequest = {
  requestId: "m-1",
  messages: [{ role: "user", content: "Why do volcanoes form?" }],
  maxTokens: 50,
  priority: 1,
};

async function collect(engine: EngineClient, req: EngineRequest): Promise<EngineChunk[]> {
  const out: EngineChunk[] = [];
  for await (const c of engine.stream(req)) out.push(c);
  return out;
}
const textOf = (chunks: EngineChunk[]) => chunks.map((c) => (c.type === "text" ? c.text : "")).join("");

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("engine client against recorded vLLM responses", () => {
  it("given a vLLM stream, then it yields the text, token counts and usage with cached tokens", async () => {
    server = await startFixtureServer({
      "POST /v1/chat/completions": { contentType: SSE, file: "vllm/chat-stream.sse" },
    });
    const engine = createEngineClient({ baseUrl: server.url, flavour: "vllm", model: "llama-3-70b" });
    const chunks = await collect(engine, request);
    expect(textOf(chunks)).toBe("Volcanoes form where plates meet.");
    expect(chunks.filter((c) => c.type === "text").map((c) => (c.type === "text" ? c.tokens : 0))).toEqual([
      1, 1, 5,
    ]);
    expect(chunks.at(-1)).toEqual({
      type: "end",
      finish: "stop",
      usage: { input: 3010, cached: 2608, output: 8 },
    });
    const sent = server.received[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ model: "llama-3-70b", max_tokens: 50, stream: true, priority: -1 });
    expect(sent.stream_options).toEqual({ include_usage: true, continuous_usage_stats: true });
  });

  it("given a continuation, then vLLM is asked to continue the final assistant message", async () => {
    server = await startFixtureServer({
      "POST /v1/chat/completions": { contentType: SSE, file: "vllm/chat-stream.sse" },
    });
    const engine = createEngineClient({ baseUrl: server.url, flavour: "vllm", model: "llama-3-70b" });
    await collect(engine, { ...request, continueFrom: "Volcanoes" });
    const sent = server.received[0]!.body as {
      messages: unknown[];
      continue_final_message: boolean;
      add_generation_prompt: boolean;
    };
    expect(sent.messages.at(-1)).toEqual({ role: "assistant", content: "Volcanoes" });
    expect(sent.continue_final_message).toBe(true);
    expect(sent.add_generation_prompt).toBe(false);
  });

  it("given vLLM metrics, then the load is read from its gauges and the prompt histogram", async () => {
    server = await startFixtureServer({
      "GET /metrics": { contentType: "text/plain", file: "vllm/metrics.txt" },
    });
    const engine = createEngineClient({ baseUrl: server.url, flavour: "vllm", model: "llama-3-70b" });
    expect(await engine.readLoad()).toEqual({
      running: 87,
      waiting: 4,
      totalKvTokens: 21000 * 16,
      freeKvTokens: 21000 * 16 * 0.25,
      queuedPromptTokens: 4 * 2800,
      outputTokensTotal: 1.204e6,
    });
  });

  it("given a vLLM error body, then a rejected error carries the status and the server's message", async () => {
    server = await startFixtureServer({
      "POST /v1/chat/completions": {
        status: 400,
        contentType: "application/json",
        file: "vllm/error-400.json",
      },
    });
    const engine = createEngineClient({ baseUrl: server.url, flavour: "vllm", model: "llama-3-70b" });
    const err = await collect(engine, request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineRejectedError);
    expect(err).toMatchObject({ code: "ENGINE_REJECTED", status: 400 });
    expect((err as Error).message).toMatch(/maximum context length/);
  });
});

describe("engine client against recorded trtllm-serve responses", () => {
  it("given a trtllm stream, then it yields text and usage, and sends no vLLM-only fields", async () => {
    server = await startFixtureServer({
      "POST /v1/chat/completions": { contentType: SSE, file: "trtllm/chat-stream.sse" },
    });
    const engine = createEngineClient({ baseUrl: server.url, flavour: "trtllm", model: "llama-3-70b" });
    const chunks = await collect(engine, request);
    expect(textOf(chunks)).toBe("Tides follow the moon");
    expect(chunks.at(-1)).toEqual({
      type: "end",
      finish: "length",
      usage: { input: 3010, cached: 2592, output: 4 },
    });
    const sent = server.received[0]!.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty("priority");
    expect(sent).not.toHaveProperty("request_id");
  });

  it("given a continuation, then the Llama 3 template is rendered and sent to /v1/completions", async () => {
    server = await startFixtureServer({
      "POST /v1/completions": { contentType: SSE, file: "trtllm/completion-stream.sse" },
    });
    const engine = createEngineClient({ baseUrl: server.url, flavour: "trtllm", model: "llama-3-70b" });
    const chunks = await collect(engine, { ...request, continueFrom: "Tides follow the moon" });
    expect(textOf(chunks)).toBe(" and the sun.");
    const sent = server.received[0]!.body as { prompt: string; add_special_tokens: boolean };
    expect(sent.prompt).toBe(
      "<|begin_of_text|><|start_header_id|>user<|end_header_id|>\n\nWhy do volcanoes form?<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nTides follow the moon",
    );
    expect(sent.add_special_tokens).toBe(false);
  });

  it("given trtllm iteration stats, then the newest record gives the load; an empty poll means idle", async () => {
    server = await startFixtureServer({
      "GET /metrics": { contentType: "application/json", file: "trtllm/metrics.json" },
    });
    const engine = createEngineClient({ baseUrl: server.url, flavour: "trtllm", model: "llama-3-70b" });
    const load = await engine.readLoad();
    expect(load).toMatchObject({
      running: 88,
      waiting: 2,
      totalKvTokens: 20000 * 32,
      freeKvTokens: 8950 * 32,
      queuedPromptTokens: 2 * 3000 + 400,
      outputTokensTotal: 86 + 87,
    });
  });

  it("given a trtllm error body, then the message is surfaced", async () => {
    server = await startFixtureServer({
      "POST /v1/chat/completions": {
        status: 400,
        contentType: "application/json",
        file: "trtllm/error-400.json",
      },
    });
    const engine = createEngineClient({ baseUrl: server.url, flavour: "trtllm", model: "llama-3-70b" });
    await expect(collect(engine, request)).rejects.toThrow(/extra_forbidden/);
  });
});

describe("engine client failures", () => {
  it("given nothing listening, then stream fails as unavailable and healthy is false", async () => {
    const engine = createEngineClient({ baseUrl: "http://127.0.0.1:1", flavour: "vllm", model: "m" });
    await expect(collect(engine, request)).rejects.toBeInstanceOf(EngineUnavailableError);
    expect(await engine.healthy()).toBe(false);
  });

  it("rejects bad config and bad requests with errors naming the input", async () => {
    expect(() => createEngineClient({ baseUrl: "nope", flavour: "vllm", model: "m" })).toThrow(/baseUrl/);
    expect(() => createEngineClient({ baseUrl: "http://x", flavour: "tgi" as "vllm", model: "m" })).toThrow(
      /flavour/,
    );
    const engine = createEngineClient({ baseUrl: "http://127.0.0.1:1", flavour: "vllm", model: "m" });
    await expect(collect(engine, { ...request, maxTokens: 0 })).rejects.toThrow(/maxTokens/);
  });
});
