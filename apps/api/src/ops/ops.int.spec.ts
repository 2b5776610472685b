/**
 * `GET /v1/ops/overview` on real NATS and Postgres: what replicas report in the `replicas` bucket, the
 * ladder's record and its moves on FLEET, first placements on the chat log and the judge's verdicts on
 * SHADOW come back as the ops view's numbers; only the ops role reads them.
 */
import {
  type GenerationRouted,
  LadderMoved,
  type LoadReport,
  ShadowPublisher,
  stageRollout,
} from "@chat/events";
import { freshDatabase, freshNamespace, type TestDatabase, type TestNamespace } from "@chat/platform/testing";
import { Kvm } from "@nats-io/kv";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Authenticator, createUser } from "../auth.ts";
import { startApiHeartbeat } from "./heartbeat.ts";
import { mountOps, type OpsOverview, OpsReader } from "./index.ts";
import type { RolloutVerdict } from "./overview.ts";

const OPERATOR = "ops-token-for-tests-0123456789";
let ns: TestNamespace;
let db: TestDatabase;
let app: Hono;
let streams = 3;
const tokens = { ops: "", plus: "" };

const report = (id: string, pool: "large" | "small", at: number, extra: Partial<LoadReport> = {}) =>
  ({
    replicaId: id,
    pool,
    model: pool === "large" ? "llama-3-70b" : "llama-3-8b",
    queuedPromptTokens: 1_200,
    freeKvTokens: 40_000,
    totalKvTokens: 100_000,
    running: 12,
    waiting: 3,
    decodeTokensPerSecond: 400,
    busy: 0.8,
    at,
    ...extra,
  }) satisfies LoadReport;

const routed = (n: number, pool: "large" | "small", attempt = 1): GenerationRouted => ({
  id: `m_ops_${n}.routed.${attempt}`,
  time: new Date().toISOString(),
  type: "generation.routed",
  v: 1,
  userId: "u_ops",
  conversationId: "c_ops",
  messageId: `m_ops_${n}`,
  pool,
  replicaId: `${pool}-1`,
  reason: "favourite",
  maxAnswerTokens: 500,
  attempt,
  priority: 1,
});

const verdict = (n: number, outcome: "win" | "tie" | "loss"): RolloutVerdict => ({
  id: `r_ops_${n}.verdict`,
  time: new Date().toISOString(),
  type: "rollout.verdict",
  v: 1,
  userId: "u_ops",
  conversationId: "c_ops",
  messageId: `m_ops_${n}`,
  shadowId: `r_ops_${n}`,
  pool: "large",
  currentVersion: "v1",
  candidateVersion: "v2",
  candidateFirst: outcome === "win" ? "A" : outcome === "loss" ? "B" : "A",
  currentFirst: outcome === "win" ? "B" : outcome === "loss" ? "A" : "A",
  outcome,
  agreed: outcome !== "tie",
  judge: "judge-sim",
});

beforeAll(async () => {
  ns = await freshNamespace();
  db = await freshDatabase("ops");
  const now = Date.now();
  const kv = await new Kvm(ns.nc).open(ns.names.buckets.replicas);
  await kv.put("large-1", JSON.stringify(report("large-1", "large", now, { version: "v1" })));
  await kv.put("large-2", JSON.stringify(report("large-2", "large", now, { version: "v2", busy: 0.4 })));
  // Silent for 10 s: shown as stale, left out of the pool's busy share.
  await kv.put("small-1", JSON.stringify(report("small-1", "small", now - 10_000, { busy: 0.1 })));
  const dispatch = await new Kvm(ns.nc).open(ns.names.buckets.dispatch);
  await dispatch.put("ladder", JSON.stringify({ rung: 2, movedAt: now - 20_000, upLine: 0.85, by: "d1" }));
  for (const [i, [from, to, ago]] of [
    [0, 1, 90_000],
    [1, 2, 20_000],
  ].entries()) {
    const ev: LadderMoved = {
      id: `ladder.test.${i}`,
      time: new Date(now - ago!).toISOString(),
      type: "ladder.moved",
      v: 1,
      from: from!,
      to: to!,
      busyShare: 0.9,
      line: 0.85,
      by: "d1",
    };
    await ns.publisher.publishJson(ns.names.subjects.fleet("ladder"), LadderMoved, ev, ev.id);
  }
  await ns.publishAll([routed(1, "small"), routed(2, "small"), routed(3, "small"), routed(4, "large")]);
  // A failover's second placement is not a routing decision.
  await ns.publishAll([routed(4, "large", 2)]);
  const shadow = new ShadowPublisher(ns.js, ns.names);
  for (const [i, o] of (["win", "win", "tie", "loss"] as const).entries())
    await shadow.publishShadow(verdict(i, o));
  await stageRollout(
    ns.nc,
    ns.names,
    { pool: "large", current: "v1", candidate: "v2", stage: "shadow", shadowShare: 0.1 },
    "test",
  );

  tokens.ops = (await createUser(db.db, "ops")).token;
  tokens.plus = (await createUser(db.db, "plus")).token;
  app = new Hono();
  const reader = new OpsReader({
    nc: ns.nc,
    names: ns.names,
    instanceId: "api-test",
    streams: () => streams,
  });
  mountOps(app, new Authenticator(db.db), { overview: () => reader.overview(), token: OPERATOR });
});
afterAll(async () => {
  await ns?.cleanup();
  await db?.drop();
});

const get = (token?: string) =>
  app.request("/v1/ops/overview", { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("GET /v1/ops/overview", () => {
  it("shows each pool and replica, the ladder over the last minutes, the router's share and the judge", async () => {
    const res = await get(OPERATOR);
    expect(res.status).toBe(200);
    const o = (await res.json()) as OpsOverview;
    expect(o.partial).toEqual([]);
    expect(o.instance).toEqual({ id: "api-test", streams: 3 });

    expect(o.replicas.map((r) => [r.replicaId, r.status, r.version])).toEqual([
      ["large-1", "serving", "v1"],
      ["large-2", "serving", "v2"],
      ["small-1", "stale", "v1"],
    ]);
    const large1 = o.replicas[0]!;
    expect(large1).toMatchObject({ running: 12, waiting: 3, queuedPromptTokens: 1_200, kvUse: 0.6 });
    expect(large1.heartbeatAgeMs).toBeLessThan(5_000);
    expect(o.replicas[2]!.heartbeatAgeMs).toBeGreaterThanOrEqual(10_000);
    const large = o.pools.find((p) => p.pool === "large")!;
    expect(large).toMatchObject({ replicas: 2, serving: 2, waiting: 6 });
    expect(large.busyShare).toBeCloseTo(0.6);
    expect(o.pools.find((p) => p.pool === "small")).toMatchObject({
      replicas: 1,
      serving: 0,
      busyShare: null,
    });

    expect(o.ladder.rung).toBe(2);
    expect(o.ladder.series.map((p) => p.rung)).toEqual([0, 1, 2, 2]);
    expect(o.ladder.lastMove).toMatchObject({ from: 1, to: 2, busyShare: 0.9, line: 0.85 });

    expect(o.router).toMatchObject({ small: 3, large: 1, smallShare: 0.75 });
    expect(o.router.series.reduce((s, b) => s + b.small + b.large, 0)).toBe(4);

    expect(o.judge).toEqual([
      {
        pool: "large",
        candidateVersion: "v2",
        currentVersion: "v1",
        n: 4,
        wins: 2,
        ties: 1,
        losses: 1,
        agreed: 3,
        winRate: 2.5 / 4,
      },
    ]);
    expect(o.rollouts).toEqual([{ pool: "large", current: "v1", candidate: "v2", stage: "shadow" }]);
  });

  it("is read for an ops user too, and refused to everyone else", async () => {
    expect((await get(tokens.ops)).status).toBe(200);
    const refused = await get(tokens.plus);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "forbidden" } });
    expect((await get()).status).toBe(401);
    expect((await get("sk-not-a-token")).status).toBe(401);
  });

  it("reuses one read for a second, then reads again", async () => {
    streams = 5;
    const first = (await (await get(OPERATOR)).json()) as OpsOverview;
    await new Promise((r) => setTimeout(r, 1_100));
    const later = (await (await get(OPERATOR)).json()) as OpsOverview;
    expect(later.at).toBeGreaterThan(first.at);
    expect(later.instance.streams).toBe(5);
  });

  it("lists each replica once, and every one, and each placement once, while reports and events keep coming", async () => {
    const kv = await new Kvm(ns.nc).open(ns.names.buckets.replicas);
    let writing = true;
    let n = 0;
    // Every replica reports in turn, as fast as NATS takes it: keys change between any two steps of a read.
    const writer = (async () => {
      while (writing) {
        await kv.put("large-1", JSON.stringify(report("large-1", "large", Date.now(), { version: "v1" })));
        await kv.put(
          "large-2",
          JSON.stringify(report("large-2", "large", Date.now(), { version: "v2", busy: 0.4 })),
        );
        await kv.put(
          "small-1",
          JSON.stringify(report("small-1", "small", Date.now() - 10_000, { busy: 0.1 })),
        );
        // Second placements (a failover's) on the router's subject: read, and never counted.
        await ns.publisher.publish(routed(100 + n++, "large", 2));
      }
    })();
    try {
      for (let i = 0; i < 20; i++) {
        const reader = new OpsReader({
          nc: ns.nc,
          names: ns.names,
          instanceId: "api-test",
          streams: () => 0,
        });
        const o = await reader.overview();
        expect(o.partial).toEqual([]);
        expect(o.replicas.map((r) => r.replicaId)).toEqual(["large-1", "large-2", "small-1"]);
        expect(o.router).toMatchObject({ small: 3, large: 1 });
      }
    } finally {
      writing = false;
      await writer;
    }
  });

  it("shows every api instance's streams from their heartbeats, and drops one that stopped", async () => {
    const a = startApiHeartbeat(ns.nc, ns.names, "api-a", () => 2, 100);
    const b = startApiHeartbeat(ns.nc, ns.names, "api-b", () => 5, 100);
    const fresh = () => new OpsReader({ nc: ns.nc, names: ns.names, instanceId: "api-a", streams: () => 3 });
    try {
      await new Promise((r) => setTimeout(r, 300));
      const o = await fresh().overview();
      expect(o.apis.map((x) => [x.id, x.streams, x.stale])).toEqual([
        ["api-a", 3, false], // this instance's own count is the one now
        ["api-b", 5, false],
      ]);
      await b.stop();
      expect((await fresh().overview()).apis.map((x) => x.id)).toEqual(["api-a"]);
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it("shows per model version the answers ended, refused and failed, and their first-token p95", async () => {
    const ended = (
      n: number,
      version: string | undefined,
      finish: "stop" | "refused" | "error",
      ms?: number,
    ) =>
      ({
        id: `m_ver_${n}.finished`,
        time: new Date().toISOString(),
        type: "generation.finished",
        v: 1,
        userId: "u_ops",
        conversationId: "c_ops",
        messageId: `m_ver_${n}`,
        finish,
        usage: { input: 10, cached: 0, output: 5 },
        text: "t",
        model: "llama-3-70b",
        replicaId: "large-1",
        ...(version ? { version } : {}),
        ...(ms !== undefined ? { firstTokenMs: ms } : {}),
      }) as const;
    await ns.publishAll([
      ...Array.from({ length: 19 }, (_, i) => ended(i, "v1", "stop", 100 + i)),
      ended(19, "v1", "stop", 900),
      ended(20, "v2", "refused", 300),
      ended(21, "v2", "error"),
      ended(22, undefined, "refused"), // refused by the dispatcher: no version, not counted
    ]);
    const reader = new OpsReader({ nc: ns.nc, names: ns.names, instanceId: "api-test", streams: () => 0 });
    const o = await reader.overview();
    expect(o.versions).toEqual([
      { version: "v1", messages: 20, refused: 0, errors: 0, firstTokenP95Ms: 118 },
      { version: "v2", messages: 2, refused: 1, errors: 1, firstTokenP95Ms: 300 },
    ]);
  });

  it("names a part that misses its deadline and still answers with the rest", async () => {
    const slow = new OpsReader({
      nc: ns.nc,
      names: ns.names,
      instanceId: "api-test",
      streams: () => 0,
      deadlineMs: 0,
    });
    const o = await slow.overview();
    expect(o.partial.length).toBeGreaterThan(0);
    expect(o.partial.join(" ")).toMatch(/no answer within 0 ms/);
    expect(o.instance.streams).toBe(0);
  });
});
