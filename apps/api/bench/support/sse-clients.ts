/**
 * Child process of the streams bench: holds one SSE connection per stream to the api
 * (`GET /v1/messages/:id/stream`) and times every delta from the publish time written in its text to its
 * arrival here, on raw sockets (`open`, below) so the client's own cost stays low.
 * The conversation with the parent is client-timing.ts's; a stream counts as open on its HTTP 200.
 */
import { connect, type Socket } from "node:net";
import { type ClientStart, DeliveryTimer, forEachBounded, serveClientProcess } from "./client-timing.ts";

/** A delta's text is its publish time and a space: `"text":"1733320000000 "` (delta-load.ts). */
const DELTA = /"text":"(\d+) /g;
const timer = new DeliveryTimer();
const sockets: Socket[] = [];

/**
 * One stream on a socket of its own, HTTP/1.1 written and read by hand: the request is one write, the
 * response's status line is checked, then the bytes are only scanned for deltas' publish times (each event
 * is one chunk of the chunked body, so a time never spans a chunk boundary; a read may end inside one, so
 * the unscanned tail is kept). node:http's parser and streams cost this process more than the api's
 * writes cost the api, and a client process at its limit is what the bench would then measure.
 */
function open(url: string, token: string, messageId: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.setEncoding("latin1");
    let head = true;
    let buf = "";
    socket.on("connect", () =>
      socket.write(
        `GET /v1/messages/${messageId}/stream HTTP/1.1\r\nhost: ${hostname}:${port}\r\nauthorization: Bearer ${token}\r\naccept: text/event-stream\r\n\r\n`,
      ),
    );
    socket.on("data", (chunk: string) => {
      const at = Date.now();
      buf += chunk;
      if (head) {
        const end = buf.indexOf("\r\n\r\n");
        if (end < 0) return;
        const status = buf.slice(0, buf.indexOf("\r\n"));
        if (!/^HTTP\/1\.1 200 /.test(status)) {
          socket.destroy();
          return reject(new Error(`stream ${messageId}: ${status}`));
        }
        head = false;
        sockets.push(socket);
        resolve();
        buf = buf.slice(end + 4);
      }
      let scanned = 0;
      DELTA.lastIndex = 0;
      for (let m = DELTA.exec(buf); m; m = DELTA.exec(buf)) {
        timer.delta(Number(m[1]), at);
        scanned = DELTA.lastIndex;
      }
      // Keep what could be the start of a time cut by this read.
      buf = buf.slice(Math.max(scanned, buf.length - 40));
    });
    socket.on("error", (err) => (head ? reject(err) : undefined));
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
    return { connected: sockets.length, failed };
  },
  () => {
    for (const s of sockets) s.destroy();
  },
);
