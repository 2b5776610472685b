/**
 * Runs a StepLoop against the wall clock: each pass's tokens are delivered when the pass would have ended
 * (its seconds divided by `timeScale`), then the next pass starts. Idle when there is nothing to do.
 */
import type { FinishReason, SequenceView, SimRequest } from "./sequence.ts";
import type { StepLoop, StepResult } from "./step-loop.ts";

export type SequenceHandlers = {
  onToken: (seq: SequenceView) => void;
  onFinish: (seq: SequenceView, finish: FinishReason) => void;
};

export class RealtimeReplica {
  private readonly handlers = new Map<string, SequenceHandlers>();
  private readonly t0 = performance.now();
  private timer: NodeJS.Timeout | undefined;
  private stepping = false;
  private virtualEnd = 0;
  private closed = false;

  constructor(
    readonly loop: StepLoop,
    private readonly timeScale: number,
    private readonly onStep: (r: StepResult) => void = () => {},
  ) {
    if (!(timeScale > 0)) throw new Error(`RealtimeReplica: timeScale must be > 0, got ${timeScale}`);
  }

  /** Virtual seconds since start: never before the end of the pass in progress. */
  now(): number {
    return Math.max(this.virtualEnd, this.wall());
  }

  /** Wall-clock time since start, in virtual seconds. */
  private wall(): number {
    return ((performance.now() - this.t0) / 1000) * this.timeScale;
  }

  submit(req: SimRequest, h: SequenceHandlers): SequenceView {
    const seq = this.loop.submit(req, this.now());
    this.handlers.set(req.id, h);
    if (!this.stepping) this.tick();
    return seq;
  }

  /** Frees the request's blocks at once; no more callbacks for it. */
  cancel(id: string): boolean {
    this.handlers.delete(id);
    return this.loop.cancel(id, this.now());
  }

  /** Called after a stop string ends an answer early: the engine stops it like a client cancel. */
  stopEarly(id: string): void {
    this.handlers.delete(id);
    this.loop.cancel(id, this.now());
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private tick(): void {
    if (this.closed) return;
    const start = this.now();
    const r = this.loop.step(start);
    if (r.seconds === 0) {
      this.stepping = false;
      return;
    }
    this.stepping = true;
    this.onStep(r);
    this.virtualEnd = start + r.seconds;
    const emitted = r.emitted.slice();
    const finished = r.finished.slice();
    // Deliver the pass's tokens when the pass would end on the wall clock.
    const wait = Math.max(0, (this.virtualEnd - this.wall()) / this.timeScale) * 1000;
    this.timer = setTimeout(() => {
      for (const s of emitted) this.handlers.get(s.id)?.onToken(s);
      for (const s of finished) {
        const h = this.handlers.get(s.id);
        this.handlers.delete(s.id);
        h?.onFinish(s, s.finish!);
      }
      this.tick();
    }, wait);
  }
}
