/**
 * vitest global set-up: makes sure NATS (with JetStream), Postgres and Redis are there before any test.
 *
 * Default: the machine's own services (NATS_URL, DATABASE_URL, REDIS_URL or the local defaults). Where
 * one is missing and a Docker engine is available, throwaway containers are started with testcontainers
 * and the URLs point at them (force it with TEST_SERVICES=containers; forbid it with TEST_SERVICES=local).
 * Then the idempotent set-up runs (database, migrations, streams, buckets).
 */

import { checkServices, describeMissing, runSetup, serviceUrls } from "@chat/platform";
import { ensureWebBuilt } from "@chat/web/build";
import { CHROMIUM_HELP, ensureChromium } from "./web/chromium.ts";

type Stop = () => Promise<void>;

export default async function globalSetup(): Promise<Stop> {
  const mode = process.env.TEST_SERVICES ?? "auto";
  const checks = await checkServices(serviceUrls());
  const missing = checks.some((c) => !c.ok);
  let stop: Stop = async () => {};
  if (mode === "containers" || (missing && mode !== "local")) {
    if (!(await dockerAvailable())) {
      if (missing)
        throw new Error(
          `${describeMissing(checks)}\n(no Docker engine either, so testcontainers cannot stand in)`,
        );
    } else {
      stop = await startContainers();
    }
  } else if (missing) {
    throw new Error(describeMissing(checks));
  }
  await runSetup({ quiet: true });
  // The web app: built for the api to serve at /, and Chromium for its browser tests (apps/web/e2e).
  await ensureWebBuilt({ quiet: true });
  const noBrowser = ensureChromium();
  if (noBrowser) {
    console.error(
      `\n${"!".repeat(78)}\n${CHROMIUM_HELP}\n(${noBrowser})\nThe browser tests are SKIPPED.\n${"!".repeat(78)}\n`,
    );
    process.env.WEB_BROWSER_MISSING = noBrowser;
  }
  return stop;
}

async function dockerAvailable(): Promise<boolean> {
  try {
    const { getContainerRuntimeClient } = await import("testcontainers");
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

/** NATS with JetStream, Postgres and Redis in containers; the environment points the tests at them. */
async function startContainers(): Promise<Stop> {
  const { GenericContainer, Wait } = await import("testcontainers");
  const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
  const [nats, postgres, redis] = await Promise.all([
    new GenericContainer("nats:2.10-alpine")
      .withCommand(["-js"])
      .withExposedPorts(4222)
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
      .start(),
    new PostgreSqlContainer("postgres:16-alpine").start(),
    new GenericContainer("redis:7-alpine").withExposedPorts(6379).start(),
  ]);
  process.env.NATS_URL = `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`;
  const pg = new URL(postgres.getConnectionUri());
  pg.pathname = "/chat";
  process.env.DATABASE_URL = pg.toString();
  process.env.REDIS_URL = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
  return async () => {
    await Promise.all([nats.stop(), postgres.stop(), redis.stop()]);
  };
}
