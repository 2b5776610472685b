/**
 * Times the engine's own part of a generation from outside it: wraps a simulated replica's HTTP server so
 * that each completion request records when it arrived and when its first token was written back.
 * Keyed by the `x-request-id` the engine client sends (`<messageId>-<attempt>`).
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export type EngineTiming = { receivedAt: number; firstTokenAt: number | null };

export function timeEngineRequests(server: Server, into: Map<string, EngineTiming>): void {
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const id = req.headers["x-request-id"];
    if (typeof id !== "string") return;
    const t: EngineTiming = { receivedAt: Date.now(), firstTokenAt: null };
    into.set(id, t);
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    // The first chunk of a chat stream only carries the role; the first token is the first non-empty content.
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (t.firstTokenAt === null && /"content":"[^"]/.test(String(chunk))) t.firstTokenAt = Date.now();
      return write(chunk, ...rest);
    }) as typeof res.write;
  });
}
