/**
 * Builds one api instance from its connections: HTTP (hono on node:http) + WebSocket on one port.
 * `main.ts` calls it with the environment's settings; tests call it to run several instances in-process.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { hostname } from "node:os";
import { EventPublisher, type Names, RolloutView } from "@chat/events";
import { type Checker, GuardClient, SHIPPED_THRESHOLDS } from "@chat/events/safety";
import type { Database } from "@chat/platform";
import { serve } from "@hono/node-server";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import type { Kysely } from "kysely";
import { Counter, Gauge, Registry } from "prom-client";
import type { WebSocketServer } from "ws";
import { Authenticator, type AuthLimits } from "./auth.ts";
import { type ChatApi, ChatService, type FeedApi, type ReservingLimiter } from "./chat-service.ts";
import { createHttpApp } from "./http/app.ts";
import { DOOR_LIMITS, type DoorLimits, PerKeyCounter } from "./http/door-limits.ts";
import { startApiHeartbeat } from "./ops/heartbeat.ts";
import { OpsReader, opsTokenFromEnv } from "./ops/index.ts";
import { type RegionsOptions, startRegions } from "./regions/start-regions.ts";
import { withCheckMetrics } from "./safety/metrics.ts";
import { startSettler } from "./settler.ts";
import { AnswerFeed } from "./stream/answer-feed.ts";
import { LogReader } from "./stream/log-reader.ts";
import { DEFAULT_TIERS, type TierTable } from "./tiers.ts";
import { attachWebSocket } from "./ws/ws-server.ts";

export const DEFAULT_SYSTEM_PROMPT =
  "You are a helpful, honest assistant. Answer clearly and concisely; say so when you are not sure.";

export type ApiOptions = {
  nc: NatsConnection;
  names: Names;
  db: Kysely<Database>;
  limiter?: ReservingLimiter | null;
  port?: number;
  host?: string;
  tiers?: TierTable;
  systemPrompt?: string;
  /** The input safety check (`GuardClient`); absent: the lexical baseline checks every message. */
  guard?: Checker;
  /** Run the settlement consumer in this instance (default true; any number of instances may). */
  settle?: boolean;
  /**
   * How live answer events reach this instance (default "interest": a subscription per watched answer);
   * "wildcard" is one subscription on every answer, as an instance owning a whole partition would have
   * (the streams bench compares the two).
   */
  fanOut?: "interest" | "wildcard";
  /** The door's limits (README "Limits"); tests lower them. */
  limits?: Partial<DoorLimits>;
  authLimits?: Partial<AuthLimits>;
  /**
   * Several regions (DESIGN section 10): this api's region (its users' home, whose log and read model are
   * `nc`/`names`/`db`) and the peers new conversations may spill to. Absent: one region, as before.
   */
  regions?: { home: string } & Omit<RegionsOptions, "home" | "onPlaced" | "onMoved">;
};

export type ApiInstance = {
  port: number;
  url: string;
  registry: Registry;
  /** The WebSocket server (tests read its sockets' buffered bytes). */
  webSockets: WebSocketServer;
  close(): Promise<void>;
};

export async function startApiServer(opts: ApiOptions): Promise<ApiInstance> {
  const registry = new Registry();
  const instanceId = `api-${hostname()}-${process.pid}-${randomBytes(2).toString("hex")}`;
  const dropped = new Counter({
    name: "api_prompt_dropped_turns_total",
    help: "Old turns left out of prompts because they did not fit the tier's budget",
    labelNames: ["tier"],
    registers: [registry],
  });
  const publisher = new EventPublisher(jetstream(opts.nc), opts.names);
  const log = await LogReader.create(opts.nc, opts.names);
  const feed = new AnswerFeed(opts.nc, opts.names, opts.fanOut ? { fanOut: opts.fanOut } : {});
  // Every region's answers watched here once regions are set up (below).
  let openStreams = () => feed.watchers;
  new Gauge({
    name: "api_open_streams",
    help: "Clients watching an answer on this instance",
    registers: [registry],
    collect() {
      this.set(openStreams());
    },
  });
  const settledCost = new Counter({
    name: "api_settled_cost_total",
    help: "Token-bucket cost settled with real usage",
    labelNames: ["tier"],
    registers: [registry],
  });
  const tiers = opts.tiers ?? DEFAULT_TIERS;
  let natsUp = true;
  void (async () => {
    for await (const s of opts.nc.status()) {
      if (s.type === "disconnect") natsUp = false;
      else if (s.type === "reconnect") natsUp = true;
    }
  })();
  const settler =
    opts.settle === false
      ? null
      : await startSettler({
          nc: opts.nc,
          names: opts.names,
          log,
          limiter: opts.limiter ?? null,
          tiers,
          onSettled: (tier, c) => settledCost.inc({ tier }, c),
        });
  const auth = new Authenticator(opts.db, opts.authLimits);
  const limits: DoorLimits = { ...DOOR_LIMITS, ...opts.limits };
  const userStreams = new PerKeyCounter(limits.streamsPerUser);
  // Each pool's rollout, watched: new conversations are pinned to the versions it picks.
  const rollouts = await RolloutView.open(opts.nc, opts.names);
  const shared = {
    limiter: opts.limiter ?? null,
    tiers,
    systemPrompt: opts.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
    now: () => new Date(),
    onDroppedTurns: (n: number, tier: string) => dropped.inc({ tier }, n),
    inputCheck: withCheckMetrics(
      opts.guard ?? new GuardClient({ baseUrl: null, thresholds: SHIPPED_THRESHOLDS }),
      registry,
    ),
  };
  const placed = new Counter({
    name: "api_conversations_placed_total",
    help: "New conversations by the region they were placed in and why (home, spill, home-no-room, ...)",
    labelNames: ["region", "reason"],
    registers: [registry],
  });
  const moved = new Counter({
    name: "api_conversations_moved_total",
    help: "Conversations restarted in another region because theirs was gone",
    labelNames: ["from", "to"],
    registers: [registry],
  });
  const regions = opts.regions
    ? await startRegions(
        { name: opts.regions.home, nc: opts.nc, names: opts.names, db: opts.db, log, feed, rollouts },
        {
          ...opts.regions,
          onPlaced: (region, reason) => placed.inc({ region, reason }),
          onMoved: (from, to) => moved.inc({ from, to }),
        },
        shared,
      )
    : null;
  if (regions) {
    new Gauge({
      name: "api_region_up",
      help: "1 while a region publishes fresh headroom with live replicas (new conversations may go there)",
      labelNames: ["region"],
      registers: [registry],
      collect() {
        for (const name of regions.names) this.set({ region: name }, regions.chat.isUp(name) ? 1 : 0);
      },
    });
  }
  const chat: ChatApi =
    regions?.chat ??
    new ChatService({ ...shared, names: opts.names, feed, db: opts.db, log, publisher, rollouts });
  const answers: FeedApi = regions?.feed ?? feed;
  openStreams = () => answers.watchers;
  // The ops view's numbers (GET /v1/ops/overview), read on demand with deadlines.
  const opsReader = new OpsReader({
    nc: opts.nc,
    names: opts.names,
    instanceId,
    streams: () => answers.watchers,
    ...(regions
      ? {
          regions: () =>
            regions.watch
              .headrooms()
              .map((headroom) => ({ headroom, up: regions.chat.isUp(headroom.region) })),
        }
      : {}),
  });
  const heartbeat = startApiHeartbeat(opts.nc, opts.names, instanceId, () => answers.watchers);
  // What both transports (HTTP + SSE, WebSocket) serve with.
  const transport = { auth, chat, feed: answers, userStreams, limits, logUp: () => natsUp };
  const app = createHttpApp({
    ...transport,
    health: async () => ({ ok: natsUp && !opts.nc.isClosed(), detail: { streams: answers.watchers } }),
    metrics: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
    ops: { overview: () => opsReader.overview(), token: opsTokenFromEnv() },
  });

  const server = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: opts.host ?? "127.0.0.1" });
  await new Promise<void>((resolve, reject) => {
    if (server.listening) resolve();
    server.once("listening", resolve);
    server.once("error", reject);
  });
  // biome-ignore lint/suspicious/noExplicitAny: @hono/node-server returns a node http.Server.
  const wss = attachWebSocket(server as any, transport);
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://${opts.host ?? "127.0.0.1"}:${port}`,
    registry,
    webSockets: wss,
    async close() {
      await heartbeat.stop().catch(() => {});
      for (const c of wss.clients) c.terminate();
      wss.close();
      regions?.stop();
      feed.close();
      rollouts.stop();
      await settler?.stop();
      await new Promise<void>((r) => {
        server.close(() => r());
        // biome-ignore lint/suspicious/noExplicitAny: closeAllConnections exists on node http servers.
        (server as any).closeAllConnections?.();
      });
    },
  };
}
