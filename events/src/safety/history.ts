/**
 * Refused turns stay out of the next prompt: a refused answer, and the user message it answered (a
 * harmful request must not reach the model through the history, and a "busy" refusal is resent anyway).
 * Pure.
 */
export function withoutRefusedTurns<T extends { role: string; finish: string | null }>(
  chain: readonly T[],
): T[] {
  const out: T[] = [];
  for (let i = 0; i < chain.length; i++) {
    const node = chain[i]!;
    const answer = chain[i + 1];
    if (node.role === "user" && answer?.role === "assistant" && answer.finish === "refused") {
      i++;
      continue;
    }
    out.push(node);
  }
  return out;
}
