/**
 * One generation with fakes for the engine (scripted chunks) and the log (a recording publisher): what
 * reaches the log for an answer that ends, one the user stops, and one whose engine dies under it.
 * The real engine protocol is tested against the simulator and recorded vLLM/TensorRT-LLM streams
 * (@chat/sim, @chat/platform); the agent around it in the e2e stack.
 */
import { AbandonMessage, type EventPublisher, type WorkItem } from "@chat/events";
import type { EngineChunk, EngineClient, EngineRequest } from "@chat/platform";
import { describe, expect, it } from "vitest";
import { runGeneration } from "./generation.ts";

const item: WorkItem = {
  messageId: "m_1",
  conversationId: "c_1",
  userId: "u_1",
  tier: "plus",
  pool: "large",
  replicaId: "large-1",
  attempt: 1,
  priority: 1,
  prompt: [{ role: "user", content: "Tell me about tides." }],
  promptTokens: 12,
  maxAnswerTokens: 100,
  queuedAt: new Date(0).toISOString(),
};

type Written = { type: string; [k: string]: unknown };
function recordingLog() {
  const written: Written[] = [];
  const publisher = {
    async publish(e: Written) {
      written.push(e);
      return { duplicate: false, seq: written.length, stream: "CHAT" };
    },
  } as unknown as EventPublisher;
  return { written, publisher };
}

/** An engine that streams `words` one by one (yielding between them), then ends; or fails after `failAfter`. */
function scriptedEngine(
  words: string[],
  opts: { failAfter?: number; onRequest?: (r: EngineRequest) => void } = {},
) {
  const engine: EngineClient = {
    model: "llama-3-70b",
    async *stream(req: EngineRequest): AsyncIterable<EngineChunk> {
      opts.onRequest?.(req);
      let n = 0;
      for (const w of words) {
        if (req.signal?.aborted) throw req.signal.reason ?? new Error("aborted");
        if (opts.failAfter !== undefined && n === opts.failAfter)
          throw new Error("engine failed: terminated");
        await new Promise((r) => setTimeout(r, 1));
        n++;
        yield { type: "text", text: w, tokens: 1 };
      }
      yield { type: "end", finish: "stop", usage: { input: 12, cached: 4, output: n } };
    },
    readLoad: async () => ({
      queuedPromptTokens: 0,
      freeKvTokens: 1,
      totalKvTokens: 1,
      running: 0,
      waiting: 0,
    }),
    healthy: async () => true,
  };
  return engine;
}

const deltasText = (written: Written[]) =>
  written
    .filter((e) => e.type === "generation.delta")
    .map((e) => e.text)
    .join("");

describe("runGeneration", () => {
  it("writes started, the text in order as deltas, and one finished with the engine's usage", async () => {
    const log = recordingLog();
    const words = ["Tides ", "follow ", "the ", "moon. ", "Twice ", "a ", "day."];
    const out = await runGeneration(
      item,
      {
        engine: scriptedEngine(words),
        publisher: log.publisher,
        replicaId: "large-1",
        now: () => new Date(),
      },
      new AbortController().signal,
    );
    expect(out).toMatchObject({ finish: "stop", text: words.join("") });
    expect(log.written[0]?.type).toBe("generation.started");
    expect(deltasText(log.written)).toBe(words.join(""));
    const seqs = log.written.filter((e) => e.type === "generation.delta").map((e) => e.seq as number);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    const finished = log.written.filter((e) => e.type === "generation.finished");
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({ finish: "stop", usage: { input: 12, cached: 4, output: 7 } });
    expect(log.written.at(-1)?.type).toBe("generation.finished");
  });

  it("given a stop mid-answer, then the engine request is aborted and the answer ends `stopped` with what was said", async () => {
    const log = recordingLog();
    const stop = new AbortController();
    let signal: AbortSignal | undefined;
    const words = Array.from({ length: 200 }, (_, i) => `w${i} `);
    const engine = scriptedEngine(words, { onRequest: (r) => (signal = r.signal) });
    const run = runGeneration(
      item,
      { engine, publisher: log.publisher, replicaId: "large-1", now: () => new Date(), deltaDelayMs: 1 },
      stop.signal,
      () => {
        if (log.written.filter((e) => e.type === "generation.delta").length >= 2) stop.abort();
      },
    );
    const out = await run;
    expect(out.finish).toBe("stopped");
    expect(signal?.aborted).toBe(true);
    expect(out.text.length).toBeGreaterThan(0);
    expect(out.text.length).toBeLessThan(words.join("").length);
    expect(log.written.filter((e) => e.type === "generation.finished")).toHaveLength(1);
  });

  it("given the engine dies and the agent says so, then nothing ends the answer: it is left for another replica", async () => {
    const log = recordingLog();
    const abandon = new AbortController();
    const run = runGeneration(
      item,
      {
        engine: scriptedEngine(["One. ", "Two. ", "Three. "], { failAfter: 2 }),
        publisher: log.publisher,
        replicaId: "large-1",
        now: () => new Date(),
        abandon: abandon.signal,
        engineFailed: async () => {
          abandon.abort();
          return true;
        },
      },
      new AbortController().signal,
    );
    await expect(run).rejects.toBeInstanceOf(AbandonMessage);
    expect(log.written.some((e) => e.type === "generation.finished")).toBe(false);
    // What was said before the crash is on the log, for the replica that continues it.
    expect(deltasText(log.written)).toBe("One. Two. ");
  });

  it("given the engine fails while it is up (a bad request), then the answer ends in `error`, once", async () => {
    const log = recordingLog();
    const out = await runGeneration(
      item,
      {
        engine: scriptedEngine(["One. ", "Two. "], { failAfter: 1 }),
        publisher: log.publisher,
        replicaId: "large-1",
        now: () => new Date(),
        engineFailed: async () => false,
      },
      new AbortController().signal,
    );
    expect(out.finish).toBe("error");
    const finished = log.written.filter((e) => e.type === "generation.finished");
    expect(finished).toMatchObject([{ finish: "error", engineError: "engine failed: terminated" }]);
    // The user reads what happened and what to do, not the engine's own words (they can name its host).
    expect(finished[0]?.detail).toBe("The model server failed while answering. Please try again.");
  });
});
