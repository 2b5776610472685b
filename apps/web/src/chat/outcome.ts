/**
 * What an answer's ending or a refused request means to a person, so each is shown as people expect: a
 * limit with the time to retry, a "busy, try again" from the shedding ladder, a safety refusal, an
 * error. Pure.
 */
export type Done = {
  finish: "stop" | "length" | "stopped" | "refused" | "error";
  detail?: string;
  retryAfterSeconds?: number;
  category?: string;
};

export type Notice =
  | { kind: "limit"; text: string; retryAfterSeconds: number | null }
  | { kind: "busy"; text: string; retryAfterSeconds: number | null }
  | { kind: "safety"; text: string }
  | { kind: "stopped"; text: string }
  | { kind: "error"; text: string };

/** The notice an answer's `done` calls for (null when it simply finished). */
export function noticeForDone(done: Done): Notice | null {
  switch (done.finish) {
    case "stop":
      return null;
    case "length":
      return { kind: "stopped", text: "The answer reached its length limit." };
    case "stopped":
      return { kind: "stopped", text: "Stopped." };
    case "refused":
      // "Busy, try again" from the shedding ladder always says when to retry; any other refusal is the
      // safety check's (its category is missing only when the guard could not name one in time).
      if (done.category || done.retryAfterSeconds === undefined || done.retryAfterSeconds === null)
        return { kind: "safety", text: done.detail || "I can't help with that request." };
      return {
        kind: "busy",
        text: `The service is busy right now. Please try again${retryIn(done.retryAfterSeconds ?? null)}.`,
        retryAfterSeconds: done.retryAfterSeconds ?? null,
      };
    case "error":
      return {
        kind: "error",
        text: done.detail || "Something went wrong while answering. Please try again.",
      };
    default: {
      const never: never = done.finish;
      return never;
    }
  }
}

/**
 * The notice of an answer read back from the conversation (a reload, another device): what its `done` said,
 * except a busy refusal's retry hint, which was for then.
 */
export function noticeForStoredAnswer(m: {
  finish?: string | null;
  detail?: string;
  category?: string;
  retryAfterSeconds?: number;
}): Notice | null {
  if (!m.finish) return null;
  const n = noticeForDone({
    finish: m.finish as Done["finish"],
    ...(m.detail ? { detail: m.detail } : {}),
    ...(m.category ? { category: m.category } : {}),
    ...(m.retryAfterSeconds !== undefined ? { retryAfterSeconds: m.retryAfterSeconds } : {}),
  });
  if (n?.kind !== "busy") return n;
  return {
    kind: "busy",
    text: "The service was busy, so this message was not answered. Send it again to retry.",
    retryAfterSeconds: null,
  };
}

/** The notice for a refused request (an HTTP error before any answer started). */
export function noticeForHttp(
  status: number,
  code: string,
  message: string,
  retryAfter: number | null,
): Notice {
  if (status === 429) {
    const what =
      code === "too_many_streams"
        ? "Too many answers are streaming at once."
        : code.startsWith("too_many")
          ? "Too many requests."
          : "You have reached your message limit for now.";
    return { kind: "limit", text: `${what} Try again${retryIn(retryAfter)}.`, retryAfterSeconds: retryAfter };
  }
  if (status === 503)
    return {
      kind: "busy",
      text: `The service is unavailable for a moment. Please try again${retryIn(retryAfter)}.`,
      retryAfterSeconds: retryAfter,
    };
  return { kind: "error", text: message || `Request failed (${status}).` };
}

/** " in 3 min" / " in 20 s" / "" (no hint). */
export function retryIn(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return " soon";
  if (seconds < 90) return ` in ${Math.ceil(seconds)} s`;
  if (seconds < 5400) return ` in ${Math.ceil(seconds / 60)} min`;
  return ` in ${Math.round(seconds / 360) / 10} h`;
}

/** The remaining budget from `RateLimit-*` headers as a share, or null when the api sent none. */
export function budgetShare(limit: string | null, remaining: string | null): number | null {
  const l = Number(limit);
  const r = Number(remaining);
  if (!limit || !remaining || !Number.isFinite(l) || !Number.isFinite(r) || l <= 0) return null;
  return Math.max(0, Math.min(1, r / l));
}
