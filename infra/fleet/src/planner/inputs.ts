/**
 * The planner's inputs: one zod schema, DESIGN section 2's workload as the defaults.
 * Hardware and model numbers come from the shared profiles in `@chat/gpu-worker/sim`, never retyped here.
 */
import { GPUS, MODELS, REPLICAS, type ReplicaProfile, weightBytes, withPrecision } from "@chat/model";
import { z } from "zod";

const count = z.number().finite().nonnegative();
const positive = z.number().finite().positive();
const share = z.number().finite().min(0).max(1);
const wholePositive = z.number().int().positive();

const modelSchema = z.strictObject({
  name: z.string().min(1),
  parameters: positive,
  layers: wholePositive,
  kvHeads: wholePositive,
  headDim: wholePositive,
  hiddenSize: wholePositive.optional(),
  bytesPerValue: positive,
  kvBytesPerValue: positive.optional(),
});

const gpuSchema = z.strictObject({
  name: z.string().min(1),
  memoryBytes: positive,
  memoryBandwidth: positive,
  flops: positive,
  fp8Flops: positive.optional(),
  nvlinkBandwidth: positive.optional(),
  pricePerHour: count,
});

/** One pool's replica: which model, on how many GPUs, and the timing model's calibration. */
const replicaSchema = z.strictObject({
  model: modelSchema,
  gpus: wholePositive,
  memoryEfficiency: z.number().finite().positive().max(1),
  computeUtilisation: z.number().finite().positive().max(1),
  allReduceLatency: count.optional(),
  kernelOverlap: share.optional(),
  kvCacheMemFraction: z.number().finite().positive().max(1),
  blockTokens: wholePositive,
});

export const planInputsSchema = z
  .strictObject({
    dailyUsers: count,
    messagesPerUser: count,
    /** Peak messages/s over the daily average. */
    peakFactor: z.number().finite().min(1),
    /** Whole prompt: system prompt + history + the new message. */
    promptTokens: positive,
    /** The user's new turn: what is prefilled when the history is found in the prefix cache. */
    newMessageTokens: count,
    answerTokens: positive,
    /** The longest answer allowed (the Free cap): a static batch runs until its longest answer stops. */
    maxAnswerTokens: positive,
    /** Share of messages whose conversation history is still in the replica's prefix cache. */
    prefixCacheShare: share,
    routedSmallShare: share,
    /** Tier mix: share of messages from Plus users (the rest are Free). */
    plusShare: share,
    targetTokensPerSecond: positive,
    /** Spare capacity over the busy GPUs at peak: fleet = busy x (1 + headroom). */
    headroom: count,
    regionGpuQuota: wholePositive,
    /** Share of a region's GPUs given to the large pool when it hosts both (DESIGN's example: 2,000 of 3,000). */
    regionLargeGpuShare: share,
    secondsBetweenTurns: count,
    bytesStoredPerMessage: count,
    /** Rows written per message: the user's turn and the answer. */
    writesPerMessage: count,
    streamsPerGateway: wholePositive,
    /**
     * Open streams one api process holds on one core at p99 delivery < 100 ms (measured: the streams bench);
     * an api process is stateless behind the fan-out by interest, so an instance runs one per core.
     */
    apiStreamsPerCore: wholePositive,
    /**
     * New messages/s one api core takes (auth, limit, input check, prompt, publish, stream opened; measured:
     * the submit-rate bench). Its CPU adds to the streams' on the same cores.
     */
    apiMessagesPerCore: wholePositive,
    /** An answer's text is published as one delta event per this many ms (the worker's batching, DESIGN 10). */
    deltaIntervalMs: positive,
    /** Events on the log per message besides its deltas: submitted, routed, finished, settled. */
    logEventsPerMessage: count,
    /** Events/s one log partition (one JetStream stream, one leader) takes with acknowledgements. */
    logEventsPerPartitionPerSecond: positive,
    /** Events/s one NATS server stores, leader and follower writes together. */
    logEventsPerServerPerSecond: positive,
    /** Copies of each partition (a replicated JetStream stream: 3). */
    logReplicas: wholePositive,
    /**
     * Events/s one live projector applies to Postgres (the events besides deltas, which it passes unread),
     * reading a log whose other ~95% are deltas.
     */
    projectorEventsPerSecond: positive,
    /** Submissions/s one dispatcher routes and queues (route, ladder, replica, work item, routed event). */
    dispatcherSubmissionsPerSecond: positive,
    /** Answers/s one settler settles (reads the submission, writes usage.settled, refunds in Redis). */
    settlerAnswersPerSecond: positive,
    /** Finished answers/s one summarizer's trigger considers (most below the threshold: one token sum each). */
    summarizerAnswersPerSecond: positive,
    /**
     * The safety guard's GPU time per message (the input check plus the answer's sentence checks), as a
     * share of a warm large message's GPU-seconds (`npm run bench -- safety` measures it).
     */
    guardGpuShare: share,
    hostedInputPerMillion: count,
    hostedCachedInputPerMillion: count,
    hostedOutputPerMillion: count,
    /** Fixed cost of running our own fleet (the people on call, tooling), per month. */
    opsCostPerMonth: count,
    gpu: gpuSchema,
    large: replicaSchema,
    small: replicaSchema,
  })
  .superRefine((inputs, ctx) => {
    if (inputs.maxAnswerTokens < inputs.answerTokens) {
      ctx.addIssue({
        code: "custom",
        path: ["maxAnswerTokens"],
        message: `must be at least answerTokens (${inputs.answerTokens})`,
      });
    }
    for (const pool of ["large", "small"] as const) {
      const replica = inputs[pool];
      if (!Number.isInteger(replica.gpus) || replica.gpus < 1) continue; // already reported
      const weights = weightBytes(replica.model);
      const memory = inputs.gpu.memoryBytes * replica.gpus;
      if (weights >= memory) {
        ctx.addIssue({
          code: "custom",
          path: [pool, "gpus"],
          message: `${replica.model.name} needs ${gb(weights)} GB of weights but ${replica.gpus} x ${inputs.gpu.name} hold ${gb(memory)} GB`,
        });
      }
    }
  });

export type PlanInputs = z.infer<typeof planInputsSchema>;

/** Inputs the schema requires to be whole numbers (`wholePositive` above); `--vary` rounds these. */
export function isWholeNumberInput(path: string): boolean {
  return /(^|\.)(regionGpuQuota|streamsPerGateway|logReplicas|layers|kvHeads|headDim|hiddenSize|gpus|blockTokens)$/.test(
    path,
  );
}
export type PoolName = "large" | "small";

function gb(bytes: number): string {
  return (bytes / 1e9).toFixed(0);
}

function replicaDefaults(r: ReplicaProfile) {
  const { gpu: _gpu, ...rest } = r;
  return { ...rest, model: { ...r.model } };
}

/**
 * DESIGN section 2. `newMessageTokens` (100) is what makes its "~390 new tokens" come out: a cache hit
 * prefills only the new turn, a miss the whole prompt (0.9 x 100 + 0.1 x 3,000 = 390).
 */
export const DEFAULT_INPUTS: PlanInputs = {
  dailyUsers: 10_000_000,
  messagesPerUser: 10,
  peakFactor: 3,
  promptTokens: 3_000,
  newMessageTokens: 100,
  answerTokens: 400,
  // DESIGN's ladder: answers are normally capped at 1,000 tokens for Free (2,000 for Plus, a few messages).
  maxAnswerTokens: 1_000,
  prefixCacheShare: 0.9,
  routedSmallShare: 0.7,
  // Not in DESIGN: a typical freemium paid share. Only the Plus-only rows depend on it.
  plusShare: 0.05,
  targetTokensPerSecond: 30,
  headroom: 0.3,
  regionGpuQuota: 3_000,
  regionLargeGpuShare: 2 / 3,
  // Little's law on DESIGN's "~210,000 conversations waiting at ~3,500 msg/s": about a minute per turn.
  secondsBetweenTurns: 60,
  bytesStoredPerMessage: 2_500,
  writesPerMessage: 2,
  streamsPerGateway: 10_000,
  // Measured by `npm run bench -- streams` (api CPU per 1,000 streams at 2,000-3,000 streams, 30 tokens/s each,
  // after the push path): one api core ~4,800 SSE / ~5,100 WebSocket streams on this machine; the lower, SSE,
  // figure. DESIGN's 10,000 per gateway is then an instance of two or more api processes (one per core).
  apiStreamsPerCore: 4_800,
  // Measured by `npx tsx apps/api/bench/submit-rate.ts --steps=8,16,32`: 0.83-0.88 api CPU-ms per new message
  // warm (0.83-1.06 across earlier runs; point reads as direct gets): ~1,000/s per core, the pessimistic end.
  apiMessagesPerCore: 1_000,
  deltaIntervalMs: 50,
  logEventsPerMessage: 4,
  // Measured on this 2-core machine (DESIGN section 12): JetStream publish with acknowledgement, one stream,
  // ~38,000 events/s at 256 in flight. A production server has more cores: pessimistic, stated as measured.
  logEventsPerPartitionPerSecond: 38_000,
  logEventsPerServerPerSecond: 38_000,
  logReplicas: 3,
  // Measured by `npm run bench -- replay --events=100000` (default 100 deltas per answer, 94% of the log):
  // the live projector applies 2,700-3,200 non-delta events/s across runs while passing the deltas unread
  // (48,000-56,000 log entries/s in all), with Postgres and NATS on this 2-core machine. The low end: pessimistic.
  projectorEventsPerSecond: 2_700,
  // Measured by `npm run bench -- dispatch-rate` and `-- settle-rate` (a backlog of 10,000 worked off by one
  // process, NATS and Redis on this 2-core machine): 2,800-3,800 submissions/s routed (0.27-0.36 CPU-ms each),
  // 3,300-6,800 answers/s settled (0.12-0.22 CPU-ms; fewer on the larger backlog); the low ends.
  dispatcherSubmissionsPerSecond: 2_800,
  settlerAnswersPerSecond: 3_300,
  // Measured by `npm run bench -- summarizer-trigger` (2,000 conversations below the threshold, Postgres on this
  // machine): 7,100-11,800 answers/s with the token sum first (~4,500/s when every branch was loaded); low end.
  summarizerAnswersPerSecond: 7_000,
  // Measured by `npm run bench -- safety`: a Llama Guard 3 8B check per message and per sentence, 45-53 GPU-ms
  // per message (~3 input + 42-50 for a 400-token answer's ~22 sentences), 6.4-8.2% of a warm large
  // message across runs of the retrained guard.
  guardGpuShare: 0.07,
  // Hosted API: OpenAI gpt-4o list prices, USD per million tokens (https://openai.com/api/pricing:
  // input $2.50, cached input $1.25, output $10.00). A frontier hosted model is the alternative a
  // ChatGPT-style product weighs; it gives DESIGN's "~$8 per 1,000 messages". Resold open 70B models are
  // far cheaper (e.g. Llama 3.3 70B at ~$0.72/M in and out, docs.tera.gw): see fixtures/scenarios/hosted-open-70b.json.
  hostedInputPerMillion: 2.5,
  hostedCachedInputPerMillion: 1.25,
  hostedOutputPerMillion: 10,
  // DESIGN's "self-hosting wins above ~100,000 users/day" implies a fixed cost the per-message figures
  // omit: ~8 engineers at ~$300k/year loaded. Set 0 to compare hardware alone.
  opsCostPerMonth: 200_000,
  gpu: { ...GPUS.h100 },
  large: replicaDefaults(REPLICAS.large),
  small: replicaDefaults(REPLICAS.small),
};

/** The models at BF16, and the Llama 3 models with FP8 weights and FP8 KV cache (`-fp8`). */
export const MODEL_PRESETS: Record<string, PlanInputs["large"]["model"]> = {
  ...MODELS,
  "llama-3-70b-fp8": withPrecision(MODELS["llama-3-70b"], "fp8", "fp8"),
  "llama-3-8b-fp8": withPrecision(MODELS["llama-3-8b"], "fp8", "fp8"),
};
export const GPU_PRESETS: Record<string, PlanInputs["gpu"]> = GPUS;

export type InputsResult =
  | { success: true; data: PlanInputs }
  | { success: false; error: string; issues: Array<{ input: string; message: string }> };

/** `gpu.pricePerHour` -> `gpu-price-per-hour`: the CLI flag for an input path. */
export function flagForPath(path: string): string {
  return path
    .split(".")
    .map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))
    .join("-");
}

/** Validates complete inputs; the error names each bad input by its path (e.g. `large.gpus`). */
export function parsePlanInputs(raw: unknown): InputsResult {
  const parsed = planInputsSchema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data };
  const issues = parsed.error.issues.map((issue) => {
    const input = issue.path.join(".") || "(inputs)";
    const value = valueAt(raw, issue.path);
    const got = value === undefined || typeof value === "object" ? "" : ` (got ${JSON.stringify(value)})`;
    const flag = typeof value === "number" ? ` (--${flagForPath(input)})` : "";
    return { input, message: `${input}${flag}: ${issue.message}${got}` };
  });
  return {
    success: false,
    error: `invalid planner input:\n  ${issues.map((i) => i.message).join("\n  ")}`,
    issues,
  };
}

/** Deep-merges a partial scenario over a base; arrays and scalars replace, objects merge. */
export function mergeInputs(base: unknown, override: unknown): unknown {
  if (!isRecord(base) || !isRecord(override)) return override === undefined ? base : override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = mergeInputs(base[key], value);
  return merged;
}

/** Every numeric input as a dotted path (`dailyUsers`, `gpu.pricePerHour`, `large.model.layers`). */
export function numericInputPaths(inputs: unknown = DEFAULT_INPUTS, prefix = ""): string[] {
  if (!isRecord(inputs)) return [];
  return Object.entries(inputs).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "number") return [path];
    return numericInputPaths(value, path);
  });
}

/** Returns a copy of `inputs` with the value at a dotted path replaced. */
export function withInput(inputs: unknown, path: string, value: unknown): unknown {
  const [head, ...rest] = path.split(".");
  if (head === undefined) return inputs;
  const override =
    rest.length === 0 ? value : withInput(isRecord(inputs) ? inputs[head] : {}, rest.join("."), value);
  return { ...(isRecord(inputs) ? inputs : {}), [head]: override };
}

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let node = raw;
  for (const key of path) {
    if (!isRecord(node)) return undefined;
    node = node[String(key)];
  }
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
