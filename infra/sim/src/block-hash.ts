/**
 * Block-chained token hashes for the prefix cache, as vLLM and TensorRT-LLM key their KV blocks: block k's
 * key hashes block k-1's key with block k's token ids, so one key names a whole prefix.
 *
 * Keys are 53-bit integers (two 32-bit multiply-xor lanes, cyrb53 style) so they fit a JS number and a Map:
 * collisions are ~1e-5 likely across a million cached blocks.
 */

/** Key of the empty prefix; the first block chains from it. */
export const ROOT_HASH = 0x1f3d5b79;

/** Reads token i of a sequence (prompt, then answer). */
export type TokenAt = (i: number) => number;

/** Hash of the block of tokens [start, end) chained onto `parent`. */
export function chainBlockHash(parent: number, tokenAt: TokenAt, start: number, end: number): number {
  let h1 = 0xdeadbeef ^ (parent >>> 0);
  let h2 = 0x41c6ce57 ^ (Math.floor(parent / 4294967296) >>> 0);
  for (let i = start; i < end; i++) {
    const t = tokenAt(i);
    h1 = Math.imul(h1 ^ t, 2654435761);
    h2 = Math.imul(h2 ^ t, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * Keys of every full block of the first `length` tokens, written into `out` from index 0.
 * Returns how many were written (floor(length / blockTokens)).
 */
export function prefixBlockHashes(
  tokenAt: TokenAt,
  length: number,
  blockTokens: number,
  out: Float64Array,
): number {
  const blocks = Math.floor(length / blockTokens);
  let parent = ROOT_HASH;
  for (let b = 0; b < blocks; b++) {
    parent = chainBlockHash(parent, tokenAt, b * blockTokens, (b + 1) * blockTokens);
    out[b] = parent;
  }
  return blocks;
}

/**
 * Deterministic stand-in token ids for a conversation, for callers without a tokenizer (the fleet
 * simulator): token i of conversation `conversationSeed` never changes, so turn k+1's prompt (history plus
 * the new message) extends turn k's prompt and answer, and hits the prefix cache like real text would.
 */
export function conversationTokens(conversationSeed: number, from: number, to: number): Uint32Array {
  const out = new Uint32Array(Math.max(0, to - from));
  for (let i = from; i < to; i++) {
    let x = Math.imul((conversationSeed ^ 0x9e3779b9) + i, 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    out[i - from] = (x ^ (x >>> 16)) % 128000;
  }
  return out;
}
