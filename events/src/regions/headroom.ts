/**
 * The headroom record each region's dispatchers publish (key `headroom` in the region's `dispatch` bucket,
 * every ladder round) and every api reads to place new conversations (`chooseRegion`). Validated on read:
 * a record from another version or a broken writer makes the region look down, never crashes the reader.
 */
import { z } from "zod";
import type { RegionHeadroom } from "./choose-region.ts";

/** The key of the headroom record in a region's `dispatch` bucket. */
export const HEADROOM_KEY = "headroom";

export const RegionHeadroomRecord = z
  .object({
    region: z.string().regex(/^[a-z][a-z0-9-]{0,31}$/),
    rung: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    expectedWaitS: z.record(z.string().max(32), z.number().nonnegative()),
    liveReplicas: z.number().int().nonnegative(),
    at: z.number().int().nonnegative(),
  })
  .strict();

/** Parses a stored record; null when it is not one (the region then counts as silent). */
export function parseHeadroom(bytes: Uint8Array): RegionHeadroom | null {
  if (bytes.length > 4_096) return null;
  try {
    const r = RegionHeadroomRecord.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** JSON has no Infinity: an unbounded wait is published as this many seconds. */
export const UNBOUNDED_WAIT_S = 86_400;
