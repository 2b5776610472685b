/**
 * Child process of the streams bench: watches every stream over WebSocket (`/v1/ws`, the bearer token in
 * the upgrade's Authorization header) and times every delta from the publish time written in its text to
 * its arrival here. Each user's streams are spread over sockets of STREAMS_PER_SOCKET (door-spread.ts), one
 * `resume` frame per stream from event 0. A stream counts as open when its `meta` event arrives (the parent
 * logged a routed event, so the replay starts with it) and as failed on an error frame, a refused upgrade
 * or no answer in OPEN_TIMEOUT_MS. The conversation with the parent is client-timing.ts's.
 */
import { WebSocket } from "ws";
import {
  type ClientStart,
  DeliveryTimer,
  forEachBounded,
  type StreamRef,
  serveClientProcess,
} from "./client-timing.ts";
import { chunks, STREAMS_PER_SOCKET } from "./door-spread.ts";

// Frames are JSON.stringify'd { type, messageId, id, event, data } (session.ts), so the key order is fixed.
const DELTA = /"event":"delta","data":\{"text":"(\d+) /;
const OPEN_TIMEOUT_MS = 30_000;
const timer = new DeliveryTimer();
const sockets: WebSocket[] = [];
/** Streams not yet open or failed: what settles them. */
const opening = new Map<string, (error: string | null) => void>();
let failed = 0;
let lateErrors = 0;
let lateCloses = 0;
let stopping = false;

const fail = (why: string) => {
  if (failed++ === 0) console.error(`ws-clients: ${why}`);
};

/** Opens one socket for `streams` (one user's) and resolves once each of them is open or failed. */
function openSocket(wsUrl: string, streams: StreamRef[]): Promise<void> {
  const ws = new WebSocket(wsUrl, {
    headers: { authorization: `Bearer ${streams[0]!.token}` },
    perMessageDeflate: false,
  });
  sockets.push(ws);
  const settled = streams.map(
    (s) =>
      new Promise<void>((resolve) => {
        const timeout = setTimeout(
          () => settle(`${s.messageId}: no meta in ${OPEN_TIMEOUT_MS} ms`),
          OPEN_TIMEOUT_MS,
        );
        const settle = (error: string | null) => {
          if (!opening.delete(s.messageId)) return;
          clearTimeout(timeout);
          if (error) fail(error);
          resolve();
        };
        opening.set(s.messageId, settle);
      }),
  );
  const failAll = (why: string) => {
    for (const s of streams) opening.get(s.messageId)?.(why);
  };
  ws.on("open", () => {
    for (const s of streams)
      ws.send(JSON.stringify({ type: "resume", messageId: s.messageId, lastEventId: 0 }));
  });
  ws.on("message", (raw: Buffer) => {
    const at = Date.now();
    const text = raw.toString();
    const m = DELTA.exec(text);
    if (m) return timer.delta(Number(m[1]), at);
    const frame = JSON.parse(text) as { type: string; event?: string; messageId?: string; code?: string };
    if (frame.type === "event" && frame.event === "meta") return opening.get(frame.messageId!)?.(null);
    if (frame.type !== "error") return;
    const why = `${frame.messageId ?? "socket"}: ${frame.code} ${text}`;
    const settle = frame.messageId ? opening.get(frame.messageId) : undefined;
    if (settle) return settle(why);
    if (lateErrors++ === 0) console.error(`ws-clients: error frame after opening: ${why}`);
  });
  ws.on("error", (err) => failAll(err.message));
  ws.on("close", (code) => {
    if (!stopping && lateCloses++ === 0)
      console.error(`ws-clients: a socket closed (${code}) before the end`);
    failAll(`socket closed (${code}) while opening`);
  });
  return Promise.all(settled).then(() => undefined);
}

serveClientProcess(
  timer,
  async (start: ClientStart) => {
    const byUser = new Map<string, StreamRef[]>();
    for (const s of start.streams) {
      const own = byUser.get(s.token);
      if (own) own.push(s);
      else byUser.set(s.token, [s]);
    }
    const groups = [...byUser.values()].flatMap((own) => chunks(own, STREAMS_PER_SOCKET));
    const wsUrl = `${start.url.replace(/^http/, "ws")}/v1/ws`;
    // Bounded like the SSE clients' opens: each resume costs the api an ownership check and a replay.
    await forEachBounded(groups, 8, (g) => openSocket(wsUrl, g));
    return { connected: start.streams.length - failed, failed };
  },
  () => {
    stopping = true;
    for (const ws of sockets) ws.terminate();
  },
);
