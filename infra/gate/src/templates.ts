/**
 * The gate's prompt set, generated from templates (pure): for each of the 12 categories, templates
 * crossed with fillers, 2,000 prompts in all. `npm run gate -- --write-data` writes them to
 * data/prompts.jsonl, the file the gate reads, so the set is reviewed and versioned like code.
 */
import type { Category } from "@chat/sim";

const TOPICS = [
  "a lighthouse keeper",
  "a city garden",
  "the first day of winter",
  "an old bicycle",
  "a lost letter",
  "a mountain village",
  "a robot learning to cook",
  "a night train",
  "a library at midnight",
  "a summer storm",
  "a chess tournament",
  "a bakery at dawn",
  "the last bookshop",
  "a river crossing",
  "a forgotten song",
];
const LANGS = ["Python", "TypeScript", "JavaScript", "Go", "Rust", "SQL", "Bash"];
const TASKS = [
  "removes duplicates from a list",
  "parses a date string",
  "counts words in a file",
  "merges two sorted lists",
  "checks whether a string is a palindrome",
  "retries a network call with backoff",
  "groups records by key",
  "finds the median of numbers",
  "validates an email address",
  "flattens nested lists",
  "reads a CSV file",
  "computes a moving average",
  "caches function results",
  "paginates query results",
  "rate-limits calls",
];
const SCIENCE = [
  "photosynthesis",
  "how vaccines train the immune system",
  "how batteries store energy",
  "plate tectonics",
  "how a refrigerator moves heat",
  "why the sky is blue",
  "nuclear fusion in stars",
  "how GPS finds a position",
  "how antibiotics work",
  "ocean tides",
  "how transistors switch",
  "the greenhouse effect",
  "how bridges carry load",
  "how DNA is copied",
  "why ice floats",
];
const HISTORY = [
  "causes of the French Revolution",
  "legacy of the Roman Empire",
  "impact of the printing press",
  "rise of the Silk Road",
  "philosophy of the Stoics",
  "art of the Renaissance",
  "origins of democracy in Athens",
  "effects of the Industrial Revolution",
  "end of the Cold War",
  "influence of Confucius",
  "history of jazz",
  "spread of the Black Death",
  "Meiji restoration",
  "abolition of slavery",
  "the Harlem Renaissance",
];
const PEOPLE = [
  "a student",
  "a new manager",
  "a parent of two",
  "a retiree",
  "a nurse on night shifts",
  "a freelance designer",
  "a small shop owner",
  "a first-time runner",
  "a remote worker",
  "a musician",
];
const ISSUES = [
  "saving money each month",
  "sleeping better",
  "asking for a raise",
  "learning a language",
  "moving to a new city",
  "keeping a plant alive",
  "preparing for a job interview",
  "handling a difficult colleague",
  "starting to exercise",
  "planning a wedding on a budget",
  "managing screen time",
  "choosing a laptop",
  "making friends as an adult",
  "reducing stress",
  "cooking healthy meals quickly",
];
const PHRASES = [
  "The meeting has been moved to Thursday afternoon.",
  "Please keep the receipt for your records.",
  "The museum is closed on public holidays.",
  "We look forward to working with you.",
  "The train was delayed because of the snow.",
  "Thank you for your patience during the repairs.",
  "The results will be published next month.",
  "Our office will reopen after the summer break.",
  "The recipe needs two eggs and a cup of flour.",
  "Turn left after the bridge and follow the river.",
  "The report is due at the end of the week.",
  "Remember to water the garden every evening.",
  "The concert starts at eight o'clock sharp.",
  "The library extended its opening hours.",
  "Please switch off your phone during the film.",
];
const TARGET_LANGS = ["French", "German", "Spanish", "Italian", "Portuguese", "Japanese", "Dutch"];
const DOCS = [
  "a memo announcing a new remote-work policy with two office days",
  "an article on city cycling lanes",
  "meeting notes about delaying a product launch",
  "a report on rising coffee prices",
  "a blog post on home composting",
  "a press release about a new museum wing",
  "an email thread about a broken build server",
  "a study on sleep and memory",
  "a product review of a budget phone",
  "minutes of a school board meeting",
  "a news story on a local election",
  "a travel guide entry for Lisbon",
  "a complaint letter about late deliveries",
  "a project update on a bridge repair",
  "a lecture on early aviation",
];
const PUZZLES = [
  "three boxes are labelled wrongly; which single box do you open to relabel them all?",
  "a farmer must cross a river with a wolf, a goat and a cabbage; how?",
  "if all bloops are razzies and all razzies are lazzies, are all bloops lazzies?",
  "two ropes each burn in one hour unevenly; how do you time 45 minutes?",
  "a clock shows 3:15; what is the angle between the hands?",
  "five people shake hands once with each other; how many handshakes?",
  "which is heavier, a kilo of feathers or a kilo of iron, and why?",
  "a bat and a ball cost 1.10 and the bat costs 1.00 more; what does the ball cost?",
  "you have 8 coins and one is lighter; find it with two weighings.",
  "Tom is older than Ann, Ann is older than Bo; who is youngest?",
  "a snail climbs 3 m a day and slips 2 m a night up a 10 m wall; when does it reach the top?",
  "if it takes 5 machines 5 minutes to make 5 widgets, how long for 100 machines to make 100?",
  "a room has four corners with a cat in each, each seeing three cats; how many cats?",
  "what comes next: 2, 6, 12, 20, 30?",
  "a man looks at a portrait and says his father's son is this man's father; who is it?",
];
const MATH = [
  "the compound interest on 1,000 at 5% for 3 years",
  "2x + 7 = 19",
  "the area of a circle of radius 4",
  "the derivative of x^3 - 2x",
  "15% of 240",
  "the sum of the first 50 integers",
  "x^2 - 5x + 6 = 0",
  "the average of 12, 18, 25 and 31",
  "the volume of a cube with side 7",
  "the probability of two sixes with two dice",
  "the hypotenuse of a 6-8 right triangle",
  "the integral of 2x from 0 to 3",
  "the least common multiple of 12 and 18",
  "3/4 + 5/6",
  "the speed needed to cover 150 km in 2.5 hours",
];
const ROLES = [
  "a tour guide in Rome",
  "a ship's captain in a storm",
  "a detective at a crime scene",
  "a medieval blacksmith",
  "a friendly librarian",
  "an astronaut on Mars",
  "a chef opening a restaurant",
  "a museum curator",
  "a football coach at half-time",
  "a wizard teaching a first lesson",
  "a park ranger",
  "a 1920s radio host",
  "a barista on a busy morning",
  "a mountain guide",
  "a time traveller from 2300",
];
const SMALLTALK = [
  "how is your day going?",
  "what's a fun fact you like?",
  "can you recommend a good book?",
  "what do you think about rainy days?",
  "tell me something that makes you laugh.",
  "what's your favourite season?",
  "I just got back from a walk, how are you?",
  "any ideas for a relaxing weekend?",
  "do you like music?",
  "what's a good board game for four?",
  "I'm bored, chat with me?",
  "what would you name a pet turtle?",
  "what's the best way to start a Monday?",
  "tell me about a place you'd like to see.",
  "how do you like your tea?",
];

const FORMS = ["short story", "poem", "essay", "letter", "blog post", "speech", "song", "diary entry"];
const CODE_VERBS = ["Write a", "Implement a", "Fix a", "Review a"];

type Gen = (i: number) => string[];
const cross = <A, B>(as: readonly A[], bs: readonly B[], f: (a: A, b: B) => string) =>
  as.flatMap((a) => bs.map((b) => f(a, b)));

const GENERATORS: Record<Category, Gen> = {
  writing: () =>
    cross(FORMS, TOPICS, (f, t) => `Write a ${f} about ${t}.`).flatMap((s) => [s, `${s} Keep it short.`]),
  roleplay: () =>
    cross(
      ROLES,
      [
        "welcome me",
        "explain your job",
        "tell me about your worst day",
        "give me one piece of advice",
        "describe what you see",
        "answer my questions about your work",
        "tell a story",
        "plan my day",
        "teach me a skill",
        "warn me about a danger",
        "describe your morning",
        "share a secret of your trade",
      ],
      (r, a) => `Pretend you are ${r} and ${a}.`,
    ),
  reasoning: () =>
    cross(
      PUZZLES,
      [
        "Explain your steps.",
        "Answer briefly.",
        "Show your reasoning.",
        "Think it through.",
        "Give the answer and why.",
        "Walk me through it.",
        "Be careful.",
        "Prove it.",
        "Use a table.",
        "Check your answer.",
        "No tricks.",
        "Explain to a child.",
      ],
      (p, s) => `Puzzle: ${p} ${s}`,
    ),
  math: () =>
    MATH.flatMap((m, i) =>
      [
        "Show each step.",
        "Give the final number.",
        "Explain the method.",
        "Check the result.",
        "Round to 2 decimals.",
        "Use fractions where exact.",
        "Explain why it works.",
        "Be concise.",
        "Show the formula first.",
        "Verify by substitution.",
        "State any assumption.",
        "Explain it simply.",
      ].map((s, j) => `${["Calculate", "Solve", "Compute"][(i + j) % 3]} ${m}. ${s}`),
    ),
  code: () =>
    cross(
      CODE_VERBS,
      cross(LANGS, TASKS, (l, t) => `${l} function that ${t}`),
      (v, rest) => `${v} ${rest}.`,
    ).map((s) => s.replace(/^Fix a /, "Fix the ").replace(/^Review a /, "Review this ")),
  extraction: () =>
    cross(
      [
        "names",
        "dates",
        "prices",
        "places",
        "email addresses",
        "company names",
        "product codes",
        "phone numbers",
        "job titles",
        "key decisions",
        "action items",
        "numbers",
      ],
      DOCS,
      (what, d) => `Extract all ${what} from ${d}, as a list.`,
    ),
  stem: () =>
    cross(["Explain the science behind", "Explain how"], SCIENCE, (v, s) => `${v} ${s}`).flatMap((s) =>
      [
        "to a 12-year-old.",
        "in detail.",
        "with an example.",
        "in five sentences.",
        "for a physics student.",
        "with a diagram described in words.",
        "and its practical uses.",
      ].map((t) => `${s} ${t}`),
    ),
  humanities: () =>
    cross(["Discuss the", "Describe the"], HISTORY, (v, h) => `${v} ${h}`).flatMap((s) =>
      [
        "in a short essay.",
        "with two examples.",
        "for a general reader.",
        "and its lasting influence.",
        "from two points of view.",
        "in five key points.",
      ].map((t) => `${s} ${t}`),
    ),
  summarization: () =>
    cross(["Summarize", "Summarise"], DOCS, (v, d) => `${v} ${d}`).flatMap((s) =>
      [
        "in three bullet points.",
        "in one sentence.",
        "for a busy executive.",
        "in under 50 words.",
        "highlighting risks.",
        "for a child.",
      ].map((t) => `${s} ${t}`),
    ),
  advice: () =>
    cross(["I need advice on", "What should I do about"], ISSUES, (v, i) => `${v} ${i}`).flatMap((s) =>
      PEOPLE.map((p) => `${s}, as ${p}?`),
    ),
  translation: () =>
    cross(TARGET_LANGS, PHRASES, (l, p) => `Translate into ${l}: "${p}"`).flatMap((s) => [
      s,
      `${s} Keep it formal.`,
    ]),
  chat: () =>
    cross(["Hi", "Hello", "Hey", "Hi there", "Hello again"], SMALLTALK, (g, t) => `${g}, ${t}`).flatMap(
      (s) => [s, `${s} :)`, `${s} Just curious.`],
    ),
};

export type GatePrompt = { id: string; category: Category; prompt: string };

/** 2,000 prompts: 167 for each of the first eight categories, 166 for the last four. */
export function generatePrompts(categories: readonly Category[], total = 2000): GatePrompt[] {
  const out: GatePrompt[] = [];
  categories.forEach((category, k) => {
    const n = Math.floor(total / categories.length) + (k < total % categories.length ? 1 : 0);
    const all = [...new Set(GENERATORS[category](0))];
    if (all.length < n) throw new Error(`templates for ${category} give ${all.length} prompts, need ${n}`);
    // Every k-th prompt, so the sample covers all templates rather than the first few.
    const step = all.length / n;
    for (let i = 0; i < n; i++) {
      out.push({
        id: `${category}-${String(i + 1).padStart(3, "0")}`,
        category,
        prompt: all[Math.floor(i * step)]!,
      });
    }
  });
  return out;
}
