/**
 * A TCP proxy a test can cut and restore: one client (an api's limiter Redis, an api's NATS connection)
 * loses its server while the machine's shared services, which other tests use at the same time, stay up.
 * While cut, open connections are destroyed and new ones are accepted and closed at once, as a dead
 * network path or a stopped server looks to a client that keeps reconnecting.
 *
 * @example
 *   const proxy = await startTcpProxy({ host: "127.0.0.1", port: 6379 });
 *   const redis = new Redis(proxy.url("redis"));
 *   proxy.cut();  ...  proxy.restore();
 *   await proxy.close();
 */
import { createConnection, createServer, type Socket } from "node:net";

export type TcpProxy = {
  port: number;
  /** `scheme://127.0.0.1:<port>` */
  url(scheme: string): string;
  /** Destroys every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  readonly isCut: boolean;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isCut = false;
  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = createConnection(target);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      isCut = false;
    },
    get isCut() {
      return isCut;
    },
    async close() {
      isCut = true;
      for (const s of open) s.destroy();
      open.clear();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** Host and port of a `scheme://host:port` service URL (defaults: 127.0.0.1 and `defaultPort`). */
export function hostPort(url: string, defaultPort: number): { host: string; port: number } {
  const u = new URL(url);
  return { host: u.hostname || "127.0.0.1", port: u.port ? Number(u.port) : defaultPort };
}
