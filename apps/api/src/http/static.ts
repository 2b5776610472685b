/**
 * Serves the web app (apps/web, built into apps/web/dist by `npm run dev` and `npm test`) at `/` on the
 * api's own origin, so the page calls /v1 without CORS. Hashed assets are cached for a year, the page
 * itself never; both gzipped when the browser accepts it. In development (`WEB_DEV_USERS=1`, set by
 * `npm run dev`) `POST /dev/users` makes a new free user for the sign-in page's "start as a new free user".
 */
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createDb } from "@chat/platform";
import type { Context, Hono } from "hono";
import { createUser } from "../auth.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** Defence in depth behind DOMPurify: no inline or foreign script can run even if markup slipped through. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

type Cached = { mtimeMs: number; body: Buffer; gzip: Buffer | null };

export function webDistDir(): string {
  return process.env.WEB_DIST_DIR ?? fileURLToPath(new URL("../../../web/dist/", import.meta.url));
}

// biome-ignore lint/suspicious/noExplicitAny: mounted on the api's app whatever its env type.
export function mountWebApp(app: Hono<any>, dir = webDistDir()): void {
  const cache = new Map<string, Cached>();

  async function file(c: Context, rel: string, immutable: boolean): Promise<Response> {
    const path = normalize(join(dir, rel));
    if (!path.startsWith(normalize(dir)))
      return c.json({ error: { code: "not_found", message: "no such file" } }, 404);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) {
      if (rel === "index.html")
        return c.json(
          {
            error: {
              code: "web_not_built",
              message: "the web app is not built: `npm run dev` builds it (or `npx vite build apps/web`)",
            },
          },
          503,
        );
      return c.json({ error: { code: "not_found", message: `no file ${rel}` } }, 404);
    }
    let hit = cache.get(path);
    if (!hit || hit.mtimeMs !== info.mtimeMs) {
      const body = await readFile(path);
      const type = TYPES[extname(path)] ?? "application/octet-stream";
      hit = {
        mtimeMs: info.mtimeMs,
        body,
        gzip: type.startsWith("text/") || type.includes("svg") ? gzipSync(body) : null,
      };
      cache.set(path, hit);
    }
    const gz = hit.gzip && /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    const headers: Record<string, string> = {
      "content-type": TYPES[extname(path)] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
      vary: "accept-encoding",
      ...(extname(path) === ".html"
        ? { "content-security-policy": CSP, "referrer-policy": "no-referrer" }
        : {}),
      ...(gz ? { "content-encoding": "gzip" } : {}),
    };
    return c.body(new Uint8Array(gz && hit.gzip ? hit.gzip : hit.body), 200, headers);
  }

  // The page's own routes (the app reads the path): each serves the same index.html.
  for (const route of ["/", "/c/:id", "/ops"]) app.get(route, (c) => file(c, "index.html", false));
  app.get("/assets/:name", (c) => file(c, join("assets", c.req.param("name")), true));

  app.post("/dev/users", async (c) => {
    if (process.env.WEB_DEV_USERS !== "1")
      return c.json(
        { error: { code: "not_found", message: "new users are made here only in development" } },
        404,
      );
    const db = createDb(process.env.DATABASE_URL, { max: 1 });
    try {
      return c.json(await createUser(db, "free"), 201);
    } finally {
      await db.destroy();
    }
  });
}
