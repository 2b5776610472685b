/** Request bodies and parameters, validated at the door; errors name the field. */
import { Id, RequestedModel, StoredText } from "@chat/events";
import { z } from "zod";

/** Longest message accepted before tokenising (the tier's token limit is checked after). */
export const MAX_CONTENT_CHARS = 200_000;

export const SendMessageBody = z
  .object({
    content: StoredText.trim().min(1, "must not be empty").max(MAX_CONTENT_CHARS),
    parentId: Id.nullable().default(null),
    model: RequestedModel.default("auto"),
  })
  .strict();
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const CreateConversationBody = z.object({ title: StoredText.max(200).optional() }).strict();

export const IdempotencyKey = Id;
