import { describe, expect, it } from "vitest";
import { guardOnePassBody, ONE_PASS_PREFIX, parseOnePassReply } from "./guard-protocol.ts";

/** A vLLM-shaped one-pass answer: prompt_logprobs for the started answer, the category number's odds. */
const reply = (unsafe: number, numbers: Array<[string, number]>, conversationToken = "unsafe") => ({
  choices: [
    {
      message: { role: "assistant", content: numbers[0]?.[0] ?? "" },
      logprobs: {
        content: [
          {
            token: numbers[0]?.[0],
            logprob: Math.log(numbers[0]?.[1] ?? 1),
            top_logprobs: numbers.map(([token, p]) => ({ token, logprob: Math.log(p) })),
          },
        ],
      },
    },
  ],
  prompt_logprobs: [
    null,
    // A word of the conversation itself that reads "unsafe": not the answer's start.
    {
      "1": { logprob: Math.log(0.001), rank: 900, decoded_token: conversationToken },
      "2": { logprob: -0.1, rank: 1, decoded_token: "is" },
    },
    unsafe >= 0.5
      ? { "39257": { logprob: Math.log(unsafe), rank: 1, decoded_token: "unsafe" } }
      : {
          "19193": { logprob: Math.log(1 - unsafe), rank: 1, decoded_token: "safe" },
          "39257": { logprob: Math.log(unsafe), rank: 2, decoded_token: "unsafe" },
        },
    { "198": { logprob: -0.001, rank: 1, decoded_token: "\n" } },
    { "50": { logprob: -0.001, rank: 1, decoded_token: "S" } },
  ],
});

describe("one-pass guard protocol", () => {
  it("given a one-pass request, then the answer is started as 'unsafe\\nS' and prompt log-probabilities are asked for", () => {
    const body = guardOnePassBody("g", [{ role: "user", content: "q" }]);
    expect(body.messages.at(-1)).toEqual({ role: "assistant", content: ONE_PASS_PREFIX });
    expect(body).toMatchObject({ continue_final_message: true, max_tokens: 1, prompt_logprobs: 1 });
    expect(body.top_logprobs).toBeGreaterThanOrEqual(14);
  });

  it("given the answer's start likely 'unsafe', then the score is its probability and the likeliest number names the hazard", () => {
    const r = parseOnePassReply(
      reply(0.93, [
        ["9", 0.7],
        ["1", 0.2],
        ["14", 0.1],
      ]),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.unsafe).toBeCloseTo(0.93, 6);
    expect(r.value.category).toBe("S9");
  });

  it("given 'safe' the likelier start, then the score is still P('unsafe'), the prompt's own token at that position", () => {
    const r = parseOnePassReply(
      reply(0.12, [
        ["14", 0.6],
        ["2", 0.4],
      ]),
    );
    expect(r.ok && r.value.unsafe).toBeCloseTo(0.12, 6);
    expect(r.ok && r.value.category).toBe("S14");
  });

  it("given numbers that name no hazard, then the likeliest one that does", () => {
    const r = parseOnePassReply(
      reply(0.8, [
        ["15", 0.9],
        ["x", 0.05],
        ["3", 0.05],
      ]),
    );
    expect(r.ok && r.value.category).toBe("S3");
  });

  it("given no prompt_logprobs, then 'missing' (use two passes); given no 'unsafe' token, then an error", () => {
    expect(parseOnePassReply({ choices: [{ message: { content: "9" } }] })).toMatchObject({
      ok: false,
      missing: true,
    });
    const none = reply(0.5, [["9", 1]]);
    none.prompt_logprobs = [null, { "50": { logprob: -0.001, rank: 1, decoded_token: "S" } }];
    expect(parseOnePassReply(none)).toMatchObject({ ok: false, missing: false });
  });
});
