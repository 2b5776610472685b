/**
 * The daily check's sampler, pure: whether a small-model message is also answered by the large model and
 * judged. Hash-based, so every dispatcher instance (and every retry of the same message) agrees.
 */

export const DEFAULT_SHADOW_RATE = 0.01;

/** FNV-1a 32-bit: stable across processes and platforms. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * @example shouldShadow("msg_01HZX", 0.01) // same answer every time for this id
 */
export function shouldShadow(messageId: string, rate: number = DEFAULT_SHADOW_RATE): boolean {
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`shadow rate must be in [0, 1], got ${rate}`);
  if (messageId.length === 0) throw new RangeError("shouldShadow: messageId is empty");
  // The prefix keeps this sample independent of other hash uses of the same id (e.g. replica choice);
  // the finaliser spreads ids that differ only in their last characters (FNV-1a alone clusters them).
  return mix32(fnv1a32(`shadow:${messageId}`)) / 0x1_0000_0000 < rate;
}

/** MurmurHash3's 32-bit finaliser: every input bit affects every output bit. */
function mix32(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
