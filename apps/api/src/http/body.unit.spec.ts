import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { ChatError } from "../errors.ts";
import { readBodyText, readJson } from "./body.ts";

const req = (headers: Record<string, string> = {}) => new Request("http://x/", { method: "POST", headers });

describe("reading a node request's body directly", () => {
  it("joins its chunks and decodes them, multi-byte characters split across chunks included", async () => {
    const body = new PassThrough();
    const text = readBodyText(req(), 100, body);
    const bytes = Buffer.from('{"a":"héllo"}');
    body.write(bytes.subarray(0, 8)); // splits the two bytes of "é"
    body.end(bytes.subarray(8));
    expect(await text).toBe('{"a":"héllo"}');
  });

  it("answers 413 once the bytes pass the cap, and reads no further", async () => {
    const body = new PassThrough();
    const text = readBodyText(req(), 10, body);
    body.write(Buffer.alloc(8, 0x20));
    body.write(Buffer.alloc(8, 0x20));
    const err = await text.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChatError);
    expect((err as ChatError).kind).toBe("too_large");
    expect(body.isPaused()).toBe(true);
  });

  it("refuses at once a declared length past the cap, before any byte", async () => {
    const body = new PassThrough();
    const err = await readBodyText(req({ "content-length": "11" }), 10, body).catch((e: unknown) => e);
    expect((err as ChatError).kind).toBe("too_large");
  });

  it("ends with a clear 400 when the connection closes before the body ends (no wait without an end)", async () => {
    const body = new PassThrough();
    const text = readBodyText(req(), 100, body);
    body.write("{");
    body.destroy();
    const err = await text.catch((e: unknown) => e);
    expect((err as ChatError).kind).toBe("invalid");
    expect(String((err as Error).message)).toMatch(/closed before the body ended/);
  });

  it("refuses a body that does not arrive in full by its deadline (408), and reads no further", async () => {
    const body = new PassThrough();
    const text = readBodyText(req(), 100, body, 50);
    body.write("{");
    const err = await text.catch((e: unknown) => e);
    expect((err as ChatError).kind).toBe("timeout");
    expect((err as ChatError).code).toBe("body_timeout");
    expect(body.isPaused()).toBe(true);
  });

  it("says which of bad UTF-8 and malformed JSON it is", async () => {
    const bad = new PassThrough();
    const a = readBodyText(req(), 100, bad);
    bad.end(Buffer.from([0xff, 0xfe]));
    expect(String(await a.catch((e: unknown) => e))).toMatch(/not valid UTF-8/);
    const json = new PassThrough();
    const b = readJson(req(), false, 100, json);
    json.end("{nope");
    expect(String(await b.catch((e: unknown) => e))).toMatch(/malformed JSON/);
  });
});
