/**
 * Reading a replica's load from its metrics. Pure: text or JSON in, EngineLoad out.
 *
 * vLLM (Prometheus text): running/waiting from vllm:num_requests_running / _waiting; KV size from
 * vllm:cache_config_info's num_gpu_blocks x block_size, free KV = size x (1 - vllm:kv_cache_usage_perc)
 * (vLLM counts idle prefix-cache blocks as free, as we do). vLLM does not expose unread prompt tokens:
 * estimated as waiting requests x mean prompt length (vllm:request_prompt_tokens histogram sum/count, or
 * the caller's fallback). The simulator's sim:queued_prompt_tokens / sim:free_kv_tokens win when present.
 *
 * trtllm-serve (JSON array of iteration stats since the last poll; needs `enable_iter_perf_stats`):
 * the newest record's numActiveRequests, numQueuedRequests and kvCacheStats (maxNumBlocks, freeNumBlocks,
 * tokensPerBlock). Unread prompt tokens are estimated as queued requests x mean prompt length plus the
 * context tokens of the last iteration (prefill in flight). An empty array means no iteration ran since
 * the last poll: the engine is idle.
 */
import type { EngineLoad } from "./types.ts";

export type PromMetrics = Map<string, { labels: Record<string, string>; value: number }[]>;

export function parsePrometheus(text: string): PromMetrics {
  const out: PromMetrics = new Map();
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[3] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[l[1]!] = l[2]!;
    const list = out.get(m[1]!) ?? [];
    list.push({ labels, value: Number(m[4]) });
    out.set(m[1]!, list);
  }
  return out;
}

const sum = (m: PromMetrics, name: string): number | undefined =>
  m.get(name)?.reduce((a, s) => a + s.value, 0);

export function loadFromVllmMetrics(text: string, fallbackPromptTokens: number): EngineLoad {
  const m = parsePrometheus(text);
  const running = sum(m, "vllm:num_requests_running");
  const waiting = sum(m, "vllm:num_requests_waiting");
  if (running === undefined || waiting === undefined) {
    throw new Error("vLLM metrics lack vllm:num_requests_running / vllm:num_requests_waiting");
  }
  const info = m.get("vllm:cache_config_info")?.[0]?.labels;
  const total = info ? Number(info.num_gpu_blocks) * Number(info.block_size) : 0;
  const usage = sum(m, "vllm:kv_cache_usage_perc") ?? sum(m, "vllm:gpu_cache_usage_perc") ?? 0;
  const promptSum = sum(m, "vllm:request_prompt_tokens_sum");
  const promptCount = sum(m, "vllm:request_prompt_tokens_count");
  const meanPrompt = promptSum && promptCount ? promptSum / promptCount : fallbackPromptTokens;
  return {
    queuedPromptTokens: sum(m, "sim:queued_prompt_tokens") ?? Math.round(waiting * meanPrompt),
    freeKvTokens: sum(m, "sim:free_kv_tokens") ?? Math.round(total * (1 - usage)),
    totalKvTokens: Number.isFinite(total) ? total : 0,
    running,
    waiting,
    ...optional("outputTokensTotal", sum(m, "vllm:generation_tokens_total")),
  };
}

const optional = <K extends string>(key: K, v: number | undefined) =>
  (v === undefined ? {} : { [key]: v }) as Partial<Record<K, number>>;

/** The simulator's busy counters: virtual seconds spent in passes, and its virtual clock. */
export function simBusyCounters(text: string): { busySeconds: number; clockSeconds: number } | undefined {
  const m = parsePrometheus(text);
  const busySeconds = sum(m, "sim:busy_seconds_total");
  const clockSeconds = sum(m, "sim:clock_seconds");
  return busySeconds === undefined || clockSeconds === undefined ? undefined : { busySeconds, clockSeconds };
}

type TrtllmIteration = {
  iterLatencyMS?: number;
  numActiveRequests?: number;
  numQueuedRequests?: number;
  kvCacheStats?: { maxNumBlocks?: number; freeNumBlocks?: number; tokensPerBlock?: number };
  inflightBatchingStats?: { numCtxTokens?: number; numGenRequests?: number };
  simQueuedPromptTokens?: number;
};

/** Tokens generated and milliseconds spent in the iterations of one poll. */
export function trtllmWork(json: unknown): { tokens: number; busyMs: number } {
  let tokens = 0;
  let busyMs = 0;
  for (const it of Array.isArray(json) ? (json as TrtllmIteration[]) : []) {
    tokens += it.inflightBatchingStats?.numGenRequests ?? 0;
    busyMs += it.iterLatencyMS ?? 0;
  }
  return { tokens, busyMs };
}

/** `previousTotal`: KV size seen at an earlier poll, reported as all free when the engine is idle. */
export function loadFromTrtllmStats(
  json: unknown,
  meanPromptTokens: number,
  previousTotal: number,
): EngineLoad {
  if (!Array.isArray(json)) throw new Error("trtllm-serve /metrics must be a JSON array of iteration stats");
  const last = json.at(-1) as TrtllmIteration | undefined;
  if (!last) {
    return {
      queuedPromptTokens: 0,
      freeKvTokens: previousTotal,
      totalKvTokens: previousTotal,
      running: 0,
      waiting: 0,
    };
  }
  const kv = last.kvCacheStats ?? {};
  const perBlock = kv.tokensPerBlock ?? 0;
  const waiting = last.numQueuedRequests ?? 0;
  return {
    queuedPromptTokens:
      last.simQueuedPromptTokens ??
      Math.round(waiting * meanPromptTokens + (last.inflightBatchingStats?.numCtxTokens ?? 0)),
    freeKvTokens: (kv.freeNumBlocks ?? 0) * perBlock,
    totalKvTokens: (kv.maxNumBlocks ?? 0) * perBlock,
    running: last.numActiveRequests ?? 0,
    waiting,
  };
}
