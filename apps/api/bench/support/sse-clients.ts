/**
 * Child process of the streams bench: holds one SSE connection per stream to the api
 * (`GET /v1/messages/:id/stream`) and times every delta from the publish time written in its text to its
 * arrival here. A raw node:http reader (no fetch, no TextDecoderStream) keeps the client's own cost low.
 * The conversation with the parent is client-timing.ts's; a stream counts as open on its HTTP 200.
 */
import { Agent, type IncomingMessage, request } from "node:http";
import { type ClientStart, DeliveryTimer, forEachBounded, serveClientProcess } from "./client-timing.ts";

const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const DELTA = /event: delta[\s\S]*?"text":"(\d+) /;
const timer = new DeliveryTimer();
const responses: IncomingMessage[] = [];

function open(url: string, token: string, messageId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/v1/messages/${messageId}/stream`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream ${messageId}: HTTP ${res.statusCode}`));
        responses.push(res);
        res.setEncoding("utf8");
        let buf = "";
        res.on("data", (chunk: string) => {
          const at = Date.now();
          buf += chunk;
          let cut = buf.indexOf("\n\n");
          while (cut >= 0) {
            const m = DELTA.exec(buf.slice(0, cut));
            buf = buf.slice(cut + 2);
            cut = buf.indexOf("\n\n");
            if (m) timer.delta(Number(m[1]), at);
          }
        });
        res.on("error", () => {});
        resolve();
      },
    );
    req.on("error", reject);
    req.end();
  });
}

serveClientProcess(
  timer,
  async (start: ClientStart) => {
    let failed = 0;
    // Opening is bounded: each open costs the api a log read and a short replay.
    await forEachBounded(start.streams, 50, (s) =>
      open(start.url, s.token, s.messageId).catch((err) => {
        if (failed++ === 0) console.error(`sse-clients: ${(err as Error).message}`);
      }),
    );
    return { connected: responses.length, failed };
  },
  () => {
    for (const r of responses) r.destroy();
    agent.destroy();
  },
);
