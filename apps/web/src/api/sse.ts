/**
 * An incremental Server-Sent Events parser (the WHATWG rules the api's streams need: `id`, `event`,
 * `data`, comments). Pure, so it is tested without a browser; `feed` takes text as it arrives in chunks.
 *
 * @example
 *   const p = new SseParser();
 *   for (const ev of p.feed("id: 1\nevent: meta\ndata: {}\n\n")) handle(ev);
 */
export type SseEvent = { id: number | null; event: string; data: string };

export class SseParser {
  private buffer = "";
  private id: number | null = null;
  private event = "";
  private data: string[] = [];

  feed(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const out: SseEvent[] = [];
    let nl = this.buffer.search(/\r\n|\r|\n/);
    while (nl >= 0) {
      const line = this.buffer.slice(0, nl);
      const width = this.buffer.startsWith("\r\n", nl) ? 2 : 1;
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (this.buffer[nl] === "\r" && width === 1 && nl === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(nl + width);
      const ev = this.line(line);
      if (ev) out.push(ev);
      nl = this.buffer.search(/\r\n|\r|\n/);
    }
    return out;
  }

  private line(line: string): SseEvent | null {
    if (line === "") {
      if (this.data.length === 0) {
        this.event = "";
        return null;
      }
      const ev = { id: this.id, event: this.event || "message", data: this.data.join("\n") };
      this.event = "";
      this.data = [];
      return ev;
    }
    if (line.startsWith(":")) return null;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") this.data.push(value);
    else if (field === "event") this.event = value;
    else if (field === "id" && /^\d+$/.test(value)) this.id = Number(value);
    return null;
  }
}
