/**
 * The daily check (DESIGN "Routing to the small model"): a sample of small-model messages is also answered
 * by the large model, and the two answers are recorded as one pair for the judge. The user never sees the
 * second answer: it runs as its own generation (`shadowGenerationId`) whose events the gpu-worker writes to
 * the SHADOW stream, never to the user's `chat.<messageId>.*` (see `@chat/events` shadow.ts).
 *
 * Two halves:
 * - `requestShadow`, called by the dispatcher right after it queued a small-model answer: samples the
 *   message (`shouldShadow`, hash-based, so every instance and retry agree), records `shadow.requested`
 *   and queues the same prompt on a large replica at the lowest priority.
 * - `startShadowPairs`, a durable consumer of the shadow answers' `finished` events: it joins each with the
 *   user's small answer from the chat log and records `shadow.pair`. Whichever answer ends last, the pair is
 *   made: a shadow that finishes first is redelivered (nak with a delay) until the small answer is on the
 *   log. Restart-safe (durable consumer, acked only after the pair is stored) and idempotent (a pair that
 *   exists is not written again, and its deterministic id is deduplicated by the server).
 */
import {
  buildRolloutPair,
  buildShadowPair,
  type ChatEvent,
  type GenerationFinished,
  type LoadReport,
  lastEventOf,
  lastJsonOn,
  type MessageSubmitted,
  type Names,
  type Pool,
  parseEvent,
  ShadowEvent,
  ShadowPublisher,
  shadowEventIds,
  shadowGenerationId,
  WorkItem,
} from "@chat/events";
import type { JetStreamClient, JetStreamManager, JsMsg } from "@nats-io/jetstream";
import { Counter, type Registry } from "prom-client";
import { pickReplica } from "../placement/index.ts";
import { shouldShadow } from "../routing/shadow.ts";
import { type QueuedAnswer, workMsgId } from "./dispatcher.ts";

/** Below every tier (free is 0): the daily check never delays a user's answer on the large replica. */
export const SHADOW_PRIORITY = -1;

export type ShadowPlanInput = {
  messageId: string;
  conversationId: string;
  promptTokens: number;
  /** The pool the user's answer was queued on. */
  pool: Pool;
  rate: number;
  /** The shedding ladder's rung: while it sheds, the large pool has no time for checks. */
  rung: number;
  replicas: readonly LoadReport[];
  now: number;
};

export type ShadowPlan =
  | { shadow: true; shadowId: string; replicaId: string }
  | { shadow: false; why: "not-small" | "not-sampled" | "shedding" | "no-large-replica" };

/** Pure: whether this message gets a second, large answer, and on which large replica. */
export function planShadow(input: ShadowPlanInput): ShadowPlan {
  if (input.pool !== "small") return { shadow: false, why: "not-small" };
  if (!shouldShadow(input.messageId, input.rate)) return { shadow: false, why: "not-sampled" };
  if (input.rung > 0) return { shadow: false, why: "shedding" };
  // The conversation's large favourite: its prefix cache may already hold the history.
  const pick = pickReplica({
    conversationId: input.conversationId,
    promptTokens: input.promptTokens,
    replicas: input.replicas.filter((r) => r.pool === "large"),
    now: input.now,
  });
  if ("error" in pick) return { shadow: false, why: "no-large-replica" };
  return { shadow: true, shadowId: shadowGenerationId(input.messageId), replicaId: pick.replicaId };
}

export type ShadowRequestDeps = {
  names: Names;
  publisher: ShadowPublisher;
  rate: number;
  rung: () => number;
  replicas: () => LoadReport[];
  now: () => number;
  onPlan?: (plan: ShadowPlan) => void;
};

/**
 * Samples a just-queued answer and, if picked, queues its large twin. `requested` is written before the
 * work so the pair assembler always finds it. A dispatcher that dies between the user's work and this call
 * loses the sample (the redelivered submission is a duplicate): a 1% sample may miss one message.
 */
export async function requestShadow(
  sub: MessageSubmitted,
  queued: QueuedAnswer,
  deps: ShadowRequestDeps,
): Promise<ShadowPlan> {
  const plan = planShadow({
    messageId: sub.messageId,
    conversationId: sub.conversationId,
    promptTokens: sub.promptTokens,
    pool: queued.pool,
    rate: deps.rate,
    rung: deps.rung(),
    replicas: deps.replicas(),
    now: deps.now(),
  });
  deps.onPlan?.(plan);
  if (!plan.shadow) return plan;
  const time = new Date(deps.now()).toISOString();
  const ids = { userId: sub.userId, conversationId: sub.conversationId, messageId: sub.messageId };
  await deps.publisher.publishShadow({
    ...ids,
    id: shadowEventIds.requested(plan.shadowId),
    time,
    type: "shadow.requested",
    v: 1,
    shadowId: plan.shadowId,
    tier: sub.tier,
    score: queued.route.score ?? null,
    routeReason: queued.route.reason.slice(0, 200),
    smallReplicaId: queued.replicaId,
    largeReplicaId: plan.replicaId,
    maxAnswerTokens: queued.maxAnswerTokens,
  });
  await queueShadowAnswer(
    sub,
    { ...plan, pool: "large", maxAnswerTokens: queued.maxAnswerTokens },
    time,
    deps,
  );
  return plan;
}

/**
 * Queues a second answer to the user's prompt that nobody sees (`shadowOf`: the worker writes its events to
 * the SHADOW stream) at the lowest priority, capped like the user's answer so the judge compares like with
 * like. Used by the router's daily check and by a rollout's shadow stage.
 */
export async function queueShadowAnswer(
  sub: MessageSubmitted,
  shadow: { shadowId: string; replicaId: string; pool: Pool; maxAnswerTokens: number },
  time: string,
  deps: { names: Names; publisher: ShadowPublisher },
): Promise<void> {
  const work: WorkItem = {
    messageId: shadow.shadowId,
    conversationId: sub.conversationId,
    userId: sub.userId,
    tier: sub.tier,
    pool: shadow.pool,
    replicaId: shadow.replicaId,
    attempt: 1,
    priority: SHADOW_PRIORITY,
    prompt: sub.prompt,
    promptTokens: sub.promptTokens,
    maxAnswerTokens: shadow.maxAnswerTokens,
    queuedAt: time,
    shadowOf: sub.messageId,
  };
  await deps.publisher.publishJson(
    deps.names.subjects.work(shadow.pool, shadow.replicaId),
    WorkItem,
    work,
    workMsgId(shadow.shadowId, 1),
  );
}

export type PairOutcome = "paired" | "exists" | "waiting" | "orphan";

export type ShadowPairsDeps = {
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: Names;
  publisher: ShadowPublisher;
  now: () => number;
  /** How long a finished shadow waits for the small answer before it is given up (default 10 min). */
  maxWaitMs?: number;
  /** Redelivery delay while it waits (default 2 s). */
  retryMs?: number;
  concurrency?: number;
  onOutcome?: (outcome: PairOutcome | "gave-up" | "invalid") => void;
  onError?: (err: unknown) => void;
};

export type ShadowPairs = { stop(): Promise<void> };

export async function startShadowPairs(deps: ShadowPairsDeps): Promise<ShadowPairs> {
  const { js, names } = deps;
  const maxWaitMs = deps.maxWaitMs ?? 600_000;
  const retryMs = deps.retryMs ?? 2_000;
  const concurrency = deps.concurrency ?? 16;
  const consumer = await js.consumers.get(names.streams.shadow, names.consumers.shadowPairs);
  const messages = await consumer.consume({ max_messages: concurrency * 2 });
  const active = new Set<Promise<void>>();

  const handle = async (m: JsMsg) => {
    let parsed: ReturnType<typeof parseEvent>;
    try {
      parsed = parseEvent(JSON.parse(new TextDecoder().decode(m.data)));
    } catch {
      parsed = { success: false, error: "not JSON" };
    }
    if (!parsed.success || parsed.data.type !== "generation.finished") {
      // Only the worker writes here; a malformed record can never become valid, so drop it.
      m.term();
      deps.onOutcome?.("invalid");
      return;
    }
    const large = parsed.data;
    try {
      const outcome = await assemblePair(large, deps);
      if (outcome !== "waiting") {
        m.ack();
        deps.onOutcome?.(outcome);
      } else if (deps.now() - Date.parse(large.time) > maxWaitMs) {
        m.term();
        deps.onOutcome?.("gave-up");
      } else {
        m.nak(retryMs);
        deps.onOutcome?.("waiting");
      }
    } catch (err) {
      m.nak(Math.min(10_000, 200 * 2 ** m.info.deliveryCount));
      deps.onError?.(err);
    }
  };

  const done = (async () => {
    for await (const m of messages) {
      if (active.size >= concurrency) await Promise.race(active);
      const p = handle(m).finally(() => active.delete(p));
      active.add(p);
    }
    await Promise.all(active);
  })();

  return {
    async stop() {
      await messages.close();
      await done;
    },
  };
}

/** One join attempt for a finished shadow answer (its `messageId` is the shadow id). */
export async function assemblePair(
  large: GenerationFinished,
  deps: Pick<ShadowPairsDeps, "jsm" | "names" | "publisher" | "now">,
): Promise<PairOutcome> {
  const { jsm, names } = deps;
  const shadowId = large.messageId;
  const last = (stream: string, subject: string) => lastJsonOn(jsm, stream, subject);
  const chatEvent = <T extends ChatEvent["type"]>(id: string, type: T) => lastEventOf(jsm, names, id, type);

  if (await last(names.streams.shadow, names.subjects.shadow(shadowId, "pair"))) return "exists";
  // The router's daily check or a rollout's shadow stage: the same join, each with its own record.
  const requested = ShadowEvent.safeParse(
    await last(names.streams.shadow, names.subjects.shadow(shadowId, "requested")),
  );
  if (
    !requested.success ||
    (requested.data.type !== "shadow.requested" && requested.data.type !== "rollout.shadow_requested")
  ) {
    return "orphan";
  }
  const { messageId } = requested.data;
  const users = await chatEvent(messageId, "generation.finished");
  if (!users) return "waiting";
  const submitted = await chatEvent(messageId, "message.submitted");
  if (!submitted) return "orphan";
  const now = new Date(deps.now());
  await deps.publisher.publishShadow(
    requested.data.type === "shadow.requested"
      ? buildShadowPair(requested.data, submitted, users, large, now)
      : buildRolloutPair(requested.data, submitted, users, large, now),
  );
  return "paired";
}

export type ShadowCheckOptions = Omit<ShadowRequestDeps, "publisher" | "onPlan"> &
  Omit<ShadowPairsDeps, "publisher" | "onOutcome" | "onError"> & { registry: Registry };

export type ShadowCheck = {
  /** The dispatcher's `onQueued` hook; never throws, so a failed sample never fails the user's message. */
  onQueued(sub: MessageSubmitted, queued: QueuedAnswer): Promise<void>;
  stop(): Promise<void>;
};

/** Wires both halves with their metrics, for `startDispatcher`. */
export async function startShadowCheck(opts: ShadowCheckOptions): Promise<ShadowCheck> {
  const publisher = new ShadowPublisher(opts.js, opts.names);
  const sampled = new Counter({
    name: "dispatcher_shadow_requests_total",
    help: "Daily-check sampling of queued answers (shadow: queued a large twin; else why not)",
    labelNames: ["outcome"],
    registers: [opts.registry],
  });
  const pairs = new Counter({
    name: "dispatcher_shadow_pairs_total",
    help: "Pair assembly attempts by outcome (paired, exists, waiting, orphan, gave-up, invalid, error)",
    labelNames: ["outcome"],
    registers: [opts.registry],
  });
  const assembler = await startShadowPairs({
    ...opts,
    publisher,
    onOutcome: (outcome) => pairs.inc({ outcome }),
    onError: (err) => {
      pairs.inc({ outcome: "error" });
      console.error("shadow pair", err);
    },
  });
  return {
    async onQueued(sub, queued) {
      try {
        await requestShadow(sub, queued, {
          ...opts,
          publisher,
          onPlan: (plan) => sampled.inc({ outcome: plan.shadow ? "shadow" : plan.why }),
        });
      } catch (err) {
        sampled.inc({ outcome: "error" });
        console.error("shadow request", err);
      }
    },
    stop: () => assembler.stop(),
  };
}
