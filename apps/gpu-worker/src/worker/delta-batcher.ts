/**
 * Groups engine tokens into delta events: a sentence, or ~50 ms of tokens, whichever comes first, so the
 * log carries a few events per second per answer instead of one per token; the first token is sent at
 * once. Pure: the clock is passed in.
 */
export type PendingDelta = { text: string; tokens: number };

export class DeltaBatcher {
  private text = "";
  private tokens = 0;
  private since = 0;
  private first = true;

  constructor(private readonly maxDelayMs = 50) {}

  /** Adds engine output; returns a batch to publish now, or null to keep collecting. */
  add(text: string, tokens: number, nowMs: number): PendingDelta | null {
    if (this.tokens === 0 && this.text === "") this.since = nowMs;
    this.text += text;
    this.tokens += tokens;
    // The first token goes out at once: time to first token is what users feel most.
    if (this.first || endsSentence(this.text) || nowMs - this.since >= this.maxDelayMs) {
      this.first = false;
      return this.take();
    }
    return null;
  }

  /** Whatever is left (at the end of the answer, or when the timer fires). */
  flush(): PendingDelta | null {
    return this.text === "" && this.tokens === 0 ? null : this.take();
  }

  /** True when a batch has waited at least the delay (the caller's timer checks it). */
  due(nowMs: number): boolean {
    return this.text !== "" && nowMs - this.since >= this.maxDelayMs;
  }

  private take(): PendingDelta {
    const out = { text: this.text, tokens: this.tokens };
    this.text = "";
    this.tokens = 0;
    return out;
  }
}

function endsSentence(text: string): boolean {
  return /[.!?。！？]["')\]]?\s*$|\n\s*$/.test(text);
}
