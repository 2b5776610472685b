/**
 * Model versions and their rollout (DESIGN section 9). Each replica serves one version of its pool's model
 * (its load report says which). A rollout moves a pool from its current version to a candidate in stages:
 * shadow (a share of messages also answered by the candidate, never shown), then 1%, 10%, 50%, 100% of NEW
 * conversations. A conversation's version is chosen once, when it is created, from a stable hash of its id
 * against the share at that moment, and recorded on the log; every message of it is placed on that
 * version's replicas. Rollback sends new conversations back to the current version and moves no running one.
 *
 * Pure: the hash, the choice and the stage table; the stores are the adapters' (`dispatch` bucket key
 * `rollout.<pool>`, and a `rollout.staged` event on the FLEET stream for every change).
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { ModelVersion, Pool } from "./schemas.ts";

/** The version a replica serves when it does not say (every replica before versions existed). */
export const DEFAULT_VERSION = "v1";

export const RolloutStage = z.enum(["off", "shadow", "1", "10", "50", "100"]);
export type RolloutStage = z.infer<typeof RolloutStage>;

/** Share of new conversations the candidate gets at each stage (shadow: none, it only answers beside). */
export const STAGE_SHARE: Record<RolloutStage, number> = {
  off: 0,
  shadow: 0,
  "1": 0.01,
  "10": 0.1,
  "50": 0.5,
  "100": 1,
};

/** One pool's rollout, as stored in the `dispatch` bucket and recorded on the FLEET stream. */
export const Rollout = z
  .object({
    pool: Pool,
    current: ModelVersion,
    /** The version being rolled out; null when none is. */
    candidate: ModelVersion.nullable(),
    stage: RolloutStage,
    /** At the shadow stage: the share of messages the candidate also answers (never shown). */
    shadowShare: z.number().min(0).max(1),
    /** Milliseconds since the epoch of this change, and who made it. */
    at: z.number().int().positive(),
    by: z.string().max(100),
  })
  .strict();
export type Rollout = z.infer<typeof Rollout>;

/** A pool with no rollout recorded: everything on the default version. */
export const noRollout = (pool: Pool): Rollout => ({
  pool,
  current: DEFAULT_VERSION,
  candidate: null,
  stage: "off",
  shadowShare: 0,
  at: 1,
  by: "default",
});

/** Each pool's version, as chosen for one conversation at its creation. */
export const PinnedVersions = z.object({ large: ModelVersion, small: ModelVersion }).strict();
export type PinnedVersions = z.infer<typeof PinnedVersions>;

/**
 * A stable number in [0, 1) for an id and a purpose: the same on every process and every day, so the
 * choice needs no lookup and never changes. Different purposes are independent of each other.
 */
export function stableUnit(id: string, purpose: string): number {
  return createHash("sha256").update(`${purpose}\n${id}`).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * The version a new conversation gets in one pool: the candidate when the conversation's stable number is
 * under the stage's share. A conversation on the candidate at 1% stays there at 10% and 50% (the share only
 * grows), but the choice is recorded at creation anyway, so no later change of stage moves it.
 */
export function chooseVersion(conversationId: string, rollout: Rollout): ModelVersion {
  if (!rollout.candidate) return rollout.current;
  return stableUnit(conversationId, `rollout.${rollout.pool}`) < STAGE_SHARE[rollout.stage]
    ? rollout.candidate
    : rollout.current;
}

/** Whether a message is also answered by the candidate (the shadow stage), stable per message. */
export function shadowsCandidate(messageId: string, rollout: Rollout): boolean {
  return (
    rollout.stage === "shadow" &&
    rollout.candidate !== null &&
    stableUnit(messageId, `shadow.${rollout.pool}`) < rollout.shadowShare
  );
}

/** The version a replica serves (its report's, or the default). */
export const versionOf = (report: { version?: string | undefined }): ModelVersion =>
  report.version ?? DEFAULT_VERSION;

/**
 * The replicas a message of a conversation pinned to `pinned` may run on (a conversation from before any
 * rollout is pinned to the current versions): in each pool, those serving the
 * pinned version; in a pool where none does (the candidate's replicas were removed after a rollback), the
 * pool's other replicas, so the conversation continues (its next turn pays one full prefill).
 */
export function replicasForVersions<R extends { pool: Pool; version?: string | undefined }>(
  replicas: readonly R[],
  pinned: PinnedVersions,
): { replicas: R[]; fellBack: Pool[] } {
  const out: R[] = [];
  const fellBack: Pool[] = [];
  for (const pool of Pool.options) {
    const inPool = replicas.filter((r) => r.pool === pool);
    const matching = inPool.filter((r) => versionOf(r) === pinned[pool]);
    if (matching.length > 0 || inPool.length === 0) out.push(...matching);
    else {
      out.push(...inPool);
      fellBack.push(pool);
    }
  }
  return { replicas: out, fellBack };
}

/** The versions a conversation runs on: those recorded at its creation, else each pool's current one. */
export function pinnedOrCurrent(
  recorded: PinnedVersions | null | undefined,
  rollouts: Record<Pool, Rollout>,
): PinnedVersions {
  return recorded ?? { large: rollouts.large.current, small: rollouts.small.current };
}
