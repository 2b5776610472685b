import { REPLICAS } from "@chat/model";
import type { EngineChunk, EngineClient, EngineRequest } from "@chat/platform";
import { createEngineClient, EngineAbortedError } from "@chat/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSimServer, type SimServer } from "./server.ts";

async function run(engine: EngineClient, req: EngineRequest): Promise<{ text: string; end: EngineChunk }> {
  let text = "";
  let end: EngineChunk | undefined;
  for await (const c of engine.stream(req)) {
    if (c.type === "text") text += c.text;
    else end = c;
  }
  return { text, end: end! };
}

const history = "You are a helpful assistant. ".repeat(60);

describe.each(["vllm", "trtllm"] as const)("engine client against the live simulator (%s)", (flavour) => {
  let sim: SimServer;
  let engine: EngineClient;
  beforeAll(async () => {
    sim = createSimServer({ replica: REPLICAS.large, flavour, timeScale: 50, seed: 7 });
    const port = await sim.listen(0);
    engine = createEngineClient({ baseUrl: `http://127.0.0.1:${port}`, flavour, model: sim.model });
  });
  afterAll(() => sim.close());

  const ask = (content: string, extra: Partial<EngineRequest> = {}): EngineRequest => ({
    requestId: `r-${Math.random()}`,
    messages: [
      { role: "system", content: history },
      { role: "user", content },
    ],
    maxTokens: 200,
    priority: 0,
    ...extra,
  });

  it("streams an answer that names the question, with usage, and the second ask hits the prefix cache", async () => {
    const first = await run(engine, ask("Tell me about glaciers"));
    expect(first.text).toMatch(/glaciers/);
    expect(first.end).toMatchObject({ type: "end" });
    if (first.end.type !== "end") throw new Error("no end");
    expect(first.end.usage.input).toBeGreaterThan(300);
    expect(first.end.usage.output).toBeGreaterThan(0);
    const again = await run(engine, ask("Tell me about glaciers"));
    expect(again.text).toBe(first.text);
    if (again.end.type !== "end") throw new Error("no end");
    expect(again.end.usage.cached).toBeGreaterThan(300);
  });

  it("stops at max tokens with finish length", async () => {
    const r = await run(engine, ask("Explain tides", { maxTokens: 5 }));
    expect(r.end).toMatchObject({ finish: "length", usage: { output: 5 } });
  });

  it("continues an interrupted answer after the text already sent", async () => {
    const full = await run(engine, ask("Describe deserts", { maxTokens: 1000 }));
    const cut = full.text.slice(0, Math.floor(full.text.length / 2));
    const rest = await run(engine, ask("Describe deserts", { maxTokens: 1000, continueFrom: cut }));
    expect(cut + rest.text).toBe(full.text);
  });

  it("aborts at once on the signal: the engine sees the cancel and frees the blocks", async () => {
    const ctl = new AbortController();
    const before = sim.replica.loop.stats.cancellations;
    const it = engine
      .stream(ask("Write about mountains", { maxTokens: 2000, signal: ctl.signal }))
      [Symbol.asyncIterator]();
    await it.next(); // first text
    const load = await engine.readLoad();
    expect(load.running).toBeGreaterThanOrEqual(1);
    expect(load.totalKvTokens).toBeGreaterThan(0);
    ctl.abort();
    await expect(it.next()).rejects.toBeInstanceOf(EngineAbortedError);
    await expect.poll(() => sim.replica.loop.stats.cancellations, { timeout: 2000 }).toBe(before + 1);
    expect(sim.replica.loop.kvBlocks().used).toBe(0);
  });

  it("reports healthy", async () => {
    expect(await engine.healthy()).toBe(true);
  });
});
