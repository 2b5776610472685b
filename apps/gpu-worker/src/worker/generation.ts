/**
 * Runs one generation on the local engine and writes it to the log: `started`, batched `delta`s and one
 * `finished`. A stop request (the signal) aborts the engine request at once; a runaway answer that
 * repeats itself is cut off. Every event id is deterministic, so a retried publish is deduplicated.
 */
import {
  AbandonMessage,
  type EventPublisher,
  eventIds,
  type FinishReason,
  type Usage,
  type WorkItem,
} from "@chat/events";
import type { Checker } from "@chat/events/safety";
import type { EngineClient } from "@chat/platform";
import { DeltaBatcher } from "./delta-batcher.ts";
import { isRepeating } from "./repetition.ts";
import { lastUserMessage, outputRefusal, SentenceGuard } from "./sentence-guard.ts";

export type GenerationDeps = {
  engine: EngineClient;
  publisher: EventPublisher;
  replicaId: string;
  now: () => Date;
  /** Delay before a partial sentence is flushed as a delta. */
  deltaDelayMs?: number;
  /** Aborted when the worker dies: nothing more is published for this generation. */
  kill?: AbortSignal;
  /**
   * Aborted when the replica gives its answers up (its engine failed): what was already handed to the
   * publisher still reaches the log, nothing after it, and the work item is left for the failover.
   */
  abandon?: AbortSignal;
  /**
   * Asked when the engine request fails (not a stop): true when the engine itself is down, so this answer
   * is given up for another replica to continue instead of ending in `error`. The agent then aborts `abandon`.
   */
  engineFailed?: (err: unknown) => Promise<boolean>;
  /** Called once, when the engine's first token for this generation arrives (the agent's start rate). */
  onFirstToken?: () => void;
  /** The model version the engine serves, recorded on `finished` (rollouts compare versions by it). */
  version?: string;
  /** The output safety check: each sentence is held until it passes (sentence-guard.ts). */
  outputCheck?: Checker;
  /** Delay the output check added to a sentence, ms (for metrics). */
  onSentenceDelay?: (ms: number) => void;
};

export type GenerationOutcome = { finish: FinishReason; usage: Usage; text: string; detail?: string };

export async function runGeneration(
  item: WorkItem,
  deps: GenerationDeps,
  stop: AbortSignal,
  onProgress: () => void = () => {},
): Promise<GenerationOutcome> {
  const { engine, publisher, replicaId } = deps;
  const base = { userId: item.userId, conversationId: item.conversationId, messageId: item.messageId };
  const time = () => deps.now().toISOString();

  // Not awaited here: the engine call starts at once; every delta is chained after it, so the log still
  // holds `started` before the first delta.
  const started = publisher.publish({
    ...base,
    id: eventIds.started(item.messageId, item.attempt),
    type: "generation.started",
    v: 1,
    time: time(),
    replicaId,
    model: engine.model,
    attempt: item.attempt,
  });

  const prior = item.continueFrom;
  let seq = prior?.seq ?? 0;
  let text = prior?.text ?? "";
  let outputTokens = prior?.tokens ?? 0;
  let usage: Usage = { input: item.promptTokens, cached: 0, output: outputTokens };
  let finish: FinishReason = "error";
  let detail: string | undefined;
  /** The engine's own error, for ops (it names internal hosts): never what the user reads. */
  let engineError: string | undefined;

  const batcher = new DeltaBatcher(deps.deltaDelayMs ?? 50);
  started.catch(() => {}); // surfaced by `await publishing` below; not an unhandled rejection meanwhile
  let publishing: Promise<unknown> = started;
  const gaveUp = () => deps.kill?.aborted || deps.abandon?.aborted;
  const emit = (batch: { text: string; tokens: number }) => {
    if (gaveUp()) return;
    seq += 1;
    const ev = {
      ...base,
      id: eventIds.delta(item.messageId, seq),
      type: "generation.delta" as const,
      v: 1 as const,
      time: time(),
      seq,
      text: batch.text,
      tokens: batch.tokens,
      attempt: item.attempt,
    };
    // Deltas are chained so they reach the log in order, while the engine keeps streaming.
    publishing = publishing.then(() => publisher.publish(ev));
    onProgress();
  };
  const timer = setInterval(
    () => {
      if (batcher.due(Date.now())) {
        const b = batcher.flush();
        if (b) emit(b);
      }
    },
    Math.max(10, (deps.deltaDelayMs ?? 50) / 2),
  );

  let firstTokenSeen = false;
  let firstTokenAt: number | null = null;
  const engineAbort = new AbortController();
  const onStop = () => engineAbort.abort(stop.reason);
  const guard = deps.outputCheck
    ? new SentenceGuard({
        checker: deps.outputCheck,
        question: lastUserMessage(item.prompt),
        release: (t, n) => {
          const b = batcher.add(t, n, Date.now());
          if (b) emit(b);
        },
        onFlag: () => engineAbort.abort(new Error("output safety check")),
        ...(deps.onSentenceDelay ? { onDelay: deps.onSentenceDelay } : {}),
      })
    : null;
  stop.addEventListener("abort", onStop, { once: true });
  deps.kill?.addEventListener("abort", onStop, { once: true });
  deps.abandon?.addEventListener("abort", onStop, { once: true });
  try {
    if (stop.aborted) throw stop.reason ?? new Error("stopped");
    for await (const chunk of engine.stream({
      requestId: `${item.messageId}-${item.attempt}`,
      messages: item.prompt,
      maxTokens: Math.max(1, item.maxAnswerTokens - outputTokens),
      priority: item.priority,
      continueFrom: prior?.text,
      signal: engineAbort.signal,
    })) {
      if (chunk.type === "text") {
        if (!firstTokenSeen) {
          firstTokenSeen = true;
          firstTokenAt = Date.now();
          deps.onFirstToken?.();
        }
        text += chunk.text;
        outputTokens += chunk.tokens;
        if (guard) guard.push(chunk.text, chunk.tokens);
        else {
          const b = batcher.add(chunk.text, chunk.tokens, Date.now());
          if (b) emit(b);
        }
        if (isRepeating(text)) {
          finish = "length";
          detail = "stopped: the answer kept repeating itself";
          engineAbort.abort(new Error("repetition"));
          break;
        }
      } else {
        finish = chunk.finish;
        usage = { ...chunk.usage, output: outputTokens };
      }
    }
  } catch (err) {
    if (stop.aborted) {
      finish = "stopped";
      // Stopped before the engine produced anything: nothing was generated, so nothing is billed beyond
      // what an earlier attempt had already streamed.
      if (!firstTokenSeen && !prior) usage = { input: 0, cached: 0, output: 0 };
    } else if (!gaveUp() && finish !== "length" && !guard?.flagged) {
      if (deps.engineFailed && (await deps.engineFailed(err).catch(() => false))) {
        // The engine is down: the agent has aborted `abandon`; the answer continues on another replica.
      } else {
        finish = "error";
        detail = "The model server failed while answering. Please try again.";
        engineError = String((err as Error).message ?? err).slice(0, 500);
      }
    }
  } finally {
    clearInterval(timer);
    stop.removeEventListener("abort", onStop);
    deps.kill?.removeEventListener("abort", onStop);
    deps.abandon?.removeEventListener("abort", onStop);
  }
  if (deps.kill?.aborted) throw new AbandonMessage("worker killed mid-generation");
  if (deps.abandon?.aborted) {
    // What was handed to the publisher reaches the log before the replica reports its engine down, so the
    // failover continues after exactly the text the client saw.
    await publishing.catch(() => {});
    throw new AbandonMessage("engine down: the answer is left for another replica");
  }
  if (!firstTokenSeen && finish === "error" && !prior) usage = { input: 0, cached: 0, output: 0 };
  await guard?.end();
  const refusal = guard ? outputRefusal(guard) : null;
  if (refusal) {
    finish = "refused";
    detail = refusal.detail;
  }
  // Only text the check released reaches the log, the history and the next prompt.
  if (guard) text = (prior?.text ?? "") + guard.released;
  const rest = batcher.flush();
  if (rest) emit(rest);
  await publishing;
  if (usage.output !== outputTokens) usage = { ...usage, output: outputTokens };
  if (refusal) usage = { ...usage, output: 0 }; // a refused answer is billed as input only

  await publisher.publish({
    ...base,
    id: eventIds.finished(item.messageId),
    type: "generation.finished",
    v: 1,
    time: time(),
    finish,
    usage,
    text,
    model: engine.model,
    replicaId,
    ...(detail ? { detail } : {}),
    ...(engineError ? { engineError } : {}),
    ...(refusal?.category ? { category: refusal.category } : {}),
    ...(refusal ? { safety: refusal.safety } : {}),
    ...(deps.version ? { version: deps.version } : {}),
    ...(firstTokenAt !== null && Number.isFinite(Date.parse(item.queuedAt))
      ? { firstTokenMs: Math.max(0, firstTokenAt - Date.parse(item.queuedAt)) }
      : {}),
    ...(guard ? { outputChecks: { ...guard.checks } } : {}),
  });
  return { finish, usage, text, ...(detail ? { detail } : {}) };
}

/**
 * Ends a work item that is not run: a stop was asked for before it started (queued, or moved by a
 * failover). Only what an earlier attempt streamed is kept and billed.
 */
export async function finishUnrun(
  item: WorkItem,
  deps: Pick<GenerationDeps, "publisher" | "replicaId" | "now" | "engine">,
  finish: "stopped",
  detail: string,
): Promise<GenerationOutcome> {
  const prior = item.continueFrom;
  const usage: Usage = prior
    ? { input: item.promptTokens, cached: 0, output: prior.tokens }
    : { input: 0, cached: 0, output: 0 };
  const text = prior?.text ?? "";
  await deps.publisher.publish({
    userId: item.userId,
    conversationId: item.conversationId,
    messageId: item.messageId,
    id: eventIds.finished(item.messageId),
    type: "generation.finished",
    v: 1,
    time: deps.now().toISOString(),
    finish,
    usage,
    text,
    model: deps.engine.model,
    replicaId: deps.replicaId,
    detail,
  });
  return { finish, usage, text, detail };
}
