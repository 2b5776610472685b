/**
 * Renders an answer's Markdown while it streams. Text may arrive every few milliseconds; parsing runs at
 * most once per animation frame, and only on the tail still being written: a finished block (see
 * `blocks.ts`) is parsed, sanitised and, for code, highlighted once, and its DOM is never touched again.
 * Every piece of HTML goes through DOMPurify: an answer is untrusted text.
 */
import DOMPurify from "dompurify";
import { Marked } from "marked";
import { splitBlocks } from "./blocks.ts";
import { highlight } from "./highlight.ts";

const marked = new Marked({ gfm: true, breaks: false, async: false });

export function renderHtml(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown) as string);
}

/** Fills `el` with a finished block's HTML: sanitised, links opened safely, closed code highlighted. */
function fillBlock(el: HTMLElement, markdown: string, finished: boolean): void {
  el.innerHTML = renderHtml(markdown);
  for (const a of el.querySelectorAll("a")) {
    a.target = "_blank";
    a.rel = "noopener noreferrer nofollow";
  }
  if (finished) for (const code of el.querySelectorAll("pre code")) highlight(code as HTMLElement);
}

export class StreamingMarkdown {
  private text = "";
  private rendered = 0;
  private frame = 0;
  private readonly tail: HTMLElement;
  /** Parses done so far (for tests and the render benchmark). */
  parses = 0;

  constructor(private readonly root: HTMLElement) {
    this.tail = document.createElement("div");
    this.tail.className = "md-tail";
    root.append(this.tail);
  }

  get value(): string {
    return this.text;
  }

  /** Replaces the whole text (a resumed answer); renders on the next frame. */
  set(text: string): void {
    if (!text.startsWith(this.text)) this.reset();
    this.text = text;
    this.schedule();
  }

  append(text: string): void {
    this.text += text;
    this.schedule();
  }

  /** The answer ended: render now and treat the tail as a finished block. */
  finish(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.renderNow(true);
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.renderNow(false);
    });
  }

  private reset(): void {
    for (const el of [...this.root.children]) if (el !== this.tail) el.remove();
    this.rendered = 0;
  }

  private renderNow(final: boolean): void {
    const { done, tail } = splitBlocks(this.text);
    const blocks = final && tail.trim() ? [...done, tail] : done;
    for (; this.rendered < blocks.length; this.rendered++) {
      const el = document.createElement("div");
      el.className = "md-block";
      fillBlock(el, blocks[this.rendered] ?? "", true);
      this.parses++;
      this.root.insertBefore(el, this.tail);
    }
    const rest = final ? "" : tail;
    if (rest.trim()) {
      fillBlock(this.tail, rest, false);
      this.parses++;
    } else this.tail.replaceChildren();
  }
}
