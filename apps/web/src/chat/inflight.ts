/**
 * The answer being written, kept in localStorage as it streams, so a reload (or a crash) resumes it by its
 * last event id and shows the text already received at once: nothing is lost, nothing is read twice.
 */
export type Inflight = {
  conversationId: string;
  /** The id to resume by: the `meta` event's messageId once seen, the key we sent before that. */
  messageId: string;
  lastEventId: number;
  text: string;
  model: string | null;
};

const KEY = "chat.inflight";

export function loadInflight(): Inflight | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "null") as Inflight | null;
    return v && typeof v.messageId === "string" && typeof v.lastEventId === "number" ? v : null;
  } catch {
    return null;
  }
}

export function saveInflight(v: Inflight): void {
  localStorage.setItem(KEY, JSON.stringify(v));
}

export function clearInflight(): void {
  localStorage.removeItem(KEY);
}
