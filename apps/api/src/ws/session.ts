/**
 * One client's WebSocket session: frames in, answer events out, within the door's limits. Every server frame
 * about a message carries the `messageId` the client used in its own frame (its key, or the message's id);
 * `accepted` also carries `id`, the message's id on the server (see ChatService.resolveMessageId).
 */
import { formatZodError } from "@chat/events";
import { WebSocket } from "ws";
import type { AuthUser } from "../auth.ts";
import type { ChatApi, FeedApi, SubmitResult } from "../chat-service.ts";
import { badRequest, logUnavailable, tooManyRequests } from "../errors.ts";
import { type DoorLimits, type PerKeyCounter, RateBudget } from "../http/door-limits.ts";
import { toClientError } from "../transport-errors.ts";
import { ClientFrame } from "./protocol.ts";

export type SessionDeps = {
  chat: ChatApi;
  feed: FeedApi;
  userStreams: PerKeyCounter;
  logUp: () => boolean;
};

export function serveSocket(
  ws: WebSocket,
  user: AuthUser,
  deps: SessionDeps,
  limits: DoorLimits,
  now: () => number = Date.now,
): void {
  const streams = new Map<string, AbortController>();
  const frames = new RateBudget(limits.frameBurst, limits.framesPerSecond, now);
  const replays = new RateBudget(limits.replayBurst, limits.replaysPerMinute / 60, now);
  let inFlight = 0;
  let refusedFrames = 0;

  // ws closes the socket itself on a frame over maxPayload (1009), bad UTF-8 (1007) or a bad opcode (1002);
  // without a listener the `error` event would take the whole process down.
  ws.on("error", () => {});

  const send = (frame: unknown) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(JSON.stringify(frame));
    if (ws.bufferedAmount > limits.bufferedCapBytes) ws.terminate();
  };
  /** Sends an answer event; past the high-water mark, waits for it to be written (the stream pauses). */
  const sendEvent = (frame: unknown): Promise<void> | undefined => {
    if (ws.readyState !== WebSocket.OPEN) return;
    const data = JSON.stringify(frame);
    if (ws.bufferedAmount < limits.bufferedHighBytes) {
      ws.send(data);
      return;
    }
    return new Promise<void>((r) => ws.send(data, () => r()));
  };
  const fail = (err: unknown, messageId?: string) => {
    const { error, status, unexpected } = toClientError(err);
    if (unexpected) console.error("ws: unexpected error", err);
    send({
      type: "error",
      ...(messageId ? { messageId } : {}),
      status,
      ...error.toJSON().error,
    });
  };
  const roomForStream = (id: string) => {
    if (streams.has(id)) return;
    if (streams.size >= limits.streamsPerSocket)
      throw tooManyRequests(
        `at most ${limits.streamsPerSocket} answers streamed at once per socket`,
        1,
        "too_many_streams",
      );
    if (deps.userStreams.count(user.id) >= limits.streamsPerUser)
      throw tooManyRequests(
        `at most ${limits.streamsPerUser} answers streamed at once per user`,
        1,
        "too_many_streams",
      );
  };
  /** Streams message `id` to the client, tagged `tag`; a second stream of the same message replaces the first. */
  const pipe = async (id: string, afterId: number, tag: string, submitted?: SubmitResult["submitted"]) => {
    roomForStream(id);
    if (!deps.userStreams.acquire(user.id))
      throw tooManyRequests("too many answers streamed at once", 1, "too_many_streams");
    streams.get(id)?.abort();
    const ctl = new AbortController();
    streams.set(id, ctl);
    try {
      await deps.feed.pipe(
        id,
        afterId,
        (ev) => {
          if (ws.readyState !== WebSocket.OPEN) {
            ctl.abort();
            return;
          }
          return sendEvent({ type: "event", messageId: tag, id: ev.id, event: ev.event, data: ev.data });
        },
        ctl.signal,
        submitted,
      );
    } finally {
      deps.userStreams.release(user.id);
      if (streams.get(id) === ctl) streams.delete(id);
    }
  };
  const stream = (id: string, afterId: number, tag: string, submitted?: SubmitResult["submitted"]) =>
    void pipe(id, afterId, tag, submitted).catch((err) => fail(err, tag));

  const handle = async (frame: ClientFrame) => {
    if (!deps.logUp()) throw logUnavailable();
    switch (frame.type) {
      case "create_conversation": {
        send({ type: "conversation", ...(await deps.chat.createConversation(user, frame.title)) });
        return;
      }
      case "send":
      case "regenerate": {
        roomForStream(deps.chat.messageIdFor(user, frame.messageId));
        const result =
          frame.type === "send"
            ? await deps.chat.submit(user, frame)
            : await deps.chat.regenerate(user, frame);
        const rl = result.limit;
        send({
          type: "accepted",
          messageId: frame.messageId,
          id: result.messageId,
          duplicate: result.duplicate,
          ...(rl ? { rateLimit: { limit: rl.limit, remaining: rl.remaining, reset: rl.resetSeconds } } : {}),
        });
        stream(result.messageId, 0, frame.messageId, result.submitted);
        return;
      }
      case "resume": {
        if (!replays.take())
          throw tooManyRequests(
            `at most ${limits.replaysPerMinute} resumes per minute per socket (each replays an answer)`,
            replays.retryAfterSeconds(),
            "too_many_replays",
          );
        const id = await deps.chat.resolveMessageId(user, frame.messageId);
        await deps.chat.assertOwnsMessage(user, id);
        stream(id, frame.lastEventId, frame.messageId);
        return;
      }
      case "stop": {
        await deps.chat.stop(user, await deps.chat.resolveMessageId(user, frame.messageId));
        return;
      }
      case "list_conversations": {
        const page = await deps.chat.listConversations(user, { limit: frame.limit, cursor: frame.cursor });
        send({ type: "conversations", ...page });
        return;
      }
      case "get_conversation": {
        send({ type: "conversation_tree", ...(await deps.chat.getConversation(user, frame.conversationId)) });
        return;
      }
      case "update_conversation": {
        const { type: _t, conversationId, title, currentLeafId } = frame;
        if (title === undefined && currentLeafId === undefined)
          throw badRequest("give title or currentLeafId", { field: "title" });
        if (title !== undefined) await deps.chat.conversations.rename(user, conversationId, title);
        if (currentLeafId !== undefined)
          await deps.chat.conversations.selectBranch(user, conversationId, currentLeafId);
        send({ type: "conversation_updated", id: conversationId, title, currentLeafId });
        return;
      }
      case "delete_conversation": {
        await deps.chat.conversations.delete(user, frame.conversationId);
        send({ type: "conversation_deleted", id: frame.conversationId });
        return;
      }
      case "get_settings": {
        send({ type: "settings", ...(await deps.chat.conversations.settings(user)) });
        return;
      }
      case "set_settings": {
        const settings = await deps.chat.conversations.changeSettings(user, {
          trainingOptIn: frame.trainingOptIn,
        });
        send({ type: "settings", ...settings });
        return;
      }
      default: {
        const never: never = frame;
        return never;
      }
    }
  };

  ws.on("message", (raw, isBinary) => {
    if (!frames.take()) {
      // A client that ignores the refusals is closed rather than answered forever.
      if (++refusedFrames > limits.frameBurst) return ws.close(1008, "too many frames");
      return fail(
        tooManyRequests("too many frames; slow down", frames.retryAfterSeconds(), "too_many_frames"),
      );
    }
    let frame: ClientFrame;
    try {
      if (isBinary) throw badRequest("frame: must be a text frame holding JSON");
      const r = ClientFrame.safeParse(JSON.parse(raw.toString()));
      if (!r.success) throw badRequest(formatZodError(r.error));
      frame = r.data;
    } catch (err) {
      return fail(err instanceof SyntaxError ? badRequest("frame: malformed JSON") : err);
    }
    const messageId = "messageId" in frame ? frame.messageId : undefined;
    if (inFlight >= limits.opsPerSocket)
      return fail(
        tooManyRequests(
          `at most ${limits.opsPerSocket} requests in flight per socket`,
          1,
          "too_many_requests",
        ),
        messageId,
      );
    inFlight++;
    handle(frame)
      .catch((err) => fail(err, messageId))
      .finally(() => inFlight--);
  });
  ws.on("close", () => {
    for (const ctl of streams.values()) ctl.abort();
  });
}
