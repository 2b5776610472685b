/**
 * The whole assistant in one process, for end-to-end tests and benchmarks: simulated replicas (HTTP
 * servers speaking the OpenAI-compatible protocol), a gpu-worker per replica, a dispatcher, the
 * projector and one or more api instances, on a fresh NATS namespace and a fresh Postgres database.
 * Real NATS, Postgres and Redis; only the GPU is simulated.
 */
import { randomBytes } from "node:crypto";
import {
  type ApiInstance,
  createLimiterRedis,
  createUser,
  DEFAULT_TIERS,
  startApiServer,
  type TierTable,
  TokenLimiter,
} from "@chat/api";
import { type Dispatcher, type DispatcherOptions, startDispatcher } from "@chat/dispatcher";
import type { Pool } from "@chat/events";
import { GuardClient, SHIPPED_THRESHOLDS } from "@chat/events/safety";
import { type Agent, type AgentConfig, startAgent } from "@chat/gpu-worker";
import { REPLICAS } from "@chat/model";
import { createEngineClient, type EngineClient } from "@chat/platform";
import { freshDatabase, freshNamespace, type TestDatabase, type TestNamespace } from "@chat/platform/testing";
import { type Projector, startProjector } from "@chat/projector";
import {
  createGuardServer,
  createSimServer,
  type GuardServer,
  type SimServer,
  type SimServerOptions,
} from "@chat/sim";
import { jetstream } from "@nats-io/jetstream";
import type { NatsConnection } from "@nats-io/transport-node";
import type { Redis } from "ioredis";
import { Registry } from "prom-client";

export type StackOptions = {
  /** Partitions of the log (default 1). */
  partitions?: number;
  large?: number;
  small?: number;
  /** Simulated time runs this many times faster than real time. */
  timeScale?: number;
  apis?: number;
  limits?: boolean;
  tiers?: TierTable;
  behaviour?: "normal" | "repeat";
  dispatcher?: Partial<Omit<DispatcherOptions, "nc" | "names" | "registry">>;
  deltaDelayMs?: number;
  /**
   * Step-loop options of each pool's simulated replicas (e.g. a small `kvBlocks`, so a replica fills at a
   * load the in-process stack can carry on a small machine). Default: the hardware's own.
   */
  replicaLoop?: Partial<Record<Pool, SimServerOptions["loop"]>>;
  /** Wraps a replica's engine client (a test that needs an engine that stalls, say). */
  wrapEngine?: (replicaId: string, engine: EngineClient) => EngineClient;
  /** The model version some replicas serve (by replica id, e.g. { "large-2": "v2" }); others the default. */
  versions?: Record<string, string>;
  /** Worker settings beyond the stack's defaults (watch period, outage hold). */
  worker?: Partial<Pick<AgentConfig, "watchMs" | "outageHoldMs" | "healthTimeoutMs" | "heartbeatMs">>;
  /**
   * The safety checks' guard model (default on): a simulated guard server the api's input check and every
   * worker's output check call. Off: the api's lexical baseline still checks input; answers go unchecked.
   */
  safety?: boolean;
  /** The guard client's time budget per check (default 1,000 ms: generous for a loaded test machine). */
  guardBudgetMs?: number;
};

export type StackReplica = { id: string; pool: Pool; sim: SimServer; port: number; agent: Agent | null };

export type Stack = {
  ns: TestNamespace;
  db: TestDatabase;
  replicas: StackReplica[];
  dispatcher: Dispatcher;
  projector: Projector;
  apis: ApiInstance[];
  redis: Redis | null;
  /** The simulated guard model (null with `safety: false`). */
  guard: GuardServer | null;
  user(tier: "free" | "plus"): Promise<{ id: string; token: string }>;
  /** Kills a replica's gpu-worker without draining (as if its process died). */
  killWorker(id: string): Promise<void>;
  /** Starts a new incarnation of a replica's gpu-worker (after `killWorker`, or killing the running one). */
  restartWorker(id: string): Promise<Agent>;
  /** Kills a replica's inference server (its worker lives on), as a GPU fault or an engine crash would. */
  killEngine(id: string): Promise<void>;
  /** Starts the replica's inference server again on the same port (its cache is empty). */
  restartEngine(id: string): Promise<void>;
  /**
   * Stops every app (workers killed, as by a crash or Ctrl-C; engines, NATS namespace and database kept) and
   * starts them all again, as `npm run dev` run twice in a row would: after `downForMs` (default 0), the
   * dispatcher first (it still sees the previous workers' last reports), then the workers, then the rest.
   */
  restartApps(opts?: { downForMs?: number }): Promise<void>;
  /** Stops the dispatcher and starts a new one at once (a deploy), with `overrides` on the stack's options. */
  restartDispatcher(overrides?: StackOptions["dispatcher"]): Promise<void>;
  stop(): Promise<void>;
};

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const ns = await freshNamespace(opts.partitions === undefined ? {} : { partitions: opts.partitions });
  const db = await freshDatabase("e2e");
  const tiers = opts.tiers ?? DEFAULT_TIERS;
  const replicas: StackReplica[] = [];
  const guard = opts.safety === false ? null : createGuardServer({ timeScale: opts.timeScale ?? 20 });
  const guardUrl = guard ? `http://127.0.0.1:${await guard.listen(0)}` : null;
  const budget = opts.guardBudgetMs ?? 1_000;
  const guardClient = () =>
    new GuardClient({
      baseUrl: guardUrl,
      thresholds: SHIPPED_THRESHOLDS,
      budgetMs: { input: budget, output: budget },
    });
  const pools: Pool[] = [
    ...Array.from({ length: opts.large ?? 2 }, () => "large" as const),
    ...Array.from({ length: opts.small ?? 1 }, () => "small" as const),
  ];
  const simFor = (i: number, pool: Pool) =>
    createSimServer({
      replica: REPLICAS[pool],
      flavour: "vllm",
      timeScale: opts.timeScale ?? 20,
      seed: i + 1,
      behaviour: opts.behaviour ?? "normal",
      ...(opts.replicaLoop?.[pool] ? { loop: opts.replicaLoop[pool] } : {}),
    });
  const startWorker = async (r: Omit<StackReplica, "agent">) => {
    const client = createEngineClient({
      baseUrl: `http://127.0.0.1:${r.port}`,
      flavour: "vllm",
      model: r.sim.model,
      requestTimeoutMs: 10_000,
    });
    return startAgent(ns.nc, ns.names, opts.wrapEngine?.(r.id, client) ?? client, {
      replicaId: r.id,
      pool: r.pool,
      maxInFlight: 256,
      heartbeatMs: 200,
      deltaDelayMs: opts.deltaDelayMs ?? 50,
      watchMs: 500,
      ...(opts.versions?.[r.id] ? { version: opts.versions[r.id] } : {}),
      outageHoldMs: 1_000,
      ...(guard ? { outputCheck: guardClient() } : {}),
      ...opts.worker,
    });
  };
  const simIndex = new Map<string, number>();
  for (const [i, pool] of pools.entries()) {
    const sim = simFor(i, pool);
    const port = await sim.listen(0);
    const id = `${pool}-${i + 1}`;
    simIndex.set(id, i);
    const r = { id, pool, sim, port };
    replicas.push({ ...r, agent: await startWorker(r) });
  }

  const startDispatcherApp = (overrides?: StackOptions["dispatcher"]) =>
    startDispatcher({
      nc: ns.nc,
      names: ns.names,
      instanceId: "d1",
      registry: new Registry(),
      noReplicaWaitMs: 5_000,
      ...opts.dispatcher,
      ...overrides,
    });
  let dispatcher = await startDispatcherApp();
  let projector = await startProjector({ js: ns.js, jsm: ns.jsm, names: ns.names, db: db.db });

  const redis = opts.limits ? createLimiterRedis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379") : null;
  const keyPrefix = `e2e:${randomBytes(4).toString("hex")}:`;
  const apis: ApiInstance[] = [];
  const startApis = async () => {
    for (let i = 0; i < (opts.apis ?? 1); i++) {
      apis.push(
        await startApiServer({
          nc: ns.nc,
          names: ns.names,
          db: db.db,
          tiers,
          limiter: redis ? new TokenLimiter({ redis, tiers, keyPrefix }) : null,
          ...(guard ? { guard: guardClient() } : {}),
        }),
      );
    }
  };
  await startApis();
  const replica = (id: string) => {
    const r = replicas.find((x) => x.id === id);
    if (!r) throw new Error(`no replica ${id}`);
    return r;
  };

  return {
    ns,
    db,
    replicas,
    get dispatcher() {
      return dispatcher;
    },
    get projector() {
      return projector;
    },
    apis,
    redis,
    guard,
    user: (tier) => createUser(db.db, tier),
    async killWorker(id) {
      const r = replica(id);
      if (!r.agent) throw new Error(`no running worker ${id}`);
      await r.agent.kill();
      r.agent = null;
    },
    async restartWorker(id) {
      const r = replica(id);
      await r.agent?.kill();
      r.agent = await startWorker(r);
      return r.agent;
    },
    async killEngine(id) {
      await replica(id).sim.close();
    },
    async restartEngine(id) {
      const r = replica(id);
      r.sim = simFor(simIndex.get(id)!, r.pool);
      await r.sim.listen(r.port);
    },
    async restartDispatcher(overrides) {
      await dispatcher.stop();
      dispatcher = await startDispatcherApp(overrides);
    },
    async restartApps({ downForMs = 0 } = {}) {
      for (const a of apis.splice(0)) await a.close();
      await dispatcher.stop();
      await projector.stop();
      for (const r of replicas) {
        await r.agent?.kill();
        r.agent = null;
      }
      await new Promise((r) => setTimeout(r, downForMs));
      dispatcher = await startDispatcherApp();
      for (const r of replicas) r.agent = await startWorker(r);
      projector = await startProjector({ js: ns.js, jsm: ns.jsm, names: ns.names, db: db.db });
      await startApis();
    },
    async stop() {
      for (const a of apis) await a.close();
      await dispatcher.stop();
      await projector.stop();
      for (const r of replicas) await r.agent?.kill();
      for (const r of replicas) await r.sim.close();
      await guard?.close();
      if (redis) {
        const keys = await redis.keys(`${keyPrefix}*`);
        if (keys.length) await redis.del(...keys);
        redis.disconnect();
      }
      await ns.cleanup();
      await db.drop();
    },
  };
}

/** Every message stored on one stream under `filter`, parsed as JSON, in order (for assertions). */
export async function storedEvents(
  nc: NatsConnection,
  stream: string,
  filter: string,
): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  const c = await jetstream(nc).consumers.get(stream, { filter_subjects: filter });
  if ((await c.info(true)).num_pending === 0) return out;
  const it = await c.consume();
  for await (const m of it) {
    out.push(JSON.parse(new TextDecoder().decode(m.data)));
    if (m.info.pending === 0) break;
  }
  await it.close();
  return out;
}
