import { REPLICAS } from "@chat/model";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSimServer, type SimServer } from "./server.ts";

const post = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("simulator HTTP (vLLM flavour)", () => {
  let sim: SimServer;
  let url: string;
  beforeAll(async () => {
    sim = createSimServer({ replica: REPLICAS.small, flavour: "vllm", timeScale: 50, seed: 3 });
    url = `http://127.0.0.1:${await sim.listen(0)}`;
  });
  afterAll(() => sim.close());

  it("streams a chat completion to the official openai client, with cached tokens in usage", async () => {
    const client = new OpenAI({ baseURL: `${url}/v1`, apiKey: "none" });
    const stream = await client.chat.completions.create({
      model: sim.model,
      messages: [{ role: "user", content: "What are comets made of?" }],
      max_tokens: 40,
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = "";
    let usage: OpenAI.CompletionUsage | undefined | null;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? "";
      usage = chunk.usage ?? usage;
    }
    expect(text).toMatch(/comets/);
    expect(usage?.completion_tokens).toBeGreaterThan(0);
    expect(usage?.prompt_tokens_details?.cached_tokens).toBeGreaterThanOrEqual(0);
  });

  it("answers without streaming, and honours stop strings", async () => {
    const body = {
      model: sim.model,
      messages: [{ role: "user", content: "Summarise photosynthesis" }],
      max_tokens: 300,
    };
    const full = (await (await post(`${url}/v1/chat/completions`, body)).json()) as {
      choices: { message: { content: string }; finish_reason: string }[];
    };
    const text = full.choices[0]!.message.content;
    const stop = text.split(" ")[4]!;
    const cut = (await (
      await post(`${url}/v1/chat/completions`, { ...body, stop: [stop] })
    ).json()) as typeof full;
    expect(cut.choices[0]!.finish_reason).toBe("stop");
    expect(text.startsWith(cut.choices[0]!.message.content)).toBe(true);
    expect(cut.choices[0]!.message.content).not.toContain(stop);
  });

  it("rejects bad requests with vLLM's error body", async () => {
    const r = await post(`${url}/v1/chat/completions`, { model: sim.model, messages: [], max_tokens: 10 });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({
      error: { type: "BadRequestError", code: 400, param: "messages" },
    });
    const unknown = await post(`${url}/v1/chat/completions`, {
      model: "gpt-9",
      messages: [{ role: "user", content: "x" }],
    });
    expect(unknown.status).toBe(404);
    const both = await post(`${url}/v1/chat/completions`, {
      model: sim.model,
      messages: [{ role: "assistant", content: "x" }],
      continue_final_message: true,
    });
    expect(both.status).toBe(400);
  });

  it("serves /v1/models, /health and Prometheus gauges", async () => {
    const models = (await (await fetch(`${url}/v1/models`)).json()) as { data: { id: string }[] };
    expect(models.data[0]!.id).toBe(sim.model);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const metrics = await (await fetch(`${url}/metrics`)).text();
    expect(metrics).toMatch(/^vllm:num_requests_waiting\{.*\} \d/m);
    expect(metrics).toMatch(/^vllm:kv_cache_usage_perc\{.*\} /m);
    expect(metrics).toMatch(/^vllm:prefix_cache_hits_total\{.*\} /m);
  });
});

describe("simulator HTTP (trtllm flavour)", () => {
  let sim: SimServer;
  let url: string;
  beforeAll(async () => {
    sim = createSimServer({
      replica: REPLICAS.large,
      flavour: "trtllm",
      timeScale: 50,
      seed: 3,
      behaviour: "repeat",
    });
    url = `http://127.0.0.1:${await sim.listen(0)}`;
  });
  afterAll(() => sim.close());

  it("rejects fields trtllm-serve does not know, with its error body", async () => {
    const r = await post(`${url}/v1/chat/completions`, {
      model: "m",
      messages: [{ role: "user", content: "x" }],
      priority: 1,
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ object: "error", type: "BadRequestError", code: 400 });
  });

  it("repeats one sentence until max tokens with --behaviour repeat, and reports iteration stats", async () => {
    const r = await post(`${url}/v1/completions`, {
      model: "m",
      prompt: "Tell me about rivers",
      max_tokens: 80,
    });
    const body = (await r.json()) as { choices: { text: string; finish_reason: string }[] };
    const sentence = body.choices[0]!.text.split(".")[0]!;
    expect(body.choices[0]!.finish_reason).toBe("length");
    expect(body.choices[0]!.text.split(sentence).length).toBeGreaterThan(3);
    const stats = (await (await fetch(`${url}/metrics`)).json()) as {
      kvCacheStats: { maxNumBlocks: number };
    }[];
    expect(stats.length).toBeGreaterThan(0);
    expect(stats.at(-1)!.kvCacheStats.maxNumBlocks).toBeGreaterThan(0);
  });
});
