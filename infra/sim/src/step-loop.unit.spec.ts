import { prefillSeconds, REPLICAS } from "@chat/model";
import { describe, expect, it } from "vitest";
import { conversationTokens } from "./block-hash.ts";
import { StepLoop } from "./step-loop.ts";
import { runVirtual } from "./virtual-run.ts";

const large = REPLICAS.large;
const prompt = (seed: number, n: number) => conversationTokens(seed, 0, n);

describe("step loop", () => {
  it("given answers streaming, when a prompt waits, then each answer gets a token first and the prompt gets the rest of the budget", () => {
    const loop = new StepLoop({ replica: large });
    for (let i = 0; i < 3; i++)
      loop.submit({ id: `a${i}`, prompt: prompt(i, 100), maxTokens: 50, answer: 50 }, 0);
    loop.step(0); // reads all three prompts, first tokens
    loop.submit({ id: "long", prompt: prompt(9, 2000), maxTokens: 5, answer: 5 }, 0);
    const r = loop.step(1);
    expect(r.decodeTokens).toBe(3);
    expect(r.prefillTokens).toBe(512 - 3);
    expect(loop.load().queuedPromptTokens).toBe(2000 - 509);
  });

  it("given waiting requests, when admitted, then higher priority goes first, then arrival order", () => {
    const loop = new StepLoop({ replica: large, maxRunning: 2 });
    loop.submit({ id: "free1", prompt: prompt(1, 20), maxTokens: 3, answer: 3, priority: 0 }, 0);
    loop.submit({ id: "paid1", prompt: prompt(2, 20), maxTokens: 3, answer: 3, priority: 1 }, 0);
    loop.submit({ id: "free2", prompt: prompt(3, 20), maxTokens: 3, answer: 3, priority: 0 }, 0);
    loop.submit({ id: "paid2", prompt: prompt(4, 20), maxTokens: 3, answer: 3, priority: 1 }, 0);
    const r = loop.step(0);
    expect(r.firstTokens.map((s) => s.id)).toEqual(["paid1", "paid2"]);
    expect(loop.load()).toMatchObject({ running: 2, waiting: 2 });
  });

  it("given the head of the queue does not fit in KV memory, then nothing behind it is admitted", () => {
    const loop = new StepLoop({ replica: large, kvBlocks: 100 }); // 1,600 tokens
    loop.submit({ id: "running", prompt: prompt(1, 800), maxTokens: 100, answer: 100 }, 0);
    loop.step(0);
    loop.step(0.1);
    loop.submit({ id: "big", prompt: prompt(2, 1000), maxTokens: 5, answer: 5 }, 0.2);
    loop.submit({ id: "small", prompt: prompt(3, 16), maxTokens: 5, answer: 5 }, 0.2);
    loop.step(0.2);
    expect(loop.get("big")!.state).toBe("waiting");
    expect(loop.get("small")!.state).toBe("waiting");
  });

  describe("priority preemption", () => {
    // 100 blocks (1,600 tokens); four free answers of 360-token prompts take 92 of them.
    const fullReplica = (opts: { priorityPreemption?: boolean; priorities?: number[] } = {}) => {
      const { priorities = [0, 0, 0, 0], ...rest } = opts;
      const loop = new StepLoop({ replica: large, kvBlocks: 100, ...rest });
      for (const [i, priority] of priorities.entries()) {
        loop.submit({ id: `f${i}`, prompt: prompt(10 + i, 360), maxTokens: 1000, answer: 1000, priority }, 0);
      }
      let now = 0;
      for (let i = 0; i < 4; i++) now += loop.step(now).seconds; // all four prompts read, all decoding
      expect(loop.load()).toMatchObject({ running: 4, waiting: 0 });
      expect(loop.load().freeKvTokens).toBeLessThan(200);
      return { loop, now };
    };
    const stepsUntilFirstToken = (loop: StepLoop, id: string, now: number, max: number) => {
      for (let i = 1; i <= max; i++) {
        const r = loop.step(now);
        now += r.seconds;
        if (r.firstTokens.some((s) => s.id === id)) return i;
      }
      return Number.POSITIVE_INFINITY;
    };

    it("given a replica full of free answers, when a Plus request arrives, then it starts in the next step by preempting the latest free one", () => {
      const { loop, now } = fullReplica();
      loop.submit({ id: "plus", prompt: prompt(20, 200), maxTokens: 50, answer: 50, priority: 1 }, now);
      const r = loop.step(now);
      expect(r.firstTokens.map((s) => s.id)).toEqual(["plus"]);
      expect(r.preempted.map((s) => s.id)).toEqual(["f3"]);
      expect(loop.get("f3")!.state).toBe("waiting");
      expect(loop.stats.preemptions).toBe(1);
      // The preempted answer comes back once Plus is done, and keeps the tokens it had already streamed.
      runVirtual(loop, { start: now });
      expect(loop.stats.finished).toBe(5);
    });

    it("given the option off, then the Plus request waits for room like any other", () => {
      const { loop, now } = fullReplica({ priorityPreemption: false });
      loop.submit({ id: "plus", prompt: prompt(20, 200), maxTokens: 50, answer: 50, priority: 1 }, now);
      expect(stepsUntilFirstToken(loop, "plus", now, 2)).toBe(Number.POSITIVE_INFINITY);
      expect(loop.stats.preemptions).toBe(0);
    });

    it("given equal priorities, when a request does not fit, then it never preempts a running one", () => {
      const { loop, now } = fullReplica();
      loop.submit({ id: "late", prompt: prompt(20, 200), maxTokens: 50, answer: 50, priority: 0 }, now);
      expect(stepsUntilFirstToken(loop, "late", now, 2)).toBe(Number.POSITIVE_INFINITY);
      expect(loop.stats.preemptions).toBe(0);
      expect(loop.get("late")!.state).toBe("waiting");
    });

    it("given mixed priorities running, then the lowest priority goes first even if it arrived earlier, and never one of equal priority", () => {
      const { loop, now } = fullReplica({ priorities: [0, 1, 1, 1] });
      loop.submit({ id: "p2", prompt: prompt(20, 600), maxTokens: 50, answer: 50, priority: 2 }, now);
      const r = loop.step(now);
      expect(r.preempted.map((s) => s.id)).toEqual(["f0", "f3"]); // needs 38 blocks: two victims
      expect(loop.get("p2")!.state).not.toBe("waiting");
      const { loop: same, now: t } = fullReplica({ priorities: [0, 1, 1, 1] });
      same.submit({ id: "p1", prompt: prompt(20, 600), maxTokens: 50, answer: 50, priority: 1 }, t);
      const r1 = same.step(t);
      expect(r1.preempted.map((s) => s.id)).toEqual(["f0"]); // only the lower one; still short, it waits
      expect(same.get("p1")!.state).toBe("waiting");
    });

    it("given the running limit is reached, then a higher-priority request takes a lower one's place", () => {
      const loop = new StepLoop({ replica: large, maxRunning: 2 });
      loop.submit({ id: "a", prompt: prompt(1, 20), maxTokens: 100, answer: 100 }, 0);
      loop.submit({ id: "b", prompt: prompt(2, 20), maxTokens: 100, answer: 100 }, 0);
      const t = loop.step(0).seconds;
      loop.submit({ id: "plus", prompt: prompt(3, 20), maxTokens: 5, answer: 5, priority: 1 }, t);
      const r = loop.step(t);
      expect(r.firstTokens.map((s) => s.id)).toEqual(["plus"]);
      expect(r.preempted.map((s) => s.id)).toEqual(["b"]);
    });
  });

  it("given a finished answer, then its blocks are free at once and its prefix is reused by the next request", () => {
    const loop = new StepLoop({ replica: large });
    const p = prompt(5, 1000);
    loop.submit({ id: "first", prompt: p, maxTokens: 2, answer: 2 }, 0);
    const end = runVirtual(loop);
    expect(loop.kvBlocks().used).toBe(0);
    expect(loop.kvBlocks().cachedIdle).toBe(Math.floor(1001 / 16));
    const second = loop.submit({ id: "second", prompt: p, maxTokens: 2, answer: 2 }, end);
    loop.step(end);
    expect(second.cachedTokens).toBe(992); // 62 full blocks; the last token is always recomputed
  });

  it("given the GPU cache is full, then evicted prefixes are found in host RAM and pay a PCIe copy", () => {
    const loop = new StepLoop({ replica: large, kvBlocks: 200 });
    const p = prompt(6, 1600);
    loop.submit({ id: "a", prompt: p, maxTokens: 1, answer: 1 }, 0);
    let now = runVirtual(loop);
    loop.submit({ id: "b", prompt: prompt(7, 3000), maxTokens: 1, answer: 1 }, now); // pushes a's blocks out
    now = runVirtual(loop, { start: now });
    expect(loop.kvBlocks().host).toBeGreaterThan(50);
    const again = loop.submit({ id: "a2", prompt: p, maxTokens: 1, answer: 1 }, now);
    const r = loop.step(now);
    expect(again.cachedTokens).toBeGreaterThan(1000);
    expect(r.transferSeconds).toBeGreaterThan(0);
    expect(loop.stats.kv.hostHitBlocks).toBeGreaterThan(50);
  });

  it("given room is needed for another prompt, then a finished history loses its tail first and keeps its head", () => {
    // vLLM frees a sequence's blocks tail first, so eviction (least recently freed first) takes the end of a
    // history and its start stays cached: the next turn still finds its leading blocks.
    const loop = new StepLoop({ replica: large, kvBlocks: 150, hostCacheBytes: 0 });
    const p = prompt(8, 1600); // 100 blocks
    loop.submit({ id: "a", prompt: p, maxTokens: 1, answer: 1 }, 0);
    let now = runVirtual(loop);
    loop.submit({ id: "b", prompt: prompt(9, 1600), maxTokens: 1, answer: 1 }, now); // evicts ~50 of a's
    now = runVirtual(loop, { start: now });
    const again = loop.submit({ id: "a2", prompt: p, maxTokens: 1, answer: 1 }, now);
    loop.step(now);
    expect(again.cachedTokens).toBeGreaterThanOrEqual(40 * 16);
  });

  it("given prefix caching off, then nothing is reused", () => {
    const loop = new StepLoop({ replica: large, prefixCaching: false });
    const p = prompt(5, 1000);
    loop.submit({ id: "first", prompt: p, maxTokens: 2, answer: 2 }, 0);
    const end = runVirtual(loop);
    const second = loop.submit({ id: "second", prompt: p, maxTokens: 2, answer: 2 }, end);
    loop.step(end);
    expect(second.cachedTokens).toBe(0);
  });

  it("given a running answer is cancelled, then its blocks are freed at once and the cancel is counted", () => {
    const loop = new StepLoop({ replica: large });
    loop.submit({ id: "x", prompt: prompt(8, 500), maxTokens: 100, answer: 100 }, 0);
    loop.step(0);
    expect(loop.kvBlocks().used).toBeGreaterThan(0);
    expect(loop.cancel("x", 0.05)).toBe(true);
    expect(loop.kvBlocks().used).toBe(0);
    expect(loop.stats.cancellations).toBe(1);
    expect(loop.cancel("x", 0.05)).toBe(false);
    expect(loop.step(0.1).seconds).toBe(0);
  });

  it("given answers that stop by themselves or hit max tokens, then they finish with stop or length", () => {
    const loop = new StepLoop({ replica: large });
    const a = loop.submit({ id: "natural", prompt: prompt(1, 10), maxTokens: 100, answer: 4 }, 0);
    const b = loop.submit({ id: "capped", prompt: prompt(2, 10), maxTokens: 3, answer: 40 }, 0);
    runVirtual(loop);
    expect([a.finish, a.outputTokens]).toEqual(["stop", 4]);
    expect([b.finish, b.outputTokens]).toEqual(["length", 3]);
  });

  it("given static batching, then nothing is admitted while a batch runs", () => {
    const loop = new StepLoop({ replica: large, continuousBatching: false });
    loop.submit({ id: "a", prompt: prompt(1, 100), maxTokens: 10, answer: 10 }, 0);
    loop.step(0);
    loop.submit({ id: "b", prompt: prompt(2, 100), maxTokens: 10, answer: 10 }, 0.1);
    loop.step(0.1);
    expect(loop.get("b")!.state).toBe("waiting");
  });

  it("given chunked prefill off, then a long prompt is read in one pass", () => {
    const loop = new StepLoop({ replica: large, chunkedPrefill: false });
    loop.submit({ id: "a", prompt: prompt(1, 3000), maxTokens: 10, answer: 10 }, 0);
    const r = loop.step(0);
    expect(r.prefillTokens).toBe(3000);
    expect(r.seconds).toBeCloseTo(prefillSeconds(large, 3000), 6);
  });

  it("rejects bad input with a clear error", () => {
    const loop = new StepLoop({ replica: large });
    expect(() => loop.submit({ id: "a", prompt: [], maxTokens: 1, answer: 1 }, 0)).toThrow(/prompt/);
    expect(() => loop.submit({ id: "a", prompt: [1], maxTokens: 0, answer: 1 }, 0)).toThrow(/maxTokens/);
    loop.submit({ id: "a", prompt: [1], maxTokens: 1, answer: 1 }, 0);
    expect(() => loop.submit({ id: "a", prompt: [1], maxTokens: 1, answer: 1 }, 0)).toThrow(/already/);
    expect(() => new StepLoop({ replica: large, tokenBudget: 0 })).toThrow(/tokenBudget/);
  });
});
