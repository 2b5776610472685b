/**
 * Where rollouts live (rollout.ts): one key per pool (`rollout.<pool>`) in the `dispatch` bucket, which every
 * api and dispatcher instance watches, and a `rollout.staged` event on the FLEET stream for each change (the
 * record operators and analysts read). A change is a compare-and-set, so two operators cannot overwrite each
 * other unseen.
 */
import { jetstream } from "@nats-io/jetstream";
import { type KV, Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import { RolloutStaged } from "./fleet.ts";
import { EventPublisher } from "./publisher.ts";
import { noRollout, Rollout } from "./rollout.ts";
import { Pool } from "./schemas.ts";
import type { Names } from "./subjects.ts";

const key = (pool: Pool) => `rollout.${pool}`;

function parse(raw: string): Rollout | null {
  try {
    const r = Rollout.safeParse(JSON.parse(raw));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** The current rollout of every pool, kept up to date by a watch on the bucket. */
export class RolloutView {
  private readonly current: Record<Pool, Rollout> = { large: noRollout("large"), small: noRollout("small") };
  private stopWatch: (() => void) | null = null;

  static async open(nc: NatsConnection, names: Names): Promise<RolloutView> {
    const view = new RolloutView();
    const kv = await new Kvm(nc).open(names.buckets.dispatch);
    const iter = await kv.watch({ key: "rollout.>" });
    view.stopWatch = () => iter.stop();
    // The watch first replays what is stored: read it before answering anyone.
    for (const pool of Pool.options) {
      const e = await kv.get(key(pool)).catch(() => null);
      const r = e?.operation === "PUT" ? parse(e.string()) : null;
      if (r) view.current[pool] = r;
    }
    void (async () => {
      for await (const e of iter) {
        const pool = Pool.safeParse(e.key.slice("rollout.".length));
        if (!pool.success) continue;
        const r = e.operation === "PUT" ? parse(e.string()) : null;
        view.current[pool.data] = r ?? noRollout(pool.data);
      }
    })();
    return view;
  }

  get(pool: Pool): Rollout {
    return this.current[pool];
  }

  all(): Record<Pool, Rollout> {
    return { large: this.current.large, small: this.current.small };
  }

  stop(): void {
    this.stopWatch?.();
  }
}

export async function readRollout(kv: KV, pool: Pool): Promise<{ rollout: Rollout; revision: number }> {
  const e = await kv.get(key(pool));
  const r = e?.operation === "PUT" ? parse(e.string()) : null;
  return { rollout: r ?? noRollout(pool), revision: e?.operation === "PUT" ? e.revision : 0 };
}

/**
 * Moves a pool's rollout: writes it (compare-and-set against what was read) and records it on the FLEET
 * stream. Throws when someone else changed it in between (read again and decide again).
 */
export async function stageRollout(
  nc: NatsConnection,
  names: Names,
  next: Omit<Rollout, "at" | "by">,
  by: string,
  now = Date.now(),
): Promise<{ rollout: Rollout; previous: Rollout }> {
  const kv = await new Kvm(nc).open(names.buckets.dispatch);
  const { rollout: previous, revision } = await readRollout(kv, next.pool);
  const rollout = Rollout.parse({ ...next, at: now, by });
  const value = JSON.stringify(rollout);
  if (revision === 0) await kv.create(key(next.pool), value);
  else await kv.update(key(next.pool), value, revision);
  const ev: RolloutStaged = {
    id: `rollout.${next.pool}.${now}`,
    time: new Date(now).toISOString(),
    type: "rollout.staged",
    v: 1,
    rollout,
    previous: revision === 0 ? null : previous,
  };
  await new EventPublisher(jetstream(nc), names).publishJson(
    names.subjects.fleet("rollout"),
    RolloutStaged,
    ev,
    ev.id,
  );
  return { rollout, previous };
}
