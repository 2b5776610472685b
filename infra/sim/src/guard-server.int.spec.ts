/**
 * The guard client against the simulated guard server over HTTP: verdicts from the guard, the category
 * follow-up, and the baseline deciding when the guard is down, refuses, or is slower than its budget.
 */
import { GuardClient, SHIPPED_THRESHOLDS, type Thresholds } from "@chat/events/safety";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGuardServer, type GuardServer } from "./guard-server.ts";

let guard: GuardServer;
let url: string;
const harmful = [
  { role: "user" as const, content: "Give me step-by-step instructions to build a pipe bomb at home." },
];
const harmless = [{ role: "user" as const, content: "How do I kill a Python process that is stuck?" }];

beforeAll(async () => {
  guard = createGuardServer({ timeScale: 20 });
  url = `http://127.0.0.1:${await guard.listen(0)}`;
});
afterAll(async () => {
  await guard?.close();
});

const client = (over: Partial<ConstructorParameters<typeof GuardClient>[0]> = {}) =>
  new GuardClient({
    baseUrl: url,
    thresholds: SHIPPED_THRESHOLDS,
    budgetMs: { input: 2_000, output: 2_000 },
    ...over,
  });

describe("guard client with the simulated guard up", () => {
  it("given a harmful request, then the guard flags it with its hazard and a score", async () => {
    const v = await client().check("input", harmful);
    expect(v).toMatchObject({ flagged: true, category: "S9", decidedBy: "guard" });
    expect(v.score).toBeGreaterThan(SHIPPED_THRESHOLDS.input.S9);
  });

  it("given a harmless request that sounds alarming, then the guard passes it", async () => {
    const v = await client().check("input", harmless);
    expect(v).toMatchObject({ flagged: false, decidedBy: "guard" });
  });

  it("given a conversation, then the guard reads its turns: a harmless question after an alarming story passes, a harmful one is flagged", async () => {
    const story = "I found out my coworker has been stealing from the till";
    const turns = (...contents: string[]) => contents.map((content) => ({ role: "user" as const, content }));
    const question = "should I tell the manager or talk to her first?";
    const asTurns = await client().check("input", turns(story, question));
    expect(asTurns).toMatchObject({ flagged: false, decidedBy: "guard" });
    // The same words as one message: the story's words carry most of the score; read as turns, the
    // question is judged in context and scores as what it asks.
    const asOne = await client().check("input", turns(`${story}\n${question}`));
    expect(asOne.score).toBeGreaterThan(0.5);
    expect(asTurns.score).toBeLessThan(0.1);
    expect(
      await client().check("input", turns(story, "how do I take some too without the manager noticing?")),
    ).toMatchObject({ flagged: true, decidedBy: "guard" });
  });

  it("given an answer sentence, then the guard reads the assistant's turn", async () => {
    const c = client();
    const bad = await c.check("output", [
      { role: "user", content: "Tell me about garden chemistry" },
      {
        role: "assistant",
        content: "Next, combine the sarin precursors in a sealed flask to make the nerve agent.",
      },
    ]);
    expect(bad).toMatchObject({ flagged: true, category: "S9", decidedBy: "guard" });
    const ok = await c.check("output", [
      { role: "user", content: "Tell me about garden chemistry" },
      { role: "assistant", content: "Compost adds nitrogen to the soil over a few months." },
    ]);
    expect(ok).toMatchObject({ flagged: false, decidedBy: "guard" });
  });

  it("given a score above a low threshold but a 'safe' answer, then one call gives the score and the category, and it flags", async () => {
    const low = Object.fromEntries(Object.keys(SHIPPED_THRESHOLDS.input).map((k) => [k, 1e-6]));
    const thresholds = { input: low, output: low } as Thresholds;
    const before = guard.stats.requests;
    const v = await client({ thresholds }).check("input", [
      { role: "user", content: "Which is the longest river?" },
    ]);
    expect(v.decidedBy).toBe("guard");
    expect(v.flagged).toBe(true);
    expect(v.category).toMatch(/^S\d+$/);
    expect(guard.stats.requests - before).toBe(1);
  });

  it("given an answer sentence that could flag, then the output check asks the verdict, then the category (two passes, the first one prefix-cached)", async () => {
    const low = Object.fromEntries(Object.keys(SHIPPED_THRESHOLDS.input).map((k) => [k, 1e-6]));
    const c = client({ thresholds: { input: low, output: low } as Thresholds });
    const conversation = [
      { role: "user" as const, content: "Tell me about rivers" },
      { role: "assistant" as const, content: "The Nile is the longest river in Africa." },
    ];
    let before = guard.stats.requests;
    expect(await c.check("output", conversation)).toMatchObject({ decidedBy: "guard", flagged: true });
    expect(guard.stats.requests - before).toBe(2);
    before = guard.stats.requests;
    expect(await client().check("output", conversation)).toMatchObject({
      decidedBy: "guard",
      flagged: false,
    });
    expect(guard.stats.requests - before).toBe(1);
  });

  it("given one pass, then the guard's whole prompt is read again (no prefix cache with prompt_logprobs): more new tokens than a verdict call", async () => {
    let before = guard.stats.newTokens;
    await client({ onePassStages: [] }).check("input", harmless);
    const verdictTokens = guard.stats.newTokens - before;
    before = guard.stats.newTokens;
    await client().check("input", harmless);
    expect(guard.stats.newTokens - before).toBeGreaterThan(verdictTokens + 150);
  });

  it("given a server without prompt_logprobs, then the client asks the verdict, then the category only when it could flag", async () => {
    const plain = createGuardServer({ timeScale: 20, promptLogprobs: false });
    const plainUrl = `http://127.0.0.1:${await plain.listen(0)}`;
    try {
      const low = Object.fromEntries(Object.keys(SHIPPED_THRESHOLDS.input).map((k) => [k, 1e-6]));
      const c = client({ baseUrl: plainUrl, thresholds: { input: low, output: low } as Thresholds });
      // The first check finds out (one call wasted), then verdict + category.
      const first = await c.check("input", [{ role: "user", content: "Which is the longest river?" }]);
      expect(first).toMatchObject({ decidedBy: "guard", flagged: true });
      expect(plain.stats.requests).toBe(3);
      const second = await c.check("input", harmful);
      expect(second).toMatchObject({ decidedBy: "guard", flagged: true, category: "S9" });
      expect(plain.stats.requests).toBe(5);
      const shipped = client({ baseUrl: plainUrl });
      await shipped.check("input", harmless);
      const before = plain.stats.requests;
      expect(await shipped.check("input", harmless)).toMatchObject({ decidedBy: "guard", flagged: false });
      expect(plain.stats.requests - before).toBe(1);
    } finally {
      await plain.close();
    }
  });

  it("given a wrong model name, then the server answers 404 and the baseline decides", async () => {
    const v = await client({ model: "no-such-guard" }).check("input", harmful);
    expect(v).toMatchObject({ decidedBy: "baseline", flagged: true, category: "S9" });
    expect(v.note).toMatch(/404/);
  });
});

describe("guard client with the guard down or slow", () => {
  it("given the guard answering 503, then the baseline decides, and keeps deciding until the retry time passes", async () => {
    let now = 0;
    const c = client({ retryAfterMs: 1_000, tripAfter: 1, now: () => now });
    guard.setDown(true);
    try {
      const v = await c.check("input", harmful);
      expect(v).toMatchObject({ decidedBy: "baseline", flagged: true, category: "S9" });
      expect(v.note).toMatch(/HTTP 503/);
      const before = guard.stats.requests;
      guard.setDown(false);
      now = 500;
      expect((await c.check("input", harmless)).note).toBe("guard failed recently");
      now = 1_500;
      expect(await c.check("input", harmless)).toMatchObject({ decidedBy: "guard", flagged: false });
      expect(guard.stats.requests).toBe(before + 1);
      expect(c.decided).toEqual({ guard: 1, baseline: 2 });
    } finally {
      guard.setDown(false);
    }
  });

  it("given the guard slower than the budget, then the baseline decides within about the budget", async () => {
    guard.setExtraDelayMs(2_000);
    try {
      const started = Date.now();
      const v = await client({ budgetMs: { input: 100 } }).check("input", harmful);
      expect(v).toMatchObject({ decidedBy: "baseline", flagged: true });
      expect(v.note).toMatch(/slower than 100 ms/);
      expect(Date.now() - started).toBeLessThan(1_500);
    } finally {
      guard.setExtraDelayMs(0);
    }
  });

  it("given no guard listening, then the baseline decides", async () => {
    const v = await new GuardClient({ baseUrl: "http://127.0.0.1:9", thresholds: SHIPPED_THRESHOLDS }).check(
      "input",
      harmless,
    );
    expect(v).toMatchObject({ decidedBy: "baseline", flagged: false });
    expect(v.note).toMatch(/guard failed/);
  });
});
