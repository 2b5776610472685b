/**
 * Chat clients over WebSocket (`ws`), on the api's HTTP server at /v1/ws.
 *
 * Nothing a client sends can crash or stall the instance: the upgrade socket has an error listener from its
 * first byte (node drops its own before `upgrade`, and the auth lookup is awaited), every socket has one
 * (an oversized frame, bad UTF-8 or a bad opcode closes that socket only), and everything a client can make
 * the api hold is bounded (DOOR_LIMITS: sockets per user, streams, requests in flight, frames, replays and
 * buffered bytes). Half-open sockets are found by ping/pong and closed.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";
import type { Authenticator } from "../auth.ts";
import type { ChatApi, FeedApi } from "../chat-service.ts";
import { notFound, tooManyRequests, unauthorized } from "../errors.ts";
import { DOOR_LIMITS, type DoorLimits, PerKeyCounter } from "../http/door-limits.ts";
import { type ClientError, toClientError } from "../transport-errors.ts";
import { serveSocket } from "./session.ts";

export type WsDeps = {
  auth: Authenticator;
  chat: ChatApi;
  feed: FeedApi;
  /** Streams held per user, shared with SSE. */
  userStreams: PerKeyCounter;
  limits?: Partial<DoorLimits>;
  /** False while the NATS connection is down. */
  logUp?: () => boolean;
};

export function attachWebSocket(server: Server, deps: WsDeps): WebSocketServer {
  const limits: DoorLimits = { ...DOOR_LIMITS, ...deps.limits };
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes });
  const sockets = new PerKeyCounter(limits.socketsPerUser);
  const alive = new WeakSet<WebSocket>();

  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // First: a reset during the awaited auth emits `error` on this socket, which nobody else listens to now.
    socket.on("error", () => socket.destroy());
    upgrade(req, socket, head).catch((err) => refuse(socket, err));
  });

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    if (pathOf(req.url) !== "/v1/ws") return refuse(socket, notFound("WebSocket endpoint (use /v1/ws)"));
    const user = await deps.auth.authenticate(bearer(req), req.socket.remoteAddress ?? "unknown");
    if (!user) return refuse(socket, unauthorized());
    if (socket.destroyed) return;
    if (sockets.count(user.id) >= limits.socketsPerUser)
      return refuse(
        socket,
        tooManyRequests(`at most ${limits.socketsPerUser} open WebSockets per user`, 5, "too_many_sockets"),
      );
    wss.handleUpgrade(req, socket, head, (ws) => {
      // Upgrades that passed the check together may overshoot it: the later ones are closed here.
      if (!sockets.acquire(user.id)) return ws.close(1013, "too many sockets for this user");
      alive.add(ws);
      ws.on("pong", () => alive.add(ws));
      ws.once("close", () => sockets.release(user.id));
      serveSocket(
        ws,
        user,
        {
          chat: deps.chat,
          feed: deps.feed,
          userStreams: deps.userStreams,
          logUp: deps.logUp ?? (() => true),
        },
        limits,
      );
    });
  }

  // A socket that did not answer the last ping is gone (half-open): close it instead of holding it forever.
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, limits.pingIntervalMs);
  heartbeat.unref();
  wss.on("close", () => clearInterval(heartbeat));
  return wss;
}

/** Answers an upgrade with an HTTP error and closes the socket. */
function refuse(socket: Duplex, err: unknown) {
  if (socket.destroyed) return;
  const { error, status, headers: errorHeaders }: ClientError = toClientError(err);
  const body = JSON.stringify({ ...error.toJSON(), status });
  const headers = Object.entries({ ...errorHeaders, "content-type": "application/json", connection: "close" })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${status} ${reason(status)}\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

const reason = (status: number) =>
  ({ 401: "Unauthorized", 404: "Not Found", 429: "Too Many Requests", 503: "Service Unavailable" })[status] ??
  "Error";

function pathOf(url: string | undefined): string {
  const q = url?.indexOf("?") ?? -1;
  return q >= 0 ? url!.slice(0, q) : (url ?? "");
}

/** The bearer token from the header, or from `?token=` (browsers cannot set headers on a WebSocket). */
function bearer(req: IncomingMessage): string | undefined {
  if (req.headers.authorization) return req.headers.authorization;
  try {
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("token");
    return token ? `Bearer ${token}` : undefined;
  } catch {
    return undefined;
  }
}
