/**
 * A model replica for the fleet simulator's fast mode: the same step as the engine (DESIGN "The step loop"):
 * decode every running answer, continue the prompts being read (oldest admission first), then admit
 * waiting requests paid-first then by arrival while KV lasts (the head that does not fit stops admission)
 * and the pass has budget left to start reading them (vLLM's scheduler; see `step`); each pass timed
 * by the one timing model (`stepTime`). What is aggregated: running answers are not visited each step. All
 * gain one token per pass, so each is a finish mark on a per-replica pass counter (a heap) and the KV read
 * per pass is a running sum. That makes a pass O(1) plus admissions and finishes, which is what lets a
 * region of ~800 replicas run 10 minutes in seconds.
 *
 * KV: an admitted answer holds its final length from admission (what blocks allocated as it grows hold at
 * its end; DESIGN's ~100 answers per replica), so nothing is preempted or recomputed. `reserveMaxTokens`
 * holds prompt + max_tokens instead, as TensorRT-LLM's GUARANTEED_NO_EVICT does: fewer answers fit, and
 * rung 2's cap frees room too. The gpu-worker's StepLoop models vLLM (allocate as the answer grows, preempt
 * when out of blocks, priority preemption); neither preemption is modelled here. There is no per-block
 * prefix cache: the caller says how many prompt tokens were already cached.
 *
 * TODO(lead): a fidelity mode on the gpu-worker's StepLoop (apps/gpu-worker/src/sim/step-loop.ts) for small
 * fleets once it is exported from @chat/gpu-worker/sim.
 */
import { kvCapacityBlocks, type ReplicaProfile, stepTime } from "@chat/gpu-worker/sim";
import { MinHeap } from "./min-heap.ts";

export type SimTier = "free" | "plus";

export type SimRequest = {
  id: number;
  tier: SimTier;
  /** Virtual seconds. */
  arrivalS: number;
  promptTokens: number;
  /** Prompt tokens the replica must compute (the rest were in its prefix cache). */
  prefillTokens: number;
  answerTokens: number;
  /** The request's max_tokens (the tier's cap, or rung 2's); KV reserved for the answer with `reserveMaxTokens`. */
  maxTokens: number;
  /** The dispatcher's expected wait for it on its replica, and the rung then (for the estimate's error). */
  expectedWaitS?: number;
  rung?: number;
  /** Set when the first token is out. */
  firstTokenS?: number;
  finishS?: number;
  outcome?: "timed-out" | "done";
};

export type ReplicaCounters = {
  decodeTokens: number;
  prefillTokens: number;
  busySeconds: number;
  timedOutWaiting: number;
  cancelledInPrefill: number;
};

type Prefilling = { req: SimRequest; left: number };

export class FastReplica {
  readonly kvCapacity: number;
  kvUsed = 0;
  now = 0;
  private readonly plus: SimRequest[] = [];
  private readonly free: SimRequest[] = [];
  private plusHead = 0;
  private freeHead = 0;
  private readonly prefilling: Prefilling[] = [];
  /** This pass's prefill tokens, the context they read, and the prompts they finished (reused each pass). */
  private readonly pass = { prefill: 0, context: 0, started: [] as SimRequest[] };
  private passes = 0;
  private running = 0;
  private contextSum = 0;
  private readonly finishes = new MinHeap<SimRequest>();
  queuedPromptTokens = 0;
  readonly counters: ReplicaCounters = {
    decodeTokens: 0,
    prefillTokens: 0,
    busySeconds: 0,
    timedOutWaiting: 0,
    cancelledInPrefill: 0,
  };

  constructor(
    readonly id: string,
    readonly profile: ReplicaProfile,
    private readonly options: {
      paidFirst: boolean;
      patienceS: number;
      /** Reserve prompt + max_tokens at admission (TRT-LLM GUARANTEED_NO_EVICT) instead of the answer's length. */
      reserveMaxTokens?: boolean;
      tokenBudget?: number;
      onFinish: (req: SimRequest) => void;
    },
  ) {
    this.kvCapacity = kvCapacityBlocks(profile) * profile.blockTokens;
  }

  get runningCount(): number {
    return this.running + this.prefilling.length;
  }
  get waitingCount(): number {
    return this.plus.length - this.plusHead + this.free.length - this.freeHead;
  }

  submit(req: SimRequest): void {
    // Without paid-first, one arrival-ordered queue: put everyone in `free`.
    (this.options.paidFirst && req.tier === "plus" ? this.plus : this.free).push(req);
    this.queuedPromptTokens += req.prefillTokens;
  }

  /** Runs passes until `untilS`; an idle replica jumps to the next arrival or to `untilS`. */
  advance(untilS: number): void {
    while (this.now < untilS) {
      const seconds = this.step();
      if (seconds === 0) {
        const next = this.nextArrivalS();
        this.now = next !== undefined && next < untilS ? Math.max(this.now, next) : untilS;
      } else {
        this.now += seconds;
      }
    }
  }

  private nextArrivalS(): number | undefined {
    const p = this.plus[this.plusHead]?.arrivalS;
    const f = this.free[this.freeHead]?.arrivalS;
    if (p === undefined) return f;
    if (f === undefined) return p;
    return Math.min(p, f);
  }

  /** One forward pass at `this.now`; returns its seconds (0 when there is nothing to do). */
  private step(): number {
    const now = this.now;
    const budget = this.options.tokenBudget ?? 512;
    this.cancelGivenUp(now);
    const decode = this.running;
    const pass = this.pass;
    pass.prefill = 0;
    pass.context = 0;
    pass.started.length = 0;
    // Prompts already being read go first, oldest admission first; then waiting requests are admitted
    // (paid first) only while this pass still has budget to start them, as vLLM's scheduler does: an
    // admitted-but-unread backlog would make a Plus request wait behind every free prompt admitted before it.
    const inProgress = this.prefilling.length;
    const room = this.readPrompts(0, inProgress, Math.max(0, budget - decode));
    if (room > 0) {
      this.admit(now, room);
      this.readPrompts(inProgress, this.prefilling.length, room);
    }
    const { prefill, context: prefillContext, started } = pass;
    if (decode === 0 && prefill === 0) return 0;
    const seconds = stepTime(this.profile, {
      tokens: decode + prefill,
      kvTokensRead: this.contextSum + prefillContext,
    }).seconds;
    const end = now + seconds;
    this.passes++;
    this.contextSum += decode;
    this.counters.decodeTokens += decode;
    this.counters.prefillTokens += prefill;
    this.counters.busySeconds += seconds;
    this.queuedPromptTokens -= prefill;
    while (this.finishes.size > 0 && this.finishes.peekKey() <= this.passes) {
      const req = this.finishes.pop()!;
      this.running--;
      this.contextSum -= req.promptTokens + req.answerTokens;
      this.kvUsed -= this.kvNeed(req);
      req.finishS = end;
      req.outcome = "done";
      this.options.onFinish(req);
    }
    if (started.length > 0) {
      let kept = 0;
      for (const p of this.prefilling) if (p.left > 0) this.prefilling[kept++] = p;
      this.prefilling.length = kept;
      for (const req of started) {
        req.firstTokenS = end; // the pass that finishes a prompt yields its first token
        this.running++;
        this.contextSum += req.promptTokens + 1;
        this.finishes.push(this.passes + req.answerTokens - 1, req);
      }
    }
    return seconds;
  }

  /** Reads the next chunk of prompts `from`..`to` in order while `room` lasts; returns the room left. */
  private readPrompts(from: number, to: number, room: number): number {
    const pass = this.pass;
    for (let i = from; i < to && room > 0; i++) {
      const p = this.prefilling[i]!;
      const chunk = Math.min(room, p.left);
      p.left -= chunk;
      room -= chunk;
      pass.prefill += chunk;
      pass.context += p.req.promptTokens - p.left;
      if (p.left === 0) pass.started.push(p.req);
    }
    return room;
  }

  /** Admits waiting requests, paid first then by arrival, while KV lasts and `budget` tokens can start them. */
  private admit(now: number, budget: number): void {
    let left = budget;
    while (left > 0) {
      const fromPlus = this.plusHead < this.plus.length && this.plus[this.plusHead]!.arrivalS <= now;
      const queue = fromPlus ? this.plus : this.free;
      const head = fromPlus ? this.plusHead : this.freeHead;
      const req = queue[head];
      if (!req || req.arrivalS > now) return;
      if (now - req.arrivalS > this.options.patienceS) {
        // The user left before it started: the app's stop removes it at no GPU cost.
        this.dequeue(fromPlus);
        this.queuedPromptTokens -= req.prefillTokens;
        this.counters.timedOutWaiting++;
        req.outcome = "timed-out";
        this.options.onFinish(req);
        continue;
      }
      const need = this.kvNeed(req);
      if (this.kvCapacity - this.kvUsed < need) return;
      this.dequeue(fromPlus);
      this.kvUsed += need;
      this.prefilling.push({ req, left: req.prefillTokens });
      left -= req.prefillTokens;
    }
  }

  /** KV tokens `req` holds from admission: its prompt, and its max_tokens or (as it grows) its final length. */
  kvNeed(req: SimRequest): number {
    return req.promptTokens + (this.options.reserveMaxTokens ? req.maxTokens : req.answerTokens);
  }

  private dequeue(fromPlus: boolean): void {
    if (fromPlus) {
      this.plusHead++;
      if (this.plusHead > 1024 && this.plusHead * 2 > this.plus.length) {
        this.plus.splice(0, this.plusHead);
        this.plusHead = 0;
      }
    } else {
      this.freeHead++;
      if (this.freeHead > 1024 && this.freeHead * 2 > this.free.length) {
        this.free.splice(0, this.freeHead);
        this.freeHead = 0;
      }
    }
  }

  /** Users who left while their prompt was being read: stop frees the slot at once; the prefill was wasted. */
  private cancelGivenUp(now: number): void {
    let kept = 0;
    for (const p of this.prefilling) {
      if (now - p.req.arrivalS > this.options.patienceS) {
        this.kvUsed -= this.kvNeed(p.req);
        this.queuedPromptTokens -= p.left;
        this.counters.cancelledInPrefill++;
        p.req.outcome = "timed-out";
        this.options.onFinish(p.req);
      } else {
        this.prefilling[kept++] = p;
      }
    }
    this.prefilling.length = kept;
  }
}
