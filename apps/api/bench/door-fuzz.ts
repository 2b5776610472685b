/**
 * The door fuzzed for longer than `npm test` does (issue 15): the same HTTP and WebSocket properties as
 * `apps/api/src/door-fuzz.int.spec.ts`, more runs, a fresh seed each time (printed, to replay a failure).
 * Exits non-zero on a counterexample, which fast-check prints shrunk.
 *
 *   npm run bench -- door-fuzz [--runs=2000] [--seed=N]
 */
import { parseArgs } from "node:util";
import { startDoorApi } from "../src/fixtures/door-api.ts";
import { fuzzHttp, fuzzWebSocket } from "../src/fixtures/door-fuzz.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "2000" }, seed: { type: "string" } },
  strict: false,
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(runs) || runs <= 0)
  throw new Error(`--runs must be a positive integer, got ${values.runs}`);

const door = await startDoorApi({ limits: { socketsPerUser: 1_000_000 } });
let failed = false;
try {
  const { token } = await door.user("plus");
  const res = await fetch(`${door.api.url}/v1/conversations`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  const target = { url: door.api.url, token, conversationId: ((await res.json()) as { id: string }).id };
  console.log(`seed ${seed} (replay: npm run bench -- door-fuzz --runs=${runs} --seed=${seed})`);
  for (const [name, fuzz, n] of [
    ["HTTP requests", fuzzHttp, runs],
    ["WebSocket sessions (1-5 frames each)", fuzzWebSocket, Math.max(1, Math.round(runs / 4))],
  ] as const) {
    const t0 = performance.now();
    try {
      await fuzz(target, { numRuns: n, seed });
      const s = (performance.now() - t0) / 1000;
      console.log(`${name}: ${n} runs passed in ${s.toFixed(1)} s (${(n / s).toFixed(0)}/s)`);
    } catch (err) {
      failed = true;
      console.error(`${name}: FAILED\n${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const health = await fetch(`${door.api.url}/healthz`);
  console.log(`api health after the runs: ${health.status}`);
  if (health.status !== 200) failed = true;
} finally {
  await door.close();
}
process.exit(failed ? 1 : 0);
