/** /metrics as each real server shapes it: vLLM's Prometheus text, trtllm-serve's JSON iteration stats. */
import type { StepLoop, StepResult } from "./step-loop.ts";

export type FinishCounts = { stop: number; length: number; abort: number };

/** vLLM v1 gauge and counter names; `sim:` lines are the simulator's own extras (real vLLM lacks them). */
export function vllmMetricsText(
  loop: StepLoop,
  model: string,
  finishes: FinishCounts,
  clock: { now: number; busySeconds: number },
): string {
  const l = loop.load();
  const kv = loop.kvBlocks();
  const st = loop.stats;
  const lab = `{engine="0",model_name="${model}"}`;
  const lines: string[] = [];
  const metric = (name: string, type: string, help: string, value: number, labels = lab) => {
    lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name}${labels} ${num(value)}`);
  };
  metric("vllm:num_requests_running", "gauge", "Number of requests in model execution batches.", l.running);
  metric("vllm:num_requests_waiting", "gauge", "Number of requests waiting to be processed.", l.waiting);
  metric(
    "vllm:kv_cache_usage_perc",
    "gauge",
    "KV-cache usage. 1 means 100 percent usage.",
    kv.used / kv.total,
  );
  metric(
    "vllm:prefix_cache_queries_total",
    "counter",
    "Prefix cache queries, in terms of number of queried tokens.",
    st.kv.queriedBlocks * loop.blockTokens,
  );
  metric(
    "vllm:prefix_cache_hits_total",
    "counter",
    "Prefix cache hits, in terms of number of cached tokens.",
    (st.kv.gpuHitBlocks + st.kv.hostHitBlocks) * loop.blockTokens,
  );
  metric(
    "vllm:num_preemptions_total",
    "counter",
    "Cumulative number of preemption from the engine.",
    st.preemptions,
  );
  metric("vllm:prompt_tokens_total", "counter", "Number of prefill tokens processed.", st.prefillTokens);
  metric(
    "vllm:generation_tokens_total",
    "counter",
    "Number of generation tokens processed.",
    st.generatedTokens,
  );
  lines.push(
    "# HELP vllm:request_success_total Count of successfully processed requests.",
    "# TYPE vllm:request_success_total counter",
  );
  for (const r of ["stop", "length", "abort"] as const) {
    lines.push(
      `vllm:request_success_total{engine="0",finished_reason="${r}",model_name="${model}"} ${num(finishes[r])}`,
    );
  }
  metric(
    "vllm:cache_config_info",
    "gauge",
    "Information of the LLMEngine CacheConfig",
    1,
    `{block_size="${loop.blockTokens}",enable_prefix_caching="True",engine="0",num_gpu_blocks="${kv.total}"}`,
  );
  metric(
    "sim:queued_prompt_tokens",
    "gauge",
    "Prompt tokens not yet prefilled (simulator extension).",
    l.queuedPromptTokens,
  );
  metric(
    "sim:free_kv_tokens",
    "gauge",
    "Free plus reclaimable KV tokens (simulator extension).",
    l.freeKvTokens,
  );
  metric(
    "sim:requests_cancelled_total",
    "counter",
    "Requests cancelled by the client (simulator extension).",
    st.cancellations,
  );
  metric(
    "sim:busy_seconds_total",
    "counter",
    "Virtual seconds spent in forward passes (simulator extension).",
    clock.busySeconds,
  );
  metric("sim:clock_seconds", "gauge", "The simulator's virtual clock (simulator extension).", clock.now);
  metric("sim:host_cached_blocks", "gauge", "Prefix blocks held in host RAM (simulator extension).", kv.host);
  return `${lines.join("\n")}\n`;
}

const num = (v: number) => (Number.isInteger(v) ? `${v}.0` : String(v));

/** One trtllm-serve iteration-stats record (the executor's IterationStats as JSON). */
export function trtllmIterationStats(
  loop: StepLoop,
  r: StepResult,
  iter: number,
  now: Date,
  latencyMs: number,
): Record<string, unknown> {
  const l = loop.load();
  const kv = loop.kvBlocks();
  const c = loop.stats.kv;
  const missed = c.queriedBlocks - c.gpuHitBlocks - c.hostHitBlocks;
  return {
    cpuMemUsage: 0,
    gpuMemUsage: 0,
    inflightBatchingStats: {
      avgNumDecodedTokensPerIter: 1,
      microBatchId: 0,
      numContextRequests: loop.stats.lastContextRequests,
      numCtxTokens: r.prefillTokens,
      numGenRequests: r.decodeTokens,
      numPausedRequests: 0,
      numScheduledRequests: loop.stats.lastContextRequests + r.decodeTokens,
    },
    iter,
    iterLatencyMS: latencyMs,
    kvCacheStats: {
      allocNewBlocks: c.allocatedBlocks,
      allocTotalBlocks: c.allocatedBlocks + c.gpuHitBlocks,
      cacheHitRate: c.queriedBlocks > 0 ? (c.gpuHitBlocks + c.hostHitBlocks) / c.queriedBlocks : 0,
      freeNumBlocks: kv.total - kv.used,
      maxNumBlocks: kv.total,
      missedBlocks: missed,
      reusedBlocks: c.gpuHitBlocks + c.hostHitBlocks,
      tokensPerBlock: loop.blockTokens,
      usedNumBlocks: kv.used,
    },
    maxBatchSizeRuntime: 256,
    maxNumActiveRequests: 256,
    newActiveRequestsQueueLatencyMS: 0,
    numActiveRequests: l.running,
    numCompletedRequests: r.finished.length,
    numNewActiveRequests: r.firstTokens.length,
    numQueuedRequests: l.waiting,
    pinnedMemUsage: 0,
    staticBatchingStats: null,
    timestamp: now.toLocaleString("en-US", { hour12: false }),
    // Simulator extension (real trtllm-serve lacks it): unread prompt tokens.
    simQueuedPromptTokens: l.queuedPromptTokens,
  };
}
