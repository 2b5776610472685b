/**
 * An engine wrapper for the browser tests: a user message carrying a marker gets a scripted answer (Markdown
 * with code, an XSS payload, a slow answer to stop or reload in the middle of, a 2,000-token answer);
 * anything else goes to the simulated replica. The answer still flows through the real worker, log, api
 * and page: only the model's words are chosen here.
 */
import type { EngineChunk, EngineClient, EngineRequest } from "@chat/platform";

export const MARKDOWN_ANSWER = [
  "## Sorting in TypeScript\n\n",
  "Use **`Array.prototype.sort`** with a comparator:\n\n",
  "```ts\n",
  "const xs = [3, 1, 2];\n",
  "xs.sort((a, b) => a - b); // [1, 2, 3]\n",
  "```\n\n",
  "- it sorts *in place*\n",
  "- it is stable since ES2019\n",
];

export const XSS_ANSWER = [
  "Here is some markup: <img src=x onerror=\"window.__xss='img'\"> ",
  "<script>window.__xss='script'</script>\n\n",
  "[click me](javascript:window.__xss='link') and <a href=\"javascript:window.__xss='a'\">this</a>\n\n",
  "<iframe srcdoc=\"<script>parent.__xss='iframe'</script>\"></iframe><b onmouseover=\"window.__xss='b'\">bold</b>\n",
];

/** ~2,000 tokens of Markdown: paragraphs, lists and a code block every few paragraphs. */
export function longAnswer(): string[] {
  const out: string[] = [];
  for (let i = 1; out.join("").length < 8_400; i++) {
    out.push(`### Part ${i}\n\n`);
    out.push(`This is paragraph ${i}, which talks about *streaming* and **rendering** at some length, `);
    out.push("so that the page has real work to do while tokens arrive quickly.\n\n");
    out.push(`- point ${i}.1 about latency\n- point ${i}.2 about throughput\n\n`);
    if (i % 3 === 0) out.push("```python\n", `def part_${i}(x):\n    return x * ${i}\n`, "```\n\n");
  }
  return out;
}

const SCRIPTS: Record<string, { chunks: () => string[]; everyMs: number }> = {
  "[web:markdown]": { chunks: () => MARKDOWN_ANSWER, everyMs: 60 },
  "[web:xss]": { chunks: () => XSS_ANSWER, everyMs: 40 },
  "[web:slow]": {
    chunks: () => Array.from({ length: 80 }, (_, i) => `Slow sentence number ${i + 1} of the answer. `),
    everyMs: 150,
  },
  "[web:long]": { chunks: longAnswer, everyMs: 4 },
};

/** Waits `ms`, or rejects when `signal` aborts; the listener goes with the wait (one per chunk piled up). */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const abort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    const t = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", abort, { once: true });
  });

export function scriptedEngine(engine: EngineClient): EngineClient {
  return {
    model: engine.model,
    readLoad: () => engine.readLoad(),
    healthy: () => engine.healthy(),
    stream(req: EngineRequest): AsyncIterable<EngineChunk> {
      const last = [...req.messages].reverse().find((m) => m.role === "user")?.content ?? "";
      const marker = Object.keys(SCRIPTS).find((k) => last.includes(k));
      if (!marker) return engine.stream(req);
      const script = SCRIPTS[marker]!;
      return (async function* () {
        let chunks = script.chunks();
        // A failover continues after the text already sent.
        if (req.continueFrom) {
          const sent = req.continueFrom;
          let acc = "";
          chunks = chunks.filter((c) => {
            acc += c;
            return acc.length > sent.length;
          });
        }
        let output = 0;
        for (const text of chunks) {
          await sleep(script.everyMs, req.signal);
          const tokens = Math.max(1, Math.round(text.length / 4));
          output += tokens;
          yield { type: "text", text, tokens };
        }
        yield { type: "end", finish: "stop", usage: { input: 50, cached: 0, output } };
      })();
    },
  };
}
