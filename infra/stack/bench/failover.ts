/**
 * Issues 9 and 14: the pause a reader sees when the replica writing their answer dies, for both kinds of
 * death. Twenty times each: start an answer, after a few deltas kill either the gpu-worker holding it (as a
 * crashed process: no more events, acks or heartbeats; found by ~2 s of missed heartbeats) or its inference
 * server (the worker lives and reports its engine down at once), read to `done`, and take the pause from the
 * log: the last delta before -> the first delta after (their `time` fields). Then the killed part is started
 * again (a new worker incarnation, or the engine on the same port, after which the worker serves again by
 * itself), so every kill finds two live replicas. Prints each kill and a summary per kind with the pause
 * split into hops: last delta -> `interrupted` (detection), -> `resubmitted`, -> the new replica's
 * `started`, -> its first delta.
 *
 *   npm run bench -- failover
 *   npx tsx infra/stack/bench/failover.ts [--kills=20] [--time-scale=4] [--kind=worker|engine|both]
 *
 * The replicas run `time-scale` times faster than real time (answers last ~3 s); detection and the
 * worker's 50 ms delta batching are wall-clock, so the pause is mostly real time. Asserts nothing.
 */
import { randomBytes } from "node:crypto";
import { loadavg } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { type ChatEvent, readGeneration, readGenerationEvents } from "@chat/events";
import { jetstream } from "@nats-io/jetstream";
import { readSse } from "../src/clients.ts";
import { type Stack, startStack } from "../src/stack.ts";

const arg = (name: string, fallback: number): number => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  const v = hit ? Number(hit.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number, got ${hit}`);
  return v;
};
const KILLS = arg("kills", 20);
const TIME_SCALE = arg("time-scale", 4);
const KILL_AFTER_EVENTS = 4; // meta + 3 deltas

type Kill = {
  victim: string;
  rescuer: string;
  pauseMs: number;
  detectMs: number;
  requeueMs: number;
  startMs: number;
  firstDeltaMs: number;
  finish: string;
  idsOk: boolean;
};

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};

const KINDS = (() => {
  const hit = process.argv.find((a) => a.startsWith("--kind="))?.slice(7) ?? "both";
  if (!["worker", "engine", "both"].includes(hit)) throw new Error(`--kind must be worker, engine or both`);
  return hit === "both" ? (["worker", "engine"] as const) : ([hit] as ["worker"] | ["engine"]);
})();
type Death = (typeof KINDS)[number];

/** Brings the killed part back and waits until the replica serves again (so each kill finds two). */
async function revive(stack: Stack, id: string, kind: Death): Promise<void> {
  if (kind === "worker") await stack.restartWorker(id);
  else await stack.restartEngine(id);
  const deadline = Date.now() + 15_000;
  while (!stack.dispatcher.replicas.snapshot().some((r) => r.replicaId === id && r.status === "serving")) {
    if (Date.now() > deadline)
      throw new Error(`${id} did not serve again within 15 s after its ${kind} restart`);
    await sleep(100);
  }
}

async function killOnce(stack: Stack, token: string, k: number, kind: Death): Promise<Kill> {
  const base = stack.apis[0]!.url;
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const conv = await fetch(`${base}/v1/conversations`, { method: "POST", headers, body: "{}" });
  const conversationId = ((await conv.json()) as { id: string }).id;
  const id = `m_${randomBytes(8).toString("hex")}`;
  const res = await fetch(`${base}/v1/conversations/${conversationId}/messages`, {
    method: "POST",
    headers: { ...headers, "idempotency-key": id },
    body: JSON.stringify({
      content: `Tell me a long story about lighthouse keeper number ${k}.`,
      model: "large",
    }),
  });
  // The message's id on the log is scoped per user: the api names it in X-Message-Id.
  const logId = res.headers.get("x-message-id") ?? id;
  const js = jetstream(stack.ns.nc);
  let victim = "";
  const ids: number[] = [];
  let finish = "";
  for await (const e of readSse(res)) {
    ids.push(e.id);
    if (e.event === "done") finish = String(e.data.finish);
    if (ids.length === KILL_AFTER_EVENTS) {
      victim = (await readGeneration(js, stack.ns.names, logId)).replicaId!;
      if (kind === "worker") await stack.killWorker(victim);
      else await stack.killEngine(victim);
    }
  }
  if (!victim) throw new Error(`kill ${k}: the answer ended before the kill`);

  const events: ChatEvent[] = [];
  for await (const ev of readGenerationEvents(js, stack.ns.names, logId)) events.push(ev);
  const t = (ev: ChatEvent | undefined) => (ev ? Date.parse(ev.time) : Number.NaN);
  const deltas = events.filter((e) => e.type === "generation.delta");
  const lastBefore = t(deltas.filter((d) => d.attempt === 1).at(-1));
  const firstAfter = t(deltas.find((d) => d.attempt === 2));
  const interrupted = t(events.find((e) => e.type === "generation.interrupted"));
  const resubmitted = events.find((e) => e.type === "generation.resubmitted");
  const started2 = t(events.find((e) => e.type === "generation.started" && e.attempt === 2));

  await revive(stack, victim, kind);
  return {
    victim,
    rescuer: resubmitted?.type === "generation.resubmitted" ? resubmitted.replicaId : "?",
    pauseMs: firstAfter - lastBefore,
    detectMs: interrupted - lastBefore,
    requeueMs: t(resubmitted) - interrupted,
    startMs: started2 - t(resubmitted),
    firstDeltaMs: firstAfter - started2,
    finish,
    idsOk: ids.every((x, i) => x === i + 1),
  };
}

async function main(): Promise<void> {
  const stack = await startStack({ large: 2, small: 0, timeScale: TIME_SCALE });
  const kills: Record<Death, Kill[]> = { worker: [], engine: [] };
  const t0 = Date.now();
  try {
    const { token } = await stack.user("plus");
    for (const kind of KINDS) {
      console.log(`\n${kind} killed mid-answer`);
      console.log("kill  victim    rescuer   pause ms  detect  requeue  start  1st delta  finish  ids 1..N");
      for (let k = 1; k <= KILLS; k++) {
        const r = await killOnce(stack, token, k, kind);
        kills[kind].push(r);
        console.log(
          [
            String(k).padStart(4),
            r.victim.padEnd(8),
            r.rescuer.padEnd(8),
            String(r.pauseMs).padStart(8),
            String(r.detectMs).padStart(6),
            String(r.requeueMs).padStart(7),
            String(r.startMs).padStart(5),
            String(r.firstDeltaMs).padStart(9),
            r.finish.padStart(6),
            r.idsOk ? "     yes" : "      NO",
          ].join("  "),
        );
      }
    }
  } finally {
    await stack.stop();
  }
  const line = (name: string, xs: number[]) =>
    `${name.padEnd(44)} ${String(percentile(xs, 50)).padStart(6)} ${String(percentile(xs, 95)).padStart(6)} ${String(Math.min(...xs)).padStart(6)} ${String(Math.max(...xs)).padStart(6)}`;
  console.log(
    `\nfailover: ${KILLS} kills per kind, 2 large replicas at time-scale ${TIME_SCALE}; a worker is dead after 2,000 ms without a heartbeat (beats every 200 ms), an engine's death is reported by its worker; ${Math.round((Date.now() - t0) / 1000)} s; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  for (const kind of KINDS) {
    const col = (f: (k: Kill) => number) => kills[kind].map(f).filter(Number.isFinite);
    console.log(
      `\n${`${kind} killed: ms (log times)`.padEnd(44)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"min".padStart(6)} ${"max".padStart(6)}`,
    );
    console.log(
      line(
        "PAUSE: last delta before -> first after",
        col((k) => k.pauseMs),
      ),
    );
    console.log(
      line(
        "  last delta -> interrupted (detection)",
        col((k) => k.detectMs),
      ),
    );
    console.log(
      line(
        "  interrupted -> resubmitted",
        col((k) => k.requeueMs),
      ),
    );
    console.log(
      line(
        "  resubmitted -> started on the new replica",
        col((k) => k.startMs),
      ),
    );
    console.log(
      line(
        "  started -> first delta (prefill + batcher)",
        col((k) => k.firstDeltaMs),
      ),
    );
    const bad = kills[kind].filter((k) => k.finish !== "stop" || !k.idsOk).length;
    console.log(`answers not ending in "stop" or with gaps in event ids: ${bad}`);
  }
}

await main();
