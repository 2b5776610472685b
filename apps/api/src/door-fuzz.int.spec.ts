/**
 * The door fuzzed (issue 15): property-based runs over the HTTP and WebSocket protocols against a real api
 * (real NATS and Postgres), with a fixed seed and a bounded count so `npm test` stays quick and repeatable.
 * A longer run with any seed: `npm run bench -- door-fuzz --runs=2000`.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DoorApi, startDoorApi } from "./fixtures/door-api.ts";
import { type FuzzTarget, fuzzHttp, fuzzWebSocket } from "./fixtures/door-fuzz.ts";

const SEED = 15;
let door: DoorApi;
let target: FuzzTarget;

beforeAll(async () => {
  // Per-socket budgets stay as shipped; only sockets per user are raised, since every run opens one.
  door = await startDoorApi({ limits: { socketsPerUser: 10_000 } });
  const { token } = await door.user("plus");
  const res = await fetch(`${door.api.url}/v1/conversations`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  target = { url: door.api.url, token, conversationId: ((await res.json()) as { id: string }).id };
});
afterAll(async () => {
  await door?.close();
});

it("HTTP: random routes, headers and bodies never get a 5xx, and every error is a JSON error", async () => {
  await fuzzHttp(target, { numRuns: 150, seed: SEED });
  expect((await fetch(`${door.api.url}/healthz`)).status).toBe(200);
}, 120_000);

it("WebSocket: random frames get 4xx error frames at worst, and the socket keeps serving", async () => {
  await fuzzWebSocket(target, { numRuns: 60, seed: SEED });
  expect((await fetch(`${door.api.url}/healthz`)).status).toBe(200);
}, 120_000);
