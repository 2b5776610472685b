/**
 * Child process of the streams bench: holds one SSE connection per stream to the api
 * (`GET /v1/messages/:id/stream`) and times every delta from the publish time written in its text to its
 * arrival here. A raw node:http reader (no fetch, no TextDecoderStream) keeps the client's own cost low.
 *
 * Parent -> child: { url, streams: [{ messageId, token }] } ; then "measure" ; then "stop".
 * Child -> parent: { connected, failed } ; on stop: { samples, received, p50, p99, max, loopP99Ms }.
 */
import { Agent, type IncomingMessage, request } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";

type Start = { url: string; streams: Array<{ messageId: string; token: string }> };
const send = (m: unknown) => process.send?.(m);
const agent = new Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const DELTA = /event: delta[\s\S]*?"text":"(\d+) /;

let measuring = false;
let received = 0;
const latencies: number[] = [];
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
            if (!m) continue;
            received++;
            if (measuring) latencies.push(at - Number(m[1]));
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

process.once("message", async (start: Start) => {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let failed = 0;
  let next = 0;
  // Opening is bounded: each open costs the api a log read and a short replay.
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < start.streams.length) {
        const s = start.streams[next++]!;
        await open(start.url, s.token, s.messageId).catch((err) => {
          if (failed++ === 0) console.error(`sse-clients: ${(err as Error).message}`);
        });
      }
    }),
  );
  send({ connected: responses.length, failed });

  process.on("message", (cmd: string) => {
    if (cmd === "measure") {
      measuring = true;
      received = 0;
      loop.enable();
      return;
    }
    measuring = false;
    loop.disable();
    latencies.sort((a, b) => a - b);
    const q = (p: number) =>
      latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! : NaN;
    send({
      samples: latencies.length,
      received,
      p50: q(0.5),
      p99: q(0.99),
      max: latencies.at(-1) ?? NaN,
      loopP99Ms: loop.percentile(99) / 1e6,
    });
    for (const r of responses) r.destroy();
    agent.destroy();
    process.disconnect?.();
  });
});
