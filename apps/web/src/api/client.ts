/**
 * The api as the page uses it: same origin, bearer token, JSON errors turned into `HttpError`s that keep
 * the status, the stable code and `Retry-After`.
 */
import type { Tree, TreeMessage } from "../chat/tree.ts";

export type ConversationSummary = { id: string; title: string; updatedAt?: string; totalTokens?: number };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter: number | null,
  ) {
    super(message);
  }
}

export class Api {
  constructor(private readonly token: () => string | null) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const t = this.token();
    return { ...(t ? { authorization: `Bearer ${t}` } : {}), ...extra };
  }

  async json<T>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<T> {
    const res = await fetch(path, {
      method,
      headers: this.headers(body === undefined ? extra : { "content-type": "application/json", ...extra }),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw await errorOf(res);
    return (await res.json()) as T;
  }

  listConversations(): Promise<{ conversations: ConversationSummary[] }> {
    return this.json("GET", "/v1/conversations?limit=50");
  }
  createConversation(title: string): Promise<ConversationSummary> {
    return this.json("POST", "/v1/conversations", { title });
  }
  async getConversation(id: string): Promise<Tree & { conversation: ConversationSummary }> {
    const r = await this.json<{
      conversation: ConversationSummary;
      messages: TreeMessage[];
      currentLeafId?: string;
    }>("GET", `/v1/conversations/${encodeURIComponent(id)}`);
    return { conversation: r.conversation, messages: r.messages, currentLeafId: r.currentLeafId ?? null };
  }
  rename(id: string, title: string): Promise<unknown> {
    return this.json("PATCH", `/v1/conversations/${encodeURIComponent(id)}`, { title });
  }
  selectLeaf(id: string, currentLeafId: string): Promise<unknown> {
    return this.json("PATCH", `/v1/conversations/${encodeURIComponent(id)}`, { currentLeafId });
  }
  remove(id: string): Promise<unknown> {
    return this.json("DELETE", `/v1/conversations/${encodeURIComponent(id)}`);
  }
  stop(messageId: string): Promise<unknown> {
    return this.json("POST", `/v1/messages/${encodeURIComponent(messageId)}/stop`);
  }

  /** Starts an answer (send or regenerate); the response body is its SSE stream. */
  async startAnswer(path: string, key: string, body: unknown, signal: AbortSignal): Promise<Response> {
    const res = await fetch(path, {
      method: "POST",
      headers: this.headers({
        "content-type": "application/json",
        "idempotency-key": key,
        accept: "text/event-stream",
      }),
      body: JSON.stringify(body),
      signal,
    });
    if (!res.ok) throw await errorOf(res);
    return res;
  }

  /** An answer's events after `lastEventId`: replayed from the log, then live. */
  async resume(messageId: string, lastEventId: number, signal: AbortSignal): Promise<Response> {
    const res = await fetch(`/v1/messages/${encodeURIComponent(messageId)}/stream`, {
      headers: this.headers({ "last-event-id": String(lastEventId), accept: "text/event-stream" }),
      signal,
    });
    if (!res.ok) throw await errorOf(res);
    return res;
  }
}

async function errorOf(res: Response): Promise<HttpError> {
  const retry = res.headers.get("retry-after");
  let code = "http_error";
  let message = `${res.status} ${res.statusText}`;
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return new HttpError(res.status, code, message, retry && /^\d+$/.test(retry) ? Number(retry) : null);
}

/** A new message key (the Idempotency-Key): a retry with the same key never runs twice. */
export function newKey(): string {
  return `w_${crypto.randomUUID().replaceAll("-", "")}`;
}
