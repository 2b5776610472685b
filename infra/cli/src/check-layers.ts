/**
 * The house rules of the monorepo, checked on every `npm run lint` (issue 16):
 *
 *   ground (events, infra/model, infra/platform)  <-  apps (apps/*)  <-  tools (infra/sim, fleet, gate, stack, cli)
 *
 * - A package's layer is its `nx.tags` entry `layer:ground|app|tool`.
 * - Ground imports only ground; an app imports ground, never another app; a tool imports anything but
 *   must not be imported by ground or apps.
 * - Packages are imported by name (`@chat/x`, or a subpath it exports), never by a relative path that
 *   leaves the package; every `@chat/*` import is a declared dependency; the dependency graph has no cycle.
 * - In ground and apps, only test code (specs, benches, fixtures, `testing/` folders) imports a
 *   `@chat/x/testing` subpath; tools are test code.
 *
 * Prints each violation with its file and exits 1, or prints a one-line summary.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

type Layer = "ground" | "app" | "tool";
type Package = { name: string; dir: string; layer: Layer; deps: Set<string>; exports: Set<string> };

const root = fileURLToPath(new URL("../../../", import.meta.url));
const LAYERS: readonly Layer[] = ["ground", "app", "tool"];
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  ground: ["ground"],
  app: ["ground"],
  tool: ["ground", "app", "tool"],
};

function loadPackages(): Package[] {
  const rootPkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { workspaces: string[] };
  const dirs = rootPkg.workspaces.flatMap((w) =>
    w.endsWith("/*")
      ? readdirSync(join(root, w.slice(0, -2)))
          .map((d) => join(w.slice(0, -2), d))
          .filter((d) => existsSync(join(root, d, "package.json")))
      : [w],
  );
  return dirs.map((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
    const tag = ((pkg.nx?.tags ?? []) as string[]).find((t) => t.startsWith("layer:"));
    const layer = tag?.slice("layer:".length) as Layer | undefined;
    if (!layer || !LAYERS.includes(layer))
      throw new Error(`${dir}/package.json: add "nx": { "tags": ["layer:ground|app|tool"] }`);
    const deps = new Set(
      Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => d.startsWith("@chat/")),
    );
    const exports = new Set(Object.keys(pkg.exports ?? {}).map((e) => (e === "." ? "" : e.slice(1))));
    return { name: pkg.name as string, dir, layer, deps, exports };
  });
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry === "dist" || entry === "out" || entry.startsWith(".")) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|mts|mjs)$/.test(entry) && !entry.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

// Static imports and re-exports, side-effect imports, and dynamic imports of a string literal.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\b[^"';]*?\bfrom\s*["']([^"']+)["']|import\s*\(?\s*["']([^"']+)["']/g;

function importsOf(text: string): string[] {
  // Comments may quote import lines: drop them first.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.matchAll(IMPORT)].map((m) => (m[1] ?? m[2]) as string);
}

const isTestCode = (rel: string) =>
  /\.spec\.ts$/.test(rel) || /(^|\/)(bench|fixtures|testing|e2e)\//.test(rel);

export function checkLayers(): string[] {
  const packages = loadPackages();
  const byName = new Map(packages.map((p) => [p.name, p]));
  const problems: string[] = [];
  const inPackage = (p: Package, abs: string) => !relative(join(root, p.dir), abs).startsWith("..");

  for (const p of packages) {
    for (const file of sourceFiles(join(root, p.dir))) {
      const rel = relative(root, file).split(sep).join("/");
      for (const spec of importsOf(readFileSync(file, "utf8"))) {
        if (spec.startsWith(".")) {
          if (!inPackage(p, resolve(dirname(file), spec)))
            problems.push(`${rel}: "${spec}" leaves ${p.name}; import the package by name`);
          continue;
        }
        const m = /^(@chat\/[^/]+)(\/.*)?$/.exec(spec);
        if (!m) continue;
        const target = byName.get(m[1] as string);
        const sub = m[2] ?? "";
        if (!target) {
          problems.push(`${rel}: "${spec}" is no workspace package`);
          continue;
        }
        if (target === p) {
          problems.push(`${rel}: imports its own package by name; use a relative path`);
          continue;
        }
        if (!MAY_IMPORT[p.layer].includes(target.layer))
          problems.push(`${rel}: ${p.layer} ${p.name} may not import ${target.layer} ${target.name}`);
        else if (p.layer === "app" && target.layer === "app")
          problems.push(`${rel}: app ${p.name} may not import app ${target.name}`);
        if (!p.deps.has(target.name)) problems.push(`${rel}: ${target.name} is not in ${p.dir}/package.json`);
        if (!target.exports.has(sub)) problems.push(`${rel}: ${target.name} does not export "${sub || "."}"`);
        if (
          sub === "/testing" &&
          p.layer !== "tool" &&
          !isTestCode(relative(join(root, p.dir), file).split(sep).join("/"))
        )
          problems.push(`${rel}: only test code imports ${spec}`);
      }
    }
  }

  // No cycle among the declared dependencies (depth-first search, grey/black marking).
  const state = new Map<string, "grey" | "black">();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === "black") return;
    if (state.get(name) === "grey") {
      problems.push(`dependency cycle: ${[...path.slice(path.indexOf(name)), name].join(" -> ")}`);
      return;
    }
    state.set(name, "grey");
    for (const d of byName.get(name)?.deps ?? []) if (byName.has(d)) visit(d, [...path, name]);
    state.set(name, "black");
  };
  for (const p of packages) visit(p.name, []);
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkLayers();
  if (problems.length) {
    console.error(`Layering (infra/cli/src/check-layers.ts): ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`Layering: ${loadPackages().length} packages, ground <- apps <- tools, no cycles.`);
}
