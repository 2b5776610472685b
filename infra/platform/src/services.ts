/**
 * The bring-up check: finds NATS (with JetStream), Postgres and Redis and, for each one missing, says
 * exactly what to start. Used by `npm run setup`, `npm run dev` and `npm test` before anything else.
 */
import net from "node:net";
import { connectNats } from "@chat/events";
import type { ServiceUrls } from "./config.ts";

export type ServiceCheck = { service: string; url: string; ok: boolean; problem?: string; fix?: string };

const FIX = {
  nats: "start NATS with JetStream: `nats-server -js` (Debian: start-stop-daemon --start --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server), or set NATS_URL",
  postgres: "start PostgreSQL (Debian: pg_ctlcluster $(ls /etc/postgresql) main start), or set DATABASE_URL",
  redis:
    'start Redis: `redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save ""`, or set REDIS_URL',
} as const;

export async function checkServices(urls: ServiceUrls): Promise<ServiceCheck[]> {
  return Promise.all([
    checkNats(urls.nats),
    checkTcp("postgres", urls.database, 5432),
    checkTcp("redis", urls.redis, 6379),
  ]);
}

async function checkNats(url: string): Promise<ServiceCheck> {
  try {
    const nc = await connectNats(url, "bring-up-check");
    await nc.close();
    return { service: "nats", url, ok: true };
  } catch (err) {
    return { service: "nats", url, ok: false, problem: (err as Error).message, fix: FIX.nats };
  }
}

async function checkTcp(
  service: "postgres" | "redis",
  url: string,
  defaultPort: number,
): Promise<ServiceCheck> {
  const u = new URL(url);
  const host = u.hostname || "127.0.0.1";
  const port = Number(u.port || defaultPort);
  const ok = await new Promise<boolean>((resolve) => {
    const s = net.connect({ host, port, timeout: 2_000 });
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
    s.once("timeout", () => {
      s.destroy();
      resolve(false);
    });
  });
  return ok
    ? { service, url, ok }
    : { service, url, ok, problem: `nothing listens on ${host}:${port}`, fix: FIX[service] };
}

/** One line per missing service, naming what to start. */
export function describeMissing(checks: ServiceCheck[]): string {
  return checks
    .filter((c) => !c.ok)
    .map((c) => `  ✗ ${c.service} (${c.url}): ${c.problem}\n    -> ${c.fix}`)
    .join("\n");
}
