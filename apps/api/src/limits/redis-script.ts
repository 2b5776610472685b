/**
 * A Lua script read from its file once and called by hash: EVALSHA, and on NOSCRIPT (Redis restarted,
 * SCRIPT FLUSH, a failover to a replica without it) SCRIPT LOAD then EVALSHA again.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Redis } from "ioredis";

export class RedisScript {
  readonly sha: string;
  readonly source: string;

  constructor(file: URL) {
    this.source = readFileSync(file, "utf8");
    this.sha = createHash("sha1").update(this.source).digest("hex");
  }

  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (err) {
      if (!isNoScript(err)) throw err;
      await redis.script("LOAD", this.source);
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    }
  }
}

function isNoScript(err: unknown): boolean {
  return err instanceof Error && err.message.startsWith("NOSCRIPT");
}
