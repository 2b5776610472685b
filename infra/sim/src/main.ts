/**
 * Runs one simulated replica:
 *   npx tsx infra/sim/src/main.ts --port 8100 --replica large|small --flavour vllm|trtllm \
 *     --time-scale 1 --seed 1 [--behaviour normal|repeat] [--model NAME] [--profile VERSION]
 * --profile answers as a simulated model version of the release gate (versions/profiles.json: v1, v2...).
 */
import { parseArgs } from "node:util";
import { REPLICAS } from "@chat/model";
import { createSimServer } from "./server.ts";
import { versionComposer } from "./versions/version-server.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8100" },
    replica: { type: "string", default: "large" },
    flavour: { type: "string", default: "vllm" },
    "time-scale": { type: "string", default: "1" },
    seed: { type: "string", default: "1" },
    behaviour: { type: "string", default: "normal" },
    model: { type: "string" },
    profile: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`sim: ${message}`);
  process.exit(2);
}

const replica =
  REPLICAS[values.replica as keyof typeof REPLICAS] ??
  fail(`--replica must be large or small, got ${values.replica}`);
const flavour =
  values.flavour === "vllm" || values.flavour === "trtllm"
    ? values.flavour
    : fail(`--flavour must be vllm or trtllm, got ${values.flavour}`);
const behaviour =
  values.behaviour === "normal" || values.behaviour === "repeat"
    ? values.behaviour
    : fail(`--behaviour must be normal or repeat, got ${values.behaviour}`);
const port = Number(values.port);
const timeScale = Number(values["time-scale"]);
const seed = Number(values.seed);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be a port number, got ${values.port}`);
if (!(timeScale > 0)) fail(`--time-scale must be a positive number, got ${values["time-scale"]}`);
if (!Number.isInteger(seed)) fail(`--seed must be an integer, got ${values.seed}`);

function versionComposerOrFail(version: string) {
  try {
    return versionComposer(version);
  } catch (err) {
    return fail(`--profile: ${(err as Error).message}`);
  }
}

const sim = createSimServer({
  replica,
  flavour,
  timeScale,
  seed,
  behaviour,
  ...(values.model ? { model: values.model } : {}),
  ...(values.profile ? { compose: versionComposerOrFail(values.profile) } : {}),
});
const bound = await sim.listen(port);
console.log(
  `sim: ${sim.model} (${values.replica}, ${flavour}) on http://127.0.0.1:${bound} time-scale ${timeScale} seed ${seed} behaviour ${behaviour}`,
);
for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => void sim.close().then(() => process.exit(0)));
}
