/**
 * The live rollout judge (issue 19) against the simulated judge server, on real NATS: the dispatcher judges
 * each `rollout.pair` twice with the order swapped, records a `rollout.verdict` and counts
 * `rollout_judge_pairs_total{version,outcome}`, passes the router's own pairs over, and the api's ops view
 * shows the candidate's win rate. Lives with the tools (it needs the simulator); the ops view's browser test
 * is ops.e2e.spec.ts.
 */
import { startApiServer } from "@chat/api";
import { startDispatcher } from "@chat/dispatcher";
import {
  lastJsonOn,
  type RolloutPair,
  rolloutShadowId,
  type ShadowPair,
  ShadowPublisher,
  shadowGenerationId,
} from "@chat/events";
import { freshDatabase, freshNamespace, type TestDatabase, type TestNamespace } from "@chat/platform/testing";
import { createJudgeServer, JUDGE_MODEL, type SimServer } from "@chat/sim";
import { Registry } from "prom-client";
import { afterAll, beforeAll, expect, it } from "vitest";

// Concrete answers beat hedged ones by far more than the simulated judge's position bias and noise, so
// each verdict here is certain in both orders.
const CONCRETE =
  "Use sorted(xs), for example sorted([3, 1, 2]) gives [1, 2, 3]. It works because it compares items.";
const HEDGED = "Maybe there is a function for it. It might be sort, probably. Hard to say.";
const OPERATOR = "operator-token-for-the-judge-test";

let ns: TestNamespace;
let db: TestDatabase;
let judge: SimServer;
let judgePort = 0;
const registry = new Registry();
let stop: Array<() => Promise<void>> = [];

const answer = (text: string, model: string) => ({
  text,
  model,
  replicaId: "large-1",
  finish: "stop" as const,
  usage: { input: 30, cached: 0, output: 40 },
});

function pair(n: number, candidateWins: boolean): RolloutPair {
  const messageId = `m_judge_${n}`;
  const shadowId = rolloutShadowId(messageId, "v2");
  return {
    id: `${shadowId}.pair`,
    time: new Date().toISOString(),
    type: "rollout.pair",
    v: 1,
    userId: "u_judge",
    conversationId: `c_judge_${n}`,
    messageId,
    shadowId,
    tier: "plus",
    pool: "large",
    currentVersion: "v1",
    candidateVersion: "v2",
    content: `How do I sort a list? (${n})`,
    prompt: [{ role: "user", content: `How do I sort a list? (${n})` }],
    current: answer(candidateWins ? HEDGED : CONCRETE, "v1"),
    candidate: answer(candidateWins ? CONCRETE : HEDGED, "v2"),
  };
}

function routerPair(): ShadowPair {
  const messageId = "m_router_1";
  const shadowId = shadowGenerationId(messageId);
  return {
    id: `${shadowId}.pair`,
    time: new Date().toISOString(),
    type: "shadow.pair",
    v: 1,
    userId: "u_judge",
    conversationId: "c_router",
    messageId,
    shadowId,
    tier: "free",
    score: 0.2,
    routeReason: "classifier",
    content: "hi",
    prompt: [{ role: "user", content: "hi" }],
    small: answer(HEDGED, "small"),
    large: answer(CONCRETE, "large"),
  };
}

const pairs = [pair(1, true), pair(2, true), pair(3, true), pair(4, true), pair(5, false), pair(6, false)];

beforeAll(async () => {
  ns = await freshNamespace();
  db = await freshDatabase("judge");
  judge = createJudgeServer({ timeScale: 1000 });
  judgePort = await judge.listen(0);
  const port = judgePort;
  const dispatcher = await startDispatcher({
    nc: ns.nc,
    names: ns.names,
    instanceId: "d-judge",
    registry,
    judge: { baseUrl: `http://127.0.0.1:${port}`, model: JUDGE_MODEL, flavour: "vllm" },
  });
  stop.push(() => dispatcher.stop());
}, 60_000);
afterAll(async () => {
  for (const s of stop.reverse()) await s().catch(() => {});
  stop = [];
  await judge?.close();
  await ns?.cleanup();
  await db?.drop();
});

it("judges every rollout pair twice, records the verdicts and counts them; the ops view shows the win rate", async () => {
  const publisher = new ShadowPublisher(ns.js, ns.names);
  for (const p of pairs) await publisher.publishShadow(p);
  await publisher.publishShadow(routerPair());

  const verdictOf = (shadowId: string) =>
    lastJsonOn(ns.jsm, ns.names.streams.shadow, ns.names.subjects.shadow(shadowId, "verdict"));
  await expect
    .poll(async () => (await Promise.all(pairs.map((p) => verdictOf(p.shadowId)))).every((v) => v !== null), {
      timeout: 30_000,
      interval: 200,
    })
    .toBe(true);
  const verdicts = (await Promise.all(pairs.map((p) => verdictOf(p.shadowId)))) as Array<
    Record<string, unknown>
  >;
  expect(verdicts.map((v) => v.outcome)).toEqual(["win", "win", "win", "win", "loss", "loss"]);
  // A win is the candidate preferred in both orders: shown first (A), then shown second (B).
  expect(verdicts[0]).toMatchObject({
    candidateFirst: "A",
    currentFirst: "B",
    agreed: true,
    judge: JUDGE_MODEL,
  });
  // The router's daily-check pair is not a rollout's: no verdict.
  expect(await verdictOf(routerPair().shadowId)).toBeNull();

  const metrics = await registry.getSingleMetricAsString("rollout_judge_pairs_total");
  expect(metrics).toContain('rollout_judge_pairs_total{version="v2",outcome="win"} 4');
  expect(metrics).toContain('rollout_judge_pairs_total{version="v2",outcome="loss"} 2');

  const saved = process.env.OPS_TOKEN;
  process.env.OPS_TOKEN = OPERATOR;
  const api = await startApiServer({ nc: ns.nc, names: ns.names, db: db.db, settle: false });
  if (saved === undefined) delete process.env.OPS_TOKEN;
  else process.env.OPS_TOKEN = saved;
  stop.push(() => api.close());
  const res = await fetch(`${api.url}/v1/ops/overview`, { headers: { authorization: `Bearer ${OPERATOR}` } });
  expect(res.status).toBe(200);
  const overview = (await res.json()) as { judge: unknown[] };
  expect(overview.judge).toEqual([
    {
      pool: "large",
      candidateVersion: "v2",
      currentVersion: "v1",
      n: 6,
      wins: 4,
      ties: 0,
      losses: 2,
      agreed: 6,
      winRate: 4 / 6,
    },
  ]);
}, 60_000);

it("waits out a judge outage: the pair is judged once the judge is back, never set aside", async () => {
  await judge.close();
  const p = pair(7, true);
  await new ShadowPublisher(ns.js, ns.names).publishShadow(p);
  const verdict = () =>
    lastJsonOn(ns.jsm, ns.names.streams.shadow, ns.names.subjects.shadow(p.shadowId, "verdict"));
  const deadLetter = () =>
    lastJsonOn(
      ns.jsm,
      ns.names.streams.dlq,
      ns.names.subjects.deadLetter(`${ns.names.consumers.shadowPairs}-judge`),
    );
  await expect
    .poll(async () => registry.getSingleMetricAsString("rollout_judge_pairs_total"), { timeout: 10_000 })
    .toContain('outcome="error"');
  await new Promise((r) => setTimeout(r, 2_500));
  expect(await verdict()).toBeNull();
  judge = createJudgeServer({ timeScale: 1000 });
  await judge.listen(judgePort);
  await expect.poll(verdict, { timeout: 15_000, interval: 200 }).not.toBeNull();
  expect(await verdict()).toMatchObject({ outcome: "win", candidateVersion: "v2" });
  expect(await deadLetter()).toBeNull();
}, 60_000);
