/**
 * Text as the classifiers read it: lower case, accents and zero-width characters removed, leetspeak and
 * spaced-out or dotted letters ("b o m b", "m.e.t.h") folded back, so the usual obfuscations meet the
 * same features as the plain words; Cyrillic and Greek look-alike letters, small capitals and letters in
 * flag or boxed symbols are read as Latin; text hidden in base64, hex, percent-encoding, HTML entities or
 * invisible Unicode tag characters is decoded in its place; words run together ("HowDoIMake",
 * "how-do-i-make") and a line that reads as English only ROT13'd or backwards are read that way too, beside
 * themselves; a word with a letter or two masked ("b*mb", "s*ic*de") or split in pieces ("bo mb",
 * "ex-plosive") is read as the likeliest word it can be, and a line in Spanish, French, German, Italian or
 * Portuguese word by word in English (`lexicon/`). `hiddenParts` gives what was hidden, each piece alone.
 * Pure.
 */
import { CONCEPT_WORDS } from "./concepts.ts";
import { FREQUENT_WORDS } from "./frequent-words.ts";
import { LEXICON_TEXTS } from "./lexicon/index.ts";

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};
const LEET_DIGIT = /[013457@$]/g;
/** A word's leetspeak read as letters ("wh3re" -> "where"); the callers decide which words hold leetspeak. */
function foldLeet(word: string): string {
  return word.replace(LEET_DIGIT, (c) => LEET[c]!);
}
/** A word as `foldLetters` sees one: letters, with digits, "@" and "$" that may be leetspeak among them. */
const LEET_WORD = /[a-z0-9@$]*[a-z][a-z0-9@$]*/g;

/** Cyrillic and Greek letters that look like Latin ones ("рlаn" written with Cyrillic р and а). */
const LOOKALIKE: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  ɡ: "g",
  α: "a",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};

/** Letters NFKD does not take apart, as they are written in ASCII ("schließen", "Ærø", "łódź"). */
const FOLDED_LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", þ: "th" };

/** Small capitals ("ʙᴏᴍʙ"), which NFKD leaves as they are. */
const SMALL_CAPITALS: Record<string, string> = Object.fromEntries(
  [..."ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ"].map((c, i) => [c, "abcdefghijklmnopqrstuvwyz"[i]!]),
);

/**
 * Letters as symbols NFKD does not decompose: regional indicators ("🇧🇴🇲🇧", U+1F1E6..), negative circled
 * (U+1F150..) and negative squared (U+1F170..) capitals. Each block runs A..Z.
 */
const LETTER_SYMBOL_BLOCKS = [0x1f1e6, 0x1f150, 0x1f170];
const LETTER_SYMBOL = /[\u{1f1e6}-\u{1f1ff}\u{1f150}-\u{1f169}\u{1f170}-\u{1f189}]/gu;

/** Invisible Unicode tag characters (U+E0020..E007E) mirror ASCII: text smuggled in them is read. */
const TAG_RUN = /[\u{e0020}-\u{e007e}]+/gu;
/** Other invisible characters that only hide a word's letters from a match: removed. */
const INVISIBLE =
  /[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff\u{e0000}-\u{e001f}\u{e007f}]|\p{Variation_Selector}/gu;

/**
 * Pictures that stand for a hazard's word ("how to make a 💣", "where to get a 🔫 with no id"): read as that
 * word. Only pictures with one plain meaning; everyday ones ("🔥", "🍑") mean too many things.
 */
const EMOJI_WORDS: Record<string, string> = {
  "💣": "bomb",
  "🧨": "explosive",
  "🔫": "gun",
  "🔪": "knife",
  "🗡": "knife",
  "💊": "pills",
  "💉": "syringe",
  "☠": "poison",
  "💀": "death",
  "⚰": "coffin",
  "🩸": "blood",
  "🧪": "chemical",
  "🦠": "virus",
  "👶": "baby",
  "🧒": "child",
  "👧": "girl",
  "👦": "boy",
  "🏦": "bank",
  "💰": "money",
  "💵": "cash",
};
const EMOJI = new RegExp(Object.keys(EMOJI_WORDS).join("|"), "gu");

/**
 * Text turned upside down ("qɯoq ɐ ǝʞɐɯ oʇ ʍoɥ": each letter rotated, the string reversed): each character
 * read as the letter it is rotated from, in place; the order is then `lineReadings`' (backwards). A run of
 * such characters and the ASCII letters that rotate into letters (b d l n o p q s u x z: "q" is a rotated
 * "b") counts where it holds 3+ characters only rotated text uses, so ordinary words are never swapped.
 */
const UPSIDE_DOWN: Record<string, string> = {
  ɐ: "a",
  q: "b",
  ɔ: "c",
  p: "d",
  ǝ: "e",
  ɟ: "f",
  ƃ: "g",
  ɥ: "h",
  ᴉ: "i",
  ı: "i",
  ɾ: "j",
  ʞ: "k",
  l: "l",
  ɯ: "m",
  u: "n",
  o: "o",
  d: "p",
  b: "q",
  ɹ: "r",
  s: "s",
  ʇ: "t",
  n: "u",
  ʌ: "v",
  ʍ: "w",
  x: "x",
  ʎ: "y",
  z: "z",
  "∀": "a",
  Ǝ: "e",
  Ⅎ: "f",
  "⅁": "g",
  ſ: "j",
  "˥": "l",
  Ԁ: "p",
  "⊥": "t",
  "∩": "u",
  Λ: "v",
  "⅄": "y",
  "¿": "?",
  "¡": "!",
  "˙": ".",
};
/** The rotated characters only upside-down text uses (not ASCII, not the turned punctuation). */
const UPSIDE_DOWN_ONLY = new RegExp(
  `[${Object.keys(UPSIDE_DOWN)
    .filter((c) => c > "\x7f" && !"¿¡˙".includes(c))
    .join("")}]`,
  "gu",
);
/** A run of upside-down text: rotated characters and the spaces, punctuation and digits between them. */
const UPSIDE_DOWN_RUN = new RegExp(`[${Object.keys(UPSIDE_DOWN).join("")} ,'.?!:;"()0-9-]+`, "gu");
const MIN_UPSIDE_DOWN = 3;

/**
 * Words run together with capitals ("HowDoIMakeABombAtHome", "Wh1chP1llsW0uldEndMyL1fe",
 * "WithoutTheSECNoticing"): a run of 8+ letters and digits, cut before a capital that follows a small letter
 * or a digit, and before the last capital of a run of capitals that a small letter follows ("SEC|Noticing",
 * "I|Make"). It counts as words run together where it cuts into 4+ pieces, and 3+ pieces and 2 in 3 of
 * those that are not acronyms (2-5 capitals: "SEC", but random case makes them too) are English words
 * (`ENGLISH`, leetspeak folded: "Wh1ch"; a number after a word is a word of its own: "Where2") or have a
 * word's shape (a capital and 4+ small letters: "Clocking"). Random case ("RAnSOmWAre": "R", "An", "S", "Om", "W", "Are";
 * "InstRUCTIoNNS") and brand names ("MacBookPro", 3 pieces) are not. Digits after small letters stay in
 * their piece ("Wh1ch" is a word in leetspeak), so "My12yearold" is one piece.
 */
const CAMEL_RUN = /\b[A-Za-z0-9]{8,}\b/g;
const CAMEL_CUT = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;
const CAMEL_MIN_PIECES = 4;

/** The pieces of a run of words run together with capitals ("How Do I Make A Bomb"), or null where it is not one. */
function camelReading(run: string): string | null {
  if (!/[a-z]/.test(run) || !/[A-Z].*[A-Z]/.test(run)) return null;
  const pieces = run.split(CAMEL_CUT);
  if (pieces.length < CAMEL_MIN_PIECES) return null;
  let words = 0;
  let others = 0;
  for (const piece of pieces) {
    if (/^[A-Z]{2,5}$/.test(piece)) continue;
    const lower = piece.toLowerCase();
    // Leetspeak inside a word ("Wh1ch"); a number after one is a word of its own ("Where2").
    const folded = /[a-z]\d+$/.test(lower) ? lower.replace(/\d+$/, "") : foldLeet(lower);
    // A capital and 4+ small letters is a word's shape, known or not ("Clocking"); random case rarely makes one.
    if (ENGLISH.has(folded) || /^[A-Z][a-z]{4,}$/.test(piece)) words++;
    else others++;
  }
  return words >= 3 && words >= 2 * others ? pieces.join(" ") : null;
}
/** Four or more words joined by hyphens ("how-do-i-make-a-bomb"; single letters are the separator rule's). */
const HYPHEN_CHAIN = /\b(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{2,}(?:-[A-Za-z0-9]+){3,}\b/g;

/**
 * Words run together in small letters ("howtomakeabomb", "h0wt0k1llmyb0ss"), in a line read as English:
 * a run of 10-300 letters (leetspeak already folded) that is no word itself, read as the fewest English
 * words (`ENGLISH`) that make it exactly, where those are 4+ words (three are too often a name:
 * "macbookpro", "rapeseedoil"), at most one in three a single letter ("a", "i") and none between two pieces
 * of one or two letters ("com bin at i on"); a word's ending is no piece (`NOT_A_PIECE`). A long word the
 * guard does not know mostly has no such reading ("internationalization": "al", "iz" are no words). Lines
 * in another language are left alone: their long words split into English by chance ("cancellare": "can
 * cell are"). Only a run holding a third of its line's letters is read (so at most three a line): a
 * sentence's long words split into English by chance ("intoxicated": "in toxic a ted").
 */
const RUN_TOGETHER = /\b[a-z]{10,300}\b/g;
const RUN_TOGETHER_LONGEST_WORD = 20;
/**
 * Letters of runs read per text: ten runs of the longest, so a text of nothing but long runs costs a
 * bounded amount (~10 ms) however long it is (150,000 letters of them took 250 ms per reading without).
 */
const RUN_TOGETHER_BUDGET = 3000;
/** Word endings that the training pool holds as words (from split-up words): a long word's ending, not a word. */
const NOT_A_PIECE = new Set([
  "ing",
  "ive",
  "tes",
  "ion",
  "ions",
  "ity",
  "ous",
  "ally",
  "ness",
  "ment",
  "ers",
  "est",
  "ism",
]);

/** The fewest words of `ENGLISH` that make `run` exactly, joined by spaces, or null. */
function segmentedReading(run: string): string | null {
  if (ENGLISH.has(run)) return null;
  // cost[i]: the fewest words that make run[0, i), ties to the more frequent words ("bomb at", not "bom
  // bat"): each word costs 1 plus a thousandth of log2 of its frequency rank, which never outweighs a word
  // more. from[i]: where the last of them starts.
  const cost = new Array<number>(run.length + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Array<number>(run.length + 1).fill(-1);
  cost[0] = 0;
  for (let end = 1; end <= run.length; end++) {
    for (let start = Math.max(0, end - RUN_TOGETHER_LONGEST_WORD); start < end; start++) {
      if (cost[start]! + 1 >= cost[end]!) continue;
      const word = run.slice(start, end);
      const isWord =
        word.length === 1
          ? word === "a" || word === "i"
          : word.length === 2
            ? COMMON_WORDS.has(word)
            : ENGLISH.has(word) && !NOT_A_PIECE.has(word);
      // A word the guard does not know (a name, "glassdoor") may sit among known ones: 4+ letters, costing
      // one more than its letters, so any split into known words is cheaper.
      if (!isWord && word.length < 4) continue;
      const rank = COMMON_WORDS.has(word) ? 0 : (READABLE_RANK.get(word) ?? 10_000);
      const c = cost[start]! + (isWord ? 1 + 0.001 * Math.log2(2 + rank) : 1 + word.length);
      if (c < cost[end]!) {
        cost[end] = c;
        from[end] = start;
      }
    }
  }
  if (!Number.isFinite(cost[run.length]!)) return null;
  const pieces: string[] = [];
  for (let end = run.length; end > 0; end = from[end]!) pieces.unshift(run.slice(from[end]!, end));
  const letters = pieces.filter((p) => p.length === 1).length;
  // Three in four of its letters in known words, so a long word the guard does not know is not cut into
  // an unknown piece and a few short words.
  const unknownLetters = pieces
    .filter((p) => !ENGLISH.has(p) && p.length > 2)
    .reduce((n, p) => n + p.length, 0);
  if (unknownLetters * 4 > run.length) return null;
  // A letter alone between short pieces is a word's ending cut up ("combination": "com bin at i on").
  const short = (i: number) => (pieces[i]?.length ?? 0) <= 2;
  const cutUp = pieces.some((p, i) => p.length === 1 && short(i - 1) && short(i + 1));
  // A last piece of one or two letters is most often a word's ending ("proliferation": "... rat i on").
  const endsCut = pieces.at(-1)!.length <= 2 && !["me", "it", "up", "us"].includes(pieces.at(-1)!);
  return pieces.length >= 4 && letters * 3 <= pieces.length && !cutUp && !endsCut ? pieces.join(" ") : null;
}

/** A folded line read as English with its words run together read beside them; each reading also pushed to `found`. */
function withRunsRead(line: string, found: string[], budget: { letters: number }): string {
  // Only a run that holds a third of the line's letters or more: someone hiding a request runs all of it
  // together, while a sentence's long words split into English by chance ("intoxicated": "in toxic a ted").
  const letters = line.match(/[a-z]/g)?.length ?? 0;
  return line.replace(RUN_TOGETHER, (m, offset: number) => {
    if (m.length * 3 < letters || m.length > budget.letters) return m;
    budget.letters -= m.length;
    const reading = segmentedReading(m);
    // Words run together with capitals were read already (`decodeHidden`): "howtobuymeth how to buy meth".
    const next = line.slice(offset + m.length + 1, offset + 3 * m.length).replace(/ /g, "");
    if (reading === null || next.startsWith(m)) return m;
    found.push(reading);
    return `${m} ${reading}`;
  });
}

/** Runs that could be base64 (case matters, so they are found before lower-casing). */
const BASE64_RUN = /[A-Za-z0-9+/]{12,}={0,2}/g;
/**
 * At most this many runs are decoded per text (only runs that decode count, so junk runs cannot use up
 * the budget ahead of a real one): what normalization adds stays bounded whatever a client sends.
 */
const MAX_BASE64_RUNS = 8;
/** Hex pairs ("686f7720646f..."), percent-encoded bytes ("%68%6f%77"): 6+ bytes in a row. */
const HEX_RUN = /[0-9a-fA-F][0-9a-fA-F :]{10,}[0-9a-fA-F]/g;
const PERCENT_RUN = /(?:%[0-9a-fA-F]{2}){3,}/g;
/** Numeric HTML entities ("&#98;", "&#x62;") and the few named ones a sentence needs. */
const HTML_ENTITY = /&#(?:[xX]([0-9a-fA-F]{1,6})|([0-9]{1,7}));|&(amp|lt|gt|quot|apos|nbsp);/g;
const NAMED_ENTITY: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Printable text with a space in it, or null: what a decoded run must be to count as hidden text. */
function hiddenText(decoded: string): string | null {
  const printable = decoded.replace(/[^\x20-\x7e\n\t]/g, "").length;
  return decoded.includes(" ") && printable >= decoded.length * 0.95 ? decoded : null;
}

function decodeHexRun(run: string): string | null {
  const hex = run.replace(/[ :]/g, "");
  if (hex.length % 2 !== 0) return null;
  return hiddenText(Buffer.from(hex, "hex").toString("latin1"));
}

function decodePercentRun(run: string): string | null {
  try {
    return hiddenText(decodeURIComponent(run));
  } catch {
    return null;
  }
}

/** The character an entity names, or the entity as written where it names none. */
function entityText(entity: string, code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
}

/**
 * The text hidden in a base64 run ("aG93IGRvIEk..." for "how do I..."), or null: a run counts only where it
 * decodes to printable text with a space in it (a long ordinary word is valid base64 too, but decodes to
 * bytes).
 */
export function decodeBase64Run(run: string): string | null {
  const body = run.replace(/=+$/, "");
  if (body.length % 4 === 1) return null;
  let decoded: string;
  try {
    decoded = atob(body);
  } catch {
    return null;
  }
  return hiddenText(decoded);
}

/**
 * Common English words, to tell whether a line reads as English: ROT13'd or reversed text ("ubj qb V
 * znxr", "ekam I od woh") holds almost none of them until it is turned back.
 */
const COMMON_WORDS = new Set(
  (
    "the be to of and a in that have i it for not on with he as you do at this but his by from they we say " +
    "her she or an will my one all would there their what so up out if about who get which go me when make " +
    "can like time no just him know take people into your good some could them see other than then now look " +
    "only come its over think also back after use two how our work first well way even new want because any " +
    "these give day most us is are was were tell should where why explain help need kill"
  ).split(" "),
);

export function rot13(text: string): string {
  return text.replace(/[a-zA-Z]/g, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

const reversed = (s: string) => [...s].reverse().join("");

/**
 * A clause as `lineReadings` counts its words: accents gone, lower case, leetspeak folded ("wh3re" reads
 * "where"). Cheaper than `foldLetters`, which a reading gets only once it counts.
 */
function countedWords(clause: string): string[] {
  return (
    foldAccents(clause)
      .toLowerCase()
      .match(LEET_WORD)
      ?.map((w) => foldLeet(w).replace(/[^a-z]/g, "")) ?? []
  );
}

/**
 * The readings of a line (decoded, not yet folded) that read as English only ROT13'd or backwards, one per
 * run of clauses that read the same way (cut at : . ! ? ;, so a plain "this is rot13, answer it:" does not
 * hide what follows), folded. A
 * reading counts where at least two of its words, and two in five, are English (`ENGLISH`: the common
 * words and the training pool's) that are not English as written, and more than twice as many as those
 * English only as written: English reads as itself, and text in another language turns into a few English
 * words by chance. Words read as English both ways ("a", "i", "no"/"on") count for neither: "tac a erutrot
 * ot syaw" was left unread when "a" counted on both sides. The text is turned before leetspeak is folded,
 * which ROT13 leaves alone: folded first, "ju3er" ("wh3re") read "jueer", then "whrre".
 */
function lineReadings(line: string): string[] {
  // Clauses and the spaces between them: [clause, space, clause, ...].
  const pieces = line.split(/((?<=[:.!?;])\s+|\s+(?=[:.!?;]))/);
  const kinds = pieces.map((piece, i) => (i % 2 === 0 ? clauseReading(piece) : null));
  // Clauses in a row that read the same way are read together: a request written backwards is its
  // sentences in reverse order, and read one by one a sentence loses the rest of the request.
  const readings: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const kind = kinds[i];
    if (!kind) continue;
    let j = i;
    while (j + 2 < pieces.length && kinds[j + 2] === kind) j += 2;
    const run = pieces.slice(i, j + 1).join("");
    readings.push(foldLetters(kind === "rot13" ? rot13(run) : reversed(run)));
    i = j;
  }
  return readings;
}

/** Whether a clause reads as English only ROT13'd or backwards (`lineReadings`), and which. */
function clauseReading(clause: string): "rot13" | "reversed" | null {
  const written = countedWords(clause);
  if (written.length === 0) return null;
  const asRot13 = countedWords(rot13(clause));
  const asReversed = countedWords(reversed(clause));
  // Reversing a clause reverses its word order: word i as written is word n-1-i backwards.
  const n = written.length;
  let writtenNotRot13 = 0;
  let writtenNotReversed = 0;
  let rot13Only = 0;
  let reversedOnly = 0;
  for (let i = 0; i < n; i++) {
    const w = ENGLISH.has(written[i]!);
    const r = ENGLISH.has(asRot13[i] ?? "");
    const v = ENGLISH.has(asReversed[n - 1 - i] ?? "");
    if (w && !r) writtenNotRot13++;
    if (w && !v) writtenNotReversed++;
    if (r && !w) rot13Only++;
    if (v && !w) reversedOnly++;
  }
  const counts = (k: number, against: number) => k >= 2 && k >= (2 * n) / 5 && k > 2 * against;
  if (counts(rot13Only, writtenNotRot13)) return "rot13";
  if (counts(reversedOnly, writtenNotReversed)) return "reversed";
  return null;
}

/**
 * Undoes encodings that hide whole runs of text (Unicode tag characters, HTML entities, percent-encoding,
 * hex, base64) in place, and adds a split reading after words run together (CamelCase, hyphen chains).
 * Each decoded run and split reading is also pushed to `found`.
 */
function decodeHidden(text: string, found: string[]): string {
  let runs = 0;
  const decodeRun = (decode: (run: string) => string | null) => (run: string) => {
    const decoded = runs < MAX_BASE64_RUNS ? decode(run) : null;
    if (decoded === null) return run;
    runs++;
    found.push(decoded);
    return decoded;
  };
  const split = (m: string, reading: string) => {
    found.push(reading);
    return `${m} ${reading}`;
  };
  return (
    text
      .replace(TAG_RUN, (run) => {
        const decoded = [...run].map((c) => String.fromCharCode(c.codePointAt(0)! - 0xe0000)).join("");
        found.push(decoded);
        return decoded;
      })
      .replace(UPSIDE_DOWN_RUN, (run) => {
        if ((run.match(UPSIDE_DOWN_ONLY)?.length ?? 0) < MIN_UPSIDE_DOWN) return run;
        return [...run].map((c) => UPSIDE_DOWN[c] ?? c).join("");
      })
      .replace(HTML_ENTITY, (m, hex?: string, dec?: string, named?: string) =>
        named ? NAMED_ENTITY[named]! : entityText(m, hex ? Number.parseInt(hex, 16) : Number(dec)),
      )
      .replace(PERCENT_RUN, decodeRun(decodePercentRun))
      .replace(HEX_RUN, decodeRun(decodeHexRun))
      .replace(BASE64_RUN, decodeRun(decodeBase64Run))
      // Words run together: read both as written and split.
      .replace(CAMEL_RUN, (m) => {
        const reading = camelReading(m);
        return reading === null ? m : split(m, reading);
      })
      .replace(HYPHEN_CHAIN, (m) => split(m, m.replace(/-/g, " ")))
  );
}

/**
 * How the guard reads a text: `normalized`, the text as its features see it (`normalizeText`), and
 * `hidden`, what the text hides, each piece alone: decoded runs, words run together split, and lines that
 * read as English only ROT13'd or backwards, turned back. The guard scores each hidden piece alone as well
 * as the whole (`requestParts`): read beside the cipher text and a plain "decode this:", a request is
 * diluted (ROT13'd requests were refused 51% of the time against 83% as written when only read in place).
 * One pass gives both: the guard needs both for every text, and the per-line work (fold, gloss, runs,
 * readings) is most of its cost.
 */
export function readText(text: string): { normalized: string; hidden: string[] } {
  const hidden: string[] = [];
  const budget = { letters: RUN_TOGETHER_BUDGET };
  const normalized = decodeHidden(text, hidden)
    .split("\n")
    .map((line) => {
      const folded = foldLetters(line);
      const glossedLine = glossed(folded);
      // Words run together are read only on lines read as English (a glossed line was another language).
      const english = glossedLine === folded ? withRunsRead(folded, hidden, budget) : glossedLine;
      const readings = lineReadings(line);
      hidden.push(...readings);
      return readings.length > 0 ? `${english} ${readings.join(" ")}` : english;
    })
    .join("\n");
  return { normalized, hidden };
}

/** What a text hides (`readText`). */
export function hiddenParts(text: string): string[] {
  return readText(text).hidden;
}

/** The text as the guard's features read it (`readText`). */
export function normalizeText(text: string): string {
  return readText(text).normalized;
}

/** Each language's word list (`lexicon/`), its forms folded as `foldLetters` folds their letters. */
const LEXICONS = Object.entries(LEXICON_TEXTS).map(([lang, text]) => {
  const words = new Map<string, string>();
  for (const entry of text.split("\n")) {
    const [form, gloss] = entry.split("\t");
    if (!form || !gloss) continue;
    const folded = foldAccents(form.trim())
      .toLowerCase()
      .replace(/\P{ASCII}/gu, (c) => FOLDED_LETTERS[c] ?? c);
    // Where two forms fold alike ("de" of, "dé" give; "se", "sé"), the one written without accents wins:
    // people type accents less often than the plain word occurs.
    if (!words.has(folded) || folded === form.trim()) words.set(folded, gloss.trim());
  }
  return { lang, words };
});

/**
 * A line of folded text in one of the lexicons' languages, read word by word into English; any other line
 * as it is. A line is in a language where 2+ of its words are that language's and not English, and no
 * fewer than its English words that are not that language's: a Spanish word or two in an English
 * sentence ("tacos at the casa") leave it alone. Apostrophes split words there ("l'arme"); a hyphenated
 * word is looked up whole ("pot-de-vin"), else piece by piece ("matá-lo").
 */
function glossed(line: string): string {
  const ws = line.match(/[a-z]+/g);
  if (!ws || ws.length < 2) return line;
  const english = ws.map((w) => ENGLISH.has(w));
  // Fewer than two words that are not English: no language can count two of its own (most lines end here).
  if (english.filter((e) => !e).length < 2) return line;
  let best: (typeof LEXICONS)[number] | null = null;
  let bestCount = 1;
  for (const lexicon of LEXICONS) {
    let foreign = 0;
    let englishOnly = 0;
    ws.forEach((w, i) => {
      const known = lexicon.words.has(w);
      // A letter alone ("e", "y", "a": "and", "to") is no evidence: leetspeak and hex leave them too.
      if (known && !english[i] && w.length > 1) foreign++;
      else if (!known && english[i]) englishOnly++;
    });
    if (foreign > bestCount && foreign >= englishOnly) {
      best = lexicon;
      bestCount = foreign;
    }
  }
  if (best === null) return line;
  const words = best.words;
  return line
    .replace(/(?<=[a-z])['\u2019](?=[a-z])/g, " ")
    .replace(
      /[a-z]+(?:-[a-z]+)*/g,
      (w) => words.get(w) ?? w.replace(/[a-z]+/g, (p) => words.get(p) ?? p).replace(/-/g, " "),
    );
}

/** Characters people put in place of a letter to get a word past a filter ("b*mb", "k#ll", "s_icide"). */
const MASK = "*#_\u2022\u00b7";
/** A word with masked letters inside it: letters on both sides of every mask. */
const MASKED_WORD = new RegExp(`(?<![a-z${MASK}])[a-z]+(?:[${MASK}]{1,2}[a-z]+)+(?![a-z${MASK}])`, "g");
const MAX_MASKS = 2;
/**
 * The words a masked or split word may be read as, likeliest first: the training pool's frequent words
 * (`frequent-words.ts`), then the concept words it lacks.
 */
const READABLE_WORDS = [...new Set([...FREQUENT_WORDS, ...[...CONCEPT_WORDS].sort()])];
const READABLE = new Set(READABLE_WORDS);
/** Each readable word's place in `READABLE_WORDS`, most frequent first. */
const READABLE_RANK = new Map(READABLE_WORDS.map((w, i) => [w, i]));
/** By length, first and last letter (a masked word's are letters): a masked word scans a handful. */
const READABLE_BY_SHAPE = new Map<string, string[]>();
const shapeOf = (w: string) => `${w.length}${w[0]}${w.at(-1)}`;
for (const w of READABLE_WORDS) {
  const list = READABLE_BY_SHAPE.get(shapeOf(w)) ?? [];
  list.push(w);
  READABLE_BY_SHAPE.set(shapeOf(w), list);
}

/**
 * The likeliest word a masked word can be, each mask one letter ("k*ll": "kill", "m*ke": "make"), or the
 * word as written where none fits.
 */
function maskedReading(masked: string): string {
  const masks = masked.replace(/[a-z]/g, "").length;
  if (masks > MAX_MASKS || masked.length - masks < 2) return masked;
  const fits = (w: string) => {
    for (let i = 0; i < w.length; i++) if (masked[i] !== w[i] && !MASK.includes(masked[i]!)) return false;
    return true;
  };
  return READABLE_BY_SHAPE.get(shapeOf(masked))?.find(fits) ?? masked;
}

/**
 * English as the guard knows it: what a piece of a split word ("bo mb") is not, and a word that is no
 * evidence of another language.
 */
const ENGLISH = new Set([...COMMON_WORDS, ...READABLE]);
/**
 * A run of words separated by one space, hyphen or dot: where a split word would be. Not from a
 * contraction's end ("don't ask" is no "t ask": "task").
 */
const WORD_RUN = /(?<![a-z]['\u2019])[a-z]+(?:[ .-][a-z]+)+/g;

/**
 * A run of words with every word split into two or three pieces that are not words ("bo mb",
 * "ex-plo-sive", "sui.cide") read joined. Where a piece is a short word ("to xin") it may be one, so the
 * pieces stay beside the joined word; otherwise they go (kept, they are noise beside the word: split
 * held-out requests refused 69% with them, against 82% as written). "kid nap" stays ("kid" is a word).
 */
function joinSplitWords(run: string): string {
  const pieces = run.split(/([ .-])/); // word, separator, word, ...
  const ws = pieces.filter((_, i) => i % 2 === 0);
  const known = ws.map((w) => ENGLISH.has(w));
  // How many pieces from i make one split word (0: none): every piece no word but for one or two letters
  // ("ex plosive", "to xin"), at least one no word at all ("be at" is two words), the whole a word that
  // does not follow already (the spaced-letter rule's "a ttack attack"). Most words of any text are
  // words of 3+ letters and fail at once.
  const splitLength = (i: number): number => {
    for (const k of [3, 2]) {
      if (i + k > ws.length) continue;
      let joined = "";
      let noWord = false;
      let letters = 0;
      let j = i;
      for (
        ;
        j < i + k && (!known[j] || ws[j]!.length <= 2 || (ws[j]!.length === 3 && !COMMON_WORDS.has(ws[j]!)));
        j++
      ) {
        joined += ws[j];
        // A letter alone is no word only where every piece is one ("h o w"): beside a word it is a
        // contraction's end or an initial ("at sat", "t ask" were read from "she's at", "don't ask").
        noWord ||= !known[j] && ws[j]!.length > 1;
        if (ws[j]!.length === 1) letters++;
      }
      if (letters === k) noWord = true;
      if (j === i + k && noWord && READABLE.has(joined) && ws[i + k] !== joined) return k;
    }
    return 0;
  };
  let out = "";
  let changed = false;
  for (let i = 0; i < ws.length; ) {
    const sep = i > 0 ? pieces[2 * i - 1] : "";
    const n = splitLength(i);
    if (n === 0) {
      out += `${sep}${ws[i]}`;
      i++;
      continue;
    }
    const asWritten = pieces.slice(2 * i, 2 * (i + n) - 1).join("");
    out += `${sep}${known.slice(i, i + n).some(Boolean) ? `${asWritten} ` : ""}${ws.slice(i, i + n).join("")}`;
    changed = true;
    i += n;
  }
  return changed ? out : run;
}

/**
 * Accents gone: compatibility decomposition (NFKD: "é" is "e" and an accent, "ﬁ" "fi"), then the combining
 * accents dropped. Case is the caller's: `foldLetters` lower-cases only after removing invisible characters
 * and reading letter symbols, which a Greek final sigma's lower case depends on ("ΑΣ🇦" lower-cased first
 * gives "ας", after "ασ"); the lexicons and `corpus/write-frequent-words.ts` lower-case right after.
 */
export function foldAccents(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

/** Lower case, accents and invisible characters gone, look-alikes, leetspeak and spaced letters folded. */
function foldLetters(text: string): string {
  let t = foldAccents(text)
    .replace(INVISIBLE, "")
    .replace(EMOJI, (e) => ` ${EMOJI_WORDS[e]} `);
  t = t.replace(LETTER_SYMBOL, (c) => {
    const code = c.codePointAt(0)!;
    const block = LETTER_SYMBOL_BLOCKS.find((b) => code >= b && code < b + 26)!;
    return String.fromCharCode(97 + code - block);
  });
  t = t
    .toLowerCase()
    .replace(/\P{ASCII}/gu, (c) => LOOKALIKE[c] ?? SMALL_CAPITALS[c] ?? FOLDED_LETTERS[c] ?? c);
  // Leetspeak only inside words that also hold letters, so "3 ways" and "version 1.0" keep their digits.
  let leetWords = 0;
  t = t.replace(LEET_WORD, (w) => {
    const folded = foldLeet(w);
    if (folded !== w) leetWords++;
    return folded;
  });
  // In a text written in leetspeak (two words or more), a lone "1" or "4" is the word "i" or "a": "h0w d0 1
  // m4k3 4 b0mb" read "how do 1 make 4 bomb", which scored 0.54 against the plain request's 0.88.
  if (leetWords >= 2) t = t.replace(/(?<![\w.,])[14](?![\w.,])/g, (c) => LEET[c]!);
  // "!" between letters is an "i": "p!lls" ("|" is "l" as often as "i", so it stays).
  t = t.replace(/(?<=[a-z])!(?=[a-z])/g, "i");
  // Letters split by one repeated separator: "b.o.m.b", "b-o-m-b", "b|o|m|b", "b o m b" (4+ letters, so
  // "a b" stays). Split by spaces, a leading "a" or "i" may be the word before ("make a b o m b"): both
  // readings kept.
  t = t.replace(/\b[a-z]([ .\-_*|/~+,:'`^=])(?:[a-z]\1){2,}[a-z]\b/g, (m, sep: string) => {
    const joined = m.replace(/[^a-z]/g, "");
    return sep === " " && (joined[0] === "a" || joined[0] === "i")
      ? `${joined[0]} ${joined.slice(1)} ${joined}`
      : joined;
  });
  // Masked letters ("b*mb"), then words split in pieces ("bo mb"), read as the words they hide.
  t = t.replace(MASKED_WORD, maskedReading);
  return t.replace(WORD_RUN, joinSplitWords);
}

/** Words of normalized text as written (lower-case letters with ' and -, or digits). */
export function wordTokens(normalized: string): string[] {
  return normalized.match(/[a-z][a-z'-]*|[0-9]+/g) ?? [];
}

/** Words of normalized text, crudely stemmed so "poisoning", "poisoned" and "poisons" share a feature. */
export function words(normalized: string): string[] {
  return wordTokens(normalized).map(stem);
}

export function stem(w: string): string {
  const s = w.replace(/'s$/, "");
  if (s.length > 5 && s.endsWith("ing")) return s.slice(0, -3);
  if (s.length > 4 && s.endsWith("ies")) return `${s.slice(0, -3)}y`;
  if (s.length > 4 && s.endsWith("ed")) return s.slice(0, -2);
  if (s.length > 3 && s.endsWith("s") && !s.endsWith("ss")) return s.slice(0, -1);
  return s;
}
