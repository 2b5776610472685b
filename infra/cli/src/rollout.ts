/**
 * `npm run ops -- rollout ...`: moves a pool's model rollout (DESIGN section 9, events rollout.ts).
 *
 *   npm run ops -- rollout status
 *   npm run ops -- rollout large --candidate v2 --stage shadow [--shadow-share 0.05]
 *   npm run ops -- rollout large --stage 10            (then 50, then 100)
 *   npm run ops -- rollout large --rollback            (new conversations back on the current version)
 *   npm run ops -- rollout large --promote             (the candidate becomes current: after stage 100)
 *
 * Each change is a compare-and-set on the `dispatch` bucket, watched by every api and dispatcher instance,
 * and a `rollout.staged` event on the FLEET stream. Only new conversations are affected: a conversation keeps
 * the version it was created on (a rollback moves no running conversation).
 */

import {
  type Names,
  Pool,
  type Rollout,
  RolloutStage,
  readRollout,
  STAGE_SHARE,
  stageRollout,
} from "@chat/events";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";

export type RolloutArgs = {
  pool?: string;
  candidate?: string;
  stage?: string;
  shadowShare?: string;
  rollback?: boolean;
  promote?: boolean;
};

export const ROLLOUT_USAGE =
  "usage: npm run ops -- rollout status | rollout POOL [--candidate V] [--stage off|shadow|1|10|50|100] [--shadow-share X] | rollout POOL --rollback | rollout POOL --promote";

const describe = (r: Rollout) =>
  `${r.pool}: current ${r.current}${r.candidate ? `, candidate ${r.candidate} at stage ${r.stage} (${r.stage === "shadow" ? `${(r.shadowShare * 100).toFixed(1)}% of messages answered beside, never shown` : `${STAGE_SHARE[r.stage] * 100}% of new conversations`})` : ", no rollout"} (set by ${r.by}${r.at > 1 ? ` at ${new Date(r.at).toISOString()}` : ""})`;

/** Pure: the next rollout from the current one and the command's arguments, or an error to print. */
export function nextRollout(
  current: Rollout,
  args: RolloutArgs,
): Omit<Rollout, "at" | "by"> | { error: string } {
  const base = {
    pool: current.pool,
    current: current.current,
    candidate: current.candidate,
    stage: current.stage,
    shadowShare: current.shadowShare,
  };
  if (args.rollback) return { ...base, candidate: null, stage: "off", shadowShare: 0 };
  if (args.promote) {
    if (!current.candidate) return { error: `${current.pool} has no candidate to promote` };
    if (current.stage !== "100") return { error: `promote after stage 100 (now at ${current.stage})` };
    return { ...base, current: current.candidate, candidate: null, stage: "off", shadowShare: 0 };
  }
  const candidate = args.candidate ?? current.candidate;
  if (!candidate) return { error: "name the candidate version: --candidate V" };
  if (candidate === current.current) return { error: `${candidate} is already the current version` };
  const stage = RolloutStage.safeParse(args.stage ?? current.stage);
  if (!stage.success) return { error: `--stage must be one of ${RolloutStage.options.join(", ")}` };
  const shadowShare =
    args.shadowShare === undefined
      ? stage.data === "shadow"
        ? current.shadowShare || 0.05
        : 0
      : Number(args.shadowShare);
  if (!(shadowShare >= 0 && shadowShare <= 1)) return { error: "--shadow-share must be between 0 and 1" };
  return { ...base, candidate, stage: stage.data, shadowShare };
}

export async function runRollout(nc: NatsConnection, names: Names, args: RolloutArgs): Promise<number> {
  if (!args.pool || args.pool === "status") {
    const kv = await new Kvm(nc).open(names.buckets.dispatch);
    for (const pool of Pool.options) console.log(describe((await readRollout(kv, pool)).rollout));
    return 0;
  }
  const pool = Pool.safeParse(args.pool);
  if (!pool.success) {
    console.error(`rollout: unknown pool "${args.pool}" (large or small)\n${ROLLOUT_USAGE}`);
    return 2;
  }
  const kv = await new Kvm(nc).open(names.buckets.dispatch);
  const { rollout: current } = await readRollout(kv, pool.data);
  const next = nextRollout(current, args);
  if ("error" in next) {
    console.error(`rollout: ${next.error}\n${ROLLOUT_USAGE}`);
    return 2;
  }
  const { rollout } = await stageRollout(nc, names, next, `ops@${process.env.USER ?? "unknown"}`);
  console.log(`was ${describe(current)}\nnow ${describe(rollout)}`);
  return 0;
}
