/**
 * Builds the web app into apps/web/dist when its sources are newer than the last build (or there is
 * none), so `npm run dev` and `npm test` serve the current page with no extra step. Takes ~1-3 s when
 * it builds, a few milliseconds when it does not.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const STAMP = join(root, "dist", ".built");

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, await newestSource(p));
    else if (!e.name.includes(".spec.")) newest = Math.max(newest, (await stat(p)).mtimeMs);
  }
  return newest;
}

/** Builds if needed; resolves with whether it built. */
export async function ensureWebBuilt(opts: { quiet?: boolean } = {}): Promise<boolean> {
  const sources = Math.max(
    await newestSource(join(root, "src")),
    (await stat(join(root, "index.html"))).mtimeMs,
    (await stat(join(root, "vite.config.ts"))).mtimeMs,
  );
  const built = Number(await readFile(STAMP, "utf8").catch(() => "0"));
  if (built >= sources) return false;
  if (!opts.quiet) console.log("Building the web app (apps/web)...");
  const { build } = await import("vite");
  await build({ configFile: join(root, "vite.config.ts"), logLevel: opts.quiet ? "error" : "warn" });
  await writeFile(STAMP, String(sources));
  return true;
}
