/** Chat clients over WebSocket (`ws`), on the api's HTTP server at /v1/ws. */
import type { IncomingMessage, Server } from "node:http";
import { formatZodError } from "@chat/events";
import { WebSocket, WebSocketServer } from "ws";
import type { Authenticator, AuthUser } from "../auth.ts";
import type { ChatService } from "../chat-service.ts";
import { ApiError } from "../errors.ts";
import type { AnswerFeed } from "../stream/answer-feed.ts";
import { ClientFrame } from "./protocol.ts";

export type WsDeps = { auth: Authenticator; chat: ChatService; feed: AnswerFeed };

export function attachWebSocket(server: Server, deps: WsDeps): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1 << 20 });
  server.on("upgrade", async (req, socket, head) => {
    if (!req.url?.startsWith("/v1/ws")) {
      socket.destroy();
      return;
    }
    const user = await deps.auth.authenticate(bearer(req)).catch(() => null);
    if (!user) {
      socket.end(
        'HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\n\r\n{"error":{"code":"unauthorized"}}',
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, user, deps));
  });
  return wss;
}

function bearer(req: IncomingMessage): string | undefined {
  if (req.headers.authorization) return req.headers.authorization;
  const token = new URL(req.url ?? "/", "http://x").searchParams.get("token");
  return token ? `Bearer ${token}` : undefined;
}

function serve(ws: WebSocket, user: AuthUser, deps: WsDeps) {
  const streams = new Map<string, AbortController>();
  const send = (frame: unknown) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
  };
  const fail = (err: unknown, messageId?: string) => {
    if (err instanceof ApiError) {
      send({ type: "error", messageId, status: err.status, ...err.toJSON().error });
    } else {
      console.error("ws: unexpected error", err);
      send({ type: "error", messageId, status: 500, code: "internal", message: "internal error" });
    }
  };
  const pipe = async (messageId: string, afterId: number) => {
    streams.get(messageId)?.abort();
    const ctl = new AbortController();
    streams.set(messageId, ctl);
    try {
      for await (const ev of deps.feed.open(messageId, afterId, ctl.signal)) {
        send({ type: "event", messageId, id: ev.id, event: ev.event, data: ev.data });
      }
    } finally {
      if (streams.get(messageId) === ctl) streams.delete(messageId);
    }
  };

  ws.on("message", async (raw) => {
    let frame: ClientFrame;
    try {
      const r = ClientFrame.safeParse(JSON.parse(raw.toString()));
      if (!r.success) {
        send({ type: "error", status: 400, code: "invalid_request", message: formatZodError(r.error) });
        return;
      }
      frame = r.data;
    } catch {
      send({ type: "error", status: 400, code: "invalid_request", message: "frame: malformed JSON" });
      return;
    }
    const messageId = "messageId" in frame ? frame.messageId : undefined;
    try {
      switch (frame.type) {
        case "create_conversation": {
          send({ type: "conversation", ...(await deps.chat.createConversation(user, frame.title)) });
          break;
        }
        case "send": {
          const { type: _t, ...input } = frame;
          const result = await deps.chat.submit(user, input);
          const rl = result.limit;
          send({
            type: "accepted",
            messageId: frame.messageId,
            duplicate: result.duplicate,
            ...(rl
              ? { rateLimit: { limit: rl.limit, remaining: rl.remaining, reset: rl.resetSeconds } }
              : {}),
          });
          await pipe(frame.messageId, 0);
          break;
        }
        case "resume": {
          await deps.chat.assertOwnsMessage(user, frame.messageId);
          await pipe(frame.messageId, frame.lastEventId);
          break;
        }
        case "stop": {
          await deps.chat.stop(user, frame.messageId);
          break;
        }
        default: {
          const never: never = frame;
          return never;
        }
      }
    } catch (err) {
      fail(err, messageId);
    }
  });
  ws.on("close", () => {
    for (const ctl of streams.values()) ctl.abort();
  });
}
