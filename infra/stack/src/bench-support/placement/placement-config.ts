/**
 * The placement benchmark's settings (issue 4, item 5): two named loads and the flags that override them.
 * Pure: argv in, settings out.
 *
 * - `light` (the default): real-size replicas that this workload never fills; prompts ~2,000 tokens on
 *   average, 1,300 of them the shared system prompt; answers cut at 150 (Free) / 200 (Plus) tokens.
 * - `moderate`: the same conversations on replicas cut to 2,000 KV blocks (32,000 tokens: ~15 whole
 *   prompts with answers, ~45 running answers since they all share the system prompt's blocks; a real
 *   replica holds ~100 conversations of 3,400) with the host tier scaled with them, run at a third of real
 *   time so that the ~7 messages a wall second the in-process stack carries keep ~20 answers decoding per
 *   replica and about half its KV held (the bench prints the load it reached).
 *
 * @example
 *   placementConfig(["--load=moderate", "--policies=picker"]).kvBlocks; // 2,000
 */
export type LoadName = "light" | "moderate";

export type PlacementConfig = {
  load: LoadName;
  /** New conversations per simulated second (Poisson). */
  arrivals: number;
  /** Simulated seconds during which messages are sent; answers in flight at the end still finish. */
  horizonS: number;
  replicas: number;
  /** Replicas run this many times faster than real time. */
  timeScale: number;
  /** Mean pause between an answer and the next message, simulated seconds. */
  meanThinkS: number;
  seed: number;
  /** GPU KV blocks per replica; 0 = the hardware's own. */
  kvBlocks: number;
  /** Host-RAM tier per replica in (simulated) GB; NaN = scaled with `kvBlocks` (replica-scale.ts). */
  hostCacheGb: number;
  /** Longest the gpu-worker holds answer text before publishing a delta, wall ms (`deltaDelayMs`). */
  deltaMs: number;
  /** Multiplies the system prompt and every message's length in words (1 in both presets). */
  promptScale: number;
  /** Answer caps per tier, tokens. */
  answerTokens: { free: number; plus: number };
  policies: string[];
};

const LIGHT: Omit<PlacementConfig, "policies"> = {
  load: "light",
  arrivals: 0.6,
  horizonS: 100,
  replicas: 4,
  timeScale: 2,
  meanThinkS: 10,
  seed: 1,
  kvBlocks: 0,
  hostCacheGb: Number.NaN,
  deltaMs: 50,
  promptScale: 1,
  answerTokens: { free: 150, plus: 200 },
};

export const LOAD_PRESETS: Record<LoadName, Omit<PlacementConfig, "policies">> = {
  light: LIGHT,
  moderate: {
    ...LIGHT,
    load: "moderate",
    arrivals: 11,
    horizonS: 25,
    timeScale: 0.33,
    meanThinkS: 6,
    kvBlocks: 2_000,
    // Text between sentence ends goes out once a second (the first token still goes out at once): the
    // delta traffic was most of the pipeline's own load, whose stalls showed up in the first-token tail.
    deltaMs: 1_000,
  },
};

export const ALL_POLICIES = ["picker", "round-robin", "least-loaded", "sticky"] as const;

/** Reads `--name=value` flags over the chosen preset (`--load=light|moderate`, default light). */
export function placementConfig(argv: readonly string[]): PlacementConfig {
  const flag = (name: string) => {
    const hit = argv.findLast((a) => a.startsWith(`--${name}=`));
    return hit === undefined ? undefined : hit.slice(name.length + 3);
  };
  const load = flag("load") ?? "light";
  if (!(load in LOAD_PRESETS)) {
    throw new Error(`--load must be one of ${Object.keys(LOAD_PRESETS).join(", ")}, got ${load}`);
  }
  const base = LOAD_PRESETS[load as LoadName];
  const num = (name: string, fallback: number, opts: { integer?: boolean; zero?: boolean } = {}) => {
    const raw = flag(name);
    if (raw === undefined) return fallback;
    const v = Number(raw);
    const ok = Number.isFinite(v) && (opts.zero ? v >= 0 : v > 0) && (!opts.integer || Number.isInteger(v));
    if (!ok) {
      const what = `${opts.integer ? "an integer" : "a number"} ${opts.zero ? ">= 0" : "> 0"}`;
      throw new Error(`--${name} must be ${what}, got ${raw}`);
    }
    return v;
  };
  const policies = (flag("policies") ?? ALL_POLICIES.join(",")).split(",").filter(Boolean);
  for (const p of policies) {
    if (!(ALL_POLICIES as readonly string[]).includes(p))
      throw new Error(`unknown policy ${p}; known: ${ALL_POLICIES.join(", ")}`);
  }
  return {
    load: base.load,
    arrivals: num("arrivals", base.arrivals),
    horizonS: num("horizon", base.horizonS),
    replicas: num("replicas", base.replicas, { integer: true }),
    timeScale: num("time-scale", base.timeScale),
    meanThinkS: num("think", base.meanThinkS),
    seed: num("seed", base.seed, { integer: true }),
    kvBlocks: num("kv-blocks", base.kvBlocks, { integer: true, zero: true }),
    hostCacheGb: num("host-cache-gb", base.hostCacheGb, { zero: true }),
    deltaMs: num("delta-ms", base.deltaMs),
    promptScale: num("prompt-scale", base.promptScale),
    answerTokens: {
      free: num("answer-free", base.answerTokens.free, { integer: true }),
      plus: num("answer-plus", base.answerTokens.plus, { integer: true }),
    },
    policies,
  };
}
