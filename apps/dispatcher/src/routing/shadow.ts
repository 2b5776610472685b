/**
 * The daily check's sampler, pure: whether a small-model message is also answered by the large model and
 * judged. Hash-based, so every dispatcher instance (and every retry of the same message) agrees.
 */

import { fmix32, fnv1a32 } from "../placement/index.ts";

export const DEFAULT_SHADOW_RATE = 0.01;

/**
 * @example shouldShadow("msg_01HZX", 0.01) // same answer every time for this id
 */
export function shouldShadow(messageId: string, rate: number = DEFAULT_SHADOW_RATE): boolean {
  if (!(rate >= 0 && rate <= 1)) throw new RangeError(`shadow rate must be in [0, 1], got ${rate}`);
  if (messageId.length === 0) throw new RangeError("shouldShadow: messageId is empty");
  // The prefix keeps this sample independent of other hash uses of the same id (e.g. replica choice);
  // the finaliser spreads ids that differ only in their last characters (FNV-1a alone clusters them).
  return fmix32(fnv1a32(`shadow:${messageId}`)) / 0x1_0000_0000 < rate;
}
