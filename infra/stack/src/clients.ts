/** Minimal SSE and WebSocket clients for end-to-end tests and benchmarks (what a chat app does). */
import { randomBytes } from "node:crypto";
import { WebSocket } from "ws";

export type SseEvent = { id: number; event: string; data: Record<string, unknown> };

/** Streams the SSE events of a response; `stopAfter` drops the connection after that many events. */
export async function* readSse(
  res: Response,
  stopAfter = Number.POSITIVE_INFINITY,
): AsyncGenerator<SseEvent> {
  if (!res.body) throw new Error(`no body (status ${res.status})`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buf = "";
  let n = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buf += value;
      let cut = buf.indexOf("\n\n");
      while (cut >= 0) {
        const block = buf.slice(0, cut);
        buf = buf.slice(cut + 2);
        cut = buf.indexOf("\n\n");
        const fields = Object.fromEntries(
          block
            .split("\n")
            .filter((l) => l && !l.startsWith(":"))
            .map((l) => {
              const i = l.indexOf(":");
              return [l.slice(0, i), l.slice(i + 1).replace(/^ /, "")];
            }),
        );
        if (!fields.event) continue;
        yield { id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data ?? "null") };
        if (++n >= stopAfter) return;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

export async function collectSse(res: Response, stopAfter?: number): Promise<SseEvent[]> {
  const out: SseEvent[] = [];
  for await (const e of readSse(res, stopAfter)) out.push(e);
  return out;
}

export function answerText(events: SseEvent[]): string {
  return events
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text as string)
    .join("");
}

/** A WebSocket chat client that collects frames per message. */
export class WsClient {
  readonly frames: Array<Record<string, unknown>> = [];
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (raw) => {
      this.frames.push(JSON.parse(raw.toString()));
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async connect(baseUrl: string, token: string): Promise<WsClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/v1/ws`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
      ws.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
    return new WsClient(ws);
  }

  send(frame: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** Waits for the first frame matching `pred` (seen before or after the call). */
  async waitFor(
    pred: (f: Record<string, unknown>) => boolean,
    timeoutMs = 20_000,
  ): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const hit = this.frames.find(pred);
      if (hit) return hit;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for a frame; got ${JSON.stringify(this.frames.slice(-3))}`);
      await new Promise<void>((r) => {
        this.waiters.push(r);
        setTimeout(r, 200);
      });
    }
  }

  events(messageId: string): Array<{ id: number; event: string; data: Record<string, unknown> }> {
    return this.frames
      .filter((f) => f.type === "event" && f.messageId === messageId)
      .map((f) => ({
        id: f.id as number,
        event: f.event as string,
        data: f.data as Record<string, unknown>,
      }));
  }

  close(): void {
    this.ws.close();
  }
}

export const newMessageId = () => `m_${randomBytes(8).toString("hex")}`;

/** The HTTP API as a chat app calls it; each call returns the raw Response (tests check statuses). */
export class ChatApi {
  constructor(
    readonly base: string,
    readonly token: string,
  ) {}

  /** `token: null` sends no Authorization header; a string overrides this client's token. */
  request(path: string, init: RequestInit & { token?: string | null } = {}): Promise<Response> {
    const { token, headers, ...rest } = init;
    return fetch(`${this.base}${path}`, {
      ...rest,
      headers: {
        ...(token === null ? {} : { authorization: `Bearer ${token ?? this.token}` }),
        "content-type": "application/json",
        ...(headers as Record<string, string>),
      },
    });
  }

  async conversation(title = "e2e"): Promise<string> {
    const res = await this.request("/v1/conversations", { method: "POST", body: JSON.stringify({ title }) });
    if (res.status !== 201) throw new Error(`create conversation: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }

  send(
    conversationId: string,
    messageId: string,
    content: string,
    opts: { parentId?: string | null; model?: "auto" | "small" | "large" } = {},
  ): Promise<Response> {
    return this.request(`/v1/conversations/${conversationId}/messages`, {
      method: "POST",
      headers: { "idempotency-key": messageId, accept: "text/event-stream" },
      body: JSON.stringify({
        content,
        parentId: opts.parentId ?? null,
        ...(opts.model ? { model: opts.model } : {}),
      }),
    });
  }

  stream(messageId: string, lastEventId?: number): Promise<Response> {
    return this.request(`/v1/messages/${messageId}/stream`, {
      headers: lastEventId === undefined ? {} : { "last-event-id": String(lastEventId) },
    });
  }

  stop(messageId: string): Promise<Response> {
    return this.request(`/v1/messages/${messageId}/stop`, { method: "POST" });
  }
}

/** Polls `fn` until it returns something truthy. */
export async function eventually<T>(
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}
