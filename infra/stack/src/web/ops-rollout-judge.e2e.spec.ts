/**
 * The whole chain of issue 19's live judge: a rollout at the shadow stage, users' messages answered beside
 * them by the candidate, the pairs judged by the simulated judge model through the dispatcher's rollout
 * judge, and the candidate's win rate in the ops view (`GET /v1/ops/overview`, as /ops reads it).
 */
import { createUser } from "@chat/api";
import { lastJsonOn, rolloutShadowId, scopedMessageId, stageRollout } from "@chat/events";
import { createJudgeServer, JUDGE_MODEL, type SimServer } from "@chat/sim";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ChatApi, collectSse, eventually, newMessageId } from "../clients.ts";
import { type Stack, startStack } from "../stack.ts";

let stack: Stack;
let judge: SimServer;

beforeAll(async () => {
  judge = createJudgeServer({ timeScale: 1000 });
  const port = await judge.listen(0);
  stack = await startStack({
    large: 2,
    small: 0,
    timeScale: 20,
    versions: { "large-2": "v2" },
    dispatcher: { judge: { baseUrl: `http://127.0.0.1:${port}`, model: JUDGE_MODEL, flavour: "vllm" } },
  });
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  await judge?.close();
});

it("judges the shadow stage's pairs and shows the candidate's win rate in the ops view", async () => {
  const { nc, jsm, names } = stack.ns;
  await stageRollout(
    nc,
    names,
    { pool: "large", current: "v1", candidate: "v2", stage: "shadow", shadowShare: 1 },
    "test",
  );
  await new Promise((r) => setTimeout(r, 300)); // the dispatcher's watch sees the stage
  const user = await stack.user("plus");
  const api = new ChatApi(stack.apis[0]!.url, user.token);
  const questions = ["What is a lighthouse?", "How do I sort a list in Python?", "Why is the sky blue?"];
  const shadowIds = await Promise.all(
    questions.map(async (q) => {
      const key = newMessageId();
      const events = await collectSse(await api.send(await api.conversation(), key, q, { model: "large" }));
      expect(events.at(-1)?.data.finish).toBe("stop");
      return rolloutShadowId(scopedMessageId(user.id, key), "v2");
    }),
  );

  const verdicts = await eventually(async () => {
    const all = await Promise.all(
      shadowIds.map((id) => lastJsonOn(jsm, names.streams.shadow, names.subjects.shadow(id, "verdict"))),
    );
    return all.every((v) => v !== null) ? (all as Array<Record<string, unknown>>) : null;
  }, 30_000);
  for (const v of verdicts)
    expect(v).toMatchObject({
      type: "rollout.verdict",
      candidateVersion: "v2",
      currentVersion: "v1",
      judge: JUDGE_MODEL,
    });

  const ops = await createUser(stack.db.db, "ops");
  const res = await new ChatApi(stack.apis[0]!.url, ops.token).request("/v1/ops/overview");
  expect(res.status).toBe(200);
  const overview = (await res.json()) as {
    judge: {
      candidateVersion: string;
      n: number;
      wins: number;
      ties: number;
      losses: number;
      winRate: number;
    }[];
    rollouts: unknown[];
  };
  const row = overview.judge.find((j) => j.candidateVersion === "v2");
  expect(row?.n).toBe(questions.length);
  expect(row!.wins + row!.ties + row!.losses).toBe(questions.length);
  expect(row!.winRate).toBeCloseTo((row!.wins + row!.ties / 2) / questions.length);
  expect(overview.rollouts).toEqual([{ pool: "large", current: "v1", candidate: "v2", stage: "shadow" }]);
  // A normal user is refused.
  expect((await api.request("/v1/ops/overview")).status).toBe(403);
}, 90_000);
