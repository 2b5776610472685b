import type { Names } from "@chat/events";
import type { JetStreamClient, JetStreamManager } from "@nats-io/jetstream";
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { judgeConfigFromEnv, startRolloutJudge } from "./judge.ts";

/** Any use of it fails the test: with no judge nothing may touch NATS. */
const untouchable = <T>() =>
  new Proxy(
    {},
    {
      get(_t, key) {
        throw new Error(`touched ${String(key)}`);
      },
    },
  ) as T;

describe("the rollout judge's configuration", () => {
  it("given no JUDGE_URL, when started, then nothing runs and the log says so once", async () => {
    const lines: string[] = [];
    const judge = await startRolloutJudge({
      js: untouchable<JetStreamClient>(),
      jsm: untouchable<JetStreamManager>(),
      names: untouchable<Names>(),
      registry: new Registry(),
      config: judgeConfigFromEnv({}),
      now: () => 0,
      log: (l) => lines.push(l),
    });
    await judge.stop();
    expect(lines).toEqual([
      "rollout judge: JUDGE_URL is not set, so rollout pairs are not judged (no win rate per version)",
    ]);
  });

  it("reads the endpoint, its model and flavour from the environment", () => {
    expect(judgeConfigFromEnv({ JUDGE_URL: "http://judge:8000" })).toEqual({
      baseUrl: "http://judge:8000",
      model: "judge-sim",
      flavour: "vllm",
    });
    expect(
      judgeConfigFromEnv({ JUDGE_URL: "http://j", JUDGE_MODEL: "llama-3-70b", JUDGE_FLAVOUR: "trtllm" }),
    ).toMatchObject({ model: "llama-3-70b", flavour: "trtllm" });
    expect(() => judgeConfigFromEnv({ JUDGE_URL: "http://j", JUDGE_FLAVOUR: "sglang" })).toThrow(
      /JUDGE_FLAVOUR/,
    );
  });
});
