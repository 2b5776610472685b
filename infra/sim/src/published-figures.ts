/**
 * Published throughputs of real serving engines on real GPUs: the measurements the timing model is fitted
 * to (a few, named in `FIT_SET`) and checked against (all the others). Data only; every row names its
 * source, and every source names its document and table. Read by `fidelity.ts` and
 * `npm run bench -- fidelity`.
 */

export type SourceId =
  | "trtllm-0.17"
  | "mlperf-4.1-h100-offline"
  | "mlperf-4.1-h100-server"
  | "mlperf-4.1-h200-offline"
  | "mlperf-4.1-h200-server";

export type Source = {
  document: string;
  table: string;
  /** Where the stored copy was read (a repository path at a commit). */
  at: string;
  /** The engine settings the source states (or, marked "assumed", what we had to assume). */
  engine: { maxBatch: number; maxTokensPerStep: number; kvCacheMemFraction: number; note: string };
};

const TRTLLM_ENGINE = {
  // The document's example run (v0.12) prints "Max Runtime Batch Size: 4096, Max Runtime Tokens: 8192";
  // the table's engines were sized per row by `trtllm-bench build --dataset` instead (`engineFor` in
  // fidelity.ts reproduces its heuristics), so only the KV fraction here is used for them: "in majority
  // of cases" `--kv_cache_free_gpu_mem_fraction 0.95` (0.90 on out-of-memory).
  maxBatch: 4096,
  maxTokensPerStep: 8192,
  kvCacheMemFraction: 0.95,
  note: "trtllm-bench build heuristics; FP8 weights imply FP8 KV cache (the document's note)",
};

export const SOURCES: Record<SourceId, Source> = {
  "trtllm-0.17": {
    document:
      'TensorRT-LLM "Overview" performance page (docs/source/performance/perf-overview.md), data generated with v0.17',
    table:
      'Throughput Measurements: "Throughput (tokens / sec)", columns H200 141GB HBM3 and H100 80GB HBM3 (FP8), rows LLaMA v3.1 8B TP1 and LLaMA v3.1 70B TP 1/2/4/8, nine input/output lengths; output tokens/s (the example run: 182.86 req/s x 128 = 23,406 "Token Throughput")',
    at: "github.com/NVIDIA/TensorRT-LLM @ 258c7540c03517def55d9a5aadfa9288af474e1b",
    engine: TRTLLM_ENGINE,
  },
  "mlperf-4.1-h100-offline": {
    document:
      "MLPerf Inference v4.1 datacenter, closed division, NVIDIA DGX-H100 (8 x H100-SXM-80GB), TensorRT",
    table:
      "results/DGX-H100_H100-SXM-80GBx8_TRT/llama2-70b-99.9/Offline/performance/run_1/mlperf_log_summary.txt: Tokens per second 24,524.9 (84.4792 samples/s)",
    at: "github.com/mlcommons/inference_results_v4.1 @ a2f5d66d17e8f75c02fd74dfe810ecca6a046696",
    engine: {
      maxBatch: 896,
      maxTokensPerStep: 8192,
      kvCacheMemFraction: 0.9,
      note: "configs/llama2-70b/Offline/__init__.py H100_SXM_80GB_TP2x4: TP2 x 4 replicas, gpu_batch_size 896, FP8, kvcache_free_gpu_mem_frac 0.90; max tokens per step assumed (8192)",
    },
  },
  "mlperf-4.1-h100-server": {
    document:
      "MLPerf Inference v4.1 datacenter, closed division, NVIDIA DGX-H100 (8 x H100-SXM-80GB), TensorRT",
    table:
      "results/DGX-H100_H100-SXM-80GBx8_TRT/llama2-70b-99.9/Server/performance/run_1/mlperf_log_summary.txt: Completed tokens per second 21,605.79 (TTFT <= 2 s, TPOT <= 200 ms at p99)",
    at: "github.com/mlcommons/inference_results_v4.1 @ a2f5d66d17e8f75c02fd74dfe810ecca6a046696",
    engine: {
      maxBatch: 896,
      maxTokensPerStep: 8192,
      kvCacheMemFraction: 0.9,
      note: "Offline config's settings assumed for Server (its own config file was not read); the model predicts offline throughput",
    },
  },
  "mlperf-4.1-h200-offline": {
    document: "MLPerf Inference v4.1 datacenter, closed division, NVIDIA H200-SXM-141GB x 8, TensorRT",
    table:
      "results/H200-SXM-141GBx8_TRT/llama2-70b-99/Offline/performance/run_1/mlperf_log_summary.txt: Tokens per second 31,302.7 (107.477 samples/s)",
    at: "github.com/mlcommons/inference_results_v4.1 @ a2f5d66d17e8f75c02fd74dfe810ecca6a046696",
    engine: {
      maxBatch: 806,
      maxTokensPerStep: 8192,
      kvCacheMemFraction: 0.9,
      note: "configs/llama2-70b/Offline/__init__.py H200_SXM_141GBx8: TP1 x 8 replicas, gpu_batch_size 806, FP8, kvcache_free_gpu_mem_frac 0.90; max tokens per step assumed (8192)",
    },
  },
  "mlperf-4.1-h200-server": {
    document: "MLPerf Inference v4.1 datacenter, closed division, NVIDIA H200-SXM-141GB x 8, TensorRT",
    table:
      "results/H200-SXM-141GBx8_TRT/llama2-70b-99/Server/performance/run_1/mlperf_log_summary.txt: Completed tokens per second 29,228.22",
    at: "github.com/mlcommons/inference_results_v4.1 @ a2f5d66d17e8f75c02fd74dfe810ecca6a046696",
    engine: {
      maxBatch: 806,
      maxTokensPerStep: 8192,
      kvCacheMemFraction: 0.9,
      note: "Offline config's settings assumed for Server; the model predicts offline throughput",
    },
  },
};

export type PublishedFigure = {
  source: SourceId;
  model: "llama-3-70b" | "llama-3-8b" | "llama-2-70b";
  gpu: "h100" | "h200";
  /** Tensor-parallel GPUs per replica. */
  tp: number;
  /** Replicas the figure adds up (MLPerf: 8 GPUs / tp). */
  replicas?: number;
  input: number;
  output: number;
  /** Output (generated) tokens per second, whole system. */
  outputTokensPerSecond: number;
  /** Set when a length is not published and had to be assumed (says what). */
  assumed?: string;
};

// MLPerf's OpenOrca set: the mean output follows from the result (tokens/s / samples/s = 290); its mean
// input length is not in any source we could read, so it is assumed equal (see README "Fidelity").
const MLPERF_LENGTHS = { input: 290, output: 290, assumed: "input length (mean not found in a source): 290" };

// biome-ignore format: one row per line, as in the source tables
export const PUBLISHED: PublishedFigure[] = [
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h100", tp: 1, input: 128, output: 128, outputTokensPerSecond: 28836.77 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h100", tp: 1, input: 128, output: 2048, outputTokensPerSecond: 21109.38 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h100", tp: 1, input: 128, output: 4096, outputTokensPerSecond: 13593.65 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h100", tp: 1, input: 500, output: 2000, outputTokensPerSecond: 16500.69 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h100", tp: 1, input: 1000, output: 1000, outputTokensPerSecond: 15244.78 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h100", tp: 1, input: 2048, output: 128, outputTokensPerSecond: 3556.73 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h100", tp: 1, input: 2048, output: 2048, outputTokensPerSecond: 9488.42 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h100", tp: 1, input: 5000, output: 500, outputTokensPerSecond: 3559.36 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h100", tp: 1, input: 20000, output: 2000, outputTokensPerSecond: 1401.31 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h200", tp: 1, input: 128, output: 128, outputTokensPerSecond: 29526.04 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h200", tp: 1, input: 128, output: 2048, outputTokensPerSecond: 25398.86 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h200", tp: 1, input: 128, output: 4096, outputTokensPerSecond: 17370.8 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h200", tp: 1, input: 500, output: 2000, outputTokensPerSecond: 21020.81 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h200", tp: 1, input: 1000, output: 1000, outputTokensPerSecond: 17537.96 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h200", tp: 1, input: 2048, output: 128, outputTokensPerSecond: 3794.14 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h200", tp: 1, input: 2048, output: 2048, outputTokensPerSecond: 11968.5 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h200", tp: 1, input: 5000, output: 500, outputTokensPerSecond: 3987.79 },
  { source: "trtllm-0.17", model: "llama-3-8b", gpu: "h200", tp: 1, input: 20000, output: 2000, outputTokensPerSecond: 1804.1 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 1, input: 128, output: 128, outputTokensPerSecond: 3378.03 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 1, input: 128, output: 2048, outputTokensPerSecond: 911.62 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 1, input: 128, output: 4096, outputTokensPerSecond: 426.32 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 1, input: 500, output: 2000, outputTokensPerSecond: 775.57 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 1, input: 1000, output: 1000, outputTokensPerSecond: 839.97 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 1, input: 2048, output: 128, outputTokensPerSecond: 343.29 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 1, input: 5000, output: 500, outputTokensPerSecond: 245.34 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 1, input: 128, output: 128, outputTokensPerSecond: 4020.75 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 1, input: 128, output: 2048, outputTokensPerSecond: 4165.68 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 1, input: 128, output: 4096, outputTokensPerSecond: 2651.75 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 1, input: 500, output: 2000, outputTokensPerSecond: 3018.39 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 1, input: 1000, output: 1000, outputTokensPerSecond: 2823.45 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 1, input: 2048, output: 128, outputTokensPerSecond: 465.99 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 1, input: 2048, output: 2048, outputTokensPerSecond: 1913.8 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 1, input: 5000, output: 500, outputTokensPerSecond: 560.16 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 1, input: 20000, output: 2000, outputTokensPerSecond: 279.52 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 2, input: 128, output: 128, outputTokensPerSecond: 6645.12 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 2, input: 128, output: 2048, outputTokensPerSecond: 6169.58 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 2, input: 128, output: 4096, outputTokensPerSecond: 3897.06 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 2, input: 500, output: 2000, outputTokensPerSecond: 4972.57 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 2, input: 1000, output: 1000, outputTokensPerSecond: 4390.53 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 2, input: 2048, output: 128, outputTokensPerSecond: 772.66 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 2, input: 2048, output: 2048, outputTokensPerSecond: 2898.16 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 2, input: 5000, output: 500, outputTokensPerSecond: 919.73 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 2, input: 20000, output: 2000, outputTokensPerSecond: 443.01 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 2, input: 128, output: 128, outputTokensPerSecond: 6823.01 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 2, input: 128, output: 2048, outputTokensPerSecond: 8290.35 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 2, input: 128, output: 4096, outputTokensPerSecond: 6526.67 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 2, input: 500, output: 2000, outputTokensPerSecond: 6848.02 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 2, input: 1000, output: 1000, outputTokensPerSecond: 5164.76 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 2, input: 2048, output: 128, outputTokensPerSecond: 809 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 2, input: 2048, output: 2048, outputTokensPerSecond: 4183.88 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 2, input: 5000, output: 500, outputTokensPerSecond: 1025.38 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 2, input: 20000, output: 2000, outputTokensPerSecond: 640.62 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 4, input: 128, output: 128, outputTokensPerSecond: 11127.53 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 4, input: 128, output: 2048, outputTokensPerSecond: 11511.93 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 4, input: 128, output: 4096, outputTokensPerSecond: 7439.41 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 4, input: 500, output: 2000, outputTokensPerSecond: 9836.7 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 4, input: 1000, output: 1000, outputTokensPerSecond: 7430.99 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 4, input: 2048, output: 128, outputTokensPerSecond: 1302.6 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 4, input: 2048, output: 2048, outputTokensPerSecond: 5480.03 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 4, input: 5000, output: 500, outputTokensPerSecond: 1602.78 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 4, input: 20000, output: 2000, outputTokensPerSecond: 920.19 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 4, input: 128, output: 128, outputTokensPerSecond: 11098.63 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 4, input: 128, output: 2048, outputTokensPerSecond: 14156 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 4, input: 128, output: 4096, outputTokensPerSecond: 10574.06 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 4, input: 500, output: 2000, outputTokensPerSecond: 12452.79 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 4, input: 1000, output: 1000, outputTokensPerSecond: 8911.29 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 4, input: 2048, output: 128, outputTokensPerSecond: 1358.06 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 4, input: 2048, output: 2048, outputTokensPerSecond: 7130.44 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 4, input: 5000, output: 500, outputTokensPerSecond: 1811.55 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 4, input: 20000, output: 2000, outputTokensPerSecond: 1199.68 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 8, input: 128, output: 128, outputTokensPerSecond: 14730.69 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 8, input: 128, output: 2048, outputTokensPerSecond: 17061.82 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 8, input: 128, output: 4096, outputTokensPerSecond: 14171.43 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 8, input: 500, output: 2000, outputTokensPerSecond: 14679.33 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 8, input: 1000, output: 1000, outputTokensPerSecond: 11451.16 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 8, input: 2048, output: 128, outputTokensPerSecond: 1923.41 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 8, input: 2048, output: 2048, outputTokensPerSecond: 8801.95 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 8, input: 5000, output: 500, outputTokensPerSecond: 2457.42 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h100", tp: 8, input: 20000, output: 2000, outputTokensPerSecond: 1512.6 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 8, input: 128, output: 128, outputTokensPerSecond: 15355.84 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 8, input: 128, output: 2048, outputTokensPerSecond: 21195.88 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 8, input: 128, output: 4096, outputTokensPerSecond: 16941.52 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 8, input: 500, output: 2000, outputTokensPerSecond: 17278.4 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 8, input: 1000, output: 1000, outputTokensPerSecond: 13181.24 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 8, input: 2048, output: 128, outputTokensPerSecond: 1983.03 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 8, input: 2048, output: 2048, outputTokensPerSecond: 11142.47 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 8, input: 5000, output: 500, outputTokensPerSecond: 2717.83 },
  { source: "trtllm-0.17", model: "llama-3-70b", gpu: "h200", tp: 8, input: 20000, output: 2000, outputTokensPerSecond: 1920.45 },
  { source: "mlperf-4.1-h100-offline", model: "llama-2-70b", gpu: "h100", tp: 2, replicas: 4, ...MLPERF_LENGTHS, outputTokensPerSecond: 24524.9 },
  { source: "mlperf-4.1-h100-server", model: "llama-2-70b", gpu: "h100", tp: 2, replicas: 4, ...MLPERF_LENGTHS, outputTokensPerSecond: 21605.79 },
  { source: "mlperf-4.1-h200-offline", model: "llama-2-70b", gpu: "h200", tp: 1, replicas: 8, ...MLPERF_LENGTHS, outputTokensPerSecond: 31302.7 },
  { source: "mlperf-4.1-h200-server", model: "llama-2-70b", gpu: "h200", tp: 1, replicas: 8, ...MLPERF_LENGTHS, outputTokensPerSecond: 29228.22 },
];

/** A row's stable name: `h100 llama-3-70b tp4 128/2048` (MLPerf rows add their scenario). */
export function figureId(f: PublishedFigure): string {
  const scenario = f.source.startsWith("mlperf") ? ` ${f.source.split("-").at(-1)}` : "";
  return `${f.gpu} ${f.model} tp${f.tp}${f.replicas ? `x${f.replicas}` : ""} ${f.input}/${f.output}${scenario}`;
}
