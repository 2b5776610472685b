/**
 * Baseline placement policies for the benchmark and the fleet simulator, behind the picker's signature.
 * None of them is for production: each throws away something the picker keeps.
 */
import { type PickInput, type PickResult, type PlacementPolicy, rankedAlive } from "./pick-replica.ts";

/** Every message to the next replica in id order: spreads load, discards the prefix cache almost every turn. */
export function createRoundRobin(): PlacementPolicy {
  // The counter is the policy's only state; one instance per dispatcher.
  let next = 0;
  return (input: PickInput): PickResult => {
    const alive = rankedAlive(input);
    const favourite = alive[0];
    if (!favourite) return { error: "no-replica" };
    const ids = alive.map((r) => r.view.replicaId).sort();
    const replicaId = ids[next++ % ids.length]!;
    return { replicaId, reason: "round-robin", favouriteId: favourite.view.replicaId };
  };
}

/** The fresh replica with the fewest queued prompt tokens (ties by id), ignoring where the history is. */
export const leastLoaded: PlacementPolicy = (input) => {
  const alive = rankedAlive(input);
  const favourite = alive[0];
  if (!favourite) return { error: "no-replica" };
  const pool = alive.some((r) => r.fresh) ? alive.filter((r) => r.fresh) : alive;
  let best = pool[0]!;
  for (const r of pool) {
    const q = r.view.queuedPromptTokens;
    const bq = best.view.queuedPromptTokens;
    if (q < bq || (q === bq && r.view.replicaId < best.view.replicaId)) best = r;
  }
  return { replicaId: best.view.replicaId, reason: "least-loaded", favouriteId: favourite.view.replicaId };
};

/** Always the rendezvous favourite, however long its queue: keeps every cache hit, builds hot spots. */
export const stickyWithoutLoadCheck: PlacementPolicy = (input) => {
  const favourite = rankedAlive(input)[0];
  if (!favourite) return { error: "no-replica" };
  const replicaId = favourite.view.replicaId;
  return { replicaId, reason: "sticky", favouriteId: replicaId };
};
