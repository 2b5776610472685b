/**
 * Child process of submit-rate.ts: posts second turns with `concurrency` in flight for `seconds`, each to a
 * conversation of the list in turn, and reports how many succeeded and the latency to each response's
 * headers. The SSE response is closed once its headers arrive (the message is on the log by then).
 */
import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";

type Start = {
  url: string;
  concurrency: number;
  seconds: number;
  conversations: Array<{ token: string; conversationId: string; parentKey: string }>;
};

const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function post(url: string, c: Start["conversations"][number]): Promise<number> {
  const body = JSON.stringify({
    content: "And why is the sunset red, then? Explain it in two sentences.",
    parentId: c.parentKey,
  });
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/v1/conversations/${c.conversationId}/messages`,
      {
        method: "POST",
        agent,
        headers: {
          authorization: `Bearer ${c.token}`,
          "content-type": "application/json",
          accept: "text/event-stream",
          "idempotency-key": `k_${randomBytes(8).toString("hex")}`,
        },
      },
      (res) => {
        res.destroy();
        if (res.statusCode === 200) resolve(res.statusCode);
        else reject(new Error(`HTTP ${res.statusCode}`));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

process.once("message", async (start: Start) => {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let next = 0;
  const until = Date.now() + start.seconds * 1000;
  await Promise.all(
    Array.from({ length: start.concurrency }, async () => {
      while (Date.now() < until) {
        const c = start.conversations[next++ % start.conversations.length]!;
        const t = performance.now();
        try {
          await post(start.url, c);
          latencies.push(performance.now() - t);
        } catch (err) {
          errors++;
          firstError ??= (err as Error).message;
        }
      }
    }),
  );
  process.send?.({ count: latencies.length, errors, latencies, firstError });
});
