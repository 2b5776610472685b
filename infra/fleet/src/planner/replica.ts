/**
 * What one replica of a pool can do, from the shared roofline timing model (`@chat/gpu-worker/sim`):
 * how many answers it streams at the target speed, and the GPU-seconds one message costs it.
 */
import {
  decodeStepSeconds,
  kvBytesPerToken,
  kvCacheBytes,
  maxConcurrentSequences,
  peakFlops,
  prefillSeconds,
  type ReplicaProfile,
  stepTime,
  weightBytes,
} from "@chat/model";
import { bytes, type Figure, figure, num, PlannerInputError } from "./figure.ts";
import type { PlanInputs, PoolName } from "./inputs.ts";

export type ReplicaSizing = {
  pool: PoolName;
  model: string;
  gpusPerReplica: number;
  kvBytesPerToken: Figure;
  kvBytesPerConversation: Figure;
  weightBytes: Figure;
  kvCacheBytes: Figure;
  memoryBytes: Figure;
  answersKvLimit: Figure;
  answersSpeedLimit: Figure;
  answersAtTargetSpeed: Figure;
  decodeStepSeconds: Figure;
  tokensPerSecondPerAnswer: Figure;
  tokensPerSecondAtDoubleBatch: Figure;
  prefillGpuSeconds: Figure;
  prefillGpuSecondsCold: Figure;
  decodeGpuSeconds: Figure;
  gpuSecondsPerMessage: Figure;
  gpuSecondsPerMessageCold: Figure;
  messagesPerSecondPerReplica: Figure;
  messagesPerSecondPerReplicaStaticNoCache: Figure;
};

export function replicaProfile(inputs: PlanInputs, pool: PoolName): ReplicaProfile {
  return { ...inputs[pool], gpu: inputs.gpu };
}

/** Tokens prefilled per message: a cache hit reads only the new turn, a miss the whole prompt. */
export function newPrefillTokens(inputs: PlanInputs): Figure {
  const { prefixCacheShare: hit, newMessageTokens: fresh, promptTokens: prompt } = inputs;
  return figure(
    hit * fresh + (1 - hit) * prompt,
    "tokens",
    `prefixCacheShare x newMessageTokens + (1 - prefixCacheShare) x promptTokens = ${hit} x ${num(fresh)} + ${num(1 - hit)} x ${num(prompt)}`,
  );
}

/** Largest batch whose decode step still meets `stepBudget` seconds (the step time grows with the batch). */
function largestBatchWithin(r: ReplicaProfile, avgContext: number, stepBudget: number, cap: number): number {
  let low = 0;
  let high = cap;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (decodeStepSeconds(r, mid, avgContext) <= stepBudget) low = mid;
    else high = mid - 1;
  }
  return low;
}

export function sizeReplica(inputs: PlanInputs, pool: PoolName): ReplicaSizing {
  const r = replicaProfile(inputs, pool);
  const g = r.gpus;
  const conversationTokens = inputs.promptTokens + inputs.answerTokens;
  // Decoding walks from the prompt to prompt + answer: attention reads the midpoint on average.
  const avgContext = inputs.promptTokens + inputs.answerTokens / 2;
  const perToken = kvBytesPerToken(r.model);
  const kvLimit = maxConcurrentSequences(r, conversationTokens);
  if (kvLimit < 1) {
    throw new PlannerInputError(
      `${pool}.gpus`,
      `${r.model.name} on ${g} x ${r.gpu.name} has no KV room for one conversation of ${num(conversationTokens)} tokens (${bytes(kvCacheBytes(r))} of cache)`,
    );
  }
  const stepBudget = 1 / inputs.targetTokensPerSecond;
  // The smaller limit binds; the search is capped so a tiny model does not search forever.
  const searchCap = 4 * kvLimit + 4;
  const speedLimit = largestBatchWithin(r, avgContext, stepBudget, searchCap);
  if (speedLimit < 1) {
    throw new PlannerInputError(
      "targetTokensPerSecond",
      `${pool} replica (${r.model.name} on ${g} x ${r.gpu.name}) streams at most ${num(1 / decodeStepSeconds(r, 1, avgContext))} tokens/s even with one answer; target is ${inputs.targetTokensPerSecond}`,
    );
  }
  const batch = Math.min(kvLimit, speedLimit);
  const step = decodeStepSeconds(r, batch, avgContext);
  const stepParts = stepTime(r, { tokens: batch, kvTokensRead: batch * avgContext });
  const doubleStep = decodeStepSeconds(r, 2 * batch, avgContext);
  const newTokens = newPrefillTokens(inputs).value;
  const prefill = prefillSeconds(r, newTokens) * g;
  const prefillCold = prefillSeconds(r, inputs.promptTokens) * g;
  const decode = (step * inputs.answerTokens * g) / batch;
  // Static batching (no continuous batching): every slot holds KV for the longest answer until the batch ends.
  const staticKvLimit = maxConcurrentSequences(r, inputs.promptTokens + inputs.maxAnswerTokens);
  const staticBatch = Math.max(1, Math.min(speedLimit, staticKvLimit));
  // Tokens decoded = batch x mean answer over maxAnswerTokens steps; the step is linear in the batch when
  // memory-bound, so the mean batch gives the phase's time.
  const staticStep = decodeStepSeconds(
    r,
    (staticBatch * inputs.answerTokens) / inputs.maxAnswerTokens,
    avgContext,
  );
  const staticSeconds = (staticBatch * prefillCold) / g + inputs.maxAnswerTokens * staticStep;
  const speedLimitText = speedLimit >= searchCap ? `>= ${num(searchCap)}` : num(speedLimit);

  return {
    pool,
    model: r.model.name,
    gpusPerReplica: g,
    kvBytesPerToken: figure(
      perToken,
      "bytes",
      `layers x kvHeads x headDim x 2 (K,V) x bytesPerValue = ${r.model.layers} x ${r.model.kvHeads} x ${r.model.headDim} x 2 x ${r.model.bytesPerValue}`,
    ),
    kvBytesPerConversation: figure(
      perToken * conversationTokens,
      "bytes",
      `kvBytesPerToken x (promptTokens + answerTokens) = ${bytes(perToken)} x ${num(conversationTokens)}`,
    ),
    weightBytes: figure(
      weightBytes(r.model),
      "bytes",
      `parameters x bytesPerValue = ${num(r.model.parameters)} x ${r.model.bytesPerValue}`,
    ),
    kvCacheBytes: figure(
      kvCacheBytes(r),
      "bytes",
      `(gpus x gpu memory - weights) x kvCacheMemFraction = (${g} x ${bytes(r.gpu.memoryBytes)} - ${bytes(weightBytes(r.model))}) x ${r.kvCacheMemFraction}`,
    ),
    memoryBytes: figure(
      g * r.gpu.memoryBytes,
      "bytes",
      `gpus x gpu memory = ${g} x ${bytes(r.gpu.memoryBytes)}`,
    ),
    answersKvLimit: figure(
      kvLimit,
      "answers",
      `floor(KV blocks / ceil((promptTokens + answerTokens) / blockTokens)) = maxConcurrentSequences(replica, ${num(conversationTokens)})`,
    ),
    answersSpeedLimit: figure(
      speedLimit,
      "answers",
      `largest batch with decodeStepSeconds(batch, context ${num(avgContext)}) <= 1 / targetTokensPerSecond = ${num(stepBudget * 1000)} ms: ${speedLimitText}`,
    ),
    answersAtTargetSpeed: figure(
      batch,
      "answers",
      `min(KV limit, speed limit) = min(${num(kvLimit)}, ${speedLimitText}); ${speedLimit > kvLimit ? "KV memory" : "decode speed"} binds`,
    ),
    decodeStepSeconds: figure(
      step,
      "s",
      `roofline max(memory, compute): (weights + batch x context x kvBytesPerToken) / (gpus x bandwidth x memoryEfficiency) = (${bytes(weightBytes(r.model))} + ${num(batch)} x ${num(avgContext)} x ${bytes(perToken)}) / (${g} x ${bytes(r.gpu.memoryBandwidth)}/s x ${r.memoryEfficiency}) = ${num(stepParts.memorySeconds * 1000)} ms; compute ${num(stepParts.computeSeconds * 1000)} ms; all-reduces ${num(stepParts.communicationSeconds * 1000)} ms`,
    ),
    tokensPerSecondPerAnswer: figure(1 / step, "tokens/s", `1 / decode step = 1 / ${num(step * 1000)} ms`),
    tokensPerSecondAtDoubleBatch: figure(
      1 / doubleStep,
      "tokens/s",
      `1 / decodeStepSeconds(2 x ${num(batch)} answers) = 1 / ${num(doubleStep * 1000)} ms (if the KV cache could hold them)`,
    ),
    prefillGpuSeconds: figure(
      prefill,
      "GPU-s",
      `prefillSeconds(newPrefillTokens) x gpus = (${num(newTokens)} x 2 x ${num(r.model.parameters)} FLOP + attention) / (${g} x ${num(peakFlops(r) / 1e12)} TFLOP/s x ${r.computeUtilisation}) + all-reduces, x ${g}`,
    ),
    prefillGpuSecondsCold: figure(
      prefillCold,
      "GPU-s",
      `prefillSeconds(promptTokens) x gpus = prefillSeconds(${num(inputs.promptTokens)}) x ${g} (no prefix cache)`,
    ),
    decodeGpuSeconds: figure(
      decode,
      "GPU-s",
      `decode step x answerTokens x gpus / answers in the batch = ${num(step * 1000)} ms x ${num(inputs.answerTokens)} x ${g} / ${num(batch)}`,
    ),
    gpuSecondsPerMessage: figure(
      prefill + decode,
      "GPU-s",
      `prefill + decode = ${num(prefill)} + ${num(decode)} (with the prefix cache)`,
    ),
    gpuSecondsPerMessageCold: figure(
      prefillCold + decode,
      "GPU-s",
      `cold prefill + decode = ${num(prefillCold)} + ${num(decode)}`,
    ),
    messagesPerSecondPerReplica: figure(
      g / (prefill + decode),
      "msg/s",
      `gpus / GPU-s per message = ${g} / ${num(prefill + decode)} (batched, prefix cache)`,
    ),
    // DESIGN's "one replica without batching or caching: ~2 messages/s": without continuous batching a
    // replica takes a static batch, prefills every prompt in full (no prefix cache), then decodes until the
    // batch's longest answer stops (the cap), its finished slots idle meanwhile (the Orca argument).
    messagesPerSecondPerReplicaStaticNoCache: figure(
      staticBatch / staticSeconds,
      "msg/s",
      `batch / (batch x cold prefill + maxAnswerTokens x decodeStepSeconds(batch x answerTokens / maxAnswerTokens answers still running on average)) = ${num(staticBatch)} / (${num(staticBatch)} x ${num(prefillCold / g)} s + ${num(inputs.maxAnswerTokens)} x ${num(staticStep * 1000)} ms); batch = min(speed limit, KV for promptTokens + maxAnswerTokens = ${num(staticKvLimit)})`,
    ),
  };
}
