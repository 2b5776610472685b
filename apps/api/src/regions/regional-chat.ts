/**
 * The api of a home region in front of several regions (DESIGN section 10). Each region is a deployment of
 * its own: a log (NATS namespace or cluster) with its dispatchers and replicas, and a Postgres read model.
 * This api is the door of its region's users: it places each NEW conversation with the spill-over rule
 * (`chooseRegion`, @chat/events: home unless home has no headroom, then the nearest region with some),
 * records the choice (`Placements`), and sends every later message of the conversation to that region,
 * where its KV cache is. It never moves a running conversation, except when its region is gone: then the
 * conversation's next message restarts it in the region the rule picks (one full prefill of its history
 * there), its earlier turns read from where they were written.
 *
 * One `ChatService` per region does the work (its region's publisher and read model); what spans regions is
 * here: placement, the merged conversation list, a history whose turns may sit in two regions
 * (`RegionalHistory`) and point reads that look in every region (`RegionalLogReader`).
 */
import {
  type ChatEventType,
  chooseRegion,
  DEFAULT_SPILL,
  type EventOf,
  isRegionUp,
  type MessageSubmitted,
  newConversationId,
  type SpillConfig,
} from "@chat/events";
import type { TreeNode } from "@chat/model";
import { answerRowId } from "@chat/platform";
import type { AuthUser } from "../auth.ts";
import type { ChatService, SubmitInput, SubmitResult } from "../chat-service.ts";
import { withDeadline } from "../errors.ts";
import type { LogReader, PointReader } from "../stream/log-reader.ts";
import { type ConversationPage, encodeCursor } from "../tree/conversations.ts";
import type {
  ConversationHistory,
  ConversationTree,
  RegenerateTarget,
  TreeReader,
} from "../tree/tree-reader.ts";
import { answersInFlight } from "../tree/view.ts";
import type { Placements } from "./placements.ts";
import type { RegionWatch } from "./region-watch.ts";

/** What the user reads of an answer lost with its region (its stream's done, and the conversation read back). */
export function regionLostDetail(region: string): string {
  return `region ${region} stopped answering; send the message again and it will be answered elsewhere`;
}

/** One region as this api reaches it. */
export type RegionLink = {
  name: string;
  chat: ChatService;
  /** This region's log only (the regional readers look further). */
  log: LogReader;
  tree: TreeReader;
};

export type RegionalChatDeps = {
  home: string;
  regions: ReadonlyMap<string, RegionLink>;
  placements: Placements;
  watch: RegionWatch;
  /** Round-trip time between regions, ms (`chooseRegion`'s `distanceMs`). */
  distanceMs: Readonly<Record<string, Readonly<Record<string, number>>>>;
  spill?: SpillConfig;
  now?: () => number;
  /** A read of another region's list or earlier turns waits this long before going without it (ms). */
  peerReadMs?: number;
  onPlaced?: (region: string, reason: string) => void;
  onMoved?: (from: string, to: string) => void;
};

/** A message id -> the region its answer streams from, for the feed (set on submit, else looked up). */
const LOCATED_MAX = 50_000;

export class RegionalChat {
  readonly conversations: Pick<
    ChatService["conversations"],
    "rename" | "selectBranch" | "delete" | "settings" | "changeSettings"
  >;
  private readonly located = new Map<string, string>();
  private readonly spill: SpillConfig;
  private readonly now: () => number;

  constructor(private readonly deps: RegionalChatDeps) {
    this.spill = deps.spill ?? DEFAULT_SPILL;
    this.now = deps.now ?? Date.now;
    const home = () => this.link(deps.home).chat.conversations;
    this.conversations = {
      rename: async (user, id, title, requestId) =>
        (await this.linkOf(id)).chat.conversations.rename(user, id, title, requestId),
      selectBranch: async (user, id, leaf, requestId) =>
        (await this.linkOf(id)).chat.conversations.selectBranch(user, id, leaf, requestId),
      delete: async (user, id) => (await this.linkOf(id)).chat.conversations.delete(user, id),
      // A user's settings live at home: their door.
      settings: (user) => home().settings(user),
      changeSettings: (user, change, requestId) => home().changeSettings(user, change, requestId),
    };
  }

  /** Whether a region published fresh headroom with live replicas (the spill rule's "up"). */
  isUp(region: string): boolean {
    const r = this.deps.watch.headrooms().find((h) => h.region === region);
    return r !== undefined && isRegionUp(r, this.now(), this.spill);
  }

  /** Places a new conversation (home, or the nearest region with headroom) and creates it there. */
  async createConversation(
    user: AuthUser,
    title: string | undefined,
  ): Promise<{ id: string; title: string }> {
    const choice = this.choose(user);
    // No region up at all: home takes it, and its own ladder and deadlines answer for it.
    const region = choice.ok ? choice.region : this.deps.home;
    if (!choice.ok) console.warn(`regions: none is up (${JSON.stringify(this.deps.watch.headrooms())})`);
    const id = newConversationId(user.id);
    await this.deps.placements.create(id, region);
    this.deps.onPlaced?.(region, choice.ok ? choice.reason : "no-region");
    return this.link(region).chat.createConversation(user, title, id);
  }

  /**
   * Every region's page for the user, merged in the one order (updated, id) the cursor encodes. A region
   * whose read model does not answer in time is left out of this page rather than failing it; a conversation
   * moved by a region loss is listed from where it lives now.
   */
  async listConversations(
    user: AuthUser,
    opts: { limit?: number; cursor?: string } = {},
  ): Promise<ConversationPage> {
    const names = [...this.deps.regions.keys()];
    const pages = await Promise.allSettled(
      names.map((name) =>
        withDeadline(
          this.link(name).chat.listConversations(user, opts),
          this.peerReadMs(name),
          `region ${name}`,
        ),
      ),
    );
    const ok = pages.flatMap((p, i) =>
      p.status === "fulfilled" ? [{ region: names[i]!, page: p.value }] : [],
    );
    if (ok.length === 0) throw (pages[0] as PromiseRejectedResult).reason;
    const rows = await Promise.all(
      ok.flatMap(({ region, page }) =>
        page.conversations.map(async (c) => {
          const placed = await this.deps.placements.get(c.id).catch(() => null);
          return (placed?.region ?? this.deps.home) === region ? c : null;
        }),
      ),
    );
    const merged = rows
      .filter((c) => c !== null)
      .sort((a, b) =>
        a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1,
      );
    const limit = opts.limit ?? 50;
    const page = merged.slice(0, limit);
    const more = merged.length > limit || ok.some(({ page }) => page.nextCursor !== null);
    const last = page.at(-1);
    return {
      conversations: page,
      nextCursor: more && last ? encodeCursor(new Date(last.updatedAt), last.id) : null,
    };
  }

  async getConversation(user: AuthUser, conversationId: string) {
    return (await this.linkOf(conversationId)).chat.getConversation(user, conversationId);
  }

  async submit(user: AuthUser, input: SubmitInput): Promise<SubmitResult> {
    const link = await this.liveLinkOf(input.conversationId, user);
    const result = await link.chat.submit(user, input);
    this.remember(result.messageId, link.name);
    return result;
  }

  async regenerate(
    user: AuthUser,
    input: { targetId: string; messageId: string; model: SubmitInput["model"] },
  ): Promise<SubmitResult> {
    const home = this.link(this.deps.home).chat;
    const target = (await home.tree.conversationOf(input.targetId))
      ? input.targetId
      : await home.resolveMessageId(user, input.targetId);
    const at = await home.tree.conversationOf(target);
    // Unknown or someone else's: the region's own checks say "not found".
    const link = at ? await this.liveLinkOf(at.conversationId, user) : this.link(this.deps.home);
    const result = await link.chat.regenerate(user, input);
    this.remember(result.messageId, link.name);
    return result;
  }

  resolveMessageId(user: AuthUser, idOrKey: string): Promise<string> {
    return this.link(this.deps.home).chat.resolveMessageId(user, idOrKey);
  }

  assertOwnsMessage(user: AuthUser, messageId: string): Promise<MessageSubmitted> {
    return this.link(this.deps.home).chat.assertOwnsMessage(user, messageId);
  }

  messageIdFor(user: AuthUser, key: string): string {
    return this.link(this.deps.home).chat.messageIdFor(user, key);
  }

  async stop(user: AuthUser, messageId: string): Promise<void> {
    return this.link(await this.regionOfMessage(messageId)).chat.stop(user, messageId);
  }

  /**
   * Best effort, after its stream was ended because `region` stopped answering: a stop on that region's log,
   * so if the region comes back its dispatchers end the message instead of answering (and billing) what the
   * user was told had failed. A region whose log is gone too expires it by its start deadline instead.
   */
  async abandon(messageId: string, region: string): Promise<void> {
    const link = this.link(region);
    const stop = async () => {
      const sub = await link.log.last(messageId, "message.submitted");
      if (sub)
        await link.chat.requestStop(
          sub,
          `region ${region} stopped answering; the user was told to send again`,
        );
    };
    await withDeadline(stop(), this.peerReadMs(region), `region ${region}`).catch(() => {});
  }

  /** The region a message was submitted in (its answer streams from there); home when none has it. */
  async regionOfMessage(messageId: string): Promise<string> {
    const known = this.located.get(messageId);
    if (known) return known;
    const names = [...this.deps.regions.keys()];
    const found = await Promise.all(
      names.map((name) =>
        withDeadline(
          this.link(name).log.last(messageId, "message.submitted"),
          this.peerReadMs(name),
          name,
        ).catch(() => null),
      ),
    );
    const i = found.findIndex((s) => s !== null);
    if (i < 0) return this.deps.home;
    this.remember(messageId, names[i]!);
    return names[i]!;
  }

  private remember(messageId: string, region: string) {
    if (this.located.size >= LOCATED_MAX) this.located.delete(this.located.keys().next().value!);
    this.located.set(messageId, region);
  }

  /** Where the conversation lives (home for one placed before regions or never placed). */
  private async linkOf(conversationId: string): Promise<RegionLink> {
    const placed = await this.deps.placements.get(conversationId);
    return this.link(placed?.region ?? this.deps.home);
  }

  /**
   * Where the conversation's next message goes: where it lives, unless that region is gone; then the
   * region the rule picks, moved once for every api instance (compare-and-set), its creation restated there.
   */
  private async liveLinkOf(conversationId: string, user: AuthUser): Promise<RegionLink> {
    const placed = await this.deps.placements.get(conversationId);
    const current = placed?.region ?? this.deps.home;
    if (this.isUp(current)) return this.link(current);
    const choice = this.choose(user, current);
    if (!choice.ok || choice.region === current) return this.link(current);
    const moved = await this.deps.placements.move(conversationId, current, choice.region);
    if (moved.region === choice.region && moved.before[0] === current) {
      // The conversation's creation in its new region (same event id: a second writer is a duplicate there).
      const title = await this.titleOf(current, conversationId);
      await this.link(choice.region).chat.createConversation(user, title, conversationId);
      this.deps.onMoved?.(current, choice.region);
    }
    return this.link(moved.region);
  }

  /** The spill-over rule on the regions' latest headroom: for a new conversation, or one living in `current`. */
  private choose(user: AuthUser, current?: string) {
    const input = {
      home: this.deps.home,
      tier: user.tier,
      regions: this.deps.watch.headrooms(),
      distanceMs: this.deps.distanceMs,
      now: this.now(),
    };
    return chooseRegion(current === undefined ? input : { ...input, current }, this.spill);
  }

  private async titleOf(region: string, conversationId: string): Promise<string | undefined> {
    const tree = await withDeadline(
      this.link(region).tree.load(conversationId),
      this.peerReadMs(region),
      region,
    ).catch(() => null);
    return tree?.row?.title;
  }

  private peerReadMs(region: string): number {
    return region === this.deps.home ? 10_000 : (this.deps.peerReadMs ?? 2_000);
  }

  link(region: string): RegionLink {
    const link = this.deps.regions.get(region);
    if (!link) throw new Error(`region ${region}: not one this api reaches (REGION_PEERS)`);
    return link;
  }
}

/**
 * Point reads of every region's log: the reader's own region first, then the others. A message or
 * conversation may have been written in another region (spilled, or moved by a region loss); an idempotent
 * retry must find its first submission wherever it went.
 */
export class RegionalLogReader implements PointReader {
  constructor(
    private readonly own: PointReader,
    private readonly others: readonly PointReader[],
    private readonly peerReadMs = 2_000,
  ) {}

  async last<T extends ChatEventType>(id: string, type: T): Promise<EventOf<T> | null> {
    const mine = await this.own.last(id, type);
    if (mine || this.others.length === 0) return mine;
    const found = await Promise.all(
      this.others.map((o) => withDeadline(o.last(id, type), this.peerReadMs, "region log").catch(() => null)),
    );
    return found.find((f) => f !== null) ?? null;
  }
}

/**
 * A conversation's history across the regions it lived in: its current region's tree, plus the turns
 * written in the regions it was moved from (read with a deadline; a region that does not answer leaves its
 * turns out rather than failing the read). Everything else is the current region's reader.
 */
export class RegionalHistory implements ConversationHistory {
  constructor(
    private readonly readers: ReadonlyMap<string, TreeReader>,
    private readonly placements: Placements,
    private readonly home: string,
    private readonly peerReadMs = 2_000,
  ) {}

  async load(conversationId: string): Promise<ConversationTree> {
    const placed = await this.placements.get(conversationId);
    const current = placed?.region ?? this.home;
    const tree = await this.reader(current).load(conversationId);
    if (!placed?.before.length) return tree;
    // Oldest region first, so the turns keep their order; a region that does not answer is left out.
    const earlier = await Promise.all(
      [...placed.before].reverse().map(async (region) => ({
        region,
        tree: await withDeadline(this.reader(region).load(conversationId), this.peerReadMs, region).catch(
          () => null,
        ),
      })),
    );
    const parts = [
      ...earlier.flatMap((p) => (p.tree ? [{ region: p.region, part: p.tree }] : [])),
      { region: current, part: tree },
    ];
    const nodes: ConversationTree["nodes"] = new Map();
    let seq = 0;
    for (const [i, { region, part }] of parts.entries()) {
      // log sequences are per region: renumbered in this order, they still say which came later.
      const inOrder = [...part.nodes.values()].sort((x, y) => x.logSeq - y.logSeq);
      for (const n of inOrder) if (!nodes.has(n.id)) nodes.set(n.id, { ...n, logSeq: ++seq });
      if (part === tree) continue;
      // An answer still unfinished where the conversation used to live was lost with that region (its
      // stream ended with an error): shown as ended, not as pending forever, with what its done said.
      for (const [gen, g] of answersInFlight(part)) {
        const id = answerRowId(gen);
        if (nodes.has(id) || parts.slice(i + 1).some((p) => p.part.nodes.has(id))) continue;
        const lost = { id, parentId: g.replyTo ?? gen, role: "assistant" as const, content: "", tokens: 0 };
        nodes.set(id, {
          ...lost,
          finish: "error",
          ending: { detail: regionLostDetail(region) },
          logSeq: ++seq,
          createdAt: g.submittedAt,
          model: null,
        });
        tree.answerOf.set(id, gen);
      }
      tree.row ??= part.row;
      for (const [k, v] of part.generations) if (!tree.generations.has(k)) tree.generations.set(k, v);
      for (const [k, v] of part.answerOf) if (!tree.answerOf.has(k)) tree.answerOf.set(k, v);
      for (const [k, v] of part.summaries) if (!tree.summaries.has(k)) tree.summaries.set(k, v);
    }
    tree.nodes = nodes;
    return tree;
  }

  parentGeneration(tree: ConversationTree, id: string, opts?: { log?: boolean }): Promise<string | null> {
    return this.reader(this.home).parentGeneration(tree, id, opts);
  }

  async conversationOf(id: string): Promise<{ conversationId: string; userId: string } | null> {
    for (const reader of this.readers.values()) {
      const at = await reader.conversationOf(id);
      if (at) return at;
    }
    return null;
  }

  regenerateTarget(tree: ConversationTree, id: string): Promise<RegenerateTarget | null> {
    return this.reader(this.home).regenerateTarget(tree, id);
  }

  branch(tree: ConversationTree, parentGeneration: string | null): Promise<TreeNode[]> {
    return this.reader(this.home).branch(tree, parentGeneration);
  }

  private reader(region: string): TreeReader {
    const r = this.readers.get(region);
    if (!r) throw new Error(`region ${region}: not one this api reaches`);
    return r;
  }
}
