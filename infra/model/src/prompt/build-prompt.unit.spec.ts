import { describe, expect, it } from "vitest";
import { renderLlama3 } from "../chat-template.ts";
import { contentTokens, countTokens } from "../tokens.ts";
import { buildPrompt, type CountedText, type Turn } from "./build-prompt.ts";

// The free tier's budget (DESIGN section 4; the api's DEFAULT_TIERS): an 8,000-token prompt, 1,000 of it the answer.
const free = { promptBudgetTokens: 8_000, maxAnswerTokens: 1_000 };
const counted = (content: string): CountedText => ({ content, tokens: contentTokens(content) });
const turn = (role: Turn["role"], content: string): Turn => ({ role, ...counted(content) });
const systemPrompt = counted("You are a helpful assistant. Answer briefly and kindly.");

/** ~`words` tokens of filler text with a code word at the start. */
function longTurn(role: Turn["role"], codeWord: string, words: number): Turn {
  return turn(role, `${codeWord} ${"lorem ipsum dolor sit amet ".repeat(Math.ceil(words / 5))}`);
}

describe("buildPrompt", () => {
  it("given a short conversation, when building, then everything is kept in order and counted like the engine", () => {
    const history = [turn("user", "Hi there!"), turn("assistant", "Hello! How can I help?")];
    const newMessage = counted("What is the capital of France?");

    const r = buildPrompt({
      systemPrompt,
      summary: counted("The user likes maps."),
      history,
      newMessage,
      tier: free,
    });

    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.messages.map((m) => m.role)).toEqual(["system", "system", "user", "assistant", "user"]);
    expect(r.messages.at(-1)?.content).toBe("What is the capital of France?");
    expect(r.droppedTurns).toBe(0);
    expect(r.summaryDropped).toBe(false);
    // The promptTokens figure is what the Llama 3 template renders to, so it matches the engine's count.
    expect(r.promptTokens).toBe(countTokens(renderLlama3(r.messages)));
  });

  it("given a conversation longer than the window, when building, then the system prompt and newest turns stay and the old code word is reported dropped", () => {
    const history: Turn[] = [longTurn("user", "PINEAPPLE-42", 1500), longTurn("assistant", "ok", 1500)];
    for (let i = 0; i < 8; i++) history.push(longTurn(i % 2 ? "assistant" : "user", `turn${i}`, 700));
    const newMessage = counted("And what did I say first?");

    const r = buildPrompt({ systemPrompt, summary: null, history, newMessage, tier: free });

    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const text = r.messages.map((m) => m.content).join("\n");
    expect(r.messages[0]).toEqual({ role: "system", content: systemPrompt.content });
    expect(text).toContain("turn7"); // the newest turn
    expect(text).not.toContain("PINEAPPLE-42");
    expect(r.droppedTurns).toBeGreaterThanOrEqual(2);
    expect(r.messages.length).toBe(1 + (history.length - r.droppedTurns) + 1);
    // Dropped turns are the oldest ones: what is kept is a contiguous newest suffix.
    expect(r.messages.slice(1, -1).map((m) => m.content)).toEqual(
      history.slice(r.droppedTurns).map((t) => t.content),
    );
    expect(r.promptTokens + free.maxAnswerTokens).toBeLessThanOrEqual(free.promptBudgetTokens);
    expect(countTokens(renderLlama3(r.messages))).toBe(r.promptTokens);
  });

  it("given a big old turn behind small newer ones, when building, then the walk stops at it and leaves no hole", () => {
    const history = [turn("user", "tiny old"), longTurn("assistant", "BIG", 7000), turn("user", "tiny new")];

    const r = buildPrompt({ systemPrompt, summary: null, history, newMessage: counted("next"), tier: free });

    expect(r.ok && r.droppedTurns).toBe(2);
    expect(r.ok && r.messages.map((m) => m.content)).toEqual([systemPrompt.content, "tiny new", "next"]);
  });

  it("given a single message too long for the tier, when building, then it is rejected with the limit", () => {
    const huge = { content: "x", tokens: 7_500 };

    const r = buildPrompt({ systemPrompt, summary: null, history: [], newMessage: huge, tier: free });

    expect(r).toMatchObject({ ok: false, code: "message_too_long", tokens: 7_500 });
    if (r.ok) return;
    expect(r.limit).toBe(free.promptBudgetTokens - free.maxAnswerTokens - 5 - systemPrompt.tokens - 10);
    // A message of exactly the limit still fits.
    const atLimit = buildPrompt({
      systemPrompt,
      summary: null,
      history: [],
      newMessage: { content: "x", tokens: r.limit },
      tier: free,
    });
    expect(atLimit.ok && atLimit.promptTokens).toBe(free.promptBudgetTokens - free.maxAnswerTokens);
  });

  it("given a summary that does not fit beside a long message, when building, then the summary is left out and said so", () => {
    const r = buildPrompt({
      systemPrompt,
      summary: { content: "long summary", tokens: 3_000 },
      history: [turn("user", "hello")],
      newMessage: { content: "long", tokens: 5_000 },
      tier: free,
    });

    expect(r.ok && r.summaryDropped).toBe(true);
    // Newer turns than the summary still go in when they fit.
    expect(r.ok && r.messages.map((m) => m.content)).toEqual([systemPrompt.content, "hello", "long"]);
  });

  it("given random histories, when building, then the prompt never exceeds the window", () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 200; n++) {
      const history = Array.from({ length: Math.floor(rand() * 30) }, (_, i) => ({
        role: (i % 2 ? "assistant" : "user") as Turn["role"],
        content: `t${i}`,
        tokens: Math.floor(rand() * 2_000),
      }));
      const r = buildPrompt({
        systemPrompt,
        summary: rand() < 0.5 ? { content: "s", tokens: Math.floor(rand() * 3_000) } : null,
        history,
        newMessage: { content: "m", tokens: Math.floor(rand() * 8_000) },
        tier: free,
      });
      if (r.ok) expect(r.promptTokens + free.maxAnswerTokens).toBeLessThanOrEqual(free.promptBudgetTokens);
    }
  });

  it("given a turn with a bad token count, when building, then the error names it", () => {
    expect(() =>
      buildPrompt({
        systemPrompt,
        summary: null,
        history: [{ role: "user", content: "a", tokens: -1 }],
        newMessage: counted("b"),
        tier: free,
      }),
    ).toThrow(/history\[0\]\.tokens/);
  });
});
