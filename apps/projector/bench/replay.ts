/**
 * Replay speed: ~20,000 generated events in a test namespace, then
 *   - the rebuild (replay into fresh tables + swap), events/s;
 *   - the live projector catching up one event per transaction, events/s;
 *   - the billing and eval exports, events/s.
 * Prints figures only. `npm run bench -- replay` or `npx tsx apps/projector/bench/replay.ts [events]`.
 */
import { Writable } from "node:stream";
import { type ChatEvent, eventIds } from "@chat/events";
import { freshDatabase, freshNamespace } from "@chat/platform/testing";
import { workload } from "../src/fixtures/workload.ts";
import { startProjector } from "../src/projector.ts";
import { exportBilling, exportEvals } from "../src/replay/export.ts";
import { rebuildReadModels } from "../src/replay/rebuild.ts";
import { readPosition } from "../src/store.ts";

const target = Number(process.argv[2] ?? 20_000);
const perConversation = 5;
const start = new Date(Date.now() - 3_600_000);
// ~9.6 events per message (submitted, routed, started, 4 deltas, finished, settled, + interruptions).
const events = workload({
  conversations: Math.ceil(target / (perConversation * 9)),
  messagesPerConversation: perConversation,
  users: 200,
  start,
  prefix: "b",
}).slice(0, target);
// Every user opts in to training first, so the eval export writes every pair (it skips the others).
const users = [...new Set(events.map((e) => e.userId))];
events.unshift(
  ...users.map(
    (userId): ChatEvent => ({
      id: eventIds.userSettings(userId, "bench"),
      type: "user.settings_changed",
      v: 1,
      time: start.toISOString(),
      userId,
      conversationId: userId,
      messageId: userId,
      trainingOptIn: true,
    }),
  ),
);

const ns = await freshNamespace();
const [rebuildDb, liveDb] = await Promise.all([freshDatabase("bench_rebuild"), freshDatabase("bench_live")]);
const sink = () =>
  new Writable({
    write(_c, _e, cb) {
      cb();
    },
  });
const rate = (n: number, s: number) => `${Math.round(n / s).toLocaleString("en-US")} events/s`;

try {
  let t = performance.now();
  for (let i = 0; i < events.length; i += 500) {
    // Issued in order on one connection, so stored in order; up to 500 acks outstanding.
    await Promise.all(events.slice(i, i + 500).map((e) => ns.publisher.publish(e)));
  }
  const publishS = (performance.now() - t) / 1_000;
  console.log(`events on the log:   ${events.length} (published in ${publishS.toFixed(2)} s)`);

  const r = await rebuildReadModels({
    js: ns.js,
    jsm: ns.jsm,
    names: ns.names,
    db: rebuildDb.db,
    batchSize: 500,
  });
  console.log(
    `rebuild + swap:      ${r.seconds.toFixed(2)} s, ${rate(r.events, r.seconds)} (batches of 500)`,
  );

  const billing = await exportBilling({
    js: ns.js,
    jsm: ns.jsm,
    names: ns.names,
    out: sink(),
    from: start,
    to: new Date(),
    format: "csv",
  });
  console.log(
    `billing export:      ${billing.seconds.toFixed(2)} s, ${rate(billing.events, billing.seconds)} (${billing.lines.length} user/tier lines, ${billing.totals.messages} settlements)`,
  );
  const evals = await exportEvals({ js: ns.js, jsm: ns.jsm, names: ns.names, out: sink() });
  console.log(
    `eval export:         ${evals.seconds.toFixed(2)} s, ${rate(evals.events, evals.seconds)} (${evals.pairs} pairs)`,
  );

  t = performance.now();
  const projector = await startProjector({ js: ns.js, jsm: ns.jsm, names: ns.names, db: liveDb.db });
  const last = (await ns.jsm.streams.info(ns.names.streams.chat)).state.last_seq;
  while ((await readPosition(liveDb.db)) < last) await new Promise((res) => setTimeout(res, 100));
  const liveS = (performance.now() - t) / 1_000;
  await projector.stop();
  console.log(
    `live projector:      ${liveS.toFixed(2)} s, ${rate(last, liveS)} (batches of up to 256 per transaction)`,
  );
} finally {
  await Promise.all([ns.cleanup(), rebuildDb.drop(), liveDb.drop()]);
}
