/**
 * The shedding ladder on the real stack (issue 7, item 6): every app in-process, 1 large + 1 small simulated
 * replica in real time, the ladder moving at most once a second. Messages arrive at about twice what the two
 * replicas can answer; Plus must keep its first-token SLO while Free gets fast refusals, every ladder move and
 * shed decision lands on the FLEET stream, and the ladder comes back down once the load stops.
 *
 * Scaled down, replica first. On this 2-core machine the in-process stack runs out of CPU at ~12 msg/s, long
 * before a real-size replica's KV cache fills (an earlier attempt at that rate never left rung 0). So instead
 * of raising the load to the replica, the replica shrinks to the load: each replica's step loop gets a small
 * KV cache (`replicaLoop.kvBlocks`): 1,400 blocks on the large replica, room for ~40 answers of this test's
 * size (a ~150-token first prompt plus a ~400-token answer, ~35 blocks of 16 tokens; fewer as conversations
 * grow), and 400 on the small one. Held at rung 1 (free on the small replica, full-length answers, nothing
 * refused) the two answer ~4.8 msg/s over a minute (`npm run bench -- shedding` with SHED_RUNG1_ONLY=1), so
 * 10 msg/s is about twice that, which the stack carries.
 * Everything else is real: api, NATS, the dispatcher's router, picker, expected wait and ladder, the worker,
 * the engine's paid-first admission and preemption, the projector.
 *
 * Why so many answers: the engine admits a request only when its prompt's blocks are free, preempts
 * (lowest priority, latest admitted) when a growing answer finds no block, and preempts running free answers
 * for a waiting Plus one, but never Plus for Plus. So Plus keeps its SLO only while it holds a minority of
 * the large replica's answers, as on a real replica (~100 answers, Plus ~10% of messages). At 700 blocks
 * (~20 answers here, but only ~8 once conversations reach their 4th turn) the bench's minute at 10% Plus
 * (9 msg/s) had Plus alone filling the replica from ~40 s on, and its first-token p95 reached 2.4-4.9 s. At 1,400 blocks Plus holds ~25% of the large replica's running
 * answers in the bench and starts within 1 s.
 *
 * Time is not scaled (timeScale 1): a simulated second is a wall second, so the SLOs are DESIGN's own, and
 * the wall-clock first token also carries the stack's overhead (api, NATS, dispatcher, worker: ~50 ms idle),
 * which makes the 1 s Plus bound stricter, not looser. The rung-3 "cannot start within 2 s" estimate also
 * stays in one unit (it mixes the replicas' wall-clock decode rate with simulated prefill rates, which only
 * agree at timeScale 1). An answer lasts ~9 s, so the load runs 15 s and the test ~25 s.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  figures,
  makeUsers,
  type Outcome,
  runLoad,
  SCALED_LOAD,
  scaledSheddingStack,
} from "./bench-support/shedding-load.ts";
import { type Stack, startStack, storedEvents } from "./stack.ts";

const LOAD = { ...SCALED_LOAD, ratePerS: Number(process.env.SHED_E2E_RATE ?? SCALED_LOAD.ratePerS) };
let stack: Stack;
let outcomes: Outcome[];
/** The rung every 250 ms, from the start of the load until every answer is done. */
const rungs: number[] = [];
/** When the ladder first stood at rung 3 (ms since epoch). */
let rung3At = Number.POSITIVE_INFINITY;
const readings: string[] = [];
/** Answers the replicas completed per second while the load ran (both replicas together). */
let servedPerS = 0;
let engine: Array<{ replica: string; finishedPerS: number; preemptions: number }> = [];

async function fleetEvents(kind: string): Promise<Array<Record<string, unknown>>> {
  const { names } = stack.ns;
  return storedEvents(stack.ns.nc, names.streams.fleet, names.subjects.fleet(kind));
}

describe("shedding ladder under twice the capacity", () => {
  beforeAll(async () => {
    // Replicas shrunk to the load, fewer delta events, every message scored hard (see the file header and
    // scaledSheddingStack): until rung 1 Free's "auto" messages go to the large pool with Plus, DESIGN's story.
    // The ladder alone: the safety checks' own cost on the first token (a guard call per message, the first
    // words held for their check) is measured by `npm run bench -- safety`, and on this 2-core machine, shared
    // with the other test files, it would push Plus's p95 over DESIGN's 1 s by itself.
    stack = await startStack({ ...scaledSheddingStack(), safety: false });
    const users = {
      plus: await makeUsers(stack, "plus", LOAD.users.plus),
      free: await makeUsers(stack, "free", LOAD.users.free),
    };
    const stats = () => stack.replicas.map((r) => ({ ...r.sim.replica.loop.stats }));
    const atStart = stats();
    const atLoadEnd = new Promise<ReturnType<typeof stats>>((res) =>
      setTimeout(() => res(stats()), LOAD.durationMs),
    );
    const sampler = setInterval(() => {
      rungs.push(stack.dispatcher.ladder.rung.rung);
      if (rungs.at(-1) === 3) rung3At = Math.min(rung3At, Date.now());
      if (rungs.length % 4 === 0) readings.push(JSON.stringify(stack.dispatcher.ladder.lastReading));
    }, 250);
    try {
      outcomes = await runLoad(stack, LOAD, users);
    } finally {
      clearInterval(sampler);
    }
    const end = await atLoadEnd;
    engine = end.map((e, i) => ({
      replica: stack.replicas[i]!.id,
      finishedPerS: (e.finished - atStart[i]!.finished) / (LOAD.durationMs / 1000),
      preemptions: e.preemptions - atStart[i]!.preemptions,
    }));
    servedPerS = engine.reduce((a, e) => a + e.finishedPerS, 0);
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it("keeps Plus within its first-token SLO while Free is refused fast", () => {
    const plus = figures(outcomes, "plus", 1_000);
    const free = figures(outcomes, "free", 2_000);
    const refused = outcomes.filter((o) => o.finish === "refused");
    console.log(`rung every 250 ms: ${rungs.join("")}`);
    console.log(
      "engine during the load",
      engine,
      `offered ${LOAD.ratePerS}/s, served ${servedPerS.toFixed(2)}/s`,
    );
    console.log("plus", plus, "\nfree", free);
    const atRung3 = figures(
      outcomes.filter((o) => o.sentAtMs >= rung3At),
      "free",
      2_000,
    );
    console.log("free sent once at rung 3", atRung3);
    console.log("refusals (ms)", refused.map((o) => o.doneMs).join(" "));
    console.log("busy each second:", readings.join(" "));

    // It is an overload: the replicas completed well under what was offered (2.05x and 2.8x over 2 runs at
    // 10 msg/s on 1,400 large blocks; 1.85-2.05x over 6 runs at 9 msg/s on 700). (The completed rate is itself raised by the ladder's
    // shorter free answers and lowered by the replicas filling up in the first seconds: the bench's minute
    // measures ~2x against the unshed capacity.)
    expect(LOAD.ratePerS / servedPerS).toBeGreaterThan(1.5);
    expect(Math.max(...rungs)).toBe(3);
    // Plus is never shed, never gives up, and 95% start within DESIGN's 1 s (wall clock, overhead included).
    expect(plus.refused).toBe(0);
    expect(plus.timedOut).toBe(0);
    expect(plus.other).toBe(0);
    expect(plus.firstTokenP95Ms).toBeLessThan(1_000);
    // Free is turned away at the door: some are refused, each with a Retry-After, and the refusal arrives at
    // once (the dispatcher's answer, not a time-out at the 10 s patience): 95% within 1 s of the request and
    // every one under 1.5 s, well inside the 2 s a free message may wait. (Quiet, p95 is ~70-150 ms; with
    // other work on the machine's two cores it reached 531 ms once: the event loop, not the decision.)
    // How many depends on how fast the machine lets the replicas drain (3-15% of free over the runs so far):
    // that some are, and how fast, is the claim.
    expect(refused.length).toBeGreaterThan(0);
    expect(free.timedOut).toBe(0);
    expect(refused.every((o) => o.tier === "free")).toBe(true);
    expect(refused.every((o) => (o.retryAfterSeconds ?? 0) >= 2)).toBe(true);
    const refusalMs = refused.map((o) => o.doneMs).sort((a, b) => a - b);
    expect(refusalMs[Math.floor(0.95 * (refusalMs.length - 1))]).toBeLessThan(1_000);
    expect(Math.max(...refusalMs)).toBeLessThan(1_500);
    // Not asserted, a gap narrowed (issue 7): free messages the ladder *admits* at rung 3 should start within
    // 2 s. The rung-3 estimate (ladder/expected-wait.ts) reads the replica's reported paid arrivals, start
    // rate and measured free wait, and the dispatcher corrects each report by what it placed since; still,
    // the engine's preemption bursts after admission (answers growing into a full KV cache; preempted
    // requests restart ahead of new ones) leave 6-8% of those admitted starting after 2 s in the bench's
    // minute (`npm run bench -- shedding` traces them). A bound here would be flaky. None wait past the
    // 10 s patience (asserted above).
    const large = stack.dispatcher.replicas.reported().find((r) => r.pool === "large");
    console.log("large replica's last report", large);
    // The worker reports what the rung-3 estimate reads: the requests it started, and the free wait measured.
    expect(large?.startedPerSecond).toBeGreaterThan(0);
    expect(large?.freeStartSeconds).toBeGreaterThanOrEqual(0);
    expect(large?.paidArrivalsPerSecond).toBeGreaterThan(0);
  });

  it("records every ladder move and shed decision on the FLEET stream", async () => {
    const moves = await fleetEvents("ladder");
    const sheds = await fleetEvents("shed");
    console.log("moves", moves.map((m) => `${m.from}->${m.to}`).join(" "), "sheds", sheds.length);
    expect(moves.every((m) => m.type === "ladder.moved")).toBe(true);
    const ups = moves.filter((m) => (m.to as number) > (m.from as number)).map((m) => m.to);
    expect(ups.slice(0, 3)).toEqual([1, 2, 3]);
    expect(sheds.every((s) => s.type === "message.shed" && s.tier === "free")).toBe(true);
    const refusedShed = sheds.filter((s) =>
      (s.decisions as Array<{ kind: string }>).some((d) => d.kind === "refused"),
    );
    expect(refusedShed.length).toBe(outcomes.filter((o) => o.finish === "refused").length);
  });

  it("comes back down to rung 0 once the load stops", async () => {
    // runLoad returns when every answer is done, so the ladder has usually stepped down already.
    const deadline = Date.now() + 20_000;
    while (stack.dispatcher.ladder.rung.rung !== 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(stack.dispatcher.ladder.rung.rung).toBe(0);
    const moves = await fleetEvents("ladder");
    expect(moves.at(-1)).toMatchObject({ from: 1, to: 0 });
  }, 30_000);
});
