/**
 * Runs fleet simulations on worker threads, a few at a time: the check's four configurations are
 * independent, deterministic and single-threaded, so on an n-core machine they take about the time of the
 * slowest n instead of the sum. Each worker runs `simulateFleet` with the same code as the main thread.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { type FleetConfig, type FleetResult, simulateFleet } from "./fleet.ts";

type Job = { overrides: Partial<FleetConfig> };

/** Simulates each configuration, at most `jobs` at once; results in the order given. */
export async function simulateFleetsInParallel(
  configs: Partial<FleetConfig>[],
  jobs: number,
  onDone?: (index: number, result: FleetResult) => void,
): Promise<FleetResult[]> {
  if (!(Number.isInteger(jobs) && jobs >= 1)) throw new Error(`jobs must be a positive integer, got ${jobs}`);
  const results: FleetResult[] = new Array(configs.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < configs.length) {
      const index = next++;
      const started = performance.now();
      const result = await runOne({ overrides: configs[index]! });
      result.wallSeconds = (performance.now() - started) / 1000;
      results[index] = result;
      onDone?.(index, result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, configs.length) }, lane));
  return results;
}

function runOne(job: Job): Promise<FleetResult> {
  return new Promise((resolve, reject) => {
    // worker-entry.mjs registers tsx in the worker, then loads this same file (the branch at the bottom).
    const worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), { workerData: job });
    let result: FleetResult | undefined;
    worker.once("message", (r: FleetResult) => {
      result = r;
    });
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (result) resolve(result);
      else reject(new Error(`fleet simulation worker exited with code ${code} before its result`));
    });
  });
}

if (!isMainThread && parentPort && (workerData as Job | undefined)?.overrides) {
  parentPort.postMessage(simulateFleet((workerData as Job).overrides));
}
