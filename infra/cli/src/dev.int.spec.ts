/**
 * `npm run dev` when its ports are taken (most often by an assistant already running): it must say so and
 * start nothing, not crash app by app while its readiness wait finds the other stack's api.
 */
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
let held: Server;
let heldPort: number;

beforeAll(async () => {
  held = createServer();
  await new Promise<void>((resolve) => held.listen(0, "127.0.0.1", resolve));
  heldPort = (held.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => held.close(resolve));
});

it("given a port the stack needs in use, then it names the port, says what to do, and exits 1 before starting anything", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "infra/cli/src/dev.ts"], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(heldPort),
      SIM_BASE_PORT: "47100",
      GUARD_PORT: "47099",
      JUDGE_PORT: "47098",
    },
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`dev did not exit within 30 s:\n${output}`));
    }, 30_000);
    child.on("exit", (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(code).toBe(1);
  expect(output).toContain(String(heldPort));
  expect(output).toMatch(/in use: is the assistant already running/);
  expect(output).toMatch(/Stop it \(Ctrl-C in its terminal\)/);
  // Nothing was set up or started.
  expect(output).not.toMatch(/Starting the assistant|database created|✓ services/);
}, 40_000);
