/**
 * Issue 22, item 5: how many new messages a second one api instance takes (DESIGN sizes a gateway at ~750/s),
 * and what each costs it. Only the door is measured: no dispatcher or worker (the message is done, for this
 * bench, once `message.submitted` is on the log and the SSE response has started). The api runs in this
 * process with the real token limiter (Redis, a bucket large enough never to refuse) and the lexical safety
 * baseline; the projector runs as its own process (as deployed), so earlier turns are in Postgres as in
 * production (`--no-projector`: the worst case, every earlier turn read from the log). A child process posts
 * messages with `--concurrency` in flight (closed loop), each the second turn of its own conversation.
 *
 *   npm run bench -- submit-rate
 *   npx tsx apps/api/bench/submit-rate.ts [--steps=8,32,64] [--seconds=5] [--no-projector] [--cpu-profile=DIR]
 *
 * Prints, per step: submissions/s, latency to the response's headers p50/p99, the api's CPU (% of one core)
 * and CPU ms per submission, and the machine's busy share; then the most submissions/s with p99 < 50 ms and
 * what one core would take at that step's CPU per message. Asserts nothing.
 */
import { type ChildProcess, fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eventIds, scopedMessageId } from "@chat/events";
import {
  deploymentEnv,
  fmt,
  formatTable,
  freshDatabase,
  freshNamespace,
  listArg,
  machineCpuTimes,
  machineSpeed,
  machineSpeedLine,
  numberArg,
  startCpuProfile,
} from "@chat/platform/testing";
import { createUser } from "../src/auth.ts";
import { createLimiterRedis, TokenLimiter } from "../src/limits/index.ts";
import { startApiServer } from "../src/server.ts";
import { DEFAULT_TIERS, parseTiers } from "../src/tiers.ts";

const STEPS = listArg("steps", "BENCH_STEPS", [8, 32, 64]);
const SECONDS = numberArg("seconds", "BENCH_SECONDS", 5);
const WARM_UP_S = 3;
/** `--cpu-profile=DIR`: writes the api's CPU profile of each step's measured seconds. */
const PROFILE_DIR = process.argv.find((a) => a.startsWith("--cpu-profile="))?.slice(14);
const USERS = 40;

async function main(): Promise<void> {
  const ns = await freshNamespace();
  const db = await freshDatabase("bench");
  const redis = createLimiterRedis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
  const big = { capacity: 1e12, refillSeconds: 1 };
  const tiers = parseTiers({
    ...DEFAULT_TIERS,
    free: { ...DEFAULT_TIERS.free, bucket: big },
    plus: { ...DEFAULT_TIERS.plus, bucket: big },
  });
  const keyPrefix = `bench:submit:${randomBytes(4).toString("hex")}:`;
  const limiter = new TokenLimiter({ redis, tiers, keyPrefix });
  const api = await startApiServer({ nc: ns.nc, names: ns.names, db: db.db, settle: false, limiter, tiers });
  const users = [];
  for (let i = 0; i < USERS; i++) users.push(await createUser(db.db, "free"));

  // Conversations with one finished turn each, written to the log only (the api reads the branch from it).
  const conversations: Array<{ token: string; conversationId: string; parentKey: string }> = [];
  const need = Math.max(...STEPS) * 4;
  for (let i = 0; i < need; i++) {
    const user = users[i % USERS]!;
    const conversationId = `c_${randomBytes(8).toString("hex")}`;
    const key = `m_${randomBytes(6).toString("hex")}`;
    const messageId = scopedMessageId(user.id, key);
    const ids = { userId: user.id, conversationId, messageId };
    const time = new Date().toISOString();
    await ns.publisher.publish({
      id: eventIds.conversationCreated(conversationId),
      type: "conversation.created",
      v: 1,
      time,
      ...ids,
      messageId: conversationId,
      title: "bench",
    });
    await ns.publisher.publish({
      id: eventIds.submitted(messageId),
      type: "message.submitted",
      v: 1,
      time,
      ...ids,
      tier: "free",
      requestedModel: "auto",
      parentId: null,
      content: "What makes the sky blue?",
      contentTokens: 6,
      prompt: [{ role: "user", content: "What makes the sky blue?" }],
      promptTokens: 20,
      droppedTurns: 0,
      maxAnswerTokens: 1_000,
      reservedCost: 0,
    });
    await ns.publisher.publish({
      id: eventIds.finished(messageId),
      type: "generation.finished",
      v: 1,
      time,
      ...ids,
      finish: "stop",
      usage: { input: 20, cached: 0, output: 60 },
      text: "Sunlight scatters off air molecules, and blue light scatters most. ".repeat(4),
      model: "llama-3-8b",
      replicaId: "small-1",
    });
    conversations.push({ token: user.token, conversationId, parentKey: key });
  }

  let projector: ChildProcess | undefined;
  if (!process.argv.includes("--no-projector")) {
    // The projector as deployed: its own process on this namespace and database; wait until it caught up.
    projector = spawn(
      process.execPath,
      ["--import", "tsx", fileURLToPath(new URL("../../projector/src/main.ts", import.meta.url))],
      {
        env: {
          ...process.env,
          ...deploymentEnv(ns, db),
          PROJECTOR_PORT: "0",
        },
        stdio: ["ignore", "ignore", "inherit"],
      },
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const row = await db.db
        .selectFrom("messages")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("role", "=", "assistant")
        .executeTakeFirst();
      if (Number(row?.n ?? 0) >= conversations.length) break;
      if (Date.now() > deadline) throw new Error("the projector did not catch up within 60 s");
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const rows: string[][] = [];
  const steps: Array<{ concurrency: number; rate: number; p99: number; cpuMsPerMessage: number }> = [];
  /** One load process posting `concurrency` at a time for `seconds`; resolves with what it counted. */
  const drive = (concurrency: number, seconds: number) => {
    const child = fork(fileURLToPath(new URL("./support/submit-clients.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
    });
    const done = new Promise<{ count: number; errors: number; latencies: number[]; firstError?: string }>(
      (resolve, reject) => {
        child.once("message", (m) => resolve(m as never));
        child.once("exit", (code) => reject(new Error(`submit-clients exited (${code})`)));
      },
    );
    child.send({ url: api.url, concurrency, seconds, conversations });
    return done.finally(() => child.kill());
  };
  try {
    // Unmeasured: the api's hot code optimised and its connections open (a cold first step cost ~50% more
    // CPU per message than the same step run second).
    await drive(STEPS[0]!, WARM_UP_S);
    for (const concurrency of STEPS) {
      const profile = PROFILE_DIR ? await startCpuProfile() : null;
      const cpu0 = process.cpuUsage();
      const m0 = machineCpuTimes();
      const t0 = performance.now();
      const r = await drive(concurrency, SECONDS);
      const wall = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const m1 = machineCpuTimes();
      if (profile && PROFILE_DIR) {
        const file = join(PROFILE_DIR, `submit-rate-${concurrency}.cpuprofile`);
        await profile.stop(file);
        console.log(`(cpu profile of the measured seconds: ${file})`);
      }
      const lat = r.latencies.sort((a, b) => a - b);
      const at = (q: number) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] ?? Number.NaN;
      const cpuMs = (cpu.user + cpu.system) / 1000;
      if (r.firstError) console.error(`concurrency ${concurrency}: first error: ${r.firstError}`);
      if (r.errors === 0)
        steps.push({
          concurrency,
          rate: r.count / wall,
          p99: at(0.99),
          cpuMsPerMessage: cpuMs / Math.max(1, r.count),
        });
      rows.push([
        String(concurrency),
        fmt(r.count / wall, 0),
        String(r.errors),
        fmt(at(0.5), 1),
        fmt(at(0.99), 1),
        fmt((100 * cpuMs) / 1000 / wall, 0),
        fmt(cpuMs / Math.max(1, r.count), 2),
        `${fmt((100 * (m1.busy - m0.busy)) / (m1.total - m0.total), 0)}%`,
      ]);
    }
  } finally {
    if (projector && projector.exitCode === null) {
      // Stopped before its database and namespace go: else it reports their loss as failures on the way out.
      const exited = once(projector, "exit");
      projector.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await api.close();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await db.drop();
    await ns.cleanup();
  }
  console.log(
    `submit-rate: one api instance, second turns of their conversations, closed loop, ${SECONDS} s per step;\n` +
      `latency = POST sent -> response headers (message.submitted on the log); api CPU% is of one core; ${projector ? "projector running (earlier turns in Postgres)" : "no projector (earlier turns read from the log)"}`,
  );
  console.log(
    formatTable(
      ["in flight", "msg/s", "errors", "p50 ms", "p99 ms", "api CPU%", "CPU ms/msg", "machine busy"],
      rows,
    ),
  );
  // The figure: the most submissions/s with p99 < 50 ms, and what one core would take at that CPU cost.
  const best = steps.filter((x) => x.p99 < 50).sort((a, b) => b.rate - a.rate)[0];
  console.log(
    best
      ? `best with p99 < 50 ms: ${fmt(best.rate, 0)} msg/s at ${best.concurrency} in flight (p99 ${fmt(best.p99, 1)} ms), ` +
          `${fmt(best.cpuMsPerMessage, 2)} api CPU-ms per message: one core would take ~${fmt(1000 / best.cpuMsPerMessage, 0)}/s (DESIGN: ~750)`
      : "no step kept p99 under 50 ms without errors",
  );
  const [l1, l5] = loadavg();
  console.log(`load average at the end (1/5 min): ${l1?.toFixed(1)} / ${l5?.toFixed(1)}`);
}

console.log(machineSpeedLine(await machineSpeed()));
await main();
process.exit(0);
