/** Waiting sequences: higher priority first, then arrival order; sequences that left are skipped lazily. */
import type { Sequence } from "./sequence.ts";

type Bucket = { items: Sequence[]; head: number };

export class WaitQueue {
  private readonly buckets = new Map<number, Bucket>();
  /** Distinct priorities, highest first. */
  private readonly priorities: number[] = [];

  push(s: Sequence): void {
    this.bucket(s.priority).items.push(s);
  }

  /** A preempted sequence goes back to the front of its priority. */
  pushFront(s: Sequence): void {
    const b = this.bucket(s.priority);
    if (b.head > 0) b.items[--b.head] = s;
    else b.items.unshift(s);
  }

  peek(): Sequence | undefined {
    for (const p of this.priorities) {
      const b = this.buckets.get(p)!;
      while (b.head < b.items.length && b.items[b.head]!.state !== "waiting") b.head++;
      if (b.head < b.items.length) return b.items[b.head];
      b.items.length = 0;
      b.head = 0;
    }
    return undefined;
  }

  /** Removes the sequence `peek` returned. */
  shift(): void {
    for (const p of this.priorities) {
      const b = this.buckets.get(p)!;
      if (b.head < b.items.length) {
        b.head++;
        if (b.head > 64 && b.head * 2 > b.items.length) {
          b.items.splice(0, b.head);
          b.head = 0;
        }
        return;
      }
    }
  }

  private bucket(priority: number): Bucket {
    let b = this.buckets.get(priority);
    if (!b) {
      b = { items: [], head: 0 };
      this.buckets.set(priority, b);
      this.priorities.push(priority);
      this.priorities.sort((x, y) => y - x);
    }
    return b;
  }
}
