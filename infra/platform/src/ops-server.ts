/**
 * The operations endpoints every app serves: GET /healthz and Prometheus GET /metrics.
 * Apps with their own HTTP server (the api) mount the same handlers there instead.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { collectDefaultMetrics, register as defaultRegistry, type Registry } from "prom-client";

export type HealthCheck = () => Promise<{ ok: boolean; detail?: Record<string, unknown> }>;

let defaultsCollected = false;

export async function startOpsServer(opts: {
  app: string;
  port: number;
  health: HealthCheck;
  registry?: Registry;
}): Promise<{ port: number; close(): Promise<void> }> {
  const registry = opts.registry ?? defaultRegistry;
  if (!defaultsCollected && registry === defaultRegistry) {
    collectDefaultMetrics({ register: registry });
    defaultsCollected = true;
  }
  const server = http.createServer(async (req, res) => {
    try {
      if (req.url === "/healthz") {
        const h = await opts.health();
        res.writeHead(h.ok ? 200 : 503, { "content-type": "application/json" });
        res.end(JSON.stringify({ app: opts.app, ok: h.ok, ...h.detail }));
      } else if (req.url === "/metrics") {
        res.writeHead(200, { "content-type": registry.contentType });
        res.end(await registry.metrics());
      } else {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { code: "not_found", message: "try /healthz or /metrics" } }));
      }
    } catch (err) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: "internal", message: String(err) } }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, "127.0.0.1", resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Resolves when the process is asked to stop (SIGINT/SIGTERM), so main() can shut down in order. */
export function shutdownSignal(): Promise<string> {
  return new Promise((resolve) => {
    for (const sig of ["SIGINT", "SIGTERM"] as const) process.once(sig, () => resolve(sig));
  });
}
