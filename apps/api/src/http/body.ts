/**
 * Request bodies read with a cap enforced while reading: a body past the limit is answered 413 as soon as
 * its bytes pass it (or at once, from Content-Length), never after holding it all in memory.
 */
import { badRequest, payloadTooLarge } from "../errors.ts";

/** Largest request body (bytes): a 200,000-character message as JSON, unless written with \u escapes. */
export const MAX_BODY_BYTES = 1 << 20;

/** The body as text: 413 past `limit` bytes, 400 when it is not UTF-8. */
export async function readBodyText(req: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge("body", limit);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge("body", limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest("body: not valid UTF-8", { field: "body" });
  }
}

/** The body as JSON: `{}` for an empty optional body, 400 for a missing or malformed one. */
export async function readJson(req: Request, optional = false, limit = MAX_BODY_BYTES): Promise<unknown> {
  const text = await readBodyText(req, limit);
  if (text.trim() === "") {
    if (optional) return {};
    throw badRequest("body: a JSON object is required", { field: "body" });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("body: malformed JSON", { field: "body" });
  }
}
