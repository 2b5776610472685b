/**
 * Asking a model for a whole answer over the engine protocol (OpenAI-compatible chat completions, as
 * vLLM, trtllm-serve and the simulator serve it), and bounded concurrency. The gate reads whole answers
 * only, so it asks without streaming: one response per answer instead of one chunk per token (the
 * gpu-worker's client streams, which costs this 2-core machine more than the simulated models do).
 */
export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export type ModelEndpoint = { baseUrl: string; model: string; timeoutMs?: number };

export class AskError extends Error {
  override readonly name = "AskError";
}

type Completion = { choices?: { message?: { content?: string | null } }[] };

export async function ask(to: ModelEndpoint, messages: ChatMessage[], maxTokens: number): Promise<string> {
  const url = `${to.baseUrl.replace(/\/$/, "")}/v1/chat/completions`;
  const request = JSON.stringify({
    model: to.model,
    messages,
    max_tokens: maxTokens,
    stream: false,
    temperature: 0,
  });
  let res: Response | undefined;
  // A reset connection (a kept-alive socket the server closed just as it was reused) is asked again: the
  // answers are deterministic, so a repeat is harmless. Whatever the server does answer is not retried.
  for (let attempt = 1; !res; attempt++) {
    try {
      res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: request,
        signal: AbortSignal.timeout(to.timeoutMs ?? 60_000),
      });
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      if (attempt < 3 && (code === "ECONNRESET" || code === "UND_ERR_SOCKET")) continue;
      throw new AskError(`model ${to.model} at ${url} did not answer: ${(err as Error).message} (${code})`, {
        cause: err,
      });
    }
  }
  const body = await res.text();
  if (!res.ok)
    throw new AskError(`model ${to.model} at ${url} answered ${res.status}: ${body.slice(0, 300)}`);
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
