/**
 * Builds the api's view of several regions: per region a `ChatService` on that region's log and read model,
 * an `AnswerFeed` and a `TreeReader`; the placements store in the home region; the headroom watch; and the
 * `RegionalChat` / `RegionalFeed` the transports use. `server.ts` calls it when the api is given peers.
 */
import { EventPublisher, type Names, RolloutView, type SpillConfig } from "@chat/events";
import type { Database } from "@chat/platform";
import { jetstream } from "@nats-io/jetstream";
import { Kvm } from "@nats-io/kv";
import type { NatsConnection } from "@nats-io/transport-node";
import type { Kysely } from "kysely";
import { ChatService, type ChatServiceDeps } from "../chat-service.ts";
import { AnswerFeed } from "../stream/answer-feed.ts";
import { LogReader } from "../stream/log-reader.ts";
import { TreeReader } from "../tree/tree-reader.ts";
import { Placements } from "./placements.ts";
import { RegionWatch } from "./region-watch.ts";
import { RegionalChat, RegionalHistory, RegionalLogReader, type RegionLink } from "./regional-chat.ts";
import { RegionalFeed } from "./regional-feed.ts";

/** A region as a deployment this api can reach: its log and its read model. */
export type RegionEndpoint = { name: string; nc: NatsConnection; names: Names; db: Kysely<Database> };

export type RegionsOptions = {
  /** This api's region: its users' home, where placements are kept. */
  home: string;
  /** The other regions new conversations may spill to. */
  peers: RegionEndpoint[];
  /** Round-trip ms from home to each peer (default 100 each). */
  distanceMs?: Record<string, number>;
  spill?: SpillConfig;
  /** How often every region's headroom is read (default 500 ms). */
  watchEveryMs?: number;
  onPlaced?: (region: string, reason: string) => void;
  onMoved?: (from: string, to: string) => void;
};

/** The per-region parts that do not differ between regions (tiers, limiter, safety check, prompt). */
type Shared = Omit<ChatServiceDeps, "db" | "log" | "publisher" | "history" | "rollouts">;

export async function startRegions(
  home: RegionEndpoint & { log: LogReader; feed: AnswerFeed; rollouts: RolloutView },
  opts: RegionsOptions,
  shared: Shared,
) {
  const all: RegionEndpoint[] = [home, ...opts.peers];
  const names = new Set(all.map((r) => r.name));
  if (names.size !== all.length)
    throw new Error(`regions: each needs its own name (got ${all.map((r) => r.name)})`);
  const logs = new Map<string, LogReader>();
  const feeds = new Map<string, AnswerFeed>();
  const rollouts = new Map<string, RolloutView>();
  for (const r of opts.peers) {
    logs.set(r.name, await LogReader.create(r.nc, r.names));
    feeds.set(r.name, new AnswerFeed(r.nc, r.names));
    rollouts.set(r.name, await RolloutView.open(r.nc, r.names));
  }
  logs.set(home.name, home.log);
  feeds.set(home.name, home.feed);
  rollouts.set(home.name, home.rollouts);

  // A region that was never set up has no buckets: say which and how to fix it, instead of a NATS error.
  const bucket = async (r: RegionEndpoint, name: string) => {
    try {
      return await new Kvm(r.nc).open(name, { bindOnly: true });
    } catch (err) {
      throw new Error(
        `region ${r.name}: cannot open bucket ${name} (${(err as Error).message}); set the region up first: ` +
          `CHAT_NAMESPACE=${r.names.namespace} npm run setup`,
      );
    }
  };
  const placements = new Placements(await bucket(home, home.names.buckets.placements));
  const watch = new RegionWatch(
    await Promise.all(
      all.map(async (r) => ({ name: r.name, dispatchKv: await bucket(r, r.names.buckets.dispatch) })),
    ),
    { everyMs: opts.watchEveryMs ?? 500 },
  );
  await watch.start();

  const regionalLog = (name: string) =>
    new RegionalLogReader(
      logs.get(name)!,
      [...logs].filter(([n]) => n !== name).map(([, l]) => l),
    );
  const trees = new Map(all.map((r) => [r.name, new TreeReader(r.db, regionalLog(r.name))]));
  const history = new RegionalHistory(trees, placements, home.name);
  const links = new Map<string, RegionLink>(
    all.map((r) => [
      r.name,
      {
        name: r.name,
        log: logs.get(r.name)!,
        tree: trees.get(r.name)!,
        chat: new ChatService({
          ...shared,
          names: r.names,
          feed: feeds.get(r.name)!,
          db: r.db,
          log: regionalLog(r.name),
          publisher: new EventPublisher(jetstream(r.nc), r.names),
          history,
          rollouts: rollouts.get(r.name)!,
        }),
      },
    ]),
  );
  const distanceMs = {
    [home.name]: Object.fromEntries(opts.peers.map((p) => [p.name, opts.distanceMs?.[p.name] ?? 100])),
  };
  const chat = new RegionalChat({
    home: home.name,
    regions: links,
    placements,
    watch,
    distanceMs,
    ...(opts.spill ? { spill: opts.spill } : {}),
    ...(opts.onPlaced ? { onPlaced: opts.onPlaced } : {}),
    ...(opts.onMoved ? { onMoved: opts.onMoved } : {}),
  });
  const feed = new RegionalFeed(chat, feeds, watch);
  return {
    names: all.map((r) => r.name),
    chat,
    feed,
    watch,
    stop() {
      watch.stop();
      for (const [name, f] of feeds) if (name !== home.name) f.close();
      for (const [name, r] of rollouts) if (name !== home.name) r.stop();
    },
  };
}
