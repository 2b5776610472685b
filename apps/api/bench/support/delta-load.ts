/**
 * Child process of the streams bench: plays the gpu-workers without any engine. For every stream it appends
 * `generation.delta` events straight onto the log at a steady token rate, spread evenly over time, each
 * delta's text carrying its publish time (epoch ms) so the client can time delivery. Core-NATS publishes
 * (no ack round trip per event) keep this process cheap; the stream stores them all the same.
 *
 * Parent -> child: { namespace, partitions, streams: [{ messageId, userId, conversationId }], eventsPerSecond, tokensPerEvent }
 * Child -> parent: { ready } once connected; on "stop": { published, seconds, lagP99Ms } then exits.
 */
import { connectNats, eventIds, names } from "@chat/events";

type Start = {
  namespace: string;
  partitions: number;
  streams: Array<{ messageId: string; userId: string; conversationId: string }>;
  eventsPerSecond: number;
  tokensPerEvent: number;
};

const send = (m: unknown) => process.send?.(m);

process.once("message", async (start: Start) => {
  const n = names(start.namespace, start.partitions);
  const nc = await connectNats(undefined, "bench-delta-load");
  const enc = new TextEncoder();
  const seq = new Array<number>(start.streams.length).fill(0);
  const rate = start.streams.length * start.eventsPerSecond; // events per second in all
  const lags: number[] = [];
  let published = 0;
  const t0 = performance.now();

  const tick = () => {
    const now = performance.now();
    const due = Math.floor(((now - t0) / 1000) * rate);
    // Round-robin over the streams: stream i is due every 1/eventsPerSecond s, phases evenly spread.
    while (published < due) {
      const i = published % start.streams.length;
      const s = start.streams[i]!;
      const at = Date.now();
      seq[i]! += 1;
      const ev = {
        id: eventIds.delta(s.messageId, seq[i]!),
        type: "generation.delta",
        v: 1,
        time: new Date(at).toISOString(),
        userId: s.userId,
        conversationId: s.conversationId,
        messageId: s.messageId,
        seq: seq[i],
        text: `${at} `,
        tokens: start.tokensPerEvent,
        attempt: 1,
      };
      nc.publish(n.subjects.event(s.messageId, "generation.delta"), enc.encode(JSON.stringify(ev)));
      if (published % 16 === 0) lags.push(now - (t0 + (published / rate) * 1000));
      published++;
    }
  };
  const timer = setInterval(tick, 5);
  send({ ready: true });

  process.once("message", async () => {
    clearInterval(timer);
    await nc.flush();
    lags.sort((a, b) => a - b);
    const lagP99Ms = lags.length ? lags[Math.floor(lags.length * 0.99)]! : 0;
    send({ published, seconds: (performance.now() - t0) / 1000, lagP99Ms });
    await nc.close();
    process.disconnect?.();
  });
});
