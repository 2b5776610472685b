/**
 * Which region each conversation lives in (DESIGN section 10): written once when the api places a new
 * conversation, rewritten only when its region is lost and its next message restarts it elsewhere. Kept in
 * the home region's `placements` bucket: a user's conversations are only reached through their home
 * region's api, so that is the one place that must know.
 *
 * A move is a compare-and-set on the entry's revision, so when several api instances find the same region
 * down at once, one moves the conversation and the others read where it went: never two restarts.
 * Reads are cached for a few seconds (a conversation's region changes only on a region loss, and every
 * use of a region seen down re-reads before moving).
 */
import type { KV } from "@nats-io/kv";
import { z } from "zod";

export const Placement = z
  .object({
    region: z.string().min(1).max(32),
    /** Regions it lived in before, newest first: its earlier turns are read from there. */
    before: z.array(z.string().min(1).max(32)).max(16),
    at: z.number().int().nonnegative(),
  })
  .strict();
export type Placement = z.infer<typeof Placement>;

const CACHE_MS = 5_000;
const CACHE_MAX = 50_000;

export class Placements {
  private readonly cache = new Map<string, { placement: Placement; revision: number; at: number }>();

  constructor(
    private readonly kv: KV,
    private readonly now: () => number = Date.now,
  ) {}

  /** The conversation's placement; null when it was never placed (created before regions, or unknown). */
  async get(conversationId: string, opts: { fresh?: boolean } = {}): Promise<Placement | null> {
    return (await this.read(conversationId, opts.fresh ?? false))?.placement ?? null;
  }

  /** Records a new conversation's region; false when the id is already placed (a retry). */
  async create(conversationId: string, region: string): Promise<boolean> {
    const placement: Placement = { region, before: [], at: this.now() };
    try {
      const revision = await this.kv.create(conversationId, JSON.stringify(placement));
      this.remember(conversationId, placement, revision);
      return true;
    } catch (err) {
      if (isWrongRevision(err)) return false;
      throw err;
    }
  }

  /**
   * Moves a conversation from `from` (seen down) to `to`. Returns where it lives afterwards: `to` when this
   * call moved it, or wherever another instance moved it first.
   */
  async move(conversationId: string, from: string, to: string): Promise<Placement> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await this.read(conversationId, true);
      if (current && current.placement.region !== from) return current.placement;
      const placement: Placement = {
        region: to,
        before: [from, ...(current?.placement.before ?? [])].filter((r) => r !== to).slice(0, 16),
        at: this.now(),
      };
      try {
        const revision = current
          ? await this.kv.update(conversationId, JSON.stringify(placement), current.revision)
          : await this.kv.create(conversationId, JSON.stringify(placement));
        this.remember(conversationId, placement, revision);
        return placement;
      } catch (err) {
        if (!isWrongRevision(err)) throw err;
        // Another instance moved it (or placed it) first: read again.
      }
    }
    throw new Error(`placement of ${conversationId}: kept changing under five attempts to move it`);
  }

  private async read(conversationId: string, fresh: boolean) {
    const hit = this.cache.get(conversationId);
    if (!fresh && hit && this.now() - hit.at < CACHE_MS) return hit;
    const entry = await this.kv.get(conversationId);
    if (entry?.operation !== "PUT") return null;
    const parsed = Placement.safeParse(safeJson(entry.string()));
    if (!parsed.success) throw new Error(`placement of ${conversationId}: not a placement record`);
    return this.remember(conversationId, parsed.data, entry.revision);
  }

  private remember(conversationId: string, placement: Placement, revision: number) {
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    const hit = { placement, revision, at: this.now() };
    this.cache.set(conversationId, hit);
    return hit;
  }
}

function isWrongRevision(err: unknown): boolean {
  const msg = err instanceof Error ? err.message : String(err);
  return /wrong last sequence|key exists/i.test(msg);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
