import { connect, type NatsConnection } from "@nats-io/transport-node";

export const DEFAULT_NATS_URL = "nats://127.0.0.1:4222";

export class NatsUnavailableError extends Error {
  readonly code = "NATS_UNAVAILABLE";
  constructor(url: string, cause: unknown) {
    super(`cannot reach NATS with JetStream at ${url}: start it (e.g. \`nats-server -js\`) or set NATS_URL`, {
      cause,
    });
  }
}

/** Connects and checks the server: JetStream must be on, and the server at least 2.9. */
export async function connectNats(
  url = process.env.NATS_URL ?? DEFAULT_NATS_URL,
  name?: string,
): Promise<NatsConnection> {
  let nc: NatsConnection;
  try {
    // noAsyncTraces: an Error with a stack is not built up front for every request (a few % of the api's CPU
    // per message: each submit makes several point reads of the log); errors still say what failed.
    nc = await connect({
      servers: url,
      name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      noAsyncTraces: true,
    });
  } catch (err) {
    throw new NatsUnavailableError(url, err);
  }
  const info = nc.info;
  if (!info?.jetstream) {
    await nc.close();
    throw new NatsUnavailableError(
      url,
      new Error("JetStream is not enabled on this server (start it with -js)"),
    );
  }
  if (!serverAtLeast(info.version, [2, 9, 0])) {
    await nc.close();
    throw new Error(`nats-server ${info.version} is too old: 2.9 or newer is needed`);
  }
  return nc;
}

/** True when `version` (e.g. "2.9.10") is at least `min`; used to gate features newer than 2.9. */
export function serverAtLeast(version: string, min: [number, number, number]): boolean {
  const parts = version.split(/[.-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i++) {
    const a = parts[i] ?? 0;
    const b = min[i]!;
    if (a !== b) return a > b;
  }
  return true;
}
