/**
 * Replays recorded server responses (apps/gpu-worker/fixtures/) over HTTP for contract tests, and keeps
 * the requests it received so a test can check what the client sent.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

export const FIXTURES_DIR = fileURLToPath(new URL("../../../fixtures/", import.meta.url));

export type FixtureRoute = { status?: number; contentType: string; file: string };
export type ReceivedRequest = { method: string; path: string; body: unknown };

export type FixtureServer = { url: string; received: ReceivedRequest[]; close(): Promise<void> };

/** `routes` maps "METHOD /path" to a fixture file (relative to fixtures/). */
export async function startFixtureServer(routes: Record<string, FixtureRoute>): Promise<FixtureServer> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = (req.url ?? "/").split("?")[0]!;
      const text = Buffer.concat(chunks).toString("utf8");
      received.push({ method: req.method ?? "", path, body: text ? JSON.parse(text) : undefined });
      const route = routes[`${req.method} ${path}`];
      if (!route) {
        res.writeHead(404, { "content-type": "application/json" });
        return void res.end('{"detail":"Not Found"}');
      }
      res.writeHead(route.status ?? 200, { "content-type": route.contentType });
      res.end(readFileSync(`${FIXTURES_DIR}${route.file}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
