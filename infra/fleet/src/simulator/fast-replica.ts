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
 * Requests are slots of the fleet's `RequestTable` (columns, not objects: see requests.ts).
 *
 * TODO(lead): a fidelity mode on the gpu-worker's StepLoop (infra/sim/src/step-loop.ts) for small
 * fleets once it is exported from @chat/gpu-worker/sim.
 */
import { kvCapacityBlocks, type ReplicaProfile, stepTime } from "@chat/model";
import { MinHeap } from "./min-heap.ts";
import { OUTCOME_DONE, OUTCOME_TIMED_OUT, type RequestTable, TIER_PLUS } from "./requests.ts";

export type ReplicaCounters = {
  /** Requests that got their first token here, as the gpu-worker counts them (LoadReport.startedPerSecond). */
  started: number;
  decodeTokens: number;
  prefillTokens: number;
  busySeconds: number;
  timedOutWaiting: number;
  cancelledInPrefill: number;
};

export class FastReplica {
  readonly kvCapacity: number;
  kvUsed = 0;
  now = 0;
  /** Waiting request slots, each queue in arrival order from its head. */
  private readonly plus: number[] = [];
  private readonly free: number[] = [];
  private plusHead = 0;
  private freeHead = 0;
  /** Prompts being read, oldest admission first: the request's slot and its prompt tokens left to read. */
  private readonly prefillSlot: number[] = [];
  private readonly prefillLeft: number[] = [];
  /** This pass's prefill tokens, the context they read, and the prompts they finished (reused each pass). */
  private passPrefill = 0;
  private passContext = 0;
  /** Query-key pairs of this pass's prompt chunks (each token against the positions before it). */
  private passPairs = 0;
  private readonly passStarted: number[] = [];
  private passes = 0;
  private running = 0;
  private contextSum = 0;
  /** Running answers' slots by the pass that finishes them. */
  private readonly finishes = new MinHeap<number>();
  queuedPromptTokens = 0;
  /** The waits (s) of the free requests that started since the reporter last reset it (LoadReport.freeStartSeconds). */
  readonly freeStarts = { sum: 0, count: 0 };
  readonly counters: ReplicaCounters = {
    started: 0,
    decodeTokens: 0,
    prefillTokens: 0,
    busySeconds: 0,
    timedOutWaiting: 0,
    cancelledInPrefill: 0,
  };

  constructor(
    readonly id: string,
    readonly profile: ReplicaProfile,
    private readonly requests: RequestTable,
    private readonly options: {
      paidFirst: boolean;
      patienceS: number;
      /** Reserve prompt + max_tokens at admission (TRT-LLM GUARANTEED_NO_EVICT) instead of the answer's length. */
      reserveMaxTokens?: boolean;
      tokenBudget?: number;
      /** Called once per request, when it is done or timed out; the slot may be released then. */
      onFinish: (slot: number) => void;
    },
  ) {
    this.kvCapacity = kvCapacityBlocks(profile) * profile.blockTokens;
  }

  get runningCount(): number {
    return this.running + this.prefillSlot.length;
  }
  get waitingCount(): number {
    return this.plus.length - this.plusHead + this.free.length - this.freeHead;
  }

  submit(slot: number): void {
    // Without paid-first, one arrival-ordered queue: put everyone in `free`.
    (this.options.paidFirst && this.requests.tier[slot] === TIER_PLUS ? this.plus : this.free).push(slot);
    this.queuedPromptTokens += this.requests.prefillTokens[slot]!;
  }

  /**
   * How long the oldest free request not yet started (waiting, or its prompt being read) has waited at
   * `nowS`; -1 when none waits. Requests past their patience are gone (the user left), as in the worker.
   * O(1) amortised: the queues are in arrival order and the timed-out ones leave from their heads.
   */
  oldestFreeWaitS(nowS: number): number {
    const { arrivalS, tier } = this.requests;
    const patienceS = this.options.patienceS;
    let oldest = Number.POSITIVE_INFINITY;
    for (const slot of this.prefillSlot) {
      if (tier[slot] !== TIER_PLUS) oldest = Math.min(oldest, arrivalS[slot]!);
    }
    for (let i = this.freeHead; i < this.free.length; i++) {
      const slot = this.free[i]!;
      const at = arrivalS[slot]!;
      if (at > nowS || at >= oldest) break;
      if (nowS - at > patienceS || tier[slot] === TIER_PLUS) continue;
      oldest = at;
      break;
    }
    return oldest === Number.POSITIVE_INFINITY ? -1 : Math.max(0, nowS - oldest);
  }

  /** Runs passes until `untilS`; an idle replica jumps to the next arrival or to `untilS`. */
  advance(untilS: number): void {
    while (this.now < untilS) {
      const seconds = this.step();
      if (seconds === 0) {
        const next = this.nextArrivalS();
        this.now = next < untilS ? Math.max(this.now, next) : untilS;
      } else {
        this.now += seconds;
      }
    }
  }

  /** The earliest arrival among the queue heads; Infinity when none wait. */
  private nextArrivalS(): number {
    const arrivalS = this.requests.arrivalS;
    const p =
      this.plusHead < this.plus.length ? arrivalS[this.plus[this.plusHead]!]! : Number.POSITIVE_INFINITY;
    const f =
      this.freeHead < this.free.length ? arrivalS[this.free[this.freeHead]!]! : Number.POSITIVE_INFINITY;
    return Math.min(p, f);
  }

  /** One forward pass at `this.now`; returns its seconds (0 when there is nothing to do). */
  private step(): number {
    const now = this.now;
    const budget = this.options.tokenBudget ?? 512;
    this.cancelGivenUp(now);
    const decode = this.running;
    this.passPrefill = 0;
    this.passContext = 0;
    this.passPairs = 0;
    const started = this.passStarted;
    // Setting an array's length is a runtime call even when it does not change: only when it does.
    if (started.length > 0) started.length = 0;
    // Prompts already being read go first, oldest admission first; then waiting requests are admitted
    // (paid first) only while this pass still has budget to start them, as vLLM's scheduler does: an
    // admitted-but-unread backlog would make a Plus request wait behind every free prompt admitted before it.
    const inProgress = this.prefillSlot.length;
    const room = this.readPrompts(0, inProgress, Math.max(0, budget - decode));
    if (room > 0) {
      this.admit(now, room);
      this.readPrompts(inProgress, this.prefillSlot.length, room);
    }
    const prefill = this.passPrefill;
    if (decode === 0 && prefill === 0) return 0;
    const seconds = stepTime(this.profile, {
      tokens: decode + prefill,
      kvTokensRead: this.contextSum + this.passContext,
      attentionPairs: this.contextSum + this.passPairs,
    }).seconds;
    const end = now + seconds;
    const requests = this.requests;
    this.passes++;
    this.contextSum += decode;
    this.counters.decodeTokens += decode;
    this.counters.prefillTokens += prefill;
    this.counters.busySeconds += seconds;
    this.queuedPromptTokens -= prefill;
    while (this.finishes.size > 0 && this.finishes.peekKey() <= this.passes) {
      const slot = this.finishes.pop()!;
      this.running--;
      this.contextSum -= requests.promptTokens[slot]! + requests.answerTokens[slot]!;
      this.kvUsed -= this.kvNeed(slot);
      requests.finishS[slot] = end;
      requests.outcome[slot] = OUTCOME_DONE;
      this.options.onFinish(slot);
    }
    if (started.length > 0) {
      let kept = 0;
      for (let i = 0; i < this.prefillSlot.length; i++) {
        if (this.prefillLeft[i]! > 0) {
          this.prefillSlot[kept] = this.prefillSlot[i]!;
          this.prefillLeft[kept++] = this.prefillLeft[i]!;
        }
      }
      if (kept !== this.prefillSlot.length) {
        this.prefillSlot.length = kept;
        this.prefillLeft.length = kept;
      }
      for (const slot of started) {
        requests.firstTokenS[slot] = end; // the pass that finishes a prompt yields its first token
        this.running++;
        this.counters.started++;
        if (requests.tier[slot] !== TIER_PLUS) {
          this.freeStarts.sum += end - requests.arrivalS[slot]!;
          this.freeStarts.count++;
        }
        this.contextSum += requests.promptTokens[slot]! + 1;
        this.finishes.push(this.passes + requests.answerTokens[slot]! - 1, slot);
      }
    }
    return seconds;
  }

  /** Reads the next chunk of prompts `from`..`to` in order while `room` lasts; returns the room left. */
  private readPrompts(from: number, to: number, room: number): number {
    const promptTokens = this.requests.promptTokens;
    for (let i = from; i < to && room > 0; i++) {
      const left = this.prefillLeft[i]!;
      const chunk = Math.min(room, left);
      const slot = this.prefillSlot[i]!;
      this.prefillLeft[i] = left - chunk;
      room -= chunk;
      this.passPrefill += chunk;
      const done = promptTokens[slot]! - left;
      this.passContext += done + chunk;
      this.passPairs += chunk * done + (chunk * (chunk + 1)) / 2;
      if (left === chunk) this.passStarted.push(slot);
    }
    return room;
  }

  /** Admits waiting requests, paid first then by arrival, while KV lasts and `budget` tokens can start them. */
  private admit(now: number, budget: number): void {
    const requests = this.requests;
    let left = budget;
    while (left > 0) {
      const fromPlus =
        this.plusHead < this.plus.length && requests.arrivalS[this.plus[this.plusHead]!]! <= now;
      const queue = fromPlus ? this.plus : this.free;
      const head = fromPlus ? this.plusHead : this.freeHead;
      if (head >= queue.length) return;
      const slot = queue[head]!;
      const arrivalS = requests.arrivalS[slot]!;
      if (arrivalS > now) return;
      if (now - arrivalS > this.options.patienceS) {
        // The user left before it started: the app's stop removes it at no GPU cost.
        this.dequeue(fromPlus);
        this.queuedPromptTokens -= requests.prefillTokens[slot]!;
        this.counters.timedOutWaiting++;
        requests.outcome[slot] = OUTCOME_TIMED_OUT;
        this.options.onFinish(slot);
        continue;
      }
      const need = this.kvNeed(slot);
      if (this.kvCapacity - this.kvUsed < need) return;
      this.dequeue(fromPlus);
      this.kvUsed += need;
      this.prefillSlot.push(slot);
      this.prefillLeft.push(requests.prefillTokens[slot]!);
      left -= requests.prefillTokens[slot]!;
    }
  }

  /** KV tokens request `slot` holds from admission: its prompt, and its max_tokens or (as it grows) its final length. */
  kvNeed(slot: number): number {
    const r = this.requests;
    return (
      r.promptTokens[slot]! + (this.options.reserveMaxTokens ? r.maxTokens[slot]! : r.answerTokens[slot]!)
    );
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
    const requests = this.requests;
    const patienceS = this.options.patienceS;
    let kept = 0;
    for (let i = 0; i < this.prefillSlot.length; i++) {
      const slot = this.prefillSlot[i]!;
      if (now - requests.arrivalS[slot]! > patienceS) {
        this.kvUsed -= this.kvNeed(slot);
        this.queuedPromptTokens -= this.prefillLeft[i]!;
        this.counters.cancelledInPrefill++;
        requests.outcome[slot] = OUTCOME_TIMED_OUT;
        this.options.onFinish(slot);
      } else {
        this.prefillSlot[kept] = slot;
        this.prefillLeft[kept++] = this.prefillLeft[i]!;
      }
    }
    if (kept !== this.prefillSlot.length) {
      this.prefillSlot.length = kept;
      this.prefillLeft.length = kept;
    }
  }
}
