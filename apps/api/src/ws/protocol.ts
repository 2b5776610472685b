/**
 * The WebSocket protocol: the same operations and the same events as the HTTP API, as JSON frames.
 *
 * Client -> server:
 *   { "type": "create_conversation", "title"?: string }
 *   { "type": "send", "conversationId", "messageId", "content", "parentId"?: id|null, "model"?: "auto"|"small"|"large" }
 *   { "type": "resume", "messageId", "lastEventId": number }
 *   { "type": "stop", "messageId" }
 *   { "type": "regenerate", "targetId", "messageId", "model"?: ... }   (a sibling answer to targetId's user
 *       message; messageId is the new message's key, as Idempotency-Key over HTTP; answered like "send")
 *   { "type": "list_conversations", "limit"?, "cursor"? }                 -> { "type": "conversations", ... }
 *   { "type": "get_conversation", "conversationId" }                     -> { "type": "conversation_tree", ... }
 *   { "type": "update_conversation", "conversationId", "title"?, "currentLeafId"? } -> { "type": "conversation_updated", ... }
 *   { "type": "delete_conversation", "conversationId" }                  -> { "type": "conversation_deleted", "id" }
 *   { "type": "get_settings" } | { "type": "set_settings", "trainingOptIn" } -> { "type": "settings", "trainingOptIn" }
 *   (the bodies are those of the HTTP calls: GET/PATCH/DELETE /v1/conversations..., GET/PUT /v1/settings)
 * Server -> client:
 *   { "type": "conversation", "id", "title" }
 *   { "type": "accepted", "messageId", "id", "duplicate", "rateLimit"?: { "limit", "remaining", "reset" } }
 *       (`messageId` as the client sent it; `id` the message's id on the server, scoped to the user)
 *   { "type": "event", "messageId", "id", "event": "meta"|"delta"|"done", "data" }   (ids as in SSE)
 *   { "type": "error", "messageId"?, "status", "code", "message", ... }              (429s carry retryAfterSeconds)
 * Frames about a message carry the `messageId` the client used (its key or the id). Limits (frame size,
 * rates, streams, replays): README "Limits".
 */
import { Id } from "@chat/events";
import { z } from "zod";
import { CreateConversationBody, SendMessageBody } from "../http/requests.ts";
import { ListQuery, RegenerateBody, SettingsBody, UpdateConversationFields } from "../http/tree-requests.ts";

export const ClientFrame = z.discriminatedUnion("type", [
  CreateConversationBody.extend({ type: z.literal("create_conversation") }).strict(),
  SendMessageBody.extend({ type: z.literal("send"), conversationId: Id, messageId: Id }).strict(),
  z
    .object({
      type: z.literal("resume"),
      messageId: Id,
      lastEventId: z.number().int().nonnegative().default(0),
    })
    .strict(),
  z.object({ type: z.literal("stop"), messageId: Id }).strict(),
  RegenerateBody.extend({ type: z.literal("regenerate"), targetId: Id, messageId: Id }).strict(),
  ListQuery.extend({ type: z.literal("list_conversations") }).strict(),
  z.object({ type: z.literal("get_conversation"), conversationId: Id }).strict(),
  UpdateConversationFields.extend({ type: z.literal("update_conversation"), conversationId: Id }).strict(),
  z.object({ type: z.literal("delete_conversation"), conversationId: Id }).strict(),
  z.object({ type: z.literal("get_settings") }).strict(),
  SettingsBody.extend({ type: z.literal("set_settings") }).strict(),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;
