/**
 * `npm run dev`: the whole assistant on this machine. Sets up what is missing, then starts two large and
 * one small simulated GPU replica (each an inference server plus its gpu-worker), a simulated guard model
 * (the safety checks' Llama Guard style server, on GUARD_PORT, default SIM_BASE_PORT - 1), the dispatcher, the
 * projector, the summarizer (on the small replica) and the api, with every log line prefixed by its app.
 * Ctrl-C stops everything.
 *
 * Environment: API_PORT (8080), SIM_BASE_PORT (8100), SIM_TIME_SCALE (1 = real time), LARGE_REPLICAS (2),
 * SMALL_REPLICAS (1), plus the service URLs (NATS_URL, DATABASE_URL, REDIS_URL).
 * A simulated judge model (JUDGE_PORT, default SIM_BASE_PORT - 2) judges a rollout's shadow pairs; the ops
 * view at /ops opens with the operator token printed below (OPS_TOKEN, random per start unless set).
 */
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { runSetup, ServicesMissingError } from "@chat/platform";
import { ensureWebBuilt } from "@chat/web/build";
import concurrently from "concurrently";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const apiPort = Number(process.env.API_PORT ?? 8080);
const simBase = Number(process.env.SIM_BASE_PORT ?? 8100);
const timeScale = process.env.SIM_TIME_SCALE ?? "1";
const large = Number(process.env.LARGE_REPLICAS ?? 2);
const small = Number(process.env.SMALL_REPLICAS ?? 1);
const guardPort = Number(process.env.GUARD_PORT ?? simBase - 1);
const guardUrl = `http://127.0.0.1:${guardPort}`;
const judgePort = Number(process.env.JUDGE_PORT ?? simBase - 2);
const opsToken = process.env.OPS_TOKEN ?? `ops-${randomBytes(18).toString("base64url")}`;

try {
  await runSetup();
  // The web app the api serves at /: rebuilt when its sources changed.
  await ensureWebBuilt();
} catch (err) {
  console.error(err instanceof ServicesMissingError ? err.message : err);
  process.exit(1);
}

type Cmd = { name: string; command: string; env?: Record<string, string>; prefixColor?: string };
// node itself, not `npx tsx`: a SIGTERM to this process then reaches every app (npx did not pass it on).
const tsx = "node --import tsx";
const commands: Cmd[] = [];
commands.push({
  name: "guard",
  command: `${tsx} infra/sim/src/guard-main.ts --port ${guardPort} --time-scale ${timeScale}`,
  prefixColor: "gray",
});
// The rollout judge's model (the dispatcher's JUDGE_URL): the simulated judge the release gate uses too.
commands.push({
  name: "judge",
  command: `${tsx} --input-type=module -e "const { createJudgeServer } = await import('@chat/sim'); await createJudgeServer({ timeScale: ${Number(timeScale)} }).listen(${judgePort}); console.log('simulated judge on ${judgePort}')"`,
  prefixColor: "gray",
});
const replicas = [
  ...Array.from({ length: large }, (_, i) => ({ id: `large-${i + 1}`, pool: "large" })),
  ...Array.from({ length: small }, (_, i) => ({ id: `small-${i + 1}`, pool: "small" })),
];
replicas.forEach((r, i) => {
  const port = simBase + i;
  commands.push({
    name: `sim:${r.id}`,
    command: `${tsx} infra/sim/src/main.ts --port ${port} --replica ${r.pool} --flavour vllm --time-scale ${timeScale} --seed ${i + 1}`,
    prefixColor: "gray",
  });
  commands.push({
    name: `worker:${r.id}`,
    command: `${tsx} apps/gpu-worker/src/main.ts`,
    env: {
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
  name: "dispatcher",
  command: `${tsx} apps/dispatcher/src/main.ts`,
  env: { JUDGE_URL: `http://127.0.0.1:${judgePort}` },
  prefixColor: "magenta",
});
commands.push({ name: "projector", command: `${tsx} apps/projector/src/main.ts`, prefixColor: "blue" });
// Summaries run on the small model: the first small replica (replicas are numbered large first).
if (small > 0) {
  commands.push({
    name: "summarizer",
    command: `${tsx} apps/summarizer/src/main.ts`,
    env: { SUMMARIZER_ENGINE_URL: `http://127.0.0.1:${simBase + large}` },
    prefixColor: "cyan",
  });
}
commands.push({
  name: "api",
  command: `${tsx} apps/api/src/main.ts`,
  // WEB_DEV_USERS: the web app's "start as a new free user" (development only).
  // OPS_TOKEN: the operator token that opens the ops view (/ops) and GET /v1/ops/overview.
  env: { API_PORT: String(apiPort), GUARD_URL: guardUrl, WEB_DEV_USERS: "1", OPS_TOKEN: opsToken },
  prefixColor: "green",
});

console.log(`
Starting the assistant: ${large} large + ${small} small simulated replicas, a guard model, a judge model, dispatcher, projector, ${small > 0 ? "summarizer, " : ""}api.
  Open the web app:           http://127.0.0.1:${apiPort}/
  The ops view:               http://127.0.0.1:${apiPort}/ops   (ops token: ${opsToken})
  Chat in another terminal:   npm run chat
  A bearer token for curl:    npm run user -- create --tier plus
  Then e.g.:                  curl -N -X POST localhost:${apiPort}/v1/conversations -H "authorization: Bearer $TOKEN"
Ctrl-C stops everything.
`);

const { result } = concurrently(
  commands.map((c) => ({ ...c, cwd: root, env: { ...process.env, ...c.env } })),
  { prefix: "[{name}]", killOthersOn: ["failure"], restartTries: 0 },
);
await result.catch(() => process.exit(1));
