/**
 * Router configuration: data/router/config.json, overridden by environment variables
 * (ROUTER_THRESHOLD, ROUTER_TIMEOUT_MS, ROUTER_SHADOW_RATE, ROUTER_CLASSIFIER_URL). Pure: the caller reads
 * the file and passes the environment.
 */
import { Tier } from "@chat/events";
import { z } from "zod";
import { DEFAULT_CLASSIFIER_TIMEOUT_MS } from "./decide-route.ts";
import { DEFAULT_TIER_CHOICES } from "./decision.ts";
import { DEFAULT_SHADOW_RATE } from "./shadow.ts";
import type { ChosenModel } from "./types.ts";

const Choice = z.enum(["small", "large"]);

export const RouterConfig = z.object({
  /** Scores strictly below go small; tuned offline by cli/tune-router.ts. */
  threshold: z.number().min(0).max(1),
  /** "builtin" scores in-process; "http" calls classifierUrl. */
  classifier: z.enum(["builtin", "http"]).default("builtin"),
  classifierUrl: z.url().optional(),
  timeoutMs: z.number().positive().default(DEFAULT_CLASSIFIER_TIMEOUT_MS),
  /** Share of small-model messages also answered by the large model for the daily check. */
  shadowRate: z.number().min(0).max(1).default(DEFAULT_SHADOW_RATE),
  /** Tier name -> models its users may pick; an unlisted tier may pick none (the router decides). */
  tierChoices: z
    .record(Tier, z.array(Choice))
    .default(() => ({ ...DEFAULT_TIER_CHOICES }) as Record<string, ChosenModel[]>),
});
export type RouterConfig = z.infer<typeof RouterConfig>;

export class InvalidRouterConfigError extends Error {
  readonly code = "invalid_router_config";
}

const ENV_OVERRIDES = {
  ROUTER_THRESHOLD: "threshold",
  ROUTER_TIMEOUT_MS: "timeoutMs",
  ROUTER_SHADOW_RATE: "shadowRate",
  ROUTER_CLASSIFIER_URL: "classifierUrl",
} as const;

/** `fileJson` is the parsed config file; `source` names it in errors. */
export function parseRouterConfig(
  fileJson: unknown,
  env: Record<string, string | undefined>,
  source: string,
): RouterConfig {
  const merged: Record<string, unknown> = {
    ...(typeof fileJson === "object" && fileJson !== null ? fileJson : {}),
  };
  for (const [variable, key] of Object.entries(ENV_OVERRIDES)) {
    const raw = env[variable];
    if (raw === undefined || raw === "") continue;
    if (key === "classifierUrl") {
      merged[key] = raw;
      merged.classifier = "http";
      continue;
    }
    const value = Number(raw);
    if (!Number.isFinite(value))
      throw new InvalidRouterConfigError(`${variable} must be a number, got ${JSON.stringify(raw)}`);
    merged[key] = value;
  }
  const parsed = RouterConfig.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidRouterConfigError(`${source} (+ env): ${issue?.path.join(".")}: ${issue?.message}`);
  }
  if (parsed.data.classifier === "http" && !parsed.data.classifierUrl) {
    throw new InvalidRouterConfigError(
      `${source}: classifier "http" needs classifierUrl (or ROUTER_CLASSIFIER_URL)`,
    );
  }
  return parsed.data;
}
