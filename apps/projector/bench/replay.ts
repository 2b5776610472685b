/**
 * Replay speed: ~20,000 generated events in a test namespace, then
 *   - the rebuild (replay into fresh tables + swap), events/s;
 *   - the billing and eval exports, events/s;
 *   - the live projector catching up, in batches of up to 256 per transaction, events/s.
 * Prints figures only.
 *   npm run bench -- replay [--events=20000] [--deltas-per-answer=100]
 *   npx tsx apps/projector/bench/replay.ts [--events=N] [--deltas-per-answer=N]
 * An answer of ~400 tokens streams as ~200 deltas (a delta per ~50 ms), so at a region's peak ~95% of the
 * log is deltas; the default, 100 per answer, is near that share (the old fixed 4 was far from it).
 */
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { type ChatEvent, eventIds } from "@chat/events";
import { freshDatabase, freshNamespace } from "@chat/platform/testing";
import { workload } from "../src/fixtures/workload.ts";
import { startProjector } from "../src/projector.ts";
import { exportBilling, exportEvals } from "../src/replay/export.ts";
import { logEntries } from "../src/replay/log.ts";
import { rebuildReadModels } from "../src/replay/rebuild.ts";

const { values } = parseArgs({
  options: {
    events: { type: "string", default: "20000" },
    "deltas-per-answer": { type: "string", default: "100" },
  },
});
const target = Number(values.events);
const deltasPerAnswer = Number(values["deltas-per-answer"]);
if (
  !(Number.isInteger(target) && target > 0) ||
  !(Number.isInteger(deltasPerAnswer) && deltasPerAnswer > 0)
) {
  console.error("usage: replay.ts [--events=N] [--deltas-per-answer=N] (positive integers)");
  process.exit(2);
}
const perConversation = 5;
const start = new Date(Date.now() - 3_600_000);
// Per message: submitted, routed, started, the deltas, finished, settled (+ 3 events for every 7th answer,
// which is interrupted and resubmitted): ~5.4 events besides the deltas.
const eventsPerMessage = deltasPerAnswer + 5.4;
const events = workload({
  conversations: Math.ceil(target / (perConversation * eventsPerMessage)),
  messagesPerConversation: perConversation,
  deltasPerAnswer,
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
const deltas = events.filter((e) => e.type === "generation.delta").length;

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
  console.log(
    `events on the log:   ${events.length} (published in ${publishS.toFixed(2)} s), ${deltas} deltas (${((100 * deltas) / events.length).toFixed(1)}%, ${deltasPerAnswer} per answer)`,
  );

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
  const last = await logEntries(ns);
  while ((await projector.lag()) > 0) await new Promise((res) => setTimeout(res, 100));
  const liveS = (performance.now() - t) / 1_000;
  await projector.stop();
  const applied = last - deltas;
  console.log(
    `live projector:      ${liveS.toFixed(2)} s, ${rate(last, liveS)} (a transaction per 256 events to apply or 4,096 entries), of which ${rate(applied, liveS)} not deltas (applied; the ${deltas} deltas passed unread)`,
  );
} finally {
  await Promise.all([ns.cleanup(), rebuildDb.drop(), liveDb.drop()]);
}
