/**
 * KV memory of one replica in 16-token blocks, with a prefix cache and a host-RAM tier. Pure bookkeeping:
 * no clock, no I/O; the step loop charges the time.
 *
 * A block is either free, private to one sequence (not yet full, or a duplicate of a cached block), or
 * hashed: keyed by its prefix hash (block-hash.ts) with a reference count. A hashed block nobody references
 * stays cached on the GPU until its room is needed; then the least recently released one is evicted to the
 * host tier (bounded, oldest dropped first), from where a returning prefix is copied back over PCIe.
 */
export type KvCacheOptions = {
  totalBlocks: number;
  /** Keep released blocks as prefix cache (vLLM `--enable-prefix-caching`, trtllm `enable_block_reuse`). */
  prefixCaching: boolean;
  /** Capacity of the host-RAM tier in blocks (0 = no host tier). */
  hostBlocks: number;
};

export type PrefixMatch = {
  /** Leading blocks found in GPU memory. */
  gpuBlocks: number;
  /** Of those, how many nobody references (they count as evictable room until pinned). */
  gpuIdleBlocks: number;
  /** Following blocks found only in the host tier (must be copied back). */
  hostBlocks: number;
};

export type KvCacheCounters = {
  /** Blocks looked up in admissions, and found on GPU / in host RAM. */
  queriedBlocks: number;
  gpuHitBlocks: number;
  hostHitBlocks: number;
  /** Blocks handed out fresh (trtllm's allocNewBlocks). */
  allocatedBlocks: number;
  evictedToHost: number;
  droppedFromHost: number;
};

export class KvCache {
  readonly totalBlocks: number;
  private freeBlocks: number;
  /** hash -> references held by running sequences (0 = idle, also in `idle`). */
  private readonly refs = new Map<number, number>();
  /** Idle hashed blocks, least recently released first (Map keeps insertion order). */
  private readonly idle = new Map<number, true>();
  private readonly host = new Map<number, true>();
  readonly counters: KvCacheCounters = {
    queriedBlocks: 0,
    gpuHitBlocks: 0,
    hostHitBlocks: 0,
    allocatedBlocks: 0,
    evictedToHost: 0,
    droppedFromHost: 0,
  };

  constructor(private readonly opts: KvCacheOptions) {
    if (!Number.isInteger(opts.totalBlocks) || opts.totalBlocks <= 0) {
      throw new Error(`KvCache: totalBlocks must be a positive integer, got ${opts.totalBlocks}`);
    }
    this.totalBlocks = opts.totalBlocks;
    this.freeBlocks = opts.totalBlocks;
  }

  /** Blocks that could be handed out now: free plus idle cached ones. */
  available(): number {
    return this.freeBlocks + this.idle.size;
  }
  /** Blocks referenced by running sequences (private or hashed). */
  used(): number {
    return this.totalBlocks - this.available();
  }
  idleCachedBlocks(): number {
    return this.idle.size;
  }
  hostCachedBlocks(): number {
    return this.host.size;
  }

  /** How much of a prefix (its block hashes, first `count`) is cached, GPU first then host. */
  match(hashes: Float64Array, count: number): PrefixMatch {
    const m: PrefixMatch = { gpuBlocks: 0, gpuIdleBlocks: 0, hostBlocks: 0 };
    if (!this.opts.prefixCaching) return m;
    let i = 0;
    for (; i < count; i++) {
      const r = this.refs.get(hashes[i]!);
      if (r === undefined) break;
      m.gpuBlocks++;
      if (r === 0) m.gpuIdleBlocks++;
    }
    for (; i < count && this.host.has(hashes[i]!); i++) m.hostBlocks++;
    return m;
  }

  /** Records an admission's lookup for the hit-rate counters. */
  countLookup(queried: number, m: PrefixMatch): void {
    this.counters.queriedBlocks += queried;
    this.counters.gpuHitBlocks += m.gpuBlocks;
    this.counters.hostHitBlocks += m.hostBlocks;
  }

  /** Takes a reference on a GPU-cached block (from `match`). */
  pin(hash: number): void {
    const r = this.refs.get(hash);
    if (r === undefined) throw new Error(`KvCache.pin: block ${hash} is not cached`);
    if (r === 0) this.idle.delete(hash);
    this.refs.set(hash, r + 1);
  }

  /** Hands out `n` private blocks, evicting idle cached ones (to host) if needed. False if not enough room. */
  allocate(n: number): boolean {
    if (n > this.available()) return false;
    while (this.freeBlocks < n) this.evictOne();
    this.freeBlocks -= n;
    this.counters.allocatedBlocks += n;
    return true;
  }

  /**
   * A private block just filled up: key it by its prefix hash so others can reuse it. Returns false (the
   * block stays private) when caching is off or another copy is already cached.
   */
  register(hash: number): boolean {
    if (!this.opts.prefixCaching || this.refs.has(hash)) return false;
    this.refs.set(hash, 1);
    return true;
  }

  /** Drops a reference on a hashed block; an unreferenced block stays cached (idle) until room is needed. */
  release(hash: number): void {
    const r = this.refs.get(hash);
    if (r === undefined || r <= 0) throw new Error(`KvCache.release: block ${hash} is not referenced`);
    if (r === 1) {
      this.refs.set(hash, 0);
      this.idle.set(hash, true);
    } else this.refs.set(hash, r - 1);
  }

  freePrivate(n: number): void {
    this.freeBlocks += n;
    if (this.freeBlocks + this.refs.size > this.totalBlocks) {
      throw new Error("KvCache.freePrivate: more blocks freed than were allocated");
    }
  }

  private evictOne(): void {
    const oldest = this.idle.keys().next();
    if (oldest.done) throw new Error("KvCache: nothing to evict");
    const hash = oldest.value;
    this.idle.delete(hash);
    this.refs.delete(hash);
    this.freeBlocks++;
    if (this.opts.hostBlocks <= 0) return;
    this.host.delete(hash); // re-insert = most recent
    this.host.set(hash, true);
    this.counters.evictedToHost++;
    if (this.host.size > this.opts.hostBlocks) {
      this.host.delete(this.host.keys().next().value!);
      this.counters.droppedFromHost++;
    }
  }
}
