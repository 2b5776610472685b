/**
 * Splits streamed answer text into the pieces the output check reads before they are shown: sentences,
 * list items and lines (a newline always ends a piece), and, inside a fenced code block, single lines.
 * A period does not end a sentence after an abbreviation ("e.g.", "Dr.", "U.S."), an initial, inside a
 * number ("3.14") or before a lower-case word; CJK full stops end one at once. A piece never grows past
 * `maxChars` (cut at a space), so a run-on sentence cannot hold the stream back for long.
 * The pieces concatenate to exactly the text pushed. Pure.
 *
 * @example
 *   const s = new SentenceSplitter();
 *   s.push("Dr. Smith arrived. He sa"); // ["Dr. Smith arrived. "]
 *   s.push("t down.");                   // [] (the end of "He sat down." is known only at the next word)
 *   s.flush();                           // ["He sat down."]
 */

const ABBREVIATIONS = new Set([
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "sr",
  "jr",
  "st",
  "vs",
  "etc",
  "e.g",
  "i.e",
  "eg",
  "ie",
  "cf",
  "al",
  "inc",
  "ltd",
  "co",
  "corp",
  "no",
  "vol",
  "fig",
  "approx",
  "min",
  "max",
  "dept",
  "est",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
  "u.s",
  "u.k",
  "a.m",
  "p.m",
  "ph.d",
]);
const CLOSERS = `"')]}\u201d\u2019\u00bb`;
const CJK_END = "\u3002\uff01\uff1f";

export class SentenceSplitter {
  private buf = "";
  private scan = 0;
  private inCode = false;
  private pieces = 0;

  /**
   * @param maxChars longest piece (cut at a space beyond it)
   * @param firstWords the first piece ends after this many words even mid-sentence (0: off), so the
   *   first text of an answer is not held for a whole sentence: it is what the reader waits for.
   */
  constructor(
    private readonly maxChars = 320,
    private readonly firstWords = 0,
  ) {}

  /** Adds text; returns the pieces now known to be complete. */
  push(text: string): string[] {
    this.buf += text;
    const out: string[] = [];
    for (;;) {
      const sentence = this.findCut();
      const first = this.firstCut();
      const cut = sentence === null ? first : first === null ? sentence : Math.min(sentence, first);
      if (cut === null) break;
      out.push(this.take(cut));
    }
    while (this.buf.length > this.maxChars) out.push(this.take(this.longCut()));
    return out;
  }

  /** The rest, at the end of the answer. */
  flush(): string[] {
    const out = this.push("");
    if (this.buf) out.push(this.take(this.buf.length));
    return out;
  }

  private take(cut: number): string {
    const piece = this.buf.slice(0, cut);
    this.buf = this.buf.slice(cut);
    this.scan = 0;
    this.pieces++;
    if (/^\s*(```|~~~)/.test(piece)) this.inCode = !this.inCode;
    return piece;
  }

  /** After `firstWords` words and the space that follows, while no piece has been cut yet. */
  private firstCut(): number | null {
    if (this.pieces > 0 || this.firstWords <= 0 || this.inCode) return null;
    const m = new RegExp(`^\\s*(?:\\S+\\s+){${this.firstWords}}`).exec(this.buf);
    return m && m[0].length < this.buf.length ? m[0].length : null;
  }

  private longCut(): number {
    const space = this.buf.lastIndexOf(" ", this.maxChars);
    return space > this.maxChars / 2 ? space + 1 : this.maxChars;
  }

  /** Index just after the first complete piece, or null when more text is needed to know. */
  private findCut(): number | null {
    const b = this.buf;
    for (let i = this.scan; i < b.length; i++) {
      const c = b[i]!;
      if (c === "\n") return i + 1;
      if (this.inCode || (!".!?\u2026".includes(c) && !CJK_END.includes(c))) continue;
      let j = i + 1;
      while (j < b.length && CLOSERS.includes(b[j]!)) j++;
      if (CJK_END.includes(c)) {
        if (j === b.length && j === i + 1) {
          this.scan = i;
          return null;
        }
        return j;
      }
      if (j === b.length) {
        this.scan = i;
        return null;
      }
      if (!/\s/.test(b[j]!)) continue;
      let k = j;
      while (k < b.length && b[k] === " ") k++;
      if (k === b.length) {
        this.scan = i;
        return null;
      }
      if (b[k] === "\n") return k + 1;
      if (c === "." && !this.endsSentence(b, i, b[k]!)) continue;
      return k;
    }
    this.scan = b.length;
    return null;
  }

  /** A period at `dot` followed by a space and then `next`: the end of a sentence? */
  private endsSentence(b: string, dot: number, next: string): boolean {
    if (/[a-z]/.test(next)) return false;
    const lineStart = b.lastIndexOf("\n", dot) + 1;
    if (/^\s*(\d+|[a-zA-Z])$/.test(b.slice(lineStart, dot))) return false; // a list marker: "1. ", "a. "
    const before = /([A-Za-z][A-Za-z.]*)$/.exec(b.slice(Math.max(0, dot - 12), dot))?.[1] ?? "";
    if (before.length === 1 && /[A-Z]/.test(before)) return false; // an initial: "J. Smith"
    return !ABBREVIATIONS.has(before.toLowerCase());
  }
}

/** Every piece of a whole text (for tests and offline checks). */
export function splitSentences(text: string, maxChars?: number): string[] {
  const s = new SentenceSplitter(maxChars);
  return [...s.push(text), ...s.flush()];
}
