/**
 * Rendezvous (highest-random-weight) hashing: each conversation ranks every replica by
 * weight(`${conversationId}/${replicaId}`) and favours the top one. When a replica joins or leaves, only the
 * conversations whose top replica changed move (about 1/n of them), and no table has to be shared.
 *
 * The weight is FNV-1a 32-bit followed by murmur3's 32-bit finaliser (fmix32). FNV-1a alone mixes its last
 * bytes poorly: with ids like "large-0".."large-8" that differ only at the end, one replica won ~48% of
 * 10,000 conversations in our measurement. fmix32 is as portable as FNV (three xor-shifts, two multiplies).
 */
import { FNV_OFFSET_BASIS, FNV_PRIME, fnv1a32Continue } from "./fnv1a.ts";

/** murmur3 fmix32: spreads every input bit over the whole word. */
export function fmix32(hash: number): number {
  let h = hash >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The weight of `replicaId` for `conversationId`: fmix32(fnv1a32(`${conversationId}/${replicaId}`)). */
export function rendezvousWeight(conversationId: string, replicaId: string): number {
  return fmix32(fnv1a32Continue(fnv1a32Continue(FNV_OFFSET_BASIS, `${conversationId}/`), replicaId));
}

/**
 * Replica ids in the conversation's order of preference, best first. Equal weights (a 1-in-4-billion event)
 * are broken by id so every process gets the same order.
 */
export function rankReplicas(conversationId: string, replicaIds: readonly string[]): string[] {
  const prefix = fnv1a32Continue(FNV_OFFSET_BASIS, `${conversationId}/`);
  return replicaIds
    .map((id) => ({ id, weight: fmix32(fnv1a32Continue(prefix, id)) }))
    .sort((a, b) => b.weight - a.weight || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((entry) => entry.id);
}

/** The conversation's favourite among `replicaIds`, or undefined when there are none. */
export function favouriteReplica(conversationId: string, replicaIds: readonly string[]): string | undefined {
  const best = favouriteFinder(replicaIds)(conversationId);
  return best < 0 ? undefined : replicaIds[best];
}

/**
 * `favouriteReplica` for many conversations over one fixed replica set, as an index into `replicaIds`
 * (-1 when empty). Hashing is sequential over the bytes, so the ids' common prefix ("large-") is hashed
 * once per conversation and only each id's rest per replica: ~3x fewer bytes for ids like "large-17".
 * The top of `rankReplicas`, ties included (a test pins it).
 */
export function favouriteFinder(replicaIds: readonly string[]): (conversationId: string) => number {
  let common = replicaIds[0] ?? "";
  for (const id of replicaIds) {
    let n = 0;
    while (n < common.length && n < id.length && common.charCodeAt(n) === id.charCodeAt(n)) n++;
    common = common.slice(0, n);
  }
  // Cut before a lone high surrogate so the prefix and the rests are each whole UTF-8 sequences.
  if (common.length > 0 && /[\ud800-\udbff]$/.test(common)) common = common.slice(0, -1);
  // Each id's rest as UTF-8 bytes (TextEncoder encodes as fnv1a32Continue does, lone surrogates included).
  // Rests of up to 4 bytes ("17" of "large-17") are packed into one word each and hashed unrolled; longer
  // ones are read from one flat array. This loop runs conversations x replicas times in the fleet simulator
  // (~700 million at twice DESIGN's region), where walking strings made it a third of the run.
  const encoder = new TextEncoder();
  const encoded = replicaIds.map((id) => encoder.encode(id.slice(common.length)));
  const count = encoded.length;
  const lengths = new Int32Array(count);
  const words = new Int32Array(count);
  const starts = new Int32Array(count + 1);
  for (const [i, bytes] of encoded.entries()) {
    lengths[i] = bytes.length;
    for (let k = 0; k < bytes.length && k < 4; k++) words[i]! |= bytes[k]! << (8 * k);
    starts[i + 1] = starts[i]! + bytes.length;
  }
  const restBytes = new Uint8Array(starts[count]!);
  for (const [i, bytes] of encoded.entries()) restBytes.set(bytes, starts[i]!);
  return (conversationId) => {
    const head = fnv1a32Continue(fnv1a32Continue(FNV_OFFSET_BASIS, `${conversationId}/`), common);
    let best = -1;
    let bestWeight = -1;
    for (let i = 0; i < count; i++) {
      const length = lengths[i]!;
      let hash = head;
      if (length <= 4) {
        const word = words[i]!;
        if (length > 0) hash = Math.imul(hash ^ (word & 0xff), FNV_PRIME);
        if (length > 1) hash = Math.imul(hash ^ ((word >>> 8) & 0xff), FNV_PRIME);
        if (length > 2) hash = Math.imul(hash ^ ((word >>> 16) & 0xff), FNV_PRIME);
        if (length > 3) hash = Math.imul(hash ^ (word >>> 24), FNV_PRIME);
      } else {
        for (let b = starts[i]!; b < starts[i + 1]!; b++) hash = Math.imul(hash ^ restBytes[b]!, FNV_PRIME);
      }
      const weight = fmix32(hash);
      if (weight > bestWeight || (weight === bestWeight && replicaIds[i]! < replicaIds[best]!)) {
        best = i;
        bestWeight = weight;
      }
    }
    return best;
  };
}
