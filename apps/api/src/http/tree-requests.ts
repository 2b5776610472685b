/** Request bodies of the conversation-tree operations (issue #23), validated at the door. */
import { Id, RequestedModel, StoredText } from "@chat/events";
import { z } from "zod";

/** POST /v1/messages/{id}/regenerate: the model may be chosen again, as for a new message. */
export const RegenerateBody = z.object({ model: RequestedModel.default("auto") }).strict();

/** PATCH /v1/conversations/{id}: rename, or open at another branch's leaf (the client's `< 2/3 >`). */
export const UpdateConversationFields = z
  .object({
    title: StoredText.trim().min(1, "must not be empty").max(200).optional(),
    currentLeafId: Id.optional(),
  })
  .strict();
export const UpdateConversationBody = UpdateConversationFields.refine(
  (b) => b.title !== undefined || b.currentLeafId !== undefined,
  "give title or currentLeafId",
);

/** PUT /v1/settings: the user's data settings. */
export const SettingsBody = z.object({ trainingOptIn: z.boolean() }).strict();

/** GET /v1/conversations?limit=&cursor= */
export const ListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    cursor: z.string().max(200).optional(),
  })
  .strict();
