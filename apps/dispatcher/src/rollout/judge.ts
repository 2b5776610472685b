/**
 * The live rollout judge (issue 19): a durable consumer of the SHADOW stream's pairs that asks the judge
 * model, over the engine protocol, for its verdict on each `rollout.pair` (twice, the order swapped) and
 * records a `rollout.verdict` beside the pair plus `rollout_judge_pairs_total{version,outcome}`. The router's
 * daily-check pairs (`shadow.pair`) share the subject and are passed over.
 *
 * Configured by `JUDGE_URL` (an OpenAI-compatible server: vLLM, trtllm-serve or the simulated judge),
 * `JUDGE_MODEL` (its served name, default "judge-sim") and `JUDGE_FLAVOUR` (vllm). With no `JUDGE_URL`
 * nothing runs, and the log says so once.
 *
 * Restart-safe: acked only after the verdict is stored; a pair whose verdict exists is not judged again.
 * A judge that cannot be reached (or is overloaded) is asked again every `retryMs` while the pair stays in
 * hand, never dead-lettered; a refused request or a reply with no verdict is retried a few times and then
 * set aside with the reason (`dlq.shadow-pairs-judge`).
 */
import {
  AbandonMessage,
  consumeValidated,
  durableConsumer,
  type JudgeCase,
  judgeMessages,
  lastJsonOn,
  type Names,
  ShadowEvent,
  ShadowPublisher,
} from "@chat/events";
import {
  createEngineClient,
  type EngineClient,
  type EngineFlavour,
  EngineRejectedError,
  EngineTimeoutError,
  EngineUnavailableError,
} from "@chat/platform";
import type { JetStreamClient, JetStreamManager } from "@nats-io/jetstream";
import { Counter, type Registry } from "prom-client";
import { choiceOf, judgeCases, NoVerdictError, verdictOf } from "./judge-verdict.ts";

export type JudgeConfig = { baseUrl: string; model: string; flavour: EngineFlavour; timeoutMs?: number };

/** The judge endpoint from the environment, or null when `JUDGE_URL` is unset (no judging). */
export function judgeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): JudgeConfig | null {
  if (!env.JUDGE_URL) return null;
  const flavour = env.JUDGE_FLAVOUR ?? "vllm";
  if (flavour !== "vllm" && flavour !== "trtllm")
    throw new Error(`JUDGE_FLAVOUR must be vllm or trtllm, got ${flavour}`);
  return { baseUrl: env.JUDGE_URL, model: env.JUDGE_MODEL ?? "judge-sim", flavour };
}

export type RolloutJudgeDeps = {
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: Names;
  registry: Registry;
  config: JudgeConfig | null;
  now: () => number;
  /** How long a pair waits before asking a judge that could not be reached again (default 2,000 ms). */
  retryMs?: number;
  /** Pairs judged at once (default 8; each is two judge calls). */
  concurrency?: number;
  log?: (line: string) => void;
};

export type RolloutJudge = { stop(): Promise<void> };

/** The judge's durable consumer: it judges the pairs on the shadow stream (`shadow-pairs-judge`). */
export const judgeConsumerName = (names: Names) => `${names.consumers.shadowPairs}-judge`;

export async function startRolloutJudge(deps: RolloutJudgeDeps): Promise<RolloutJudge> {
  const { js, jsm, names, config } = deps;
  const log = deps.log ?? ((line: string) => console.log(line));
  if (!config) {
    log("rollout judge: JUDGE_URL is not set, so rollout pairs are not judged (no win rate per version)");
    return { stop: async () => {} };
  }
  const pairs = new Counter({
    name: "rollout_judge_pairs_total",
    help: "Rollout pairs judged (twice, the order swapped), by candidate version and outcome (win/tie/loss/error)",
    labelNames: ["version", "outcome"],
    registers: [deps.registry],
  });
  const engine = createEngineClient({
    baseUrl: config.baseUrl,
    flavour: config.flavour,
    model: config.model,
    requestTimeoutMs: config.timeoutMs ?? 60_000,
  });
  const publisher = new ShadowPublisher(js, names);
  const consumer = judgeConsumerName(names);
  const retryMs = deps.retryMs ?? 2_000;
  let stopped = false;
  // Created here, not at set-up: only a dispatcher with a judge needs it. No server-side delivery limit:
  // a judge outage leaves pairs waiting, it does not spend their tries.
  await jsm.consumers.add(
    names.streams.shadow,
    durableConsumer(consumer, names.subjects.shadow("*", "pair"), { max_deliver: -1 }),
  );
  log(`rollout judge: judging rollout pairs with ${config.model} at ${config.baseUrl}`);

  const handle = await consumeValidated({
    js,
    names,
    stream: names.streams.shadow,
    consumer,
    schema: ShadowEvent,
    concurrency: deps.concurrency ?? 8,
    handler: async (event, ctx) => {
      if (event.type !== "rollout.pair") return;
      const id = event.shadowId;
      if ((await lastJsonOn(jsm, names.streams.shadow, names.subjects.shadow(id, "verdict"))) !== null)
        return;
      const cases = judgeCases(event);
      let replies: [string, string] | null = null;
      // A judge that is down or overloaded is waited for (the pair keeps its place, its tries are not
      // spent); one that refuses the request is not, and the pair ends in the dead letters with the reason.
      for (let attempt = 1; replies === null; attempt++) {
        try {
          replies = await Promise.all([
            ask(engine, `${id}.a`, cases.candidateFirst),
            ask(engine, `${id}.b`, cases.currentFirst),
          ]);
        } catch (err) {
          // Counted once per pair, however long the judge stays away.
          if (attempt === 1) pairs.inc({ version: event.candidateVersion, outcome: "error" });
          if (!isOutage(err)) throw err;
          if (attempt === 1) log(`rollout judge: ${(err as Error).message}; pair ${id} waits for the judge`);
          if (stopped) throw new AbandonMessage("stopping");
          ctx.working();
          await sleep(retryMs);
          if (stopped) throw new AbandonMessage("stopping");
        }
      }
      try {
        const verdict = verdictOf(
          event,
          choiceOf(replies[0], "candidate-first"),
          choiceOf(replies[1], "current-first"),
          config.model,
          new Date(deps.now()),
        );
        await publisher.publishShadow(verdict);
        pairs.inc({ version: event.candidateVersion, outcome: verdict.outcome });
      } catch (err) {
        if (err instanceof NoVerdictError) pairs.inc({ version: event.candidateVersion, outcome: "error" });
        throw err;
      }
    },
    onError: (err) => console.error("rollout judge", err),
  });
  return {
    async stop() {
      stopped = true;
      await handle.stop();
    },
  };
}

async function ask(engine: EngineClient, requestId: string, c: JudgeCase): Promise<string> {
  let text = "";
  for await (const chunk of engine.stream({
    requestId,
    messages: judgeMessages(c),
    maxTokens: 512,
    priority: 0,
  }))
    if (chunk.type === "text") text += chunk.text;
  return text;
}

const isOutage = (err: unknown) =>
  err instanceof EngineUnavailableError ||
  err instanceof EngineTimeoutError ||
  err instanceof EngineRejectedError;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
