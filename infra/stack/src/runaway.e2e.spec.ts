/** Runaway answers (issue 9 item 4): a replica made to repeat itself is cut off, and answers never exceed the tier's longest. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { answerText, ChatApi, collectSse, newMessageId } from "./clients.ts";
import { type Stack, startStack } from "./stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ large: 1, small: 0, timeScale: 20, behaviour: "repeat" });
});
afterAll(async () => {
  await stack?.stop();
});

it("stops an answer that keeps repeating itself, with finish length and a clear reason", async () => {
  const { token } = await stack.user("free");
  const api = new ChatApi(stack.apis[0]!.url, token);
  const res = await api.send(await api.conversation(), newMessageId(), "Say something.");
  const events = await collectSse(res);
  const done = events.at(-1)!;
  expect(done).toMatchObject({ event: "done", data: { finish: "length" } });
  expect(String(done.data.detail)).toMatch(/repeat/);
  const usage = done.data.usage as { output: number };
  // Cut long before the free tier's longest answer (1,000 tokens).
  expect(usage.output).toBeLessThan(400);
  expect(answerText(events).length).toBeGreaterThan(0);
});
