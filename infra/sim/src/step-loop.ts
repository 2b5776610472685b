/**
 * The step loop of one model replica: continuous batching with chunked prefill, a prefix cache and a
 * host-RAM tier, in virtual time. Pure: the caller passes `now` and advances its own clock by the seconds
 * each step reports, so the same code runs behind the real-time HTTP simulator (server.ts) and in-process
 * in the fleet simulator, hundreds of replicas at once.
 *
 * One `step(now)` is one forward pass, with a token budget (default 512):
 *   1. every running answer gets its next token (1 budget token each);
 *   2. prompts already admitted are read on in chunks, oldest admission first;
 *   3. with the budget left, waiting requests are admitted, higher priority first then arrival, while KV
 *      blocks last and the pass can start reading them (vLLM's scheduler admits only with token budget
 *      left; admitting on KV alone would let a paid prompt queue behind free prompts admitted before it);
 *      the first one that does not fit stops admission (nothing jumps past it), and each is read in chunks
 *      at once. A prompt's leading blocks found in the GPU prefix cache are shared; blocks found in host
 *      RAM are copied back (PCIe time added to the step); only the rest is prefilled. Priority preemption
 *      (`priorityPreemption`, on by default; vLLM `--scheduling-policy priority`, its
 *      `_schedule_priority_preemption`): when the head of the queue does not fit (KV blocks, or
 *      `maxRunning` reached), running requests of *strictly* lower priority are preempted, lowest priority
 *      then latest arrival first, one at a time until the head fits or none is left; each goes back to the
 *      front of its priority's queue and is recomputed later (what the prefix cache kept is reused). Equal
 *      priorities never preempt each other. The step that finishes a prompt also yields its first token.
 *      A static batch (continuous batching off) admits only when nothing runs, as many as fit.
 * Its duration comes from the one timing model (`stepTime`, timing.ts). A finished or cancelled request
 * frees its blocks at once; full blocks stay cached (LRU) until room is needed, then go to host RAM. When a
 * growing answer finds no free block, the lowest-priority, latest-arrived request is preempted (its
 * blocks released, requeued at the front; it resumes by re-reading what is still cached), as vLLM does.
 *
 * @example
 *   const loop = new StepLoop({ replica: REPLICAS.large });
 *   loop.submit({ id: "a", prompt: tokens, maxTokens: 1000, answer: 400, priority: 1 }, now);
 *   const r = loop.step(now); // r.seconds, r.emitted (one token each), r.firstTokens, r.finished
 *   now += r.seconds;          // r.seconds === 0: idle, wait for the next submit
 *
 * Arrays in a step result are reused: read them before the next `step`.
 */
import type { ReplicaProfile } from "@chat/model";
import { kvBytesPerToken, kvCapacityBlocks, stepTime } from "@chat/model";
import { KvCache, type KvCacheCounters } from "./kv-cache.ts";
import { type FinishReason, Sequence, type SequenceView, type SimRequest } from "./sequence.ts";
import { WaitQueue } from "./wait-queue.ts";

export type StepLoopOptions = {
  replica: ReplicaProfile;
  /** Tokens one forward pass may compute (vLLM `max_num_batched_tokens`, trtllm `max_num_tokens`). */
  tokenBudget?: number;
  /** Most requests running at once (vLLM `max_num_seqs`, trtllm `max_batch_size`). */
  maxRunning?: number;
  /** Off: static batches; admit only when nothing runs, reserve room for max tokens, decode only once the whole batch is prefilled. */
  continuousBatching?: boolean;
  /** Off: a prompt is prefilled whole in one step. */
  chunkedPrefill?: boolean;
  prefixCaching?: boolean;
  /** Host RAM for evicted prefix blocks. Default: 300 GB per 8-GPU server, shared by its replicas. */
  hostCacheBytes?: number;
  /** Effective host-to-GPU copy bandwidth, bytes/s (PCIe 5 x16 in practice). Default 25e9. */
  hostBandwidth?: number;
  /** KV capacity in blocks; default from the hardware (`kvCapacityBlocks`). */
  kvBlocks?: number;
  /**
   * A waiting request that does not fit preempts running ones of strictly lower priority (vLLM
   * `--scheduling-policy priority`). Default on; off: it waits for room like any other.
   */
  priorityPreemption?: boolean;
};

export type StepResult = {
  /** Duration of this pass; 0 when there was nothing to do. */
  seconds: number;
  memorySeconds: number;
  computeSeconds: number;
  /** Host-to-GPU copy time of prefix blocks found in host RAM. */
  transferSeconds: number;
  decodeTokens: number;
  prefillTokens: number;
  /** Requests that produced one token in this pass. */
  emitted: readonly SequenceView[];
  /** Of those, the ones whose first token it was. */
  firstTokens: readonly SequenceView[];
  /** Requests that ended in this pass ("stop" or "length"); their blocks are already free. */
  finished: readonly SequenceView[];
  preempted: readonly SequenceView[];
};

export type ReplicaLoad = {
  /** Prompt tokens not yet prefilled: waiting requests plus the unread rest of admitted ones. */
  queuedPromptTokens: number;
  /** Free plus reclaimable (idle cached) KV room, in tokens. */
  freeKvTokens: number;
  totalKvTokens: number;
  running: number;
  waiting: number;
  busy: boolean;
};

export type StepLoopStats = {
  steps: number;
  prefillTokens: number;
  generatedTokens: number;
  promptTokens: number;
  cachedPromptTokens: number;
  preemptions: number;
  cancellations: number;
  finished: number;
  /** The last pass: requests prefilling / decoding and prefill tokens in it (trtllm's iteration stats). */
  lastContextRequests: number;
  lastGenerationRequests: number;
  lastSeconds: number;
  kv: Readonly<KvCacheCounters>;
};

export class StepLoop {
  readonly replica: ReplicaProfile;
  readonly blockTokens: number;
  private readonly budget: number;
  private readonly maxRunning: number;
  private readonly continuous: boolean;
  private readonly chunked: boolean;
  private readonly priorityPreemption: boolean;
  private readonly blockBytes: number;
  private readonly hostBandwidth: number;
  private readonly kv: KvCache;
  private readonly byId = new Map<string, Sequence>();
  private readonly queue = new WaitQueue();
  private readonly running: Sequence[] = [];
  /** Some request left the running list since the last compaction. */
  private leftRunning = false;
  private numRunning = 0;
  private numWaiting = 0;
  private waitingTokens = 0;
  private arrivals = 0;
  private transferBlocks = 0;
  readonly stats: StepLoopStats;
  private readonly out = {
    emitted: [] as Sequence[],
    firstTokens: [] as Sequence[],
    finished: [] as Sequence[],
    preempted: [] as Sequence[],
  };

  constructor(opts: StepLoopOptions) {
    const r = opts.replica;
    this.replica = r;
    this.blockTokens = r.blockTokens;
    this.budget = positiveInt("tokenBudget", opts.tokenBudget ?? 512);
    this.maxRunning = positiveInt("maxRunning", opts.maxRunning ?? 256);
    this.continuous = opts.continuousBatching ?? true;
    this.chunked = opts.chunkedPrefill ?? true;
    this.priorityPreemption = opts.priorityPreemption ?? true;
    this.blockBytes = kvBytesPerToken(r.model) * r.blockTokens;
    this.hostBandwidth = opts.hostBandwidth ?? 25e9;
    const hostBytes = opts.hostCacheBytes ?? (300e9 * r.gpus) / 8;
    const prefixCaching = opts.prefixCaching ?? true;
    this.kv = new KvCache({
      totalBlocks: positiveInt("kvBlocks", opts.kvBlocks ?? kvCapacityBlocks(r)),
      prefixCaching,
      hostBlocks: prefixCaching ? Math.floor(hostBytes / this.blockBytes) : 0,
    });
    this.stats = {
      steps: 0,
      prefillTokens: 0,
      generatedTokens: 0,
      promptTokens: 0,
      cachedPromptTokens: 0,
      preemptions: 0,
      cancellations: 0,
      finished: 0,
      lastContextRequests: 0,
      lastGenerationRequests: 0,
      lastSeconds: 0,
      kv: this.kv.counters,
    };
  }

  /** Queues a request; throws on a duplicate id or a prompt that could never fit in KV memory. */
  submit(req: SimRequest, now: number): SequenceView {
    if (this.byId.has(req.id)) throw new Error(`StepLoop.submit: request id ${req.id} is already queued`);
    const s = new Sequence(req, this.arrivals++, now, this.blockTokens);
    const reserve = this.continuous ? s.promptTokens + 1 : s.promptTokens + s.target;
    if (Math.ceil(reserve / this.blockTokens) > this.kv.totalBlocks) {
      throw new Error(
        `StepLoop.submit: request ${req.id} (${s.promptTokens} tokens) exceeds the KV capacity`,
      );
    }
    this.byId.set(s.id, s);
    this.queue.push(s);
    this.numWaiting++;
    this.waitingTokens += s.length;
    return s;
  }

  /** Stops a request (client gone, stop string, user stop): frees its blocks at once. False if unknown or done. */
  cancel(id: string, now: number): boolean {
    const s = this.byId.get(id);
    if (!s || s.state === "done") return false;
    if (s.state === "waiting") {
      this.numWaiting--;
      this.waitingTokens -= s.length;
    } else {
      this.releaseBlocks(s);
      this.numRunning--;
    }
    s.state = "done";
    s.finish = "cancelled";
    s.finishedAt = now;
    this.byId.delete(id);
    this.stats.cancellations++;
    return true;
  }

  get(id: string): SequenceView | undefined {
    return this.byId.get(id);
  }

  load(): ReplicaLoad {
    let unread = this.waitingTokens;
    for (const s of this.running) if (s.state === "prefill") unread += s.length - s.computed;
    return {
      queuedPromptTokens: unread,
      freeKvTokens: this.kv.available() * this.blockTokens,
      totalKvTokens: this.kv.totalBlocks * this.blockTokens,
      running: this.numRunning,
      waiting: this.numWaiting,
      busy: this.numRunning + this.numWaiting > 0,
    };
  }

  /** KV blocks: total, referenced by running requests, idle in the prefix cache, in host RAM. */
  kvBlocks(): { total: number; used: number; cachedIdle: number; host: number } {
    const k = this.kv;
    return {
      total: k.totalBlocks,
      used: k.used(),
      cachedIdle: k.idleCachedBlocks(),
      host: k.hostCachedBlocks(),
    };
  }

  step(now: number): StepResult {
    const o = this.out;
    o.emitted.length = o.firstTokens.length = o.finished.length = o.preempted.length = 0;
    this.transferBlocks = 0;
    let budget = this.budget;
    let decodeTokens = 0;
    let prefillTokens = 0;
    let kvRead = 0;
    // query-key pairs: a decode query against its context, a prompt chunk against every earlier position
    let attentionPairs = 0;
    let contextRequests = 0;

    // 1. decode. A static batch decodes only once all its prompts are read.
    const batchReading = !this.continuous && this.running.some((s) => s.state === "prefill");
    const n = this.running.length;
    for (let i = 0; i < n && budget > 0 && !batchReading; i++) {
      const s = this.running[i]!;
      if (s.state !== "decode") continue;
      kvRead += s.length;
      attentionPairs += s.length;
      budget--;
      decodeTokens++;
      this.appendToken(s);
    }

    // 2. prefill the prompts already admitted, oldest admission first.
    const admittedBefore = this.running.length;
    const readPrompts = (from: number): void => {
      for (let i = from; i < this.running.length && budget > 0; i++) {
        const s = this.running[i]!;
        if (s.state !== "prefill") continue;
        const remaining = s.length - s.computed;
        const chunk = this.chunked
          ? Math.min(budget, remaining)
          : remaining <= budget || prefillTokens === 0
            ? remaining
            : 0;
        if (chunk === 0) break;
        kvRead += s.computed + chunk;
        attentionPairs += chunk * s.computed + (chunk * (chunk + 1)) / 2;
        s.computed += chunk;
        s.prefillChunks++;
        prefillTokens += chunk;
        budget -= chunk;
        contextRequests++;
        this.registerFullBlocks(s);
        if (s.computed === s.length) {
          s.state = "decode";
          this.appendToken(s);
        }
      }
    };
    if (!this.continuous) {
      this.admitWaiting(now, Number.POSITIVE_INFINITY);
      readPrompts(0);
    } else {
      readPrompts(0);
      // 3. admit, higher priority first, while KV lasts and this pass has budget to start reading them
      // (vLLM's scheduler): admitting past the budget would queue a paid prompt behind free ones read first.
      this.admitWaiting(now, budget);
      readPrompts(admittedBefore);
    }

    const tokens = decodeTokens + prefillTokens;
    const transferSeconds = (this.transferBlocks * this.blockBytes) / this.hostBandwidth;
    const t = tokens > 0 ? stepTime(this.replica, { tokens, kvTokensRead: kvRead, attentionPairs }) : null;
    const seconds = (t?.seconds ?? 0) + transferSeconds;
    const end = now + seconds;
    for (const s of o.firstTokens) s.firstTokenAt = end;
    for (const s of o.finished) s.finishedAt = end;
    if (this.leftRunning) this.compactRunning();
    if (seconds > 0) {
      const st = this.stats;
      st.steps++;
      st.prefillTokens += prefillTokens;
      st.generatedTokens += o.emitted.length;
      st.lastContextRequests = contextRequests;
      st.lastGenerationRequests = decodeTokens;
      st.lastSeconds = seconds;
    }
    return {
      seconds,
      memorySeconds: t?.memorySeconds ?? 0,
      computeSeconds: t?.computeSeconds ?? 0,
      transferSeconds,
      decodeTokens,
      prefillTokens,
      emitted: o.emitted,
      firstTokens: o.firstTokens,
      finished: o.finished,
      preempted: o.preempted,
    };
  }

  /**
   * Admits from the head of the queue while `tokens` of budget remain to start them (a static batch admits
   * only when nothing runs, with no budget limit). The head that does not fit stops admission, after
   * preempting lower-priority requests for it if priority preemption is on.
   */
  private admitWaiting(now: number, tokens: number): void {
    if (!this.continuous && this.numRunning > 0) return;
    let left = tokens;
    for (let s = this.queue.peek(); s && left > 0; s = this.queue.peek()) {
      if (this.numRunning >= this.maxRunning || !this.admit(s, now)) {
        // Make room for the head by preempting one lower-priority request, then try again.
        const victim = this.continuous && this.priorityPreemption ? this.pickVictim(s.priority) : undefined;
        if (!victim) break;
        this.preempt(victim);
        continue;
      }
      this.queue.shift();
      this.running.push(s);
      left -= Math.max(1, s.length - s.computed);
    }
  }

  /** Finds the prompt's cached prefix and takes the blocks it needs; false (nothing changed) if they do not fit. */
  private admit(s: Sequence, now: number): boolean {
    const B = this.blockTokens;
    // At least one token must be computed to produce the next one, so a full hit recomputes the last block.
    const matchable = Math.min(s.hashCount, Math.floor((s.length - 1) / B));
    const m = this.kv.match(s.hashes, matchable);
    const reserve = this.continuous ? s.length : s.length + s.target - s.outputTokens;
    const blocks = Math.ceil(reserve / B);
    const fresh = blocks - m.gpuBlocks;
    if (fresh > this.kv.available() - m.gpuIdleBlocks) return false;
    for (let k = 0; k < m.gpuBlocks; k++) {
      this.kv.pin(s.hashes[k]!);
      s.held.push(s.hashes[k]!);
    }
    this.kv.allocate(fresh);
    for (let k = m.gpuBlocks; k < m.gpuBlocks + m.hostBlocks; k++) {
      if (this.kv.register(s.hashes[k]!)) s.held.push(s.hashes[k]!);
    }
    this.kv.countLookup(matchable, m);
    this.transferBlocks += m.hostBlocks;
    s.blocksHeld = blocks;
    s.registeredUpTo = m.gpuBlocks + m.hostBlocks;
    s.computed = s.registeredUpTo * B;
    if (s.cachedTokens < 0) {
      s.cachedTokens = s.computed;
      s.admittedAt = now;
      this.stats.promptTokens += s.promptTokens;
      this.stats.cachedPromptTokens += s.computed;
    }
    s.state = "prefill";
    this.numWaiting--;
    this.waitingTokens -= s.length;
    this.numRunning++;
    return true;
  }

  /** One new token for `s`; may preempt others (or `s` itself) for a block. */
  private appendToken(s: Sequence): void {
    if (s.length === s.blocksHeld * this.blockTokens) {
      while (!this.kv.allocate(1)) {
        const victim = this.pickVictim();
        if (!victim) throw new Error("StepLoop: out of KV blocks with nothing to preempt");
        this.preempt(victim);
        if (victim === s) return;
      }
      s.blocksHeld++;
    }
    s.length++;
    s.computed = s.length;
    s.outputTokens++;
    this.registerFullBlocks(s);
    this.out.emitted.push(s);
    if (s.outputTokens === 1) this.out.firstTokens.push(s);
    if (s.outputTokens >= s.target) {
      s.finish = s.naturalFinish();
      s.state = "done";
      this.releaseBlocks(s);
      this.numRunning--;
      this.byId.delete(s.id);
      this.stats.finished++;
      this.out.finished.push(s);
    }
  }

  private registerFullBlocks(s: Sequence): void {
    const full = Math.floor(s.computed / this.blockTokens);
    for (; s.registeredUpTo < full; s.registeredUpTo++) {
      const h = s.blockHash(s.registeredUpTo, this.blockTokens);
      if (this.kv.register(h)) s.held.push(h);
    }
  }

  /** Drops finished, cancelled and preempted requests from the running list, in place. */
  private compactRunning(): void {
    let k = 0;
    for (const s of this.running) if (s.state === "prefill" || s.state === "decode") this.running[k++] = s;
    this.running.length = k;
    this.leftRunning = false;
  }

  private releaseBlocks(s: Sequence): void {
    this.leftRunning = true;
    // Tail first, as vLLM frees: the cache evicts the least recently freed block first, so a history loses
    // its end before its start and the next turn still finds its leading blocks.
    for (let i = s.held.length - 1; i >= 0; i--) this.kv.release(s.held[i]!);
    this.kv.freePrivate(s.blocksHeld - s.held.length);
    s.held.length = 0;
    s.blocksHeld = 0;
  }

  /** The lowest-priority, latest-arrived running request, of priority below `below` if given. */
  private pickVictim(below = Number.POSITIVE_INFINITY): Sequence | undefined {
    let victim: Sequence | undefined;
    for (const s of this.running) {
      if ((s.state !== "prefill" && s.state !== "decode") || s.priority >= below) continue;
      if (
        !victim ||
        s.priority < victim.priority ||
        (s.priority === victim.priority && s.order > victim.order)
      ) {
        victim = s;
      }
    }
    return victim;
  }

  private preempt(s: Sequence): void {
    this.releaseBlocks(s);
    s.state = "waiting";
    s.computed = 0;
    s.registeredUpTo = 0;
    this.numRunning--;
    this.numWaiting++;
    this.waitingTokens += s.length;
    this.queue.pushFront(s);
    this.stats.preemptions++;
    this.out.preempted.push(s);
  }
}

function positiveInt(name: string, v: number): number {
  if (!Number.isInteger(v) || v <= 0)
    throw new Error(`StepLoop: ${name} must be a positive integer, got ${v}`);
  return v;
}

export type { FinishReason, SequenceView, SimRequest };
