/**
 * Hand-made features of a message and its conversation, pure and cheap (a few regex passes over at most
 * 4,000 characters). Each feature is scaled to roughly [0, 1] so one learning rate fits all.
 * Changing this list or any scaling invalidates weights.json: retrain (`cli/train-router.ts`).
 */
import type { RouterInput } from "./types.ts";

/** Order of the feature vector; weights.json records it and is refused if it differs. */
export const FEATURE_NAMES = [
  "logTokens",
  "longMessage",
  "codeFence",
  "codeSyntax",
  "codeKeywords",
  "codeTopics",
  "mathSymbols",
  "mathWords",
  "latex",
  "reasoningCues",
  "easyCues",
  "questionCount",
  "listItems",
  "nonLatinScript",
  "nonEnglishLatin",
  "depth",
  "previousTurnLength",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * Long pastes are scored on their start and end (where the ask usually is: "...analyze the text above"),
 * which bounds the cost; their length still counts through contentTokens.
 */
export const SCAN_HEAD_CHARS = 3_000;
export const SCAN_TAIL_CHARS = 1_000;

function scanned(text: string): string {
  if (text.length <= SCAN_HEAD_CHARS + SCAN_TAIL_CHARS) return text;
  return `${text.slice(0, SCAN_HEAD_CHARS)}\n${text.slice(-SCAN_TAIL_CHARS)}`;
}

const CODE_FENCE = /```|~~~/;
const CODE_SYNTAX = /[{};]|=>|[=!]==?|::|->|\w\(\)|#include|<\/?[a-z]+>/g;
const CODE_KEYWORDS =
  /\b(?:function|def|class|return|import|const|let|var|void|async|await|lambda|struct|impl|fn|println|printf|console\.log|nullptr|undefined|elif|except|throws?|SELECT|INSERT|JOIN|GROUP BY)\b/g;
const CODE_TOPICS =
  /\b(?:python|javascript|typescript|java|rust|golang|kotlin|swift|c\+\+|sql|regex|api|bug|exception|stack ?trace|segfault|compiler?|runtime|deadlock|race condition|memory leak|docker|kubernetes|git|npm|react|postgres)\b/gi;
const MATH_SYMBOLS = /\d+(?:\.\d+)?|[+*/^=<>≤≥∑∫√π∞]/g;
const MATH_WORDS =
  /\b(?:prove|proof|theorem|lemma|integral|derivative|equation|matrix|eigen\w*|probability|polynomial|primes?|irrational|converge\w*|induction|inequality|limit|solve|demuestra|démontre|beweise|integrale?|ecuación|équation|gleichung)\b|证明|証明|積分|积分|докаж\w*|интеграл/gi;
const LATEX =
  /\\(?:frac|int|sum|sqrt|lim|prod|alpha|beta|theta|mathbb|cdot|leq|geq|infty|binom)|\$[^$\n]{1,80}\$/g;
const REASONING_CUES =
  /step[- ]by[- ]step|explain why|why (?:does|is|do|would)|\bprove\b|\bcompare\b|\bcontrast\b|\bdesign\b|\bdebug\b|analy[sz]e|trade-?offs?|optimi[sz]e|architecture|\bplan\b|strateg(?:y|ies)|\bderive\b|\bevaluate\b|justify|pros and cons|in detail|\bimplement\b|refactor|edge cases?|complexity|scal(?:e|able|ing)\b|paso a paso|por qué|pourquoi|étape par étape|\bwarum\b|schritt für schritt|为什么|一步一步|なぜ|詳しく|почему|пошагово|分析|比较|设计|\bcompara\b|\banaliza\b|diseña|\banalyse\b|vergleiche|entwirf/gi;
const EASY_CUES =
  /\b(?:hi|hello|hey|thanks|thank you|good (?:morning|night|evening)|translate|rephrase|rewrite|reword|fix (?:the )?grammar|summari[sz]e|synonyms?|capital of|how many|who wrote|define|spell|joke|name for|ideas for|recommend|hola|bonjour|hallo|gracias|merci|danke|traduce|traduis|übersetze)\b|你好|谢谢|翻译|こんにちは|ありがとう|翻訳|привет|спасибо|переведи/gi;
const QUESTION_MARKS = /[?？]/g;
const LIST_ITEMS = /^\s*(?:\d+[.)]|[-*•])\s/gm;
const NON_LATIN_LETTERS = /[\u0400-\u04FF\u0600-\u06FF\u0900-\u097F\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF]/g;
const NOT_LETTERS = /\P{L}+/gu;
const NON_ENGLISH_LATIN =
  /\b(?:el|los|las|que|por|para|una|est|les|des|une|pour|der|die|das|und|nicht|ist|ein|eine|che|per|não|uma|wie|mais|avec|dans|cómo|qué)\b|[áéíóúñçàèùâêîôûäöüß]/gi;

// String#match with a global pattern loops natively: several times faster than exec() in a JS loop.
const countMatches = (pattern: RegExp, text: string): number => text.match(pattern)?.length ?? 0;

const capped = (value: number, cap: number) => Math.min(value, cap) / cap;
const logScaled = (value: number, scale: number) =>
  Math.min(Math.log1p(Math.max(value, 0)) / Math.log1p(scale), 1.5);

/** True when the message carries code: a fence, or several code-syntax marks and keywords. */
export function hasCode(text: string): boolean {
  const part = scanned(text);
  if (CODE_FENCE.test(part)) return true;
  return countMatches(CODE_SYNTAX, part) >= 4 && countMatches(CODE_KEYWORDS, part) >= 1;
}

/** The feature vector, in FEATURE_NAMES order. */
export function extractFeatures(input: RouterInput): number[] {
  const text = scanned(input.text);
  const tokens = Math.max(input.contentTokens, 1);
  const letters = text.replace(NOT_LETTERS, "").length;
  const previous = input.previousTurnTokens ?? [];
  const recent = previous.slice(-4);
  const recentMean = recent.length === 0 ? 0 : recent.reduce((a, b) => a + b, 0) / recent.length;
  const features: Record<FeatureName, number> = {
    logTokens: logScaled(input.contentTokens, 4000),
    longMessage: capped(input.contentTokens, 1000),
    codeFence: CODE_FENCE.test(text) ? 1 : 0,
    codeSyntax: capped(countMatches(CODE_SYNTAX, text), 12),
    codeKeywords: capped(countMatches(CODE_KEYWORDS, text), 5),
    codeTopics: capped(countMatches(CODE_TOPICS, text), 3),
    mathSymbols: capped(countMatches(MATH_SYMBOLS, text) / tokens, 0.5),
    mathWords: capped(countMatches(MATH_WORDS, text), 3),
    latex: capped(countMatches(LATEX, text), 3),
    reasoningCues: capped(countMatches(REASONING_CUES, text), 4),
    easyCues: capped(countMatches(EASY_CUES, text), 2),
    questionCount: capped(countMatches(QUESTION_MARKS, text), 5),
    listItems: capped(countMatches(LIST_ITEMS, text), 6),
    nonLatinScript: letters === 0 ? 0 : countMatches(NON_LATIN_LETTERS, text) / letters,
    nonEnglishLatin: capped(countMatches(NON_ENGLISH_LATIN, text), 4),
    depth: logScaled(input.depth, 30),
    previousTurnLength: logScaled(recentMean, 2000),
  };
  return FEATURE_NAMES.map((name) => features[name]);
}
