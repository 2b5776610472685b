/**
 * The event contract: every fact the system records is one of these events on NATS JetStream.
 * The log is the source of truth; Postgres and every client stream are projections of it.
 *
 * Each event has a common envelope (id, type, schema version, time, user/conversation/message ids)
 * and a payload of its own. The envelope `id` is deterministic for the fact it records (see `eventIds`),
 * and doubles as the `Nats-Msg-Id`, so a retried publish of the same fact is deduplicated by the server.
 *
 * @example
 *   const ev = parseEvent(JSON.parse(raw)); // { success: true, data: ChatEvent } | { success: false, error }
 */
import { z } from "zod";

/** Ids travel inside NATS subjects, so they are restricted to subject-safe characters. */
export const Id = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1-64 characters of A-Z, a-z, 0-9, _ or -");
export type Id = z.infer<typeof Id>;

/** Matches a UTF-16 surrogate without its pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when Postgres and UTF-8 keep `s` exactly: no U+0000 (refused by Postgres), no unpaired surrogate. */
export function isStorableText(s: string): boolean {
  return !s.includes("\u0000") && !LONE_SURROGATE.test(s);
}

/** `s` as the stores can keep it: U+0000 and unpaired surrogates become U+FFFD (for text a model wrote). */
export function toStorableText(s: string): string {
  return isStorableText(s)
    ? s
    : s.replaceAll("\u0000", "\uFFFD").replace(new RegExp(LONE_SURROGATE, "g"), "\uFFFD");
}

/**
 * Text a person typed (titles, messages). Postgres `text` refuses U+0000, and an unpaired UTF-16 surrogate has
 * no UTF-8 form (it would be stored as U+FFFD): such text is refused at the door and never reaches the log,
 * where it would stall or lose a projection.
 */
export const StoredText = z
  .string()
  .refine(isStorableText, "must not contain U+0000 or an unpaired surrogate");

/** A tier name ("free", "plus", ...): tiers are configuration in the api, so the contract takes any name. */
export const Tier = z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/, "must be a lower-case tier name");
export type Tier = z.infer<typeof Tier>;

/** The model pool a message runs on. */
export const Pool = z.enum(["large", "small"]);

/** A model version: what a replica serves and a conversation is pinned to (rollout.ts), e.g. "v2". */
export const ModelVersion = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, "must be 1-64 characters of A-Z, a-z, 0-9, . _ -");
export type ModelVersion = z.infer<typeof ModelVersion>;
export type Pool = z.infer<typeof Pool>;

/** What the client asked for: "auto" lets the router decide. */
export const RequestedModel = z.enum(["auto", "small", "large"]);
export type RequestedModel = z.infer<typeof RequestedModel>;

export const FinishReason = z.enum(["stop", "length", "stopped", "refused", "error"]);
export type FinishReason = z.infer<typeof FinishReason>;

export const Usage = z.object({
  input: z.number().int().nonnegative(),
  cached: z.number().int().nonnegative(),
  output: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof Usage>;

export const ChatMessage = z.object({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

const envelope = {
  id: z.string().min(1).max(200),
  time: z.string().datetime(),
  userId: Id,
  conversationId: Id,
  /** The user's message id (the app's Idempotency-Key); the answer to it is addressed by the same id. */
  messageId: Id,
};

function event<T extends string, V extends number, S extends z.ZodRawShape>(type: T, v: V, payload: S) {
  return z.object({ ...envelope, type: z.literal(type), v: z.literal(v), ...payload }).strict();
}

/**
 * A conversation was created. Conversation events use the conversation id in the envelope's `messageId`
 * slot (it keys the subject `chat.<conversationId>.conversation`).
 */
export const ConversationCreated = event("conversation.created", 1, {
  title: StoredText.max(200),
  /**
   * The model version of each pool this conversation runs on, chosen at creation from the rollouts
   * (rollout.ts): every message of it is placed on those versions' replicas. Absent on conversations
   * created before versions existed (they run on each pool's current version).
   */
  versions: z.object({ large: ModelVersion, small: ModelVersion }).strict().optional(),
});

/** The user renamed a conversation (conversation id in the `messageId` slot, like `conversation.created`). */
export const ConversationRenamed = event("conversation.renamed", 1, {
  title: StoredText.max(200),
});

/**
 * The user deleted a conversation: its messages stop being served, read models drop their text and
 * exports of text (eval) leave it out; usage rows (amounts, no text) stay for billing.
 */
export const ConversationDeleted = event("conversation.deleted", 1, {});

/**
 * The user switched to another branch of the tree (`< 2/3 >`) without sending: the leaf to open the
 * conversation at on any device. Sending or regenerating moves the leaf too, without this event.
 */
export const BranchSelected = event("conversation.branch_selected", 1, {
  /** A message id of the conversation's tree (the api checks it belongs to the conversation). */
  leafId: Id,
});

/**
 * A user's data settings (user id in the `conversationId` and `messageId` slots). Training opt-in is off
 * until the user turns it on; the eval/training export reads it as of each message.
 */
export const UserSettingsChanged = event("user.settings_changed", 1, {
  trainingOptIn: z.boolean(),
});

/** A hazard of the MLCommons taxonomy as Llama Guard 3 names it: S1..S14 (see `@chat/events/safety`). */
export const HazardCode = z.string().regex(/^S([1-9]|1[0-4])$/, "must be a hazard category S1..S14");

/**
 * One safety check's verdict as the log records it: which check, whether it flagged, the likeliest hazard,
 * the guard's "unsafe" score, and who decided (the guard model, or the lexical baseline when the guard was
 * down or slower than its budget).
 */
export const SafetyVerdict = z
  .object({
    stage: z.enum(["input", "output"]),
    flagged: z.boolean(),
    category: HazardCode.nullable(),
    score: z.number().min(0).max(1),
    decidedBy: z.enum(["guard", "baseline"]),
    /** How long the check took, ms. */
    ms: z.number().nonnegative().optional(),
  })
  .strict();
export type SafetyVerdict = z.infer<typeof SafetyVerdict>;

/** The api accepted a message, reserved its worst-case cost and built its prompt. */
export const MessageSubmitted = event("message.submitted", 1, {
  tier: Tier,
  requestedModel: RequestedModel,
  /**
   * The generation whose answer this message follows (its `messageId`), or null for a first message.
   * A conversation is a tree: a second message with the same parent starts a sibling branch (edit and resend).
   */
  parentId: Id.nullable(),
  /**
   * Set on a regenerate: the user message whose answer this generation replaces with a sibling answer.
   * No new user message is recorded; `content` and `parentId` are that message's.
   */
  regenerationOf: Id.optional(),
  /** The user's new message, as typed. */
  content: StoredText,
  contentTokens: z.number().int().nonnegative(),
  /** The whole prompt sent to the engine: system, summary, newest turns that fit, the new message. */
  prompt: z.array(ChatMessage).min(1),
  promptTokens: z.number().int().positive(),
  /** Tokens of the prompt's shared prefix (system prompt with its template), the same for every conversation. */
  systemPromptTokens: z.number().int().nonnegative().optional(),
  /** Old turns left out because they did not fit the tier's prompt budget. */
  droppedTurns: z.number().int().nonnegative(),
  /** The tier's longest answer; the dispatcher may lower it (shedding), never raise it. */
  maxAnswerTokens: z.number().int().positive(),
  /** Worst-case cost reserved from the user's token bucket before queueing (0 when no limiter ran). */
  reservedCost: z.number().nonnegative(),
  /** The input safety check, run before the message was queued; flagged: it is refused, never routed. */
  inputCheck: SafetyVerdict.optional(),
});

/** The dispatcher chose a pool and a replica and queued the work on the replica's affinity subject. */
export const GenerationRouted = event("generation.routed", 1, {
  pool: Pool,
  replicaId: Id,
  /** Why this replica: e.g. "favourite", "no-kv-room", "queue-too-long". */
  reason: z.string().max(200),
  maxAnswerTokens: z.number().int().positive(),
  /** 1 for the first try; a resubmission after a dead replica increments it. */
  attempt: z.number().int().positive(),
  priority: z.number().int(),
  /** The model version it was placed on (rollout.ts); a failover keeps it. Absent before versions existed. */
  version: ModelVersion.optional(),
});

/** A gpu-worker took the work and sent it to its engine. */
export const GenerationStarted = event("generation.started", 1, {
  replicaId: Id,
  model: z.string(),
  attempt: z.number().int().positive(),
});

/** A batch of answer text (a sentence or ~50 ms of tokens, never one event per token). */
export const GenerationDelta = event("generation.delta", 1, {
  /** 1, 2, 3... across the whole answer, including after a resubmission. */
  seq: z.number().int().positive(),
  text: z.string(),
  tokens: z.number().int().nonnegative(),
  attempt: z.number().int().positive(),
});

/** Someone asked to stop the answer; the worker aborts its engine request at once. */
export const StopRequested = event("generation.stop_requested", 1, {
  reason: z.string().max(200),
});

/** The answer ended: the only terminal event of a generation. */
export const GenerationFinished = event("generation.finished", 1, {
  finish: FinishReason,
  usage: Usage,
  /** The whole answer text, so history can be projected without folding deltas. */
  text: z.string(),
  model: z.string(),
  replicaId: Id.nullable(),
  /** Why it ended this way when that is not obvious (refusal reason, error), in words for the user. */
  detail: z.string().max(500).optional(),
  /** On an engine's failure: its own error, for ops and audits (it may name internal hosts; never sent to clients). */
  engineError: z.string().max(500).optional(),
  /** On a "busy" refusal: seconds after which a retry is likely to be served. */
  retryAfterS: z.number().nonnegative().optional(),
  /** On a safety refusal: the hazard (the refusal text is in `detail`). */
  category: HazardCode.optional(),
  /** On a safety refusal: the check that refused (input, or output on a sentence never shown). */
  safety: SafetyVerdict.optional(),
  /** The model version that wrote the answer (rollouts compare versions by it). */
  version: z.string().min(1).max(100).optional(),
  /** Milliseconds from the dispatcher queueing this attempt to its first token (absent: none came). */
  firstTokenMs: z.number().nonnegative().optional(),
  /** Output checks run on this answer's sentences, and how many the baseline decided (guard down or slow). */
  outputChecks: z
    .object({ sentences: z.number().int().nonnegative(), baseline: z.number().int().nonnegative() })
    .strict()
    .optional(),
});

/** A generation lost its replica (or was found unfinished) before finishing. */
export const GenerationInterrupted = event("generation.interrupted", 1, {
  replicaId: Id,
  reason: z.string().max(200),
  tokensSent: z.number().int().nonnegative(),
  attempt: z.number().int().positive(),
});

/** An interrupted generation was queued again on another replica, continuing from the text already sent. */
export const GenerationResubmitted = event("generation.resubmitted", 1, {
  fromReplicaId: Id.nullable(),
  replicaId: Id,
  pool: Pool,
  attempt: z.number().int().positive(),
  tokensSent: z.number().int().nonnegative(),
  /** "replica-dead", "ops", ... */
  reason: z.string().max(200),
});

/** The token bucket was settled with the real usage; the unused part of the reservation went back. */
export const UsageSettled = event("usage.settled", 1, {
  tier: Tier,
  usage: Usage,
  reservedCost: z.number().nonnegative(),
  cost: z.number().nonnegative(),
  finish: FinishReason,
});

/**
 * The summarizer folded a conversation's oldest turns (every message at log_seq <= `uptoSeq`) into a
 * new summary, which replaces the old one (it already contains it). Published rarely on purpose: a new
 * summary changes the start of every later prompt and so empties the replica's prefix cache for this
 * conversation. Like `conversation.created`, it carries the conversation id in the `messageId` slot
 * (subject `chat.<conversationId>.summarized`).
 *
 * @example
 *   { type: "conversation.summarized", summary: "The user is planning...", summaryTokens: 312,
 *     uptoSeq: 1840, foldedMessages: 24, model: "llama-3-8b", ... }
 */
export const ConversationSummarized = event("conversation.summarized", 1, {
  summary: z.string().min(1).max(32_000),
  summaryTokens: z.number().int().nonnegative(),
  /** The highest `messages.log_seq` folded into `summary`; later summaries of the conversation have higher ones. */
  uptoSeq: z.number().int().positive(),
  /** Messages folded by this refresh (those above the previous summary's `uptoSeq`). */
  foldedMessages: z.number().int().positive(),
  model: z.string(),
  /**
   * The last message folded, on the branch that was summarized: the summary covers that message's parent
   * chain from the root, and serves prompts whose branch passes through it. Absent on older summaries,
   * which covered the whole conversation by `uptoSeq`.
   */
  uptoMessageId: Id.optional(),
});

export const ChatEvent = z.discriminatedUnion("type", [
  ConversationCreated,
  MessageSubmitted,
  GenerationRouted,
  GenerationStarted,
  GenerationDelta,
  StopRequested,
  GenerationFinished,
  GenerationInterrupted,
  GenerationResubmitted,
  UsageSettled,
  ConversationSummarized,
  ConversationRenamed,
  ConversationDeleted,
  BranchSelected,
  UserSettingsChanged,
]);
export type ChatEvent = z.infer<typeof ChatEvent>;
export type ChatEventType = ChatEvent["type"];
export type EventOf<T extends ChatEventType> = Extract<ChatEvent, { type: T }>;

export type ConversationCreated = z.infer<typeof ConversationCreated>;
export type MessageSubmitted = z.infer<typeof MessageSubmitted>;
export type GenerationRouted = z.infer<typeof GenerationRouted>;
export type GenerationStarted = z.infer<typeof GenerationStarted>;
export type GenerationDelta = z.infer<typeof GenerationDelta>;
export type StopRequested = z.infer<typeof StopRequested>;
export type GenerationFinished = z.infer<typeof GenerationFinished>;

/**
 * What a later reader of a finished answer (the conversation on another device, after a reload) needs to
 * show the notice its stream's `done` showed: the refusal text or error reason, a safety refusal's hazard, a
 * busy refusal's retry hint. Kept with the answer in the read model (`messages.ending`).
 */
export type AnswerEnding = {
  detail?: string;
  category?: GenerationFinished["category"];
  retryAfterS?: number;
};

/** `finished`'s ending, with text the stores can keep; null when there is nothing beyond `finish` to say. */
export function answerEnding(finished: GenerationFinished): AnswerEnding | null {
  const ending: AnswerEnding = {
    ...(finished.detail ? { detail: toStorableText(finished.detail) } : {}),
    ...(finished.category ? { category: finished.category } : {}),
    ...(finished.retryAfterS !== undefined ? { retryAfterS: finished.retryAfterS } : {}),
  };
  return Object.keys(ending).length ? ending : null;
}
export type GenerationInterrupted = z.infer<typeof GenerationInterrupted>;
export type GenerationResubmitted = z.infer<typeof GenerationResubmitted>;
export type UsageSettled = z.infer<typeof UsageSettled>;
export type ConversationSummarized = z.infer<typeof ConversationSummarized>;
export type ConversationRenamed = z.infer<typeof ConversationRenamed>;
export type ConversationDeleted = z.infer<typeof ConversationDeleted>;
export type BranchSelected = z.infer<typeof BranchSelected>;
export type UserSettingsChanged = z.infer<typeof UserSettingsChanged>;

/** Short names used as the last token of an event's subject. */
export const EventKind = {
  "conversation.created": "conversation",
  "message.submitted": "submitted",
  "generation.routed": "routed",
  "generation.started": "started",
  "generation.delta": "delta",
  "generation.stop_requested": "stop",
  "generation.finished": "finished",
  "generation.interrupted": "interrupted",
  "generation.resubmitted": "resubmitted",
  "usage.settled": "settled",
  "conversation.summarized": "summarized",
  "conversation.renamed": "renamed",
  "conversation.deleted": "deleted",
  "conversation.branch_selected": "branch",
  "user.settings_changed": "settings",
} as const satisfies Record<ChatEventType, string>;
export type EventKind = (typeof EventKind)[ChatEventType];

/**
 * Deterministic event ids: the same fact always gets the same id, so it is deduplicated when republished.
 * Attempt-scoped facts (routed, started, delta, interrupted) include the attempt number.
 */
export const eventIds = {
  conversationCreated: (conversationId: string) => `${conversationId}.conversation`,
  submitted: (messageId: string) => `${messageId}.submitted`,
  routed: (messageId: string, attempt: number) => `${messageId}.routed.${attempt}`,
  started: (messageId: string, attempt: number) => `${messageId}.started.${attempt}`,
  delta: (messageId: string, seq: number) => `${messageId}.delta.${seq}`,
  stop: (messageId: string) => `${messageId}.stop`,
  finished: (messageId: string) => `${messageId}.finished`,
  interrupted: (messageId: string, attempt: number) => `${messageId}.interrupted.${attempt}`,
  resubmitted: (messageId: string, attempt: number) => `${messageId}.resubmitted.${attempt}`,
  settled: (messageId: string) => `${messageId}.settled`,
  /** One summary per conversation and fold point: a retried job republishes the same id. */
  summarized: (conversationId: string, uptoSeq: number) => `${conversationId}.summarized.${uptoSeq}`,
  /** Renames and branch switches repeat: `requestId` (the client's Idempotency-Key, or a random id) tells them apart. */
  renamed: (conversationId: string, requestId: string) => `${conversationId}.renamed.${requestId}`,
  deleted: (conversationId: string) => `${conversationId}.deleted`,
  branchSelected: (conversationId: string, requestId: string) => `${conversationId}.branch.${requestId}`,
  userSettings: (userId: string, requestId: string) => `${userId}.settings.${requestId}`,
} as const;

export type ParseResult<T> = { success: true; data: T } | { success: false; error: string };

/** Validates an unknown value as a ChatEvent; the error names the offending fields. */
export function parseEvent(value: unknown): ParseResult<ChatEvent> {
  const r = ChatEvent.safeParse(value);
  return r.success ? { success: true, data: r.data } : { success: false, error: formatZodError(r.error) };
}

/** One line naming each bad field: `content: Too big: expected string to have <=32000 characters`. */
export function formatZodError(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`).join("; ");
}

/** Exhaustiveness guard for `switch (event.type)`: a new event type fails to compile until handled. */
export function assertNever(x: never): never {
  throw new Error(`unhandled event: ${JSON.stringify(x)}`);
}
