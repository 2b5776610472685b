/**
 * A flood of unknown tokens cannot queue real users' lookups (issue 15), against a real Postgres (and one
 * that never answers): unknown tokens are remembered, each address has a budget, lookups are bounded and
 * have a deadline, and a known user is served from memory (stale while Postgres cannot answer).
 */
import { createServer, type Server } from "node:net";
import { createDb } from "@chat/platform";
import { freshDatabase, hostPort, startTcpProxy, type TestDatabase } from "@chat/platform/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { Authenticator, createUser } from "./auth.ts";
import { ChatError, DependencyTimeout } from "./errors.ts";
import { toClientError } from "./transport-errors.ts";

let t: TestDatabase;
let blackHole: Server;
let blackHoleUrl: string;

beforeAll(async () => {
  t = await freshDatabase("auth");
  // Accepts connections and never says a word: a Postgres that hangs.
  blackHole = createServer(() => {});
  await new Promise<void>((r) => blackHole.listen(0, "127.0.0.1", r));
  blackHoleUrl = `postgres://127.0.0.1:${(blackHole.address() as { port: number }).port}/none`;
});
afterAll(async () => {
  await t?.drop();
  blackHole?.close();
});

const bearer = (token: string) => `Bearer ${token}`;

it("the same unknown token asked 200 times costs one query", async () => {
  const auth = new Authenticator(t.db, { unknownPerWindow: 1_000 });
  const results = await Promise.all(
    Array.from({ length: 200 }, () => auth.authenticate(bearer("sk-nope"), "a")),
  );
  expect(results.every((r) => r === null)).toBe(true);
  for (let i = 0; i < 50; i++) expect(await auth.authenticate(bearer("sk-nope"), "a")).toBeNull();
  expect(auth.lookups).toBe(1);
});

it("an address past its budget of unknown tokens gets 429 without a query; others and known users are not held", async () => {
  const user = await createUser(t.db, "free");
  const auth = new Authenticator(t.db, { unknownPerWindow: 5, windowMs: 60_000 });
  expect(await auth.authenticate(bearer(user.token), "flooder")).toMatchObject({ id: user.id });
  for (let i = 0; i < 5; i++) expect(await auth.authenticate(bearer(`sk-guess-${i}`), "flooder")).toBeNull();
  const before = auth.lookups;
  const refused = await auth.authenticate(bearer("sk-guess-x"), "flooder").catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ChatError);
  expect(refused).toMatchObject({ kind: "limited", code: "too_many_auth_failures" });
  expect(Number(toClientError(refused).headers["retry-after"])).toBeGreaterThan(0);
  expect(auth.lookups).toBe(before);
  // The known user's token is in memory: still served, from the same address too...
  expect(await auth.authenticate(bearer(user.token), "flooder")).toMatchObject({ id: user.id });
  // ...and looked up again once its entry is old, budget or not (it is not a guess).
  const later = new Authenticator(t.db, { unknownPerWindow: 1, windowMs: 60_000, ttlMs: 0 });
  expect(await later.authenticate(bearer(user.token), "flooder")).toMatchObject({ id: user.id });
  expect(await later.authenticate(bearer("sk-guess-y"), "flooder")).toBeNull();
  await expect(later.authenticate(bearer("sk-guess-z"), "flooder")).rejects.toMatchObject({
    kind: "limited",
  });
  expect(await later.authenticate(bearer(user.token), "flooder")).toMatchObject({ id: user.id });
  expect(await auth.authenticate(bearer("sk-other"), "someone-else")).toBeNull();
});

it("a Postgres that hangs: each lookup ends at its deadline, and the queue in front of it is bounded", async () => {
  const hung = createDb(blackHoleUrl, { max: 2 });
  const auth = new Authenticator(hung, { lookupDeadlineMs: 300, maxLookups: 2, maxWaiting: 2 });
  const t0 = Date.now();
  const outcomes = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      auth.authenticate(bearer(`sk-hang-${i}`), `addr-${i}`).then(
        () => "answered",
        (e: unknown) =>
          e instanceof DependencyTimeout ? "timeout" : e instanceof ChatError ? e.code : String(e),
      ),
    ),
  );
  // Two run and time out, two wait their turn and time out, two are refused at once.
  expect(outcomes.filter((o) => o === "timeout")).toHaveLength(4);
  expect(outcomes.filter((o) => o === "auth_busy")).toHaveLength(2);
  expect(Date.now() - t0).toBeLessThan(5_000);
  void hung.destroy().catch(() => {}); // its connections never finish opening: not awaited
});

it("while Postgres is unreachable a known user is served from memory for a while (stale)", async () => {
  const user = await createUser(t.db, "plus");
  const proxy = await startTcpProxy(hostPort(t.url, 5432));
  const u = new URL(t.url);
  u.host = `127.0.0.1:${proxy.port}`;
  const db = createDb(u.toString(), { max: 2 });
  let now = 1_000_000;
  try {
    const auth = new Authenticator(db, { ttlMs: 1_000, staleMs: 60_000 }, () => now);
    expect(await auth.authenticate(bearer(user.token))).toMatchObject({ id: user.id });
    proxy.cut();
    now += 5_000; // past the fresh TTL, inside the stale window
    expect(await auth.authenticate(bearer(user.token))).toMatchObject({ id: user.id });
    now += 60_000; // past it: the outage shows
    await expect(auth.authenticate(bearer(user.token))).rejects.toThrow();
  } finally {
    proxy.restore();
    await db.destroy();
    await proxy.close();
  }
});
