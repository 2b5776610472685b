/**
 * `GET /v1/ops/overview`: the ops view's numbers (overview.ts) for the ops role only: a user whose tier is
 * "ops", or the operator token `OPS_TOKEN` (set by `npm run dev`, which prints it). Anyone else signed in
 * is refused with 403, no token with 401.
 *
 * @example
 *   curl -H "authorization: Bearer $OPS_TOKEN" localhost:8080/v1/ops/overview
 *   // { "pools": [...], "replicas": [...], "ladder": { "rung": 0, ... }, "router": {...}, "judge": [...] }
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Hono } from "hono";
import type { Authenticator } from "../auth.ts";
import type { OpsOverview } from "./overview.ts";

/** The tier of the users who may read the ops view. */
export const OPS_TIER = "ops";

export type OpsDeps = {
  overview: () => Promise<OpsOverview>;
  /** The operator token (`OPS_TOKEN`), or null when only "ops" users may read. */
  token: string | null;
};

/** `OPS_TOKEN` from the environment; null when unset or shorter than 16 characters (too easy to guess). */
export function opsTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const t = env.OPS_TOKEN?.trim();
  return t && t.length >= 16 ? t : null;
}

const digest = (s: string) => createHash("sha256").update(s).digest();

// biome-ignore lint/suspicious/noExplicitAny: mounted on the api's app whatever its env type.
export function mountOps(app: Hono<any>, auth: Authenticator, deps: OpsDeps): void {
  const operator = deps.token ? digest(deps.token) : null;
  app.get("/v1/ops/overview", async (c) => {
    const header = c.req.header("authorization");
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const isOperator = token !== undefined && operator !== null && timingSafeEqual(digest(token), operator);
    if (!isOperator) {
      const address = (c.env?.incoming as IncomingMessage | undefined)?.socket?.remoteAddress ?? "unknown";
      const user = await auth.authenticate(header, address);
      if (!user)
        return c.json(
          {
            error: {
              code: "unauthorized",
              message: "a valid bearer token is required (Authorization: Bearer <token>)",
            },
          },
          401,
        );
      if (user.tier !== OPS_TIER)
        return c.json(
          {
            error: {
              code: "forbidden",
              message: "the ops view is for the ops role (an ops user or the operator token)",
            },
          },
          403,
        );
    }
    return c.json(await deps.overview(), 200, { "cache-control": "no-store" });
  });
}
