/**
 * The assistant with every app in its own process, as deployed (and as `npm run dev` runs it): api,
 * dispatcher, a gpu-worker per replica and the projector are children started from their main.ts with
 * environment only, on a fresh NATS namespace and a fresh database. The simulated replicas (and the guard
 * model) stay in this process, so a bench can wrap their HTTP servers (e.g. `timeEngineRequests`).
 * No summarizer: nothing on a message's first-token path waits for it (the in-process stack has none either).
 *
 * Tiers reach the api as they do in production, through TIERS_FILE (a temporary JSON file).
 */
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createUser, type TierTable } from "@chat/api";
import type { Pool } from "@chat/events";
import { REPLICAS } from "@chat/model";
import {
  cpuSecondsOf,
  deploymentEnv,
  freshDatabase,
  freshNamespace,
  type TestDatabase,
  type TestNamespace,
} from "@chat/platform/testing";
import { createGuardServer, createSimServer, type GuardServer, type SimServer } from "@chat/sim";
import { AppProcesses, freePort } from "./app-processes.ts";

export type ProcessStackOptions = {
  large?: number;
  small?: number;
  /** Simulated time of the replicas and the guard (1 = real time). */
  timeScale?: number;
  /** Tier entries merged over the api's defaults (TIERS_FILE). */
  tiers?: TierTable;
  /** The guard model for the api's input check and every worker's output check (default on). */
  safety?: boolean;
  /**
   * Writes each app's V8 CPU profile of its whole life (start-up and warm-up included) under this folder,
   * one sub-folder per app, when the app exits.
   */
  cpuProfileDir?: string;
};

export type ProcessStack = {
  ns: TestNamespace;
  db: TestDatabase;
  apiUrl: string;
  replicas: Array<{ id: string; pool: Pool; sim: SimServer }>;
  guard: GuardServer | null;
  apps: AppProcesses;
  user(tier: "free" | "plus"): Promise<{ id: string; token: string }>;
  /** CPU seconds used so far by each app process, by name. */
  cpuSeconds(): Map<string, number>;
  stop(): Promise<void>;
};

export async function startProcessStack(opts: ProcessStackOptions = {}): Promise<ProcessStack> {
  const timeScale = opts.timeScale ?? 1;
  const apps = new AppProcesses();
  const profiled = (name: string) =>
    opts.cpuProfileDir
      ? {
          nodeArgs: [
            "--cpu-prof",
            `--cpu-prof-dir=${join(opts.cpuProfileDir, name.replace(/[^\w-]/g, "-"))}`,
          ],
        }
      : {};
  const sims: SimServer[] = [];
  let guard: GuardServer | null = null;
  let ns: TestNamespace | null = null;
  let db: TestDatabase | null = null;
  const tiersFile = join(tmpdir(), `process-stack-tiers-${process.pid}.json`);
  const stop = async () => {
    await apps.stopAll();
    for (const s of sims) await s.close();
    await guard?.close();
    await ns?.cleanup();
    await db?.drop();
    rmSync(tiersFile, { force: true });
  };
  try {
    ns = await freshNamespace();
    db = await freshDatabase("pipeline");
    const env = deploymentEnv(ns, db);
    writeFileSync(tiersFile, JSON.stringify(opts.tiers ?? {}));
    if (opts.safety !== false) guard = createGuardServer({ timeScale });
    const guardEnv: Record<string, string> = guard
      ? { GUARD_URL: `http://127.0.0.1:${await guard.listen(0)}` }
      : {};

    const pools: Pool[] = [
      ...Array.from({ length: opts.large ?? 2 }, () => "large" as const),
      ...Array.from({ length: opts.small ?? 1 }, () => "small" as const),
    ];
    const replicas: ProcessStack["replicas"] = [];
    const starting: Array<Promise<unknown>> = [];
    for (const [i, pool] of pools.entries()) {
      const sim = createSimServer({ replica: REPLICAS[pool], flavour: "vllm", timeScale, seed: i + 1 });
      sims.push(sim);
      const enginePort = await sim.listen(0);
      const id = `${pool}-${i + 1}`;
      replicas.push({ id, pool, sim });
      const port = await freePort();
      starting.push(
        apps.start({
          name: `worker:${id}`,
          ...profiled(`worker-${id}`),
          main: "apps/gpu-worker/src/main.ts",
          env: {
            ...env,
            ...guardEnv,
            REPLICA_ID: id,
            POOL: pool,
            ENGINE_URL: `http://127.0.0.1:${enginePort}`,
            ENGINE_FLAVOUR: "vllm",
            ENGINE_MODEL: sim.model,
            WORKER_PORT: String(port),
          },
          healthUrl: `http://127.0.0.1:${port}/healthz`,
        }),
      );
    }
    const [dispatcherPort, projectorPort, apiPort] = [await freePort(), await freePort(), await freePort()];
    starting.push(
      apps.start({
        name: "dispatcher",
        ...profiled("dispatcher"),
        main: "apps/dispatcher/src/main.ts",
        env: { ...env, DISPATCHER_PORT: String(dispatcherPort), DISPATCHER_ID: "d1" },
        healthUrl: `http://127.0.0.1:${dispatcherPort}/healthz`,
      }),
      apps.start({
        name: "projector",
        ...profiled("projector"),
        main: "apps/projector/src/main.ts",
        env: { ...env, PROJECTOR_PORT: String(projectorPort) },
        healthUrl: `http://127.0.0.1:${projectorPort}/healthz`,
      }),
      apps.start({
        name: "api",
        ...profiled("api"),
        main: "apps/api/src/main.ts",
        env: { ...env, ...guardEnv, API_PORT: String(apiPort), TIERS_FILE: tiersFile },
        healthUrl: `http://127.0.0.1:${apiPort}/healthz`,
      }),
    );
    // Started together (each Node start takes seconds on a small machine); a failure stops them all below.
    const results = await Promise.allSettled(starting);
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;

    const started = { ns, db };
    return {
      ...started,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      replicas,
      guard,
      apps,
      user: (tier) => createUser(started.db.db, tier),
      cpuSeconds: () => new Map(apps.running.map((a) => [a.name, cpuSecondsOf(a.pid)])),
      stop,
    };
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
}
