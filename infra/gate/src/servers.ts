/**
 * The simulated servers the gate talks to, each on its own worker thread: the gate's own thread spends
 * its time in HTTP, the servers theirs in the step loop and the tokenizer, so on this 2-core machine they
 * run side by side. A server is an ordinary OpenAI-compatible endpoint on 127.0.0.1.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { createJudgeServer, createVersionServer } from "@chat/sim";
import type { ModelEndpoint } from "./ask.ts";

export type ServerSpec =
  | { kind: "version"; version: string; timeScale: number }
  | { kind: "judge"; timeScale: number };

export type RunningServer = ModelEndpoint & { close(): Promise<void> };

type Ready = { port: number; model: string } | { error: string };

/** Starts a simulated server on a worker thread; resolves once it listens. */
export function startServer(spec: ServerSpec, timeoutMs = 60_000): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./server-worker.mjs", import.meta.url), {
      workerData: { gateServer: spec },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`simulated ${describe(spec)} did not start within ${timeoutMs} ms`));
    }, timeoutMs);
    worker.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    worker.once("message", (m: Ready) => {
      clearTimeout(timer);
      if ("error" in m) {
        void worker.terminate();
        reject(new Error(`simulated ${describe(spec)} failed to start: ${m.error}`));
        return;
      }
      // A server thread that dies later makes the asks fail with a clear error; say why it died.
      worker.on("error", (err) => console.error(`simulated ${describe(spec)} stopped: ${err.message}`));
      resolve({
        baseUrl: `http://127.0.0.1:${m.port}`,
        model: m.model,
        close: async () => {
          await worker.terminate();
        },
      });
    });
  });
}

const describe = (s: ServerSpec) => (s.kind === "judge" ? "judge" : `model version ${s.version}`);

if (!isMainThread && parentPort && (workerData as { gateServer?: ServerSpec } | undefined)?.gateServer) {
  const spec = (workerData as { gateServer: ServerSpec }).gateServer;
  const port = parentPort;
  try {
    const server =
      spec.kind === "judge"
        ? createJudgeServer({ timeScale: spec.timeScale })
        : createVersionServer({ version: spec.version, timeScale: spec.timeScale });
    port.postMessage({ port: await server.listen(0), model: server.model } satisfies Ready);
  } catch (err) {
    port.postMessage({ error: (err as Error).message } satisfies Ready);
  }
}
