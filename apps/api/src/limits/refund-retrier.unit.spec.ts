import { afterEach, describe, expect, it } from "vitest";
import { type Refund, RefundRetrier } from "./refund-retrier.ts";

class Unreachable extends Error {}

/** An in-memory bucket store that can be "down"; settling a message twice refunds once, as the Lua does. */
function store() {
  const settled = new Map<string, number>();
  let calls = 0;
  return {
    down: false,
    settled,
    get calls() {
      return calls;
    },
    async settle(r: Refund) {
      calls++;
      if (this.down) throw new Unreachable("redis down");
      if (r.messageId === "bad") throw new RangeError("bad id");
      if (!settled.has(r.messageId)) settled.set(r.messageId, r.actualCost);
    },
  };
}

const refund = (messageId: string): Refund => ({ userId: "u1", tier: "plus", messageId, actualCost: 10 });

async function until(cond: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 5));
  }
}

const made: RefundRetrier[] = [];
function retrier(s: ReturnType<typeof store>, dropped: string[] = []) {
  const r = new RefundRetrier({
    settle: (x) => s.settle(x),
    retryable: (err) => err instanceof Unreachable,
    firstDelayMs: 10,
    maxDelayMs: 40,
    maxQueued: 3,
    onDropped: (x) => dropped.push(x.messageId),
  });
  made.push(r);
  return r;
}
afterEach(() => {
  for (const r of made.splice(0)) r.stop();
});

describe("RefundRetrier", () => {
  it("given the store answers, when a refund is submitted, then it is done at once and nothing waits", async () => {
    const s = store();
    const r = retrier(s);

    expect(await r.submit(refund("m1"))).toBe("done");
    expect(s.settled.get("m1")).toBe(10);
    expect(r.pending).toBe(0);
  });

  it("given the store is down, when refunds arrive, then they wait and all go through once it is back", async () => {
    const s = store();
    s.down = true;
    const r = retrier(s);

    expect(await r.submit(refund("m1"))).toBe("queued");
    expect(await r.submit(refund("m2"))).toBe("queued");
    await new Promise((res) => setTimeout(res, 120));
    expect(r.pending).toBe(2);
    const whileDown = s.calls;
    s.down = false;
    await until(() => r.pending === 0);

    expect([...s.settled.keys()].sort()).toEqual(["m1", "m2"]);
    // It backed off while down: a handful of probes in 120 ms at 10 -> 40 ms, one at a time, not a spin.
    expect(whileDown).toBeLessThan(10);
  });

  it("given the store is down, when the same refund is submitted twice, then it is queued once", async () => {
    const s = store();
    s.down = true;
    const r = retrier(s);

    await r.submit(refund("m1"));
    await r.submit(refund("m1"));

    expect(r.pending).toBe(1);
  });

  it("given an error that retrying cannot fix, then the refund is dropped and reported, not retried", async () => {
    const s = store();
    const dropped: string[] = [];
    const r = retrier(s, dropped);

    expect(await r.submit(refund("bad"))).toBe("dropped");
    expect(dropped).toEqual(["bad"]);
    expect(r.pending).toBe(0);
  });

  it("given more refunds waiting than the bound, then the oldest is dropped (the repair job settles it)", async () => {
    const s = store();
    s.down = true;
    const dropped: string[] = [];
    const r = retrier(s, dropped);

    for (const m of ["m1", "m2", "m3", "m4"]) await r.submit(refund(m));

    expect(r.pending).toBe(3);
    expect(dropped).toEqual(["m1"]);
  });
});
