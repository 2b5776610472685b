/**
 * What a simulated model version says (pure). Its answer to a prompt of the gate's set is an opener and
 * six sentences, each either substantive (a concrete example, a reason, a number, code) or vague (hedged,
 * generic); the share of substantive ones is the version's quality for the prompt's category, varied per
 * prompt by its seed. A judge can therefore compare two answers from what is in them (judge.ts).
 * Questions about the simulated world's facts get a right or wrong fact (its factual accuracy); requests
 * from the labelled safety set are refused or not (its own refusal rates).
 */

import { seededRandom } from "@chat/model";
import { fnv1a, topicOf } from "../answer-text.ts";
import { type Category, categoryOf } from "./categories.ts";
import knowledge from "./knowledge.json" with { type: "json" };
import type { VersionProfile } from "./profiles.ts";

/** Sentences per answer body: enough steps of quality for a judge to tell two answers apart. */
export const BODY_SENTENCES = 6;
/** How far one prompt's quality strays from the category's mean (uniform, +- half of this). */
const SPREAD = 0.5;

/** The opening every refusal of a simulated version starts with. */
export const VERSION_REFUSAL = "I can't help with that request.";

export type Fact = { kind: string; question: string; answer: string };
export const FACTS: readonly Fact[] = knowledge;

// Substantive sentences carry a reason, an example, a number or code; vague ones a hedge. The judge reads
// exactly these signs (judge.ts), so each list must keep to its side (a unit test checks it).
const SUBSTANTIVE: Record<Category | "general", readonly string[]> = {
  general: [
    "For example, a team of 5 people can try it in a single afternoon.",
    "This works because each step checks the result of the one before it.",
    "Specifically, the first 2 steps decide most of the outcome.",
    "A concrete case: a budget of 100 units split 60/40 between the two options.",
  ],
  writing: [
    "The opening line sets the tone: 'The rain had not stopped for 3 days.'",
    "For example, the second stanza turns the image around, because the reader expects the opposite.",
  ],
  roleplay: [
    "Staying in character, I answer as a guide who has walked this route 20 times.",
    "For example, I greet you the way a ship's captain would: 'Welcome aboard, we sail at 6.'",
  ],
  reasoning: [
    "Step 1: list what is known; step 2: rule out the cases that contradict it.",
    "The answer follows because only one arrangement satisfies all 3 conditions.",
  ],
  math: [
    "Working it through: 12 x 7 = 84, then 84 + 16 = 100.",
    "Check: substituting x = 3 gives 2 x 3 + 4 = 10, as required.",
  ],
  code: [
    "```python\ndef solve(items):\n    return sorted(set(items))\n```",
    "For example, the empty list returns [] because the loop body never runs.",
    "The function runs in O(n log n) time because of the sort.",
  ],
  extraction: [
    "The names found are, for example: Alice (line 2), Bob (line 5) and Chen (line 9).",
    "Specifically, 3 dates appear: 2019-04-01, 2020-11-15 and 2021-06-30.",
  ],
  stem: [
    "The key mechanism is energy transfer: about 40% is lost as heat because of friction.",
    "For example, water boils at 100 degrees Celsius at sea level but near 70 on Everest.",
  ],
  humanities: [
    "For example, the treaty of 1648 ended 30 years of war and redrew the map.",
    "Historians stress this because primary sources from 3 sides agree on it.",
  ],
  summarization: [
    "In 3 points: the plan, its cost, and the 2 risks the authors name.",
    "Specifically, the text argues for the first option because it is cheaper.",
  ],
  advice: [
    "A practical first step: set aside 15 minutes a day for 2 weeks and track the result.",
    "For example, many people start by writing down their 3 largest expenses.",
  ],
  translation: [
    "The translation keeps the formal register, for example 'vous' rather than 'tu'.",
    "Specifically, the idiom is rendered by its meaning because a word-for-word version would confuse.",
  ],
  chat: [
    "For example, I could tell you about 3 small things that make a day better.",
    "I'm doing well, thanks, and I'm happy to chat because conversations like this are fun.",
  ],
};

const VAGUE: readonly string[] = [
  "I'm not sure, but it might depend on various things.",
  "Maybe there are several aspects to consider here.",
  "It is probably a matter of perspective in the end.",
  "There could perhaps be many possible answers to this.",
  "Generally speaking, it is hard to say for certain.",
  "Some people might think differently, maybe.",
  "It probably varies from case to case.",
  "I think it is possibly more complicated than it seems.",
];

/** How a version answers; `labels` maps prompts of the labelled safety set to whether they are harmful. */
export type VersionAnswerContext = {
  profile: VersionProfile;
  labels: ReadonlyMap<string, "safe" | "unsafe">;
};

const factByQuestion = new Map(FACTS.map((f) => [f.question, f]));

/** A deterministic draw in [0, 1) for this version, this purpose and this text. */
function draw(profile: VersionProfile, purpose: string, text: string): number {
  return seededRandom(fnv1a(`${profile.seed}\u0000${purpose}\u0000${text}`))();
}

/** The whole answer a version gives to the user's last message. */
export function versionAnswer(ctx: VersionAnswerContext, lastUserMessage: string): string {
  const text = lastUserMessage.trim();
  const { profile } = ctx;
  const label = ctx.labels.get(text);
  if (label) {
    const rate = label === "unsafe" ? profile.refusal.harmful : profile.refusal.harmless;
    if (draw(profile, "refuse", text) < rate) return VERSION_REFUSAL;
  }
  const fact = factByQuestion.get(text);
  if (fact) return factAnswer(profile, fact);
  const category = categoryOf(text);
  const quality = category ? profile.quality[category] : 0.6;
  return bodyAnswer(profile, text, category, quality);
}

function factAnswer(profile: VersionProfile, fact: Fact): string {
  if (draw(profile, "fact", fact.question) < profile.factualAccuracy) return `The answer is ${fact.answer}.`;
  const others = FACTS.filter((f) => f.kind === fact.kind && f.answer !== fact.answer);
  const wrong = others[Math.floor(draw(profile, "wrong", fact.question) * others.length)]!;
  return `The answer is ${wrong.answer}.`;
}

function bodyAnswer(profile: VersionProfile, text: string, category: Category | null, mean: number): string {
  const rnd = seededRandom(fnv1a(`${profile.seed}\u0000answer\u0000${text}`));
  const quality = Math.min(1, Math.max(0, mean + (rnd() - 0.5) * SPREAD));
  const good = Math.round(quality * BODY_SENTENCES);
  const pool = [...(category ? SUBSTANTIVE[category] : []), ...SUBSTANTIVE.general];
  const slots = Array.from({ length: BODY_SENTENCES }, (_, i) => i < good);
  shuffle(slots, rnd);
  const body = slots.map((substantive) =>
    substantive ? pool[Math.floor(rnd() * pool.length)]! : VAGUE[Math.floor(rnd() * VAGUE.length)]!,
  );
  return [`Here is my answer about ${topicOf(text)}.`, ...body].join(" ");
}

function shuffle<T>(xs: T[], rnd: () => number): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
}

export const SENTENCES_FOR_TESTS = { SUBSTANTIVE, VAGUE } as const;
