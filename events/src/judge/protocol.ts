/**
 * The pairwise judge's prompt and reply, after MT-Bench's "pair-v2" template: the judge is a chat model
 * served like the others (OpenAI-compatible), shown one question and two answers labelled A and B, and
 * ends its reply with [[A]], [[B]] or [[C]] (a tie). Pure: the gate builds prompts with it and the
 * simulated judge reads them back.
 */
export const JUDGE_SYSTEM =
  "Please act as an impartial judge and evaluate the quality of the responses provided by two AI assistants " +
  "to the user question displayed below. Choose the assistant that follows the user's instructions and answers " +
  "the user's question better, considering helpfulness, relevance, accuracy, depth and level of detail. Avoid " +
  "any position biases and do not let the order of the responses or their length influence your decision. " +
  'After a short explanation, output your final verdict strictly in this format: "[[A]]" if assistant A is ' +
  'better, "[[B]]" if assistant B is better, and "[[C]]" for a tie.';

export type JudgeChoice = "A" | "B" | "C";
export type JudgeCase = { question: string; answerA: string; answerB: string };

export function judgeUserMessage(c: JudgeCase): string {
  return [
    `[User Question]\n${c.question}\n`,
    `[The Start of Assistant A's Answer]\n${c.answerA}\n[The End of Assistant A's Answer]\n`,
    `[The Start of Assistant B's Answer]\n${c.answerB}\n[The End of Assistant B's Answer]`,
  ].join("\n");
}

export function judgeMessages(c: JudgeCase): { role: "system" | "user"; content: string }[] {
  return [
    { role: "system", content: JUDGE_SYSTEM },
    { role: "user", content: judgeUserMessage(c) },
  ];
}

const CASE =
  /^\[User Question\]\n([\s\S]*?)\n\n\[The Start of Assistant A's Answer\]\n([\s\S]*?)\n\[The End of Assistant A's Answer\]\n\n\[The Start of Assistant B's Answer\]\n([\s\S]*?)\n\[The End of Assistant B's Answer\]$/;

/** The question and answers of a judge prompt; null when the message is not one. */
export function parseJudgeUserMessage(text: string): JudgeCase | null {
  const m = CASE.exec(text.trim());
  return m ? { question: m[1]!, answerA: m[2]!, answerB: m[3]! } : null;
}

/** The judge's final verdict: the last [[A]], [[B]] or [[C]] in its reply; null when it gave none. */
export function parseJudgeReply(reply: string): JudgeChoice | null {
  const all = [...reply.matchAll(/\[\[([ABC])\]\]/g)];
  return (all.at(-1)?.[1] as JudgeChoice | undefined) ?? null;
}
