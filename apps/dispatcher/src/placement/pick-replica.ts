/**
 * The replica picker (DESIGN "Picking the replica"): send a conversation back to its rendezvous favourite,
 * whose KV cache holds the history, and leave it only when waiting there costs more than prefilling the
 * whole prompt again elsewhere. Pure: the reports and the clock come in as arguments, so every dispatcher
 * that sees the same reports makes the same choice.
 *
 * How load reports are read (`now - report.at`):
 * - up to `staleAfterMs` (~1 s): fresh, the load is known;
 * - up to `deadAfterMs` (~2 s): alive but the load is unknown. Unknown is never zero: a stale replica is
 *   never taken as the idlest, and a stale favourite is passed over for the highest-ranked fresh replica
 *   in the conversation's own rendezvous order (reason "favourite-load-unknown"), which spreads that
 *   favourite's conversations over the fleet instead of piling them on one idle replica. A replica that
 *   stops reporting for a second is slow or in trouble; one extra prefill is cheaper than queueing behind it.
 *   Its conversations come back to it as soon as it reports again (the ranking did not change). When no
 *   replica is fresh at all, the favourite is the best guess ("all-load-unknown").
 * - older: out. The favourite is the top-ranked replica that is not out, so a dead replica's conversations
 *   move to their next choice and only those move.
 */
import type { LoadReport } from "@chat/events";
import { FNV_OFFSET_BASIS, fnv1a32Continue } from "./fnv1a.ts";
import { fmix32 } from "./rendezvous.ts";

/** The fields of a replica's load report the picker reads (a `LoadReport` is one). */
export type ReplicaView = Pick<LoadReport, "replicaId" | "queuedPromptTokens" | "freeKvTokens" | "at">;

export type PickInput = {
  conversationId: string;
  /** Tokens the replica has to read for this message if it holds none of the history. */
  promptTokens: number;
  /**
   * The prompt's shared prefix (the system prompt) that every busy replica already holds in blocks its
   * running answers use: a new request shares those blocks, so they need no new KV room. Default 0.
   */
  sharedPrefixTokens?: number;
  replicas: readonly ReplicaView[];
  /** Milliseconds since the epoch, from the caller's clock. */
  now: number;
  /** Older reports are unknown load. Default 1,000 ms. */
  staleAfterMs?: number;
  /** Older reports mean the replica is out. Default 2,000 ms. */
  deadAfterMs?: number;
};

export type PickReason =
  | "favourite"
  | "no-kv-room"
  | "queue-too-long"
  | "favourite-load-unknown"
  | "all-load-unknown"
  | "no-kv-room-anywhere"
  | "round-robin"
  | "least-loaded"
  | "sticky";

export type Placement = { replicaId: string; reason: PickReason; favouriteId: string };
export type PickResult = Placement | { error: "no-replica" };
/** Every placement policy (the picker and the benchmark's baselines) has this shape. */
export type PlacementPolicy = (input: PickInput) => PickResult;

export const DEFAULT_STALE_AFTER_MS = 1_000;
export const DEFAULT_DEAD_AFTER_MS = 2_000;

type Ranked = { view: ReplicaView; weight: number; fresh: boolean };

/** Checks the input and returns the replicas that are not out, each with its weight and freshness. */
export function rankedAlive(input: PickInput): Ranked[] {
  checkInput(input);
  const { conversationId, replicas, now } = input;
  const staleAfterMs = input.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const deadAfterMs = input.deadAfterMs ?? DEFAULT_DEAD_AFTER_MS;
  const prefix = fnv1a32Continue(FNV_OFFSET_BASIS, `${conversationId}/`);
  const alive: Ranked[] = [];
  for (const view of replicas) {
    const age = now - view.at;
    if (age > deadAfterMs) continue;
    alive.push({ view, weight: fmix32(fnv1a32Continue(prefix, view.replicaId)), fresh: age <= staleAfterMs });
  }
  alive.sort(byPreference);
  return alive;
}

function checkInput(input: PickInput): void {
  const { conversationId, promptTokens, now } = input;
  const staleAfterMs = input.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const deadAfterMs = input.deadAfterMs ?? DEFAULT_DEAD_AFTER_MS;
  if (typeof conversationId !== "string" || conversationId.length === 0) {
    throw new Error(`pickReplica: conversationId must be a non-empty string, got ${String(conversationId)}`);
  }
  if (!Number.isFinite(promptTokens) || promptTokens <= 0) {
    throw new Error(`pickReplica: promptTokens must be a positive number, got ${promptTokens}`);
  }
  if (!Number.isFinite(now)) throw new Error(`pickReplica: now must be a finite number, got ${now}`);
  if (!(staleAfterMs > 0 && deadAfterMs >= staleAfterMs)) {
    throw new Error(
      `pickReplica: need 0 < staleAfterMs <= deadAfterMs, got staleAfterMs=${staleAfterMs} deadAfterMs=${deadAfterMs}`,
    );
  }
}

function byPreference(a: Ranked, b: Ranked): number {
  const x = a.view.replicaId;
  const y = b.view.replicaId;
  return b.weight - a.weight || (x < y ? -1 : x > y ? 1 : 0);
}

/**
 * Picks the replica for one message. One pass over the reports, no sorting and no per-replica objects:
 * the favourite (top weight among replicas not out), the first fresh replica in rendezvous order, and the
 * idlest fresh replica with room (ties to the higher-ranked) are all that the rule reads.
 *
 * @example pickReplica({ conversationId: "c1", promptTokens: 3000, replicas: reports, now: Date.now() })
 *   // -> { replicaId: "large-3", reason: "favourite", favouriteId: "large-3" }
 */
export function pickReplica(input: PickInput): PickResult {
  checkInput(input);
  const { replicas, now } = input;
  const staleAfterMs = input.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const deadAfterMs = input.deadAfterMs ?? DEFAULT_DEAD_AFTER_MS;
  const prompt = input.promptTokens;
  // KV room the prompt needs: cached idle blocks already count as free in the reports, but blocks of the
  // shared prefix held by running answers do not, and the new request shares them.
  const room = Math.max(1, prompt - (input.sharedPrefixTokens ?? 0));
  const prefix = fnv1a32Continue(fnv1a32Continue(FNV_OFFSET_BASIS, input.conversationId), "/");

  let favourite: ReplicaView | undefined;
  let favouriteWeight = -1;
  let favouriteFresh = false;
  let firstFresh: ReplicaView | undefined;
  let firstFreshWeight = -1;
  // The idlest fresh replica with room for the prompt; ties go to the conversation's higher-ranked one.
  let idlest: ReplicaView | undefined;
  let idlestWeight = -1;
  for (const view of replicas) {
    const age = now - view.at;
    if (age > deadAfterMs) continue;
    const weight = fmix32(fnv1a32Continue(prefix, view.replicaId));
    const fresh = age <= staleAfterMs;
    if (ranksAbove(weight, view, favouriteWeight, favourite)) {
      favourite = view;
      favouriteWeight = weight;
      favouriteFresh = fresh;
    }
    if (!fresh) continue;
    if (ranksAbove(weight, view, firstFreshWeight, firstFresh)) {
      firstFresh = view;
      firstFreshWeight = weight;
    }
    if (view.freeKvTokens < room) continue;
    if (
      !idlest ||
      view.queuedPromptTokens < idlest.queuedPromptTokens ||
      (view.queuedPromptTokens === idlest.queuedPromptTokens &&
        ranksAbove(weight, view, idlestWeight, idlest))
    ) {
      idlest = view;
      idlestWeight = weight;
    }
  }
  if (!favourite) return { error: "no-replica" };

  if (!favouriteFresh) {
    if (!firstFresh) return placement(favourite, "all-load-unknown", favourite);
    // Judge the stand-in favourite by the same rule as a real one.
    const chosen = leaveWhenCheaper(firstFresh, idlest, prompt, room) ?? firstFresh;
    return placement(chosen, "favourite-load-unknown", favourite);
  }
  if (favourite.freeKvTokens < room) {
    return idlest
      ? placement(idlest, "no-kv-room", favourite)
      : placement(favourite, "no-kv-room-anywhere", favourite);
  }
  const better = leaveWhenCheaper(favourite, idlest, prompt, room);
  return better
    ? placement(better, "queue-too-long", favourite)
    : placement(favourite, "favourite", favourite);
}

function placement(chosen: ReplicaView, reason: PickReason, favourite: ReplicaView): Placement {
  return { replicaId: chosen.replicaId, reason, favouriteId: favourite.replicaId };
}

/** Rendezvous order: higher weight first; equal weights (1 in 4 billion) by id, so every process agrees. */
function ranksAbove(
  weight: number,
  view: ReplicaView,
  otherWeight: number,
  other: ReplicaView | undefined,
): boolean {
  if (!other) return true;
  return weight > otherWeight || (weight === otherWeight && view.replicaId < other.replicaId);
}

/** The idlest replica when the stay candidate lacks room or its extra queue exceeds the prompt; else undefined. */
function leaveWhenCheaper(
  stay: ReplicaView,
  idlest: ReplicaView | undefined,
  prompt: number,
  room: number,
): ReplicaView | undefined {
  if (!idlest || idlest === stay) return undefined;
  if (stay.freeKvTokens < room) return idlest;
  return stay.queuedPromptTokens - idlest.queuedPromptTokens > prompt ? idlest : undefined;
}
