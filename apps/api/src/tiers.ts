/**
 * Tiers are configuration: what each tier may send, how long its answers may run, how big its token bucket
 * is and what each kind of token costs. A new tier is a new entry here or in the JSON file named by
 * `TIERS_FILE` (merged over the defaults, tier by tier), never a code change.
 *
 * @example
 *   const tiers = loadTiers(process.env);                 // defaults, or TIERS_FILE merged over them
 *   const plus = tierConfig(tiers, "plus");
 *   cost({ input: 3010, cached: 2610, output: 412 }, plus.costWeights); // 2309
 */
import { readFileSync } from "node:fs";
import { z } from "zod";

const positiveInt = z.number().int().positive();

export const CostWeights = z
  .object({
    /** Per prompt token the engine had to prefill. */
    uncachedInput: z.number().nonnegative(),
    /** Per prompt token found in the replica's prefix cache. */
    cachedInput: z.number().nonnegative(),
    /** Per answer token (decode is the expensive part). */
    output: z.number().nonnegative(),
  })
  .strict();
export type CostWeights = z.infer<typeof CostWeights>;

export const TierConfig = z
  .object({
    /** Higher is served first (queue order, shedding). */
    priority: z.number().int(),
    /** The whole window a prompt may use, the reserved longest answer included. */
    promptBudgetTokens: positiveInt,
    /** The longest answer; reserved inside the prompt budget. */
    maxAnswerTokens: positiveInt,
    bucket: z
      .object({
        capacity: z.number().positive(),
        /** An empty bucket is full again after this long. */
        refillSeconds: z.number().positive(),
      })
      .strict(),
    costWeights: CostWeights,
    /**
     * What this tier gets while Redis (the shared buckets) is unreachable: a per-api-instance, per-user
     * allowance of this many cost tokens (refilling at the tier's rate), or null to refuse with
     * `limits_unavailable`.
     */
    allowanceWhenLimitsUnavailable: z.number().nonnegative().nullable(),
  })
  .strict()
  .refine((t) => t.maxAnswerTokens < t.promptBudgetTokens, {
    message: "maxAnswerTokens must be smaller than promptBudgetTokens (the answer is reserved inside it)",
    path: ["maxAnswerTokens"],
  })
  .refine((t) => worstCaseCost(t.promptBudgetTokens - t.maxAnswerTokens, t) <= t.bucket.capacity, {
    message:
      "bucket.capacity must afford the worst-case cost of the largest prompt, or such a message could never run",
    path: ["bucket", "capacity"],
  });
export type TierConfig = z.infer<typeof TierConfig>;

export const TierName = z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/, "must be a lower-case name");
export const TierTable = z.record(TierName, TierConfig);
export type TierTable = Readonly<Record<string, TierConfig>>;

const THREE_HOURS_S = 3 * 60 * 60;
const defaultWeights: CostWeights = { uncachedInput: 1, cachedInput: 0.1, output: 4 };

export const DEFAULT_TIERS: TierTable = Object.freeze({
  free: {
    priority: 0,
    promptBudgetTokens: 8_000,
    maxAnswerTokens: 1_000,
    bucket: { capacity: 25_000, refillSeconds: THREE_HOURS_S },
    costWeights: defaultWeights,
    allowanceWhenLimitsUnavailable: null,
  },
  plus: {
    priority: 10,
    promptBudgetTokens: 32_000,
    maxAnswerTokens: 2_000,
    bucket: { capacity: 250_000, refillSeconds: THREE_HOURS_S },
    costWeights: defaultWeights,
    // About ten typical messages per user per instance while Redis is down.
    allowanceWhenLimitsUnavailable: 25_000,
  },
});

/** Token counts of one generation; `cached` is the part of `input` found in the prefix cache. */
export interface TokenUsage {
  input: number;
  cached: number;
  output: number;
}

/** GPU cost of a generation: uncached input + weighted cached input + weighted output. */
export function cost(usage: TokenUsage, weights: CostWeights): number {
  for (const field of ["input", "cached", "output"] as const) {
    const n = usage[field];
    if (!Number.isFinite(n) || n < 0)
      throw new RangeError(`usage.${field} must be a non-negative number, got ${n}`);
  }
  if (usage.cached > usage.input) {
    throw new RangeError(`usage.cached (${usage.cached}) cannot exceed usage.input (${usage.input})`);
  }
  return (
    (usage.input - usage.cached) * weights.uncachedInput +
    usage.cached * weights.cachedInput +
    usage.output * weights.output
  );
}

/** What to reserve before a call: nothing cached, the longest answer. */
export function worstCaseCost(
  promptTokens: number,
  tier: { maxAnswerTokens: number; costWeights: CostWeights },
): number {
  return cost({ input: promptTokens, cached: 0, output: tier.maxAnswerTokens }, tier.costWeights);
}

/** Validates a tier table; throws an error naming every bad field. */
export function parseTiers(input: unknown, source = "tiers"): TierTable {
  const parsed = TierTable.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${[source, ...i.path].join(".")}: ${i.message}`);
    throw new Error(`invalid tier configuration: ${issues.join("; ")}`);
  }
  return Object.freeze(parsed.data);
}

/** The defaults, with the tiers of the JSON file named by `TIERS_FILE` (if set) replacing or adding to them. */
export function loadTiers(env: Readonly<Record<string, string | undefined>> = process.env): TierTable {
  const file = env.TIERS_FILE;
  if (!file) return DEFAULT_TIERS;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (cause) {
    throw new Error(`TIERS_FILE ${file}: cannot read it as JSON`, { cause });
  }
  return parseTiers({ ...DEFAULT_TIERS, ...(raw as object) }, `TIERS_FILE(${file})`);
}

export function tierConfig(tiers: TierTable, tier: string): TierConfig {
  const config = tiers[tier];
  if (!config) throw new RangeError(`unknown tier "${tier}" (configured: ${Object.keys(tiers).join(", ")})`);
  return config;
}
