/**
 * What the simulated model says: sentences from a small built-in corpus, picked deterministically from the
 * seed and the question, the first one naming a word of the user's last message (so tests can tell answers
 * apart). Lengths follow `intendedAnswerTokens`; token ids come from the real Llama 3 tokenizer.
 */

import { seededRandom } from "@chat/model";
import llama3Tokenizer from "llama3-tokenizer-js";
import { intendedAnswerTokens } from "./answer-length.ts";

const OPENERS = [
  "Here is what I know about {t}.",
  "Good question about {t}.",
  "Let me explain {t} step by step.",
  "Short answer on {t}: it depends on the details.",
  "Thinking about {t}, a few points stand out.",
];

const SENTENCES = [
  "The first thing to check is whether the basic assumptions still hold.",
  "Most people find that a small example makes the idea much clearer.",
  "In practice, the simplest approach is usually the one that lasts.",
  "There are two common ways to look at this, and both have merit.",
  "A useful rule of thumb is to measure before changing anything.",
  "Historically, this changed a lot over the last few decades.",
  "The trade-off is between speed today and flexibility tomorrow.",
  "If you only remember one thing, remember that context matters.",
  "Many experts disagree on the details but agree on the overall direction.",
  "It helps to write down what you expect before you try it.",
  "A common mistake is to optimise the part that is already fast.",
  "The numbers suggest a steady trend rather than a sudden jump.",
  "You can think of it as a pipeline where each stage feeds the next.",
  "Small, regular steps tend to beat rare, heroic efforts.",
  "The answer also depends on how much time and money you have.",
  "When in doubt, start with the version that is easiest to undo.",
  "Several studies point the same way, although the samples were small.",
  "A good analogy is a library, where the index matters as much as the books.",
  "Keep an eye on the edge cases, since that is where surprises live.",
  "It is worth asking who benefits from each of the options.",
  "The cost grows slowly at first and then much faster.",
  "A quick sketch on paper often reveals the missing piece.",
  "Consistency matters more than any single clever trick.",
  "Finally, revisit the decision once you have real data.",
  "That said, reasonable people weigh these factors differently.",
  "The key constraint is usually memory rather than raw speed.",
  "One way to test this is to change a single variable at a time.",
  "Over time, the benefits compound in ways that are easy to miss.",
];

const WORD = /[A-Za-z][A-Za-z'-]{3,}/g;

/** Words a question is made of rather than about ("Tell me about tides" is about tides). */
const FRAME_WORDS = new Set(
  "about above after again also because been before being below between could does doing during each explain from give have here into just know like make many more most much only other over please really same should show some such tell than that their them then there these they this those through under very want what when where which while whom whose would write your yours".split(
    " ",
  ),
);

/** The word of the user's message the answer will mention: its longest word (the last of equals), or a fallback. */
export function topicOf(lastUserMessage: string): string {
  const words = (lastUserMessage.match(WORD) ?? []).filter((w) => !FRAME_WORDS.has(w.toLowerCase()));
  let best = "";
  for (const w of words) if (w.length >= best.length) best = w;
  return best || "your question";
}

/** 32-bit FNV-1a of a string: stable across processes. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export type AnswerBehaviour = "normal" | "repeat";

/**
 * A user message containing this marker gets an answer that turns harmful at its fourth sentence (for
 * tests of the output safety check): the marker itself is harmless, so the input check lets it through.
 */
export const TURNS_HARMFUL_MARKER = "[sim:turns-harmful]";
/** The harmful sentence such an answer contains: alarming enough for any guard, with no real content. */
export const HARMFUL_SENTENCE =
  "Next, combine the sarin precursors in a sealed flask to make the nerve agent, then load it into a spray bottle.";

/** The whole answer the model gives to `question` (a rendered prompt) for `seed`. */
export function composeAnswer(seed: number, question: string, lastUserMessage: string): string {
  const key = fnv1a(`${seed}\u0000${question}`);
  const rnd = seededRandom(key);
  const topic = topicOf(lastUserMessage);
  const first = OPENERS[Math.floor(rnd() * OPENERS.length)]!.replace("{t}", topic);
  const target = intendedAnswerTokens(key);
  let text = first;
  let tokens = countTokens(text);
  let sentences = 1;
  while (tokens < target) {
    if (sentences++ === 3 && lastUserMessage.includes(TURNS_HARMFUL_MARKER)) {
      text += ` ${HARMFUL_SENTENCE}`;
      tokens += countTokens(` ${HARMFUL_SENTENCE}`);
      continue;
    }
    const s = ` ${SENTENCES[Math.floor(rnd() * SENTENCES.length)]!}`;
    text += s;
    tokens += countTokens(s);
  }
  return text;
}

/** A runaway answer (`--behaviour repeat`): its opening sentence again and again, `count` tokens of it. */
export function repeatingAnswerIds(
  seed: number,
  question: string,
  lastUserMessage: string,
  count: number,
): number[] {
  const first = composeOpener(seed, question, lastUserMessage);
  const unit = encodeText(` ${first}`);
  const ids = encodeText(first);
  while (ids.length < count) ids.push(...unit);
  ids.length = count;
  return ids;
}

function composeOpener(seed: number, question: string, lastUserMessage: string): string {
  const rnd = seededRandom(fnv1a(`${seed}\u0000${question}`));
  return OPENERS[Math.floor(rnd() * OPENERS.length)]!.replace("{t}", topicOf(lastUserMessage));
}

export function countTokens(text: string): number {
  return llama3Tokenizer.encode(text, { bos: false, eos: false }).length;
}

export function encodeText(text: string): number[] {
  return llama3Tokenizer.encode(text, { bos: false, eos: false });
}

/** Turns token ids into text as they stream, holding back bytes of a character split across tokens. */
export class StreamingDecoder {
  private pending: number[] = [];
  push(id: number): string {
    this.pending.push(id);
    const text = llama3Tokenizer.decode(this.pending);
    if (text.endsWith("\uFFFD") && this.pending.length < 4) return "";
    this.pending = [];
    return text;
  }
}
