/**
 * RegionalChat's cross-region logic with fake regions: the merged conversation list pages in one order with
 * no repeats (a moved conversation is listed from where it lives), a region that does not answer is left
 * out, and new conversations are placed by the spill-over rule on the regions' published headroom.
 */
import type { RegionHeadroom } from "@chat/events";
import { describe, expect, it } from "vitest";
import type { AuthUser } from "../auth.ts";
import type { ChatService } from "../chat-service.ts";
import type { ConversationPage, ConversationSummaryView } from "../tree/conversations.ts";
import type { Placement, Placements } from "./placements.ts";
import type { RegionWatch } from "./region-watch.ts";
import { RegionalChat, type RegionLink } from "./regional-chat.ts";

const NOW = 1_700_000_000_000;
const user: AuthUser = { id: "u1", tier: "free" };

/** A region whose read model holds `rows` (newest first, as the real query orders them). */
function region(name: string, rows: ConversationSummaryView[], opts: { hang?: boolean } = {}) {
  const created: string[] = [];
  const chat = {
    async listConversations(
      _u: AuthUser,
      o: { limit?: number; cursor?: string } = {},
    ): Promise<ConversationPage> {
      if (opts.hang) return new Promise(() => {});
      const limit = o.limit ?? 50;
      const after = o.cursor ? JSON.parse(Buffer.from(o.cursor, "base64url").toString()) : null;
      const sorted = [...rows].sort((a, b) =>
        a.updatedAt === b.updatedAt ? (a.id < b.id ? 1 : -1) : a.updatedAt < b.updatedAt ? 1 : -1,
      );
      const page = sorted.filter(
        (r) => !after || r.updatedAt < after[0] || (r.updatedAt === after[0] && r.id < after[1]),
      );
      return { conversations: page.slice(0, limit), nextCursor: page.length > limit ? "more" : null };
    },
    async createConversation(_u: AuthUser, title: string | undefined, id: string) {
      created.push(id);
      return { id, title: title ?? "New chat" };
    },
  } as unknown as ChatService;
  return { link: { name, chat } as RegionLink, created };
}

const row = (id: string, minute: number): ConversationSummaryView => {
  const at = new Date(NOW + minute * 60_000).toISOString();
  return { id, title: id, totalTokens: 0, createdAt: at, updatedAt: at };
};

function fakePlacements(entries: Record<string, Placement>) {
  const made: Array<[string, string]> = [];
  return {
    placements: {
      async get(id: string) {
        return entries[id] ?? null;
      },
      async create(id: string, region: string) {
        made.push([id, region]);
        return true;
      },
    } as unknown as Placements,
    made,
  };
}

const headroom = (region: string, over: Partial<RegionHeadroom> = {}): RegionHeadroom => ({
  region,
  rung: 0,
  expectedWaitS: { free: 0.1, plus: 0.1 },
  liveReplicas: 2,
  at: NOW,
  ...over,
});
const watchOf = (h: RegionHeadroom[]) => ({ headrooms: () => h }) as unknown as RegionWatch;

function build(links: RegionLink[], placements: Placements, h: RegionHeadroom[] = []) {
  return new RegionalChat({
    home: "eu",
    regions: new Map(links.map((l) => [l.name, l])),
    placements,
    watch: watchOf(h),
    distanceMs: { eu: { us: 80, ap: 200 } },
    now: () => NOW,
    peerReadMs: 200,
  });
}

describe("RegionalChat.listConversations", () => {
  it("pages every region's conversations in one order, each once, a moved one from where it lives now", async () => {
    const eu = region("eu", [row("c1", 1), row("c3", 3), row("c5", 5), row("moved", 2)]);
    const us = region("us", [row("c2", 2), row("c4", 4), row("c6", 6), row("moved", 7)]);
    const { placements } = fakePlacements({
      c2: { region: "us", before: [], at: NOW },
      c4: { region: "us", before: [], at: NOW },
      c6: { region: "us", before: [], at: NOW },
      moved: { region: "us", before: ["eu"], at: NOW },
    });
    const chat = build([eu.link, us.link], placements);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const p = await chat.listConversations(user, { limit: 3, ...(cursor ? { cursor } : {}) });
      seen.push(...p.conversations.map((c) => c.id));
      if (!p.nextCursor) break;
      cursor = p.nextCursor;
    }
    expect(seen).toEqual(["moved", "c6", "c5", "c4", "c3", "c2", "c1"]);
  });

  it("a region whose read model does not answer in time is left out of the page, not the whole list", async () => {
    const eu = region("eu", [row("c1", 1)]);
    const us = region("us", [row("c2", 2)], { hang: true });
    const { placements } = fakePlacements({ c2: { region: "us", before: [], at: NOW } });
    const p = await build([eu.link, us.link], placements).listConversations(user);
    expect(p.conversations.map((c) => c.id)).toEqual(["c1"]);
  });
});

describe("RegionalChat.createConversation", () => {
  it("home while home has headroom; the nearest region with headroom when home is at rung 2", async () => {
    const [eu, us, ap] = [region("eu", []), region("us", []), region("ap", [])];
    const home = fakePlacements({});
    await build([eu.link, us.link, ap.link], home.placements, [
      headroom("eu"),
      headroom("us"),
      headroom("ap"),
    ]).createConversation(user, "a");
    expect(home.made.map(([, r]) => r)).toEqual(["eu"]);
    expect(eu.created).toHaveLength(1);

    const busy = fakePlacements({});
    const regions = [headroom("eu", { rung: 2 }), headroom("us"), headroom("ap")];
    const c = await build([eu.link, us.link, ap.link], busy.placements, regions).createConversation(
      user,
      "b",
    );
    expect(busy.made).toEqual([[c.id, "us"]]);
    expect(us.created).toEqual([c.id]);
  });

  it("a region that stopped publishing is not chosen; with none up, home takes it", async () => {
    const [eu, us] = [region("eu", []), region("us", [])];
    const stale = fakePlacements({});
    const regions = [headroom("eu", { rung: 3 }), headroom("us", { at: NOW - 10_000 })];
    await build([eu.link, us.link], stale.placements, regions).createConversation(user, "c");
    expect(stale.made.map(([, r]) => r)).toEqual(["eu"]);
    const none = fakePlacements({});
    await build([eu.link, us.link], none.placements, []).createConversation(user, "d");
    expect(none.made.map(([, r]) => r)).toEqual(["eu"]);
  });
});
