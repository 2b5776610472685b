/**
 * `npm run dev`: the whole assistant on this machine. Sets up what is missing, then starts two large and
 * one small simulated GPU replica (each an inference server plus its gpu-worker), a simulated guard model
 * (the safety checks' Llama Guard style server, on GUARD_PORT, default SIM_BASE_PORT - 1), the dispatcher, the
 * projector, the summarizer (on the small replica) and the api, with every log line prefixed by its app.
 * Ctrl-C stops everything.
 *
 * Environment: API_PORT (8080), SIM_BASE_PORT (8100), SIM_TIME_SCALE (1 = real time), LARGE_REPLICAS (2;
 * 1 per region with REGIONS), SMALL_REPLICAS (1), plus the service URLs (NATS_URL, DATABASE_URL, REDIS_URL).
 * REGIONS=2 (or 3) runs that many regions (eu, us, ap), each a deployment of its own on this machine's
 * services: its NATS namespace (none for the first, so its data is the single-region run's), its database
 * (DATABASE_URL's, then `<name>_us`...), its replicas, dispatcher, projector, summarizer and api (API_PORT,
 * API_PORT + 1, ...); each api places new conversations of its users at home or spills them to the others.
 * A simulated judge model (JUDGE_PORT, default SIM_BASE_PORT - 2) judges a rollout's shadow pairs; the ops
 * view at /ops opens with the operator token printed below (OPS_TOKEN, random per start unless set).
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { TopologyConfigError } from "@chat/events";
import { runSetup, ServicesMissingError, serviceUrls } from "@chat/platform";
import { ensureWebBuilt } from "@chat/web/build";
import concurrently from "concurrently";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 8080);
const simBase = Number(process.env.SIM_BASE_PORT ?? 8100);
const timeScale = process.env.SIM_TIME_SCALE ?? "1";
const regionCount = Number(process.env.REGIONS ?? 1);
if (!Number.isInteger(regionCount) || regionCount < 1 || regionCount > 3) {
  console.error(`REGIONS must be 1, 2 or 3 (got "${process.env.REGIONS}")`);
  process.exit(1);
}
const large = Number(process.env.LARGE_REPLICAS ?? (regionCount > 1 ? 1 : 2));
const small = Number(process.env.SMALL_REPLICAS ?? 1);
const guardPort = Number(process.env.GUARD_PORT ?? simBase - 1);
const guardUrl = `http://127.0.0.1:${guardPort}`;
const judgePort = Number(process.env.JUDGE_PORT ?? simBase - 2);
const opsToken = process.env.OPS_TOKEN ?? `ops-${randomBytes(18).toString("base64url")}`;

/** One region: a deployment of its own (namespace, database, ports) on this machine's services. */
type Region = { name: string; namespace: string; databaseUrl: string; apiPort: number; simBase: number };
const baseDatabase = serviceUrls().database;
const regions: Region[] = ["eu", "us", "ap"].slice(0, regionCount).map((name, i) => ({
  name: regionCount > 1 ? name : "local",
  namespace: i === 0 ? "" : name,
  databaseUrl: i === 0 ? baseDatabase : withDatabaseName(baseDatabase, (d) => `${d}_${name}`),
  apiPort: apiPort + i,
  simBase: simBase + 20 * i,
}));

/** One app of the stack; `port`: the port it listens on, where it has one of its own. */
type Cmd = {
  name: string;
  command: string;
  port?: number;
  env?: Record<string, string>;
  prefixColor?: string;
};
// node itself, not `npx tsx`: a SIGTERM to this process then reaches every app (npx did not pass it on).
const tsx = "node --import tsx";
const commands: Cmd[] = [];
commands.push({
  name: "guard",
  command: `${tsx} infra/sim/src/guard-main.ts --port ${guardPort} --time-scale ${timeScale}`,
  port: guardPort,
  prefixColor: "gray",
});
// The rollout judge's model (the dispatcher's JUDGE_URL): the simulated judge the release gate uses too.
commands.push({
  name: "judge",
  command: `${tsx} --input-type=module -e "const { createJudgeServer } = await import('@chat/sim'); await createJudgeServer({ timeScale: ${Number(timeScale)} }).listen(${judgePort}); console.log('simulated judge on ${judgePort}')"`,
  port: judgePort,
  prefixColor: "gray",
});
for (const region of regions) {
  // Every app of a region reads its namespace and database; log lines name the region when there are several.
  // The first region's apps keep their usual ops ports (8091 dispatcher, 8093 projector, 8094 summarizer,
  // or what DISPATCHER_PORT... say); the others' get ports of their own.
  const first = region === regions[0];
  const opsPort = (variable: string, usual: number, offset: number) =>
    first ? Number(process.env[variable] ?? usual) : region.simBase + offset;
  const dispatcherPort = opsPort("DISPATCHER_PORT", 8091, 15);
  const projectorPort = opsPort("PROJECTOR_PORT", 8093, 16);
  const summarizerPort = opsPort("SUMMARIZER_PORT", 8094, 17);
  const env = {
    CHAT_NAMESPACE: region.namespace,
    DATABASE_URL: region.databaseUrl,
    REGION: region.name,
  };
  const tag = (app: string) => (regions.length > 1 ? `${region.name}:${app}` : app);
  const replicas = [
    ...Array.from({ length: large }, (_, i) => ({ id: `large-${i + 1}`, pool: "large" })),
    ...Array.from({ length: small }, (_, i) => ({ id: `small-${i + 1}`, pool: "small" })),
  ];
  replicas.forEach((r, i) => {
    const port = region.simBase + i;
    commands.push({
      name: tag(`sim:${r.id}`),
      command: `${tsx} infra/sim/src/main.ts --port ${port} --replica ${r.pool} --flavour vllm --time-scale ${timeScale} --seed ${i + 1}`,
      port,
      prefixColor: "gray",
    });
    commands.push({
      name: tag(`worker:${r.id}`),
      command: `${tsx} apps/gpu-worker/src/main.ts`,
      env: {
        ...env,
        REPLICA_ID: r.id,
        POOL: r.pool,
        ENGINE_URL: `http://127.0.0.1:${port}`,
        ENGINE_FLAVOUR: "vllm",
        WORKER_PORT: "0",
        GUARD_URL: guardUrl,
      },
      prefixColor: "yellow",
    });
  });
  commands.push({
    name: tag("dispatcher"),
    command: `${tsx} apps/dispatcher/src/main.ts`,
    port: dispatcherPort,
    env: { ...env, DISPATCHER_PORT: String(dispatcherPort), JUDGE_URL: `http://127.0.0.1:${judgePort}` },
    prefixColor: "magenta",
  });
  commands.push({
    name: tag("projector"),
    command: `${tsx} apps/projector/src/main.ts`,
    port: projectorPort,
    env: { ...env, PROJECTOR_PORT: String(projectorPort) },
    prefixColor: "blue",
  });
  // Summaries run on the small model: the region's first small replica (replicas are numbered large first).
  if (small > 0) {
    commands.push({
      name: tag("summarizer"),
      command: `${tsx} apps/summarizer/src/main.ts`,
      port: summarizerPort,
      env: {
        ...env,
        SUMMARIZER_PORT: String(summarizerPort),
        SUMMARIZER_ENGINE_URL: `http://127.0.0.1:${region.simBase + large}`,
      },
      prefixColor: "cyan",
    });
  }
  // The api of a region is its users' door; with several regions it may place their new conversations in
  // the others (REGION_PEERS), all on this machine's one NATS server.
  const peers = regions
    .filter((r) => r !== region)
    .map((r) => ({ name: r.name, namespace: r.namespace, databaseUrl: r.databaseUrl, distanceMs: 80 }));
  commands.push({
    name: tag("api"),
    command: `${tsx} apps/api/src/main.ts`,
    port: region.apiPort,
    // WEB_DEV_USERS: the web app's "start as a new free user" (development only).
    // OPS_TOKEN: the operator token that opens the ops view (/ops) and GET /v1/ops/overview.
    env: {
      ...env,
      API_PORT: String(region.apiPort),
      GUARD_URL: guardUrl,
      WEB_DEV_USERS: "1",
      OPS_TOKEN: opsToken,
      ...(peers.length ? { REGION_PEERS: JSON.stringify(peers) } : {}),
    },
    prefixColor: "green",
  });
}

// Every port the stack listens on, checked before anything is set up or started: with one taken (most
// often by an assistant already running), the apps that could not listen crashed one by one while the
// readiness wait found the other stack's api and said "ready".
const taken: number[] = [];
for (const { port } of commands) if (port !== undefined && !(await portIsFree(port))) taken.push(port);
if (taken.length > 0) {
  console.error(
    `✗ port${taken.length > 1 ? "s" : ""} ${taken.join(", ")} on 127.0.0.1 ${taken.length > 1 ? "are" : "is"} in use: is the assistant already running (another \`npm run dev\`)?\n` +
      "  Stop it (Ctrl-C in its terminal) or whatever holds the port, then start again.",
  );
  process.exit(1);
}

try {
  for (const r of regions)
    await runSetup({ namespace: r.namespace, databaseUrl: r.databaseUrl, quiet: r !== regions[0] });
  // The web app the api serves at /: rebuilt when its sources changed.
  await ensureWebBuilt();
} catch (err) {
  const told = err instanceof ServicesMissingError || err instanceof TopologyConfigError;
  console.error(told ? err.message : err);
  process.exit(1);
}

const where =
  regions.length > 1
    ? `${regions.length} regions (${regions.map((r) => `${r.name}: web app and api on port ${r.apiPort}`).join("; ")}), each with`
    : "";
console.log(`
Starting the assistant (it says "ready" below once the web app answers): ${where} ${large} large + ${small} small simulated replicas, a guard model, a judge model, dispatcher, projector, ${small > 0 ? "summarizer, " : ""}api.
  Open the web app:           http://127.0.0.1:${apiPort}/
  The ops view:               http://127.0.0.1:${apiPort}/ops   (ops token: ${opsToken})
  Chat in another terminal:   npm run chat
  A bearer token for curl:    npm run user -- create --tier plus
  Then e.g.:                  curl -N -X POST localhost:${apiPort}/v1/conversations -H "authorization: Bearer $TOKEN"
Ctrl-C stops everything.
`);

const { result } = concurrently(
  commands.map(({ port: _, ...c }) => ({ ...c, cwd: root, env: { ...process.env, ...c.env } })),
  { prefix: "[{name}]", killOthersOn: ["failure"], restartTries: 0 },
);
// The address above is printed before the apps start (~15-20 s here): say when each api answers, so a
// newcomer who opened the page at once knows when to reload it.
for (const region of regions) void announceReady(region.apiPort);
await result.catch(() => process.exit(1));
// Every app has exited: a readiness wait still polling (Ctrl-C before "ready") must not hold the exit.
process.exit(0);

/** Waits (at most 120 s) for the api's /healthz, then prints that the web app is up. */
async function announceReady(port: number): Promise<void> {
  const url = `http://127.0.0.1:${port}/healthz`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      console.log(`\n✓ ready: the web app answers on http://127.0.0.1:${port}/\n`);
      return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`\n✗ the api on port ${port} did not answer ${url} within 120 s: see its [api] lines above\n`);
}

/** Whether this machine lets us listen on 127.0.0.1:`port` now (what each app does at its start). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The same Postgres URL with another database name (`chat` -> `chat_us`). */
function withDatabaseName(url: string, rename: (name: string) => string): string {
  const u = new URL(url);
  u.pathname = `/${rename(u.pathname.replace(/^\//, "") || "chat")}`;
  return u.toString();
}
