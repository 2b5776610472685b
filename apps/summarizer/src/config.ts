/**
 * The summarizer's settings from the environment, checked: a bad value stops start-up with a message
 * naming the variable.
 *
 *   SUMMARIZER_ENGINE_URL           the small model's server root (default http://127.0.0.1:8102, the
 *                                   small simulated replica of `npm run dev` with two large ones)
 *   SUMMARIZER_ENGINE_FLAVOUR       vllm | trtllm (vllm)
 *   SUMMARIZER_MODEL                served model name (llama-3-8b)
 *   SUMMARIZER_THRESHOLD_TOKENS     refresh once the unsummarized history passes this (4000)
 *   SUMMARIZER_KEEP_RECENT_TOKENS   newest turns left unsummarized (1500)
 *   SUMMARIZER_MAX_INPUT_TOKENS     old summary + folded turns per job (6000)
 *   SUMMARIZER_MAX_SUMMARY_TOKENS   longest summary (500)
 *   SUMMARIZER_CONCURRENCY          jobs at once per process (4)
 *   SUMMARIZER_PORT                 /healthz and /metrics (8094; 0 = any free port)
 */
import type { EngineFlavour } from "@chat/platform";
import { checkPolicy, DEFAULT_SUMMARY_POLICY, type SummaryPolicy } from "./policy.ts";

export type SummarizerConfig = {
  engineUrl: string;
  engineFlavour: EngineFlavour;
  model: string;
  policy: SummaryPolicy;
  maxSummaryTokens: number;
  concurrency: number;
  port: number;
};

export class ConfigError extends Error {
  readonly code = "BAD_CONFIG";
}

export function summarizerConfig(env: NodeJS.ProcessEnv = process.env): SummarizerConfig {
  const int = (name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
    }
    return n;
  };
  const engineUrl = env.SUMMARIZER_ENGINE_URL || "http://127.0.0.1:8102";
  if (!URL.canParse(engineUrl)) {
    throw new ConfigError(
      `SUMMARIZER_ENGINE_URL must be a URL like http://127.0.0.1:8102 (got "${engineUrl}")`,
    );
  }
  const flavour = env.SUMMARIZER_ENGINE_FLAVOUR || "vllm";
  if (flavour !== "vllm" && flavour !== "trtllm") {
    throw new ConfigError(`SUMMARIZER_ENGINE_FLAVOUR must be vllm or trtllm (got "${flavour}")`);
  }
  const policy = {
    thresholdTokens: int("SUMMARIZER_THRESHOLD_TOKENS", DEFAULT_SUMMARY_POLICY.thresholdTokens, 1),
    keepRecentTokens: int("SUMMARIZER_KEEP_RECENT_TOKENS", DEFAULT_SUMMARY_POLICY.keepRecentTokens, 1),
    maxInputTokens: int("SUMMARIZER_MAX_INPUT_TOKENS", DEFAULT_SUMMARY_POLICY.maxInputTokens, 1),
  };
  try {
    checkPolicy(policy);
  } catch (err) {
    throw new ConfigError(`SUMMARIZER_*_TOKENS: ${(err as Error).message}`);
  }
  return {
    engineUrl,
    engineFlavour: flavour,
    model: env.SUMMARIZER_MODEL || "llama-3-8b",
    policy,
    maxSummaryTokens: int("SUMMARIZER_MAX_SUMMARY_TOKENS", 500, 16, 8_000),
    concurrency: int("SUMMARIZER_CONCURRENCY", 4, 1, 256),
    port: int("SUMMARIZER_PORT", 8094, 0, 65_535),
  };
}
