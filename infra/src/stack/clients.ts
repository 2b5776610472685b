/** Minimal SSE and WebSocket clients for end-to-end tests and benchmarks (what a chat app does). */
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
