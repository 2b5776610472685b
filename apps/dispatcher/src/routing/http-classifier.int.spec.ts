/** The HTTP classifier against a tiny local server on a real socket (port chosen by the OS). */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideRoute, noRouterMetrics } from "./decide-route.ts";
import { ClassifierError, HttpClassifier } from "./http-classifier.ts";
import type { RouterInput } from "./types.ts";

type Handler = (body: unknown, res: ServerResponse) => void;
const routes = new Map<string, Handler>();
const received: unknown[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      const body = JSON.parse(raw || "null");
      received.push(body);
      const handler = routes.get(req.url ?? "");
      if (handler) handler(body, res);
      else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const json = (res: ServerResponse, status: number, payload: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
  routes.set("/score", (body, res) => {
    const text = (body as { text: string }).text;
    json(res, 200, { score: text.includes("prove") ? 0.9 : 0.05 });
  });
  routes.set("/broken", (_b, res) => json(res, 500, { error: "boom" }));
  routes.set("/wrong-shape", (_b, res) => json(res, 200, { difficulty: "high" }));
  routes.set("/out-of-range", (_b, res) => json(res, 200, { score: 3 }));
  routes.set("/not-json", (_b, res) => res.writeHead(200).end("<html>"));
  routes.set("/slow", (_b, res) => {
    const timer = setTimeout(() => json(res, 200, { score: 0.1 }), 500);
    res.on("close", () => clearTimeout(timer));
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const input: RouterInput = {
  text: "hello there",
  contentTokens: 3,
  depth: 2,
  tier: "free",
  previousTurnTokens: [5, 40],
};
const classifier = (path: string, timeoutMs = 200) =>
  new HttpClassifier({ url: `${base}${path}`, timeoutMs });

async function errorOf(promise: Promise<unknown>): Promise<ClassifierError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ClassifierError);
  return error as ClassifierError;
}

describe("HttpClassifier", () => {
  it("given a healthy service, then it posts the input as JSON and returns the score", async () => {
    received.length = 0;
    expect(await classifier("/score").score(input)).toBe(0.05);
    expect(await classifier("/score").score({ ...input, text: "prove it" })).toBe(0.9);
    expect(received[0]).toEqual({
      text: "hello there",
      contentTokens: 3,
      depth: 2,
      tier: "free",
      previousTurnTokens: [5, 40],
    });
  });

  it("given an HTTP error status, then it fails with code http_status", async () => {
    const error = await errorOf(classifier("/broken").score(input));
    expect(error.code).toBe("http_status");
    expect(error.message).toMatch(/500/);
  });

  it("given a response of the wrong shape, out of range or not JSON, then it fails with code bad_response", async () => {
    expect((await errorOf(classifier("/wrong-shape").score(input))).code).toBe("bad_response");
    expect((await errorOf(classifier("/out-of-range").score(input))).code).toBe("bad_response");
    expect((await errorOf(classifier("/not-json").score(input))).code).toBe("bad_response");
  });

  it("given a slow service, when its own timeout passes, then it fails with code timeout in about that time", async () => {
    const started = performance.now();
    const error = await errorOf(classifier("/slow", 50).score(input));
    const elapsed = performance.now() - started;
    console.log(`[router] http classifier timed out after ${elapsed.toFixed(1)} ms (timeout 50 ms)`);
    expect(error.code).toBe("timeout");
    expect(elapsed).toBeLessThan(300);
  });

  it("given nothing listening, then it fails with code network", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await errorOf(
      new HttpClassifier({ url: `http://127.0.0.1:${port}/score`, timeoutMs: 200 }).score(input),
    );
    expect(error.code).toBe("network");
  });

  it("given a bad url or timeout, then construction fails naming the option", () => {
    expect(() => new HttpClassifier({ url: "not a url", timeoutMs: 10 })).toThrow(/url/);
    expect(() => new HttpClassifier({ url: base, timeoutMs: 0 })).toThrow(/timeoutMs/);
  });

  it("measures the round trip on a local socket", async () => {
    const http = classifier("/score");
    await http.score(input);
    const runs = 50;
    const started = performance.now();
    for (let i = 0; i < runs; i++) await http.score(input);
    console.log(
      `[router] http classifier round trip on localhost: ${((performance.now() - started) / runs).toFixed(2)} ms`,
    );
  });
});

describe("decideRoute with the HTTP classifier", () => {
  const options = { threshold: 0.3, timeoutMs: 100 };

  it("given the service answers, then its score routes the message", async () => {
    const hard = {
      ...input,
      text: "prove that there are infinitely many primes",
      requestedModel: "auto" as const,
    };
    const decision = await decideRoute(classifier("/score"), hard, options, noRouterMetrics);
    expect(decision).toMatchObject({ pool: "large", reason: "score-at-or-above-threshold", score: 0.9 });
  });

  it("given the service is slower than the router's deadline, then the fallback decides", async () => {
    const decision = await decideRoute(
      classifier("/slow", 1000),
      { ...input, requestedModel: "auto" },
      { threshold: 0.3, timeoutMs: 40 },
      noRouterMetrics,
    );
    expect(decision).toMatchObject({ pool: "small", reason: "fallback-short-no-code", usedFallback: true });
  });

  it("given the service fails, then the fallback decides", async () => {
    const decision = await decideRoute(
      classifier("/broken"),
      { ...input, requestedModel: "auto" },
      options,
      noRouterMetrics,
    );
    expect(decision).toMatchObject({ usedFallback: true, pool: "small" });
  });
});
