/**
 * Simulated servers for the release gate: one model version (its answers from `versionAnswer`) or the
 * judge model (its verdicts from `judgeReply`), each a full simulated replica (sim/server.ts: the
 * OpenAI-compatible API, the step loop's timing) so the gate talks to them as to real engines.
 *
 * @example
 *   const server = createVersionServer({ version: "v2-demo", timeScale: 1000 });
 *   const port = await server.listen(0); // POST /v1/chat/completions with model "v2-demo"
 */
import { loadSafetySet } from "@chat/events/safety";
import { REPLICAS } from "@chat/model";
import { createSimServer, type SimServer } from "../server.ts";
import { versionAnswer } from "./answers.ts";
import { DEFAULT_JUDGE, type JudgeOptions, judgeReply } from "./judge.ts";
import { versionProfile } from "./profiles.ts";

/** The simulated judge's served model name. */
export const JUDGE_MODEL = "judge-sim";

export type VersionServerOptions = { version: string; timeScale?: number };

let labels: Map<string, "safe" | "unsafe"> | undefined;

/** What a simulated version says to a user message: `SimServerOptions.compose` for any simulated replica. */
export function versionComposer(version: string): (lastUserMessage: string) => string {
  const profile = versionProfile(version);
  // The simulated model "knows" which requests of the labelled safety set are harmful; its profile says
  // how often it acts on that.
  labels ??= new Map(loadSafetySet().prompts.map((e) => [e.text.trim(), e.label]));
  const ctx = { profile, labels };
  return (message) => versionAnswer(ctx, message);
}

/** A replica serving one simulated model version (its model name is the version). */
export function createVersionServer(opts: VersionServerOptions): SimServer {
  const profile = versionProfile(opts.version);
  return createSimServer({
    replica: REPLICAS[profile.replica],
    flavour: "vllm",
    model: profile.name,
    timeScale: opts.timeScale ?? 1,
    compose: versionComposer(opts.version),
  });
}

/** A replica serving the simulated judge. */
export function createJudgeServer(opts: { timeScale?: number; judge?: JudgeOptions } = {}): SimServer {
  const judge = opts.judge ?? DEFAULT_JUDGE;
  return createSimServer({
    replica: REPLICAS.large,
    flavour: "vllm",
    model: JUDGE_MODEL,
    timeScale: opts.timeScale ?? 1,
    compose: (message) => judgeReply(message, judge),
  });
}
