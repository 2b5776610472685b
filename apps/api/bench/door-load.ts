/**
 * Load on the door (issue 15): one real user chats while hundreds of WebSockets are open and a flood of
 * bad tokens hits HTTP and the WebSocket upgrade. Prints the real user's latencies (p50 / p99) before and
 * during, and what the flood got. The api runs as its own process (`apps/api/src/main.ts`), as deployed,
 * on a fresh namespace and database; no GPU workers run, so "chatting" is the door's share of a message:
 * WebSocket `send` -> `accepted` (limits, prompt, publish) and an authenticated `GET /v1/conversations`.
 *
 * The flood comes from `--addresses` loopback addresses (127.0.0.2...), so the per-address budget of unknown
 * tokens does not simply cut it: most of it reaches the bounded token lookups. Besides the chatting user,
 * a new user signs in each round (a token not yet in memory: a real lookup), the path the flood competes with.
 *
 *   npm run bench -- door-load [--sockets=400] [--flood=32] [--addresses=64] [--seconds=10]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { deploymentEnv, freshDatabase, freshNamespace } from "@chat/platform/testing";
import { WebSocket } from "ws";
import { createUser } from "../src/auth.ts";
import { DEFAULT_TIERS } from "../src/tiers.ts";

const { values } = parseArgs({
  options: {
    sockets: { type: "string", default: "400" },
    flood: { type: "string", default: "32" },
    addresses: { type: "string", default: "64" },
    seconds: { type: "string", default: "10" },
  },
  strict: false,
});
const SOCKETS = Number(values.sockets);
const FLOOD = Number(values.flood);
const ADDRESSES = Math.min(250, Number(values.addresses));
const SECONDS = Number(values.seconds);
const root = fileURLToPath(new URL("../../../", import.meta.url));

const ns = await freshNamespace();
const db = await freshDatabase("doorload");
// Plus with a bucket no run empties: the user's latency, not its limit, is measured.
const tiersFile = join(tmpdir(), `door-load-tiers-${process.pid}.json`);
writeFileSync(
  tiersFile,
  JSON.stringify({ plus: { ...DEFAULT_TIERS.plus, bucket: { capacity: 1e12, refillSeconds: 10_800 } } }),
);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let api: ChildProcess | null = null;
const sockets: WebSocket[] = [];
try {
  api = spawn(join(root, "node_modules", ".bin", "tsx"), [join(root, "apps/api/src/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      ...deploymentEnv(ns, db),
      API_PORT: String(port),
      TIERS_FILE: tiersFile,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const started = api;
  await until(async () => {
    if (started.exitCode !== null) throw new Error(`the api exited with ${started.exitCode}`);
    return (await fetch(`${base}/healthz`).catch(() => null))?.status === 200;
  }, 60_000);

  const real = await createUser(db.db, "plus");
  const user = await openSocket(real.token);
  const conv = await frame(
    user,
    { type: "create_conversation", title: "load" },
    (f) => f.type === "conversation",
  );
  const conversationId = conv.id as string;

  const samples = {
    send: new Map<string, number[]>(),
    get: new Map<string, number[]>(),
    first: new Map<string, number[]>(),
  };
  const newcomers = await Promise.all(Array.from({ length: 600 }, () => createUser(db.db, "free")));
  const firstStatuses = new Map<string, number>();
  let phase = "before";
  let chatting = true;
  const chat = (async () => {
    while (chatting) {
      const key = `m_${randomBytes(8).toString("hex")}`;
      const t0 = performance.now();
      await frame(
        user,
        { type: "send", conversationId, messageId: key, content: "How do tides work?", model: "large" },
        (f) => f.messageId === key && (f.type === "accepted" || f.type === "error"),
      );
      push(samples.send, phase, performance.now() - t0);
      const t1 = performance.now();
      await fetch(`${base}/v1/conversations`, { headers: { authorization: `Bearer ${real.token}` } });
      push(samples.get, phase, performance.now() - t1);
      const newcomer = newcomers.pop();
      if (newcomer) {
        const t2 = performance.now();
        const status = await httpStatus(newcomer.token, "127.0.0.1");
        push(samples.first, phase, performance.now() - t2);
        if (phase === "during") count(firstStatuses, status);
      }
      await sleep(100);
    }
  })();

  await sleep(SECONDS * 1000);
  console.log(`opening ${SOCKETS} WebSockets (15 per user) and starting the bad-token flood...`);
  const idle = Math.ceil(SOCKETS / 15);
  const tokens = await Promise.all(Array.from({ length: idle }, () => createUser(db.db, "free")));
  for (let i = 0; i < SOCKETS; i++) sockets.push(await openSocket(tokens[Math.floor(i / 15)]!.token));
  const statuses = new Map<string, number>();
  let flooding = true;
  const flood = Array.from({ length: FLOOD }, async (_, k) => {
    while (flooding) {
      const bad = `sk-${randomBytes(24).toString("base64url")}`;
      const from = `127.0.0.${2 + (k % ADDRESSES)}`;
      count(statuses, k % 4 === 0 ? await upgradeStatus(bad, from) : await httpStatus(bad, from));
    }
  });
  phase = "during";
  const floodStart = performance.now();
  await sleep(SECONDS * 1000);
  flooding = false;
  const floodSeconds = (performance.now() - floodStart) / 1000;
  chatting = false;
  await Promise.all([chat, ...flood]);

  const row = (name: string, m: Map<string, number[]>) => {
    const b = m.get("before") ?? [];
    const d = m.get("during") ?? [];
    console.log(`${name.padEnd(34)} ${fmt(b)}   ${fmt(d)}`);
  };
  console.log(`\nthe real user's latency, ms       before: n / p50 / p99        during: n / p50 / p99`);
  row("WebSocket send -> accepted", samples.send);
  row("GET /v1/conversations", samples.get);
  row("a new user's first request (lookup)", samples.first);
  console.log(
    `  new users' first requests during the flood: ${[...firstStatuses].map(([s, n]) => `${s} x ${n}`).join(", ")}`,
  );
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\nflood: ${total} bad-token requests in ${floodSeconds.toFixed(1)} s (${(total / floodSeconds).toFixed(0)}/s, ` +
      `a quarter as WebSocket upgrades, from ${Math.min(FLOOD, ADDRESSES)} addresses); answers: ${[...statuses].map(([s, n]) => `${s} x ${n}`).join(", ")}`,
  );
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  console.log(
    `idle sockets still open: ${open} of ${SOCKETS}; api health: ${(await fetch(`${base}/healthz`)).status}`,
  );
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} (2 cores shared by the api, this client, NATS, Postgres)`,
  );
} finally {
  for (const s of sockets) s.terminate();
  api?.kill("SIGTERM");
  await sleep(500);
  await ns.cleanup();
  await db.drop().catch(() => {});
}

function fmt(xs: number[]): string {
  if (xs.length === 0) return "-";
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(1);
  return `${String(s.length).padStart(4)} / ${q(0.5).padStart(6)} / ${q(0.99).padStart(7)}`;
}

function push(m: Map<string, number[]>, k: string, v: number) {
  const xs = m.get(k) ?? [];
  xs.push(v);
  m.set(k, xs);
}

async function openSocket(token: string): Promise<WebSocket & { frames: Array<Record<string, unknown>> }> {
  const ws = new WebSocket(`${base.replace("http", "ws")}/v1/ws`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const out = Object.assign(ws, { frames: [] as Array<Record<string, unknown>> });
  ws.on("message", (raw) => out.frames.push(JSON.parse(raw.toString())));
  ws.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("unexpected-response", (_q, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return out;
}

async function frame(
  ws: WebSocket & { frames: Array<Record<string, unknown>> },
  send: unknown,
  match: (f: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  ws.send(JSON.stringify(send));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const i = ws.frames.findIndex(match);
    if (i >= 0) return ws.frames.splice(i, 1)[0]!;
    if (Date.now() > deadline) throw new Error(`no answer to ${JSON.stringify(send)}`);
    await sleep(2);
  }
}

function count(m: Map<string, number>, status: number) {
  m.set(String(status), (m.get(String(status)) ?? 0) + 1);
}

/** GET /v1/conversations with `token`, from `localAddress`: the status (0 when the request failed). */
function httpStatus(token: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      `${base}/v1/conversations`,
      { headers: { authorization: `Bearer ${token}` }, localAddress, agent: false },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end();
  });
}

function upgradeStatus(token: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/v1/ws`, {
      headers: { authorization: `Bearer ${token}` },
      localAddress,
    });
    ws.on("error", () => resolve(0));
    ws.once("unexpected-response", (_q, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.once("open", () => {
      resolve(101);
      ws.terminate();
    });
  });
}

async function until(cond: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error("the api did not start");
    await sleep(200);
  }
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}
