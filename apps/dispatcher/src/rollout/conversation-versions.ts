/**
 * The model versions a conversation was pinned to at its creation (`conversation.created` on the log), read
 * once per conversation by a point read and kept in a small LRU: a conversation's messages come one after
 * another, and its versions never change.
 */
import { lastEventOf, type Names, type PinnedVersions } from "@chat/events";
import type { JetStreamManager } from "@nats-io/jetstream";

export class ConversationVersions {
  private readonly cache = new Map<string, PinnedVersions | null>();

  constructor(
    private readonly jsm: JetStreamManager,
    private readonly names: Names,
    private readonly capacity = 100_000,
  ) {}

  /** Null for a conversation created before versions existed (it runs on each pool's current version). */
  async of(conversationId: string): Promise<PinnedVersions | null> {
    const hit = this.cache.get(conversationId);
    if (hit !== undefined) {
      // Refresh its place: the least recently used is dropped first.
      this.cache.delete(conversationId);
      this.cache.set(conversationId, hit);
      return hit;
    }
    const created = await lastEventOf(this.jsm, this.names, conversationId, "conversation.created");
    const versions = created?.versions ?? null;
    this.cache.set(conversationId, versions);
    if (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value as string);
    return versions;
  }
}
