/**
 * Runs the simulated guard model (Llama Guard 3 style, OpenAI-compatible):
 *   npx tsx infra/sim/src/guard-main.ts --port 8099 [--time-scale 1] [--model llama-guard-3-8b]
 */
import { parseArgs } from "node:util";
import { createGuardServer } from "./guard-server.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8099" },
    "time-scale": { type: "string", default: "1" },
    model: { type: "string" },
  },
});
const port = Number(values.port);
const timeScale = Number(values["time-scale"]);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`guard: --port must be a port number, got ${values.port}`);
  process.exit(2);
}
if (!(timeScale > 0)) {
  console.error(`guard: --time-scale must be a positive number, got ${values["time-scale"]}`);
  process.exit(2);
}
const guard = createGuardServer({ timeScale, ...(values.model ? { model: values.model } : {}) });
const bound = await guard.listen(port);
console.log(`guard: ${guard.model} on http://127.0.0.1:${bound} time-scale ${timeScale}`);
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => void guard.close().then(() => process.exit(0)));
}
