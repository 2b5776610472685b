/**
 * Fleet-wide events on `fleet.<kind>` (stream FLEET): decisions about load rather than about one answer's
 * text. Every move of the shedding ladder and every shed decision is recorded here.
 */
import { z } from "zod";
import { Rollout } from "./rollout.ts";
import { Id, Pool, Tier } from "./schemas.ts";

const envelope = { id: z.string().min(1).max(200), time: z.string().datetime() };

export const LadderMoved = z
  .object({
    ...envelope,
    type: z.literal("ladder.moved"),
    v: z.literal(1),
    from: z.number().int().min(0).max(3),
    to: z.number().int().min(0).max(3),
    /** The large pool's busy share that triggered the move, and the line it crossed. */
    busyShare: z.number(),
    line: z.number(),
    /** The dispatcher instance that moved it. */
    by: z.string().max(100),
  })
  .strict();
export type LadderMoved = z.infer<typeof LadderMoved>;

export const MessageShed = z
  .object({
    ...envelope,
    type: z.literal("message.shed"),
    v: z.literal(1),
    messageId: Id,
    userId: Id,
    tier: Tier,
    rung: z.number().int().min(0).max(3),
    /** What was given up: moved to the small pool, answer capped, refused at the door. */
    decisions: z.array(
      z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("to-small-pool"), from: Pool }),
        z.object({ kind: z.literal("answer-capped"), from: z.number(), to: z.number() }),
        z.object({
          kind: z.literal("refused"),
          expectedWaitS: z.number().nullable(),
          retryAfterS: z.number(),
        }),
      ]),
    ),
  })
  .strict();
export type MessageShed = z.infer<typeof MessageShed>;

/** An operator moved a pool's rollout to a stage (or rolled it back): `npm run ops -- rollout`. */
export const RolloutStaged = z
  .object({
    ...envelope,
    type: z.literal("rollout.staged"),
    v: z.literal(1),
    rollout: Rollout,
    previous: Rollout.nullable(),
  })
  .strict();
export type RolloutStaged = z.infer<typeof RolloutStaged>;

export const FleetEvent = z.discriminatedUnion("type", [LadderMoved, MessageShed, RolloutStaged]);
export type FleetEvent = z.infer<typeof FleetEvent>;

export const FleetKind = {
  "ladder.moved": "ladder",
  "message.shed": "shed",
  "rollout.staged": "rollout",
} as const satisfies Record<FleetEvent["type"], string>;
