/**
 * Asking a model for a whole answer over the engine protocol (OpenAI-compatible chat completions, as
 * vLLM, trtllm-serve and the simulator serve it), and bounded concurrency. The gate reads whole answers
 * only, so it asks without streaming: one response per answer instead of one chunk per token (the
 * gpu-worker's client streams, which costs this 2-core machine more than the simulated models do).
 */
import { Agent, request } from "node:http";

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type ModelEndpoint = { baseUrl: string; model: string; timeoutMs?: number };

export class AskError extends Error {
  override readonly name = "AskError";
}

type Completion = { choices?: { message?: { content?: string | null } }[] };

// node:http rather than fetch: the gate's thread spends most of its time in the client, and fetch's web
// streams cost it about twice what a plain request does.
const agent = new Agent({ keepAlive: true, maxSockets: 512 });

export async function ask(to: ModelEndpoint, messages: ChatMessage[], maxTokens: number): Promise<string> {
  const url = `${to.baseUrl.replace(/\/$/, "")}/v1/chat/completions`;
  const request = JSON.stringify({
    model: to.model,
    messages,
    max_tokens: maxTokens,
    stream: false,
    temperature: 0,
  });
  let res: { status: number; body: string } | undefined;
  // A reset connection (a kept-alive socket the server closed just as it was reused) is asked again: the
  // answers are deterministic, so a repeat is harmless. Whatever the server does answer is not retried.
  for (let attempt = 1; !res; attempt++) {
    try {
      res = await post(url, request, to.timeoutMs ?? 60_000);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt < 3 && code === "ECONNRESET") continue;
      throw new AskError(`model ${to.model} at ${url} did not answer: ${(err as Error).message}`, {
        cause: err,
      });
    }
  }
  const { status, body } = res;
  if (status !== 200)
    throw new AskError(`model ${to.model} at ${url} answered ${status}: ${body.slice(0, 300)}`);
  let json: Completion;
  try {
    json = JSON.parse(body) as Completion;
  } catch {
    throw new AskError(`model ${to.model} at ${url} sent a body that is not JSON: ${body.slice(0, 200)}`);
  }
  const content = json.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new AskError(`model ${to.model} at ${url} sent no message content`);
  return content;
}

function post(url: string, body: string, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** Maps with at most `limit` calls in flight, results in input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  f: (x: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await f(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(Math.floor(limit), items.length)) }, worker));
  return out;
}
