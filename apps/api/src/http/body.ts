/**
 * Request bodies read with a cap enforced while reading: a body past the limit is answered 413 as soon as
 * its bytes pass it (or at once, from Content-Length), never after holding it all in memory.
 */
import type { Readable } from "node:stream";
import { badRequest, payloadTooLarge, requestTimeout } from "../errors.ts";

/** Largest request body (bytes): a 200,000-character message as JSON, unless written with \u escapes. */
export const MAX_BODY_BYTES = 1 << 20;

/** A body not received in full by then is refused (408): a client sending a byte a minute holds nothing. */
export const BODY_DEADLINE_MS = 30_000;

/**
 * The body as text: 413 past `limit` bytes, 400 when it is not UTF-8. `incoming`: the node request behind
 * `req` (the node server's), read directly: the web stream over it costs more than the rest of a submit's
 * parsing (the submit-rate bench's profile).
 */
export async function readBodyText(
  req: Request,
  limit = MAX_BODY_BYTES,
  incoming?: Readable,
  deadlineMs = BODY_DEADLINE_MS,
): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw payloadTooLarge("body", limit);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (incoming?.readableEnded) return "";
  if (incoming) {
    size = await new Promise<number>((resolve, reject) => {
      let read = 0;
      const timer = setTimeout(() => {
        incoming.pause();
        done(requestTimeout("body", deadlineMs));
      }, deadlineMs);
      const done = (err: unknown, n = read) => {
        clearTimeout(timer);
        incoming.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
        err ? reject(err) : resolve(n);
      };
      const onData = (chunk: Uint8Array) => {
        read += chunk.byteLength;
        if (read <= limit) return void chunks.push(chunk);
        // Nothing more of this body is read; the 413 still goes out on the connection (not destroyed).
        incoming.pause();
        done(payloadTooLarge("body", limit));
      };
      const onEnd = () => done(null);
      const onError = (err: Error) => done(err);
      // Closed before its end (the client went away): never a wait without an end.
      const onClose = () =>
        done(badRequest("body: the connection closed before the body ended", { field: "body" }));
      incoming.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
    });
  } else {
    if (!req.body) return "";
    const reader = req.body.getReader();
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
export async function readJson(
  req: Request,
  optional = false,
  limit = MAX_BODY_BYTES,
  incoming?: Readable,
): Promise<unknown> {
  const text = await readBodyText(req, limit, incoming);
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
