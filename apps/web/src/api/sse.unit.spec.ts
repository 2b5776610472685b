import { describe, expect, it } from "vitest";
import { SseParser } from "./sse.ts";

describe("SseParser", () => {
  it("parses events split anywhere across chunks, CRLF included", () => {
    const text =
      'id: 1\r\nevent: meta\r\ndata: {"a":1}\r\n\r\n: keep-alive\n\nid: 2\nevent: delta\ndata: x\ndata: y\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      const p = new SseParser();
      const evs = [...p.feed(text.slice(0, cut)), ...p.feed(text.slice(cut))];
      expect(evs).toEqual([
        { id: 1, event: "meta", data: '{"a":1}' },
        { id: 2, event: "delta", data: "x\ny" },
      ]);
    }
  });

  it("keeps the last id for an event without one, and ignores a malformed id", () => {
    const p = new SseParser();
    expect(p.feed("id: 7\ndata: a\n\nid: x7\ndata: b\n\n")).toEqual([
      { id: 7, event: "message", data: "a" },
      { id: 7, event: "message", data: "b" },
    ]);
  });
});
