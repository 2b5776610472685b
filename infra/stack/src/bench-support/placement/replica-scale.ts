/**
 * Shrinking a simulated replica's memory for the placement benchmark (issue 4, item 5), keeping its shape.
 *
 * On a small machine the in-process stack carries only a few messages per second, far below what fills a
 * real-size replica's KV cache (21,286 blocks of 16 tokens on the large replica). So the benchmark shrinks
 * the replica's GPU KV cache (`kvBlocks`) until a moderate message rate fills it. The host-RAM tier, where
 * evicted prefix blocks wait (and from where a returning conversation copies them back over PCIe), shrinks
 * by the same factor by default: a real server has ~1.34x as much host cache as GPU KV (300 GB per 8 GPUs,
 * shared by two 4-GPU replicas, against ~112 GB of KV). Left at its real size (150 GB = 28,610 blocks) it
 * would hold every conversation of a run forever, so no placement would ever lose a history and a bad
 * policy would pay only the copy, not the prefill: the benchmark would stop measuring what it is for.
 *
 * @example
 *   const loop = scaledReplicaMemory(REPLICAS.large, 700); // { kvBlocks: 700, hostCacheBytes: ~4.9e9 }
 */
import { kvBytesPerToken, kvCapacityBlocks, type ReplicaProfile } from "@chat/model";

/** The step loop's default host cache: 300 GB per 8-GPU server, shared by its replicas. */
export function defaultHostCacheBytes(r: ReplicaProfile): number {
  return (300e9 * r.gpus) / 8;
}

export function blockBytes(r: ReplicaProfile): number {
  return kvBytesPerToken(r.model) * r.blockTokens;
}

export type ScaledMemory = { kvBlocks: number; hostCacheBytes: number };

/**
 * GPU KV of `kvBlocks` blocks and a host tier of `hostCacheBytes` if given, else the real replica's
 * host/GPU ratio applied to `kvBlocks`.
 */
export function scaledReplicaMemory(
  r: ReplicaProfile,
  kvBlocks: number,
  hostCacheBytes?: number,
): ScaledMemory {
  if (!Number.isInteger(kvBlocks) || kvBlocks < 1)
    throw new Error(`scaledReplicaMemory: kvBlocks must be a positive integer, got ${kvBlocks}`);
  if (hostCacheBytes !== undefined && !(hostCacheBytes >= 0))
    throw new Error(`scaledReplicaMemory: hostCacheBytes must be >= 0, got ${hostCacheBytes}`);
  const ratio = defaultHostCacheBytes(r) / (kvCapacityBlocks(r) * blockBytes(r));
  return { kvBlocks, hostCacheBytes: hostCacheBytes ?? Math.round(kvBlocks * blockBytes(r) * ratio) };
}
