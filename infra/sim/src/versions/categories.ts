/**
 * The 12 categories of the release gate's prompt set (DESIGN section 9; MT-Bench's 8 plus four chat-serving
 * ones), and how a simulated model tells a prompt's category from its opening words. Pure.
 */
export const CATEGORIES = [
  "writing",
  "roleplay",
  "reasoning",
  "math",
  "code",
  "extraction",
  "stem",
  "humanities",
  "summarization",
  "advice",
  "translation",
  "chat",
] as const;
export type Category = (typeof CATEGORIES)[number];

// Order matters: "Write a Python function" is code before it is writing.
const CUES: readonly (readonly [Category, RegExp])[] = [
  ["translation", /^translate\b/i],
  ["summarization", /^summari[sz]e\b/i],
  ["extraction", /^extract\b/i],
  [
    "code",
    /^(write|fix|implement|review) (a|an|the|this) (python|typescript|javascript|go|rust|sql|bash)\b/i,
  ],
  ["writing", /^write (a|an) /i],
  ["roleplay", /^(pretend|imagine) you are\b/i],
  ["math", /^(calculate|solve|compute)\b/i],
  ["reasoning", /^(puzzle|riddle|logic question):/i],
  ["stem", /^explain (the science|how)\b/i],
  ["humanities", /^(discuss|describe) (the|a|an)\b/i],
  ["advice", /^(i need advice|what should i)\b/i],
  ["chat", /^(hi|hello|hey)\b/i],
];

/** The category a prompt's opening words give, or null for prompts outside the gate's set. */
export function categoryOf(prompt: string): Category | null {
  const text = prompt.trim();
  for (const [category, cue] of CUES) if (cue.test(text)) return category;
  return null;
}

export function isCategory(s: string): s is Category {
  return (CATEGORIES as readonly string[]).includes(s);
}
