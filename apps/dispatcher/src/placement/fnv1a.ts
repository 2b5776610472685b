/**
 * 32-bit FNV-1a over the UTF-8 bytes of a string: a hash every process and language computes the same way
 * (unlike JS engines' own string hashes), so several dispatchers agree on each conversation's favourite.
 *
 * @example fnv1a32("a") === 0xe40c292c
 */

export const FNV_OFFSET_BASIS = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;

/** Continues an FNV-1a hash `seed` over the UTF-8 bytes of `text` (so a shared prefix is hashed once). */
export function fnv1a32Continue(seed: number, text: string): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      hash = Math.imul(hash ^ code, FNV_PRIME);
      continue;
    }
    // Encode to UTF-8 by hand: TextEncoder per call would dominate the cost of hashing short ids.
    if (code >= 0xd800 && code <= 0xdfff) {
      const low = code <= 0xdbff && i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (low >= 0xdc00 && low <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        i++;
      } else {
        code = 0xfffd; // a lone surrogate encodes as U+FFFD, as TextEncoder does
      }
    }
    const bytes =
      code < 0x800
        ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
        : code < 0x10000
          ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
          : [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
    for (const byte of bytes) hash = Math.imul(hash ^ byte, FNV_PRIME);
  }
  return hash >>> 0;
}

/** FNV-1a 32-bit of the UTF-8 bytes of `text`, as an unsigned integer. */
export function fnv1a32(text: string): number {
  return fnv1a32Continue(FNV_OFFSET_BASIS, text);
}
