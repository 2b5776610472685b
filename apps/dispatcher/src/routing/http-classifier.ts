/**
 * A classifier behind an external HTTP service. Request: POST `url` with JSON
 * `{ text, contentTokens, depth, tier, previousTurnTokens }`; response: `{ "score": <number in [0, 1]> }`.
 * Its own timeout bounds each call even when the caller passes no signal.
 */
import { z } from "zod";
import type { DifficultyClassifier, RouterInput } from "./types.ts";

export const HttpScoreResponse = z.object({ score: z.number().min(0).max(1) });

export type ClassifierErrorCode = "timeout" | "aborted" | "network" | "http_status" | "bad_response";

export class ClassifierError extends Error {
  constructor(
    readonly code: ClassifierErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "ClassifierError";
  }
}

export type HttpClassifierOptions = {
  url: string;
  timeoutMs: number;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
};

export class HttpClassifier implements DifficultyClassifier {
  readonly name = "http";
  private readonly url: URL;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: HttpClassifierOptions) {
    try {
      this.url = new URL(options.url);
    } catch {
      throw new TypeError(`HttpClassifier: url is not a valid URL: ${JSON.stringify(options.url)}`);
    }
    if (!(options.timeoutMs > 0)) {
      throw new RangeError(`HttpClassifier: timeoutMs must be positive, got ${options.timeoutMs}`);
    }
    this.timeoutMs = options.timeoutMs;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async score(input: RouterInput, signal?: AbortSignal): Promise<number> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const body = JSON.stringify({
      text: input.text,
      contentTokens: input.contentTokens,
      depth: input.depth,
      tier: input.tier,
      previousTurnTokens: input.previousTurnTokens ?? [],
    });
    let response: Response;
    let json: unknown;
    try {
      response = await this.fetchImpl(this.url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body,
        signal: combined,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ClassifierError(
          "http_status",
          `classifier ${this.url.host} answered HTTP ${response.status}`,
        );
      }
      json = await response.json();
    } catch (error) {
      if (error instanceof ClassifierError) throw error;
      if (timeout.aborted) {
        throw new ClassifierError("timeout", `classifier ${this.url.host} took over ${this.timeoutMs} ms`, {
          cause: error,
        });
      }
      if (signal?.aborted)
        throw new ClassifierError("aborted", "classifier call aborted by caller", { cause: error });
      const kind = error instanceof SyntaxError ? "bad_response" : "network";
      throw new ClassifierError(kind, `classifier ${this.url.host}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const parsed = HttpScoreResponse.safeParse(json);
    if (!parsed.success) {
      throw new ClassifierError(
        "bad_response",
        `classifier ${this.url.host} answered ${JSON.stringify(json).slice(0, 200)}, expected {score: number in [0, 1]}`,
      );
    }
    return parsed.data.score;
  }
}
