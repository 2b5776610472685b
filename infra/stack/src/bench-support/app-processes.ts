/**
 * Apps as their own Node processes, for benches that must not share one event loop: each child is started
 * as `npm run dev` starts it (`node --import tsx apps/<app>/src/main.ts`, configured by environment only),
 * waited for on its /healthz, and killed on every exit path of the parent (normal end, error, Ctrl-C).
 * The pid is the app's own (node itself, no npx/tsx wrapper), so its CPU time can be read from /proc.
 *
 * @example
 *   const apps = new AppProcesses();
 *   const env = deploymentEnv(ns, db); // @chat/platform/testing
 *   const api = await apps.start({ name: "api", main: "apps/api/src/main.ts",
 *     env: { ...env, API_PORT: String(port) }, healthUrl: `http://127.0.0.1:${port}/healthz` });
 *   ...
 *   await apps.stopAll();
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

export type AppSpec = {
  name: string;
  /** The app's entry point, relative to the repository root (e.g. "apps/api/src/main.ts"). */
  main: string;
  /** Added to this process's environment. */
  env: Record<string, string>;
  /** Polled until it answers 200. */
  healthUrl: string;
  /** Node flags before the entry point (e.g. `--cpu-prof`, which NODE_OPTIONS does not take). */
  nodeArgs?: string[];
};

export type AppProcess = { name: string; pid: number; child: ChildProcess };

/** A TCP port free at the time of asking (the child binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export class AppProcesses {
  readonly running: AppProcess[] = [];
  #stopping = false;
  readonly #killAll = () => {
    for (const a of this.running) if (a.child.exitCode === null) a.child.kill("SIGKILL");
  };

  constructor() {
    // Whatever ends this process, no child outlives it (SIGINT/SIGTERM: the caller's handler runs stopAll).
    process.once("exit", this.#killAll);
  }

  /** Starts an app and resolves once its /healthz answers 200; rejects if it exits first or takes > 60 s. */
  async start(spec: AppSpec, timeoutMs = 60_000): Promise<AppProcess> {
    const child = spawn(process.execPath, [...(spec.nodeArgs ?? []), "--import", "tsx", spec.main], {
      cwd: root,
      env: { ...process.env, ...spec.env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const app: AppProcess = { name: spec.name, pid: child.pid ?? -1, child };
    this.running.push(app);
    // Its stderr (errors, warnings) is shown, each line named; an unexpected exit is said at once.
    let tail = "";
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      const lines = (tail + chunk).split("\n");
      tail = lines.pop() ?? "";
      for (const l of lines) if (l.trim()) console.error(`[${spec.name}] ${l}`);
    });
    child.once("exit", (code, signal) => {
      if (!this.#stopping) console.error(`[${spec.name}] exited (${signal ?? code}) before the bench ended`);
    });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${spec.name} exited (${child.signalCode ?? child.exitCode}) while starting`);
      const res = await fetch(spec.healthUrl).catch(() => null);
      if (res?.status === 200) return app;
      if (Date.now() > deadline)
        throw new Error(`${spec.name}: ${spec.healthUrl} not healthy after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** SIGTERM to every app (each drains as on a deploy), SIGKILL to any still running after `graceMs`. */
  async stopAll(graceMs = 5_000): Promise<void> {
    this.#stopping = true;
    const live = this.running.filter((a) => a.child.exitCode === null && a.child.signalCode === null);
    const exited = live.map((a) => new Promise<void>((r) => a.child.once("exit", () => r())));
    for (const a of live) a.child.kill("SIGTERM");
    const timer = setTimeout(this.#killAll, graceMs);
    await Promise.all(exited);
    clearTimeout(timer);
    process.removeListener("exit", this.#killAll);
  }
}
